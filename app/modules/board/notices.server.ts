import type { Kysely, Selectable } from "kysely";
import type { Database } from "#app/db/schema.ts";
import {
  claimUpload,
  getUpload,
  type PreparedUpload,
  pictureSources,
  storeUpload,
} from "#app/modules/uploads/uploads.server.ts";
import type { AuditActor } from "#app/platform/audit/audit.server.ts";
import {
  type CollectionSpec,
  createDraftRow,
  deleteRow,
  hideRow,
  listRevisionRows,
  nextCollectionChange,
  publishRow,
  restoreRevisionRow,
  runCollectionSchedule,
  saveDraftRow,
} from "#app/platform/publishing/collection.server.ts";
import { complexOf } from "#app/platform/sites/scope.server.ts";
import { type AttachmentView, attachmentListJson, type NoticeAttachment, parseAttachmentList } from "./attachments.ts";
import { NOTICE_PAGE_SIZE, NOTICE_REVISIONS_KEPT, NOTICES_AREA } from "./fields.ts";
import type { NoticeCategory, NoticeState } from "./notice-kinds.ts";
import type { NoticeDraft, NoticeSchedule } from "./notice-schema.ts";

export type { AuditActor };

type NoticeContent = {
  title: string;
  body: string;
  category: NoticeCategory;
  pinned: boolean;
  attachments: NoticeAttachment[];
};

export type PublicNotice = NoticeContent & { id: string; siteId: string; publishAt: string; updatedAt: string };

/** What the admin sees: the draft, the published copy and the schedule. */
export type AdminNotice = NoticeContent & {
  id: string;
  siteId: string;
  state: NoticeState;
  published: NoticeContent | null;
  publishAt: string | null;
  hideAt: string | null;
  revision: number;
  createdAt: string;
  updatedAt: string;
};

export type NoticeRevision = {
  id: string;
  noticeId: string;
  number: number;
  title: string;
  body: string;
  category: NoticeCategory;
  pinned: boolean;
  attachments: NoticeAttachment[];
  publishAt: string | null;
  hideAt: string | null;
  authorEmail: string | null;
  createdAt: string;
};

const PUBLIC_COLUMNS = [
  "id",
  "site_id",
  "published_title",
  "published_body",
  "published_category",
  "published_pinned",
  "published_attachments",
  "publish_at",
  "updated_at",
] as const;

function visibleAt(db: Kysely<Database>, now: Date) {
  const iso = now.toISOString();
  return db
    .selectFrom("notices")
    .where("state", "in", ["scheduled", "live"])
    .where("publish_at", "<=", iso)
    .where((eb) => eb.or([eb("hide_at", "is", null), eb("hide_at", ">", iso)]));
}

/** A page of a site's visible notices: pinned first, then newest published first. */
export async function listPublicNotices(
  db: Kysely<Database>,
  {
    siteId,
    category,
    page = 1,
    pageSize = NOTICE_PAGE_SIZE,
    now = new Date(),
  }: { siteId: string; category?: NoticeCategory; page?: number; pageSize?: number; now?: Date },
): Promise<{ items: PublicNotice[]; total: number }> {
  let base = visibleAt(db, now).where("site_id", "=", siteId);
  if (category) base = base.where("published_category", "=", category);
  const [rows, count] = await Promise.all([
    base
      .select(PUBLIC_COLUMNS)
      .orderBy("published_pinned", "desc")
      .orderBy("publish_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toPublic), total: Number(count.count) };
}

/** One visible notice, or undefined (never published, not yet, hidden or deleted). */
export async function getPublicNotice(
  db: Kysely<Database>,
  id: string,
  now = new Date(),
): Promise<PublicNotice | undefined> {
  const row = await visibleAt(db, now).where("id", "=", id).select(PUBLIC_COLUMNS).executeTakeFirst();
  return row && toPublic(row);
}

/** The home band's notice: a site's newest visible pinned one at `now`. */
export async function getLatestPinnedNotice(
  db: Kysely<Database>,
  siteId: string,
  now = new Date(),
): Promise<PublicNotice | undefined> {
  const row = await visibleAt(db, now)
    .where("site_id", "=", siteId)
    .where("published_pinned", "=", 1)
    .select(PUBLIC_COLUMNS)
    .orderBy("publish_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && toPublic(row);
}

export async function listNoticesForSitemap(db: Kysely<Database>, now = new Date()) {
  const rows = await visibleAt(db, now).select(["id", "site_id", "updated_at"]).orderBy("publish_at", "desc").execute();
  return rows.map((row) => ({ id: row.id, siteId: row.site_id, updatedAt: row.updated_at }));
}

function toPublic(row: {
  id: string;
  site_id: string;
  published_title: string | null;
  published_body: string | null;
  published_category: NoticeCategory | null;
  published_pinned: number;
  published_attachments: string;
  publish_at: string | null;
  updated_at: string;
}): PublicNotice {
  return {
    id: row.id,
    siteId: row.site_id,
    title: row.published_title ?? "",
    body: row.published_body ?? "",
    category: row.published_category ?? "general",
    pinned: Number(row.published_pinned) === 1,
    publishAt: row.publish_at ?? row.updated_at,
    updatedAt: row.updated_at,
    attachments: parseAttachmentList(row.published_attachments),
  };
}

export async function listAdminNotices(
  db: Kysely<Database>,
  { page = 1, pageSize = 20 }: { page?: number; pageSize?: number } = {},
): Promise<{ items: AdminNotice[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("notices")
      .selectAll()
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom("notices")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toAdmin), total: Number(count.count) };
}

export async function getAdminNotice(db: Kysely<Database>, id: string): Promise<AdminNotice | undefined> {
  const row = await db.selectFrom("notices").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toAdmin(row);
}

function toAdmin(row: Selectable<Database["notices"]>): AdminNotice {
  return {
    id: row.id,
    siteId: row.site_id,
    title: row.title,
    body: row.body,
    category: row.category,
    pinned: Number(row.pinned) === 1,
    attachments: parseAttachmentList(row.attachments),
    state: row.state,
    published:
      row.published_title === null
        ? null
        : {
            title: row.published_title,
            body: row.published_body ?? "",
            category: row.published_category ?? "general",
            pinned: Number(row.published_pinned) === 1,
            attachments: parseAttachmentList(row.published_attachments),
          },
    publishAt: row.publish_at,
    hideAt: row.hide_at,
    revision: Number(row.revision),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function hasUnpublishedChanges(notice: AdminNotice): boolean {
  const published = notice.published;
  if (!published) return true;
  return (
    published.title !== notice.title ||
    published.body !== notice.body ||
    published.category !== notice.category ||
    published.pinned !== notice.pinned ||
    attachmentListJson(published.attachments) !== attachmentListJson(notice.attachments)
  );
}

export async function listRevisions(db: Kysely<Database>, noticeId: string): Promise<NoticeRevision[]> {
  const rows = (await listRevisionRows(db, NOTICES_COLLECTION, noticeId)) as Selectable<Database["notice_revisions"]>[];
  return rows.map((row) => ({
    id: row.id,
    noticeId: row.notice_id,
    number: Number(row.number),
    title: row.title,
    body: row.body,
    category: row.category,
    pinned: Number(row.pinned) === 1,
    attachments: parseAttachmentList(row.attachments),
    publishAt: row.publish_at,
    hideAt: row.hide_at,
    authorEmail: row.author_email,
    createdAt: row.created_at,
  }));
}

const DRAFT_FIELDS = ["title", "body", "category", "pinned"] as const;

/** The attachments kept (in order, alt texts as edited) and new files prepared before the transaction. */
export type AttachmentsEdit = { kept: NoticeAttachment[]; added: { upload: PreparedUpload; alt: string }[] };
/** A posted draft; without `attachments` the draft's attachments stay as they are. */
export type DraftInput = NoticeDraft & { attachments?: AttachmentsEdit };

async function storeAttachments(
  trx: Kysely<Database>,
  edit: AttachmentsEdit,
  actor: AuditActor,
  now: Date,
): Promise<NoticeAttachment[]> {
  // Each kept file claimed in the save's transaction: the uploads purge cannot take one that another
  // editor dropped meanwhile from under this save (one already gone is left out, as the pages do).
  const list: NoticeAttachment[] = [];
  for (const item of edit.kept) if (await claimUpload(trx, item.fileId, now)) list.push(item);
  const uploader = actor.actorId ? { id: actor.actorId, email: actor.actorEmail ?? "" } : null;
  for (const { upload, alt } of edit.added) {
    const stored = await storeUpload(trx, upload, { actor: uploader, clientAddress: actor.ipAddress }, now);
    if (!stored.ok) throw new Error("notice.attachment_not_stored");
    if (!list.some((item) => item.fileId === stored.file.id)) list.push({ fileId: stored.file.id, alt });
  }
  return list;
}

export const NOTICES_COLLECTION: CollectionSpec = {
  table: "notices",
  revisionTable: "notice_revisions",
  rowColumn: "notice_id",
  area: NOTICES_AREA,
  keep: NOTICE_REVISIONS_KEPT,
  actions: {
    create: "notice.create",
    update: "notice.update",
    publish: "notice.publish",
    hide: "notice.hide",
    restore: "notice.restore",
    delete: "notice.delete",
  },
};

/** The draft's columns (a notice stays its complex's). */
const draftColumns = (draft: NoticeDraft, attachments: NoticeAttachment[]) => ({
  title: draft.title,
  body: draft.body,
  category: draft.category,
  pinned: draft.pinned ? 1 : 0,
  attachments: attachmentListJson(attachments),
});

/** A new draft of the handle's complex (`siteId` names one for the process's handle only). */
export function createNotice(
  db: Kysely<Database>,
  draft: NoticeDraft & { siteId?: string },
  actor: AuditActor,
  now = new Date(),
) {
  const columns = {
    site_id: complexOf(db, draft.siteId),
    ...draftColumns(draft, []),
    published_title: null,
    published_body: null,
    published_category: null,
    published_pinned: 0,
    published_attachments: "[]",
  };
  return createDraftRow(db, NOTICES_COLLECTION, columns, {}, actor, now);
}

/** Saves the draft (the public copy stays as it is) with notice.update and the fields changed. */
export function saveNoticeDraft(
  db: Kysely<Database>,
  id: string,
  draft: DraftInput,
  actor: AuditActor,
  now = new Date(),
) {
  return saveDraftRow(
    db,
    NOTICES_COLLECTION,
    id,
    async (trx, row) => {
      const before = toAdmin(row as Selectable<Database["notices"]>);
      const changed: string[] = DRAFT_FIELDS.filter((key) => before[key] !== draft[key]);
      const edit = draft.attachments;
      const attachments = edit ? await storeAttachments(trx, edit, actor, now) : before.attachments;
      if (attachmentListJson(attachments) !== attachmentListJson(before.attachments)) changed.push("attachments");
      return { columns: draftColumns(draft, attachments), changed };
    },
    actor,
    now,
  );
}

export type PublishResult = { ok: true; revision: number; state: NoticeState } | { ok: false };

/** Saves the posted draft and publishes it in one transaction (collection.server.ts). */
export function publishNotice(
  db: Kysely<Database>,
  id: string,
  draft: DraftInput,
  schedule: NoticeSchedule,
  actor: AuditActor,
  now = new Date(),
): Promise<PublishResult> {
  return publishRow(
    db,
    NOTICES_COLLECTION,
    id,
    async (trx, row) => {
      const stored = parseAttachmentList(row.attachments as string);
      const attachments = draft.attachments ? await storeAttachments(trx, draft.attachments, actor, now) : stored;
      const columns = draftColumns(draft, attachments);
      return {
        draft: columns,
        published: {
          published_title: draft.title,
          published_body: draft.body,
          published_category: draft.category,
          published_pinned: columns.pinned,
          published_attachments: columns.attachments,
        },
        revision: columns,
        detail: {},
      };
    },
    schedule,
    actor,
    now,
  );
}

export const hideNotice = (db: Kysely<Database>, id: string, actor: AuditActor, now = new Date()) =>
  hideRow(db, NOTICES_COLLECTION, id, actor, now);

/** A revision's title, body, category, pinned and attachments become the draft (notice.restore). */
export const restoreRevision = (
  db: Kysely<Database>,
  id: string,
  number: number,
  actor: AuditActor,
  now = new Date(),
) =>
  restoreRevisionRow(
    db,
    NOTICES_COLLECTION,
    id,
    number,
    (revision) => ({
      title: revision.title,
      body: revision.body,
      category: revision.category,
      pinned: revision.pinned,
      attachments: revision.attachments,
    }),
    actor,
    now,
  );

export const deleteNotice = (db: Kysely<Database>, id: string, actor: AuditActor, now = new Date()) =>
  deleteRow(db, NOTICES_COLLECTION, id, (row) => ({ title: row.title }), actor, now);

/** The next instant a notice goes up or down by its schedule: the content signal fires `runNoticeSchedule` then. */
export const nextNoticeChange = (db: Kysely<Database>) => nextCollectionChange(db, NOTICES_COLLECTION);

export const runNoticeSchedule = (db: Kysely<Database>, now = new Date()) =>
  runCollectionSchedule(db, NOTICES_COLLECTION, now);

/** The attachments as the pages show them; a file no longer stored is left out. */
export async function attachmentViews(db: Kysely<Database>, list: NoticeAttachment[]): Promise<AttachmentView[]> {
  const files = await Promise.all(list.map((item) => getUpload(db, item.fileId)));
  return list.flatMap((item, index): AttachmentView[] => {
    const file = files[index];
    if (!file) return [];
    const base = { fileId: file.id, name: file.filename, size: file.size, url: file.url };
    if (file.kind === "pdf") return [{ ...base, kind: "pdf" }];
    return [
      {
        ...base,
        kind: "image",
        alt: item.alt,
        ...pictureSources(file),
      },
    ];
  });
}

/** Every file a draft, published copy or kept revision names (a restore brings it back); bad JSON throws so the purge stops. */
export async function noticeFilesInUse(db: Kysely<Database>): Promise<Set<string>> {
  const [notices, revisions] = await Promise.all([
    db.selectFrom("notices").select(["attachments", "published_attachments"]).execute(),
    db.selectFrom("notice_revisions").select("attachments").execute(),
  ]);
  const lists = [
    ...notices.flatMap((row) => [row.attachments, row.published_attachments]),
    ...revisions.map((row) => row.attachments),
  ];
  const ids = new Set<string>();
  for (const json of lists) {
    const list: unknown = JSON.parse(json);
    if (!Array.isArray(list)) throw new Error("notices.attachments_not_a_list");
    for (const item of list) if (typeof item?.fileId === "string") ids.add(item.fileId);
  }
  return ids;
}

/** The names of uploaded files by id (the revisions page shows its attachments by name). */
export async function uploadedFileNames(db: Kysely<Database>, ids: string[]): Promise<Record<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return {};
  const rows = await db.selectFrom("uploaded_files").select(["id", "filename"]).where("id", "in", unique).execute();
  return Object.fromEntries(rows.map((row) => [row.id, row.filename]));
}
