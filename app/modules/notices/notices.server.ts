import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { claimUpload, getUpload, type PreparedUpload, storeUpload } from "#app/modules/uploads/uploads.server.ts";
import { type AuditActor, recordAudit } from "#app/platform/audit/audit.server.ts";
import { bumpContentVersion, notifyContentChange } from "#app/platform/content-signal/content-versions.server.ts";
import { type AttachmentView, attachmentListJson, type NoticeAttachment, parseAttachmentList } from "./attachments.ts";
import { NOTICE_PAGE_SIZE, NOTICE_REVISIONS_KEPT, NOTICES_AREA } from "./fields.ts";
import type { NoticeCategory, NoticeState } from "./kinds.ts";
import type { NoticeDraft, NoticeSchedule } from "./schema.ts";

export type { AuditActor };

/** What the public sees of a notice. */
export type PublicNotice = {
  id: string;
  siteId: string;
  title: string;
  body: string;
  category: NoticeCategory;
  pinned: boolean;
  publishAt: string;
  updatedAt: string;
  attachments: NoticeAttachment[];
};

/** What the admin sees: the draft, the published copy and the schedule. */
export type AdminNotice = {
  id: string;
  siteId: string;
  title: string;
  body: string;
  category: NoticeCategory;
  pinned: boolean;
  attachments: NoticeAttachment[];
  state: NoticeState;
  published: {
    title: string;
    body: string;
    category: NoticeCategory;
    pinned: boolean;
    attachments: NoticeAttachment[];
  } | null;
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

// ---- The public reads: published, and inside its schedule at `now` -------------------------------

/** What the public pages read of a notice: the published copy, never the draft. */
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

/**
 * The home page's notice: a site's newest visible pinned notice (published, inside its
 * schedule at `now`; a later publish_at or a passed hide_at never counts), or undefined.
 */
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

/** Every visible notice's address and date, for the sitemap. */
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

// ---- The admin's reads ------------------------------------------------------------------------

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

/** The draft differs from what is published (or nothing is published yet). */
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
  const rows = await db
    .selectFrom("notice_revisions")
    .selectAll()
    .where("notice_id", "=", noticeId)
    .orderBy("number", "desc")
    .execute();
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

// ---- Changes, each with its audit entry in the same transaction ------------------------------------

const DRAFT_FIELDS = ["siteId", "title", "body", "category", "pinned"] as const;

/**
 * What a save does to the draft's attachments: the ones kept, in order, with their alt texts as
 * edited (a removed one is left out), and new files prepared (`prepareUpload`) BEFORE the
 * transaction, stored inside it with the draft (each with its `upload.create` entry).
 */
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
    // The same file twice (picked again, or already attached) is one attachment.
    if (!list.some((item) => item.fileId === stored.file.id)) list.push({ fileId: stored.file.id, alt });
  }
  return list;
}

/** Creates a notice as a draft (nothing public) with its notice.create entry. */
export async function createNotice(
  db: Kysely<Database>,
  draft: NoticeDraft,
  actor: AuditActor,
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  const iso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("notices")
      .values({
        id,
        site_id: draft.siteId,
        title: draft.title,
        body: draft.body,
        category: draft.category,
        pinned: draft.pinned ? 1 : 0,
        state: "draft",
        published_title: null,
        published_body: null,
        published_category: null,
        published_pinned: 0,
        attachments: "[]",
        published_attachments: "[]",
        publish_at: null,
        hide_at: null,
        revision: 0,
        created_at: iso,
        updated_at: iso,
      })
      .execute();
    await recordAudit(trx, { ...actor, action: "notice.create", target: id, detail: { siteId: draft.siteId } }, now);
  });
  return id;
}

/** Saves the draft (the public copy stays as it is) with notice.update and the fields changed. */
export async function saveNoticeDraft(
  db: Kysely<Database>,
  id: string,
  draft: DraftInput,
  actor: AuditActor,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await getAdminNotice(trx, id);
    if (!before) return false;
    const changed: string[] = DRAFT_FIELDS.filter((key) => before[key] !== draft[key]);
    const edit = draft.attachments;
    const attachments = edit ? await storeAttachments(trx, edit, actor, now) : before.attachments;
    if (attachmentListJson(attachments) !== attachmentListJson(before.attachments)) changed.push("attachments");
    if (changed.length === 0) return true;
    await writeDraft(trx, id, draft, attachments, now);
    await recordAudit(trx, { ...actor, action: "notice.update", target: id, detail: { changed } }, now);
    return true;
  });
}

async function writeDraft(
  trx: Kysely<Database>,
  id: string,
  draft: NoticeDraft,
  attachments: NoticeAttachment[],
  now: Date,
) {
  // The site is the notice's address: it moves with the draft only (the public copy's site is the row's).
  await trx
    .updateTable("notices")
    .set({
      site_id: draft.siteId,
      title: draft.title,
      body: draft.body,
      category: draft.category,
      pinned: draft.pinned ? 1 : 0,
      attachments: attachmentListJson(attachments),
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .execute();
}

export type PublishResult = { ok: true; revision: number; state: NoticeState } | { ok: false };

/**
 * Publishes the draft (saved first, with the posted values) in ONE transaction: the public copy,
 * the schedule, a new revision (the oldest beyond 50 dropped), the notice.publish entry and the
 * notices content version. After the commit this instance's cached pages drop at once; the others
 * see the version within a second. A publish_at in the future leaves the notice `scheduled`: the
 * public pages show it from that minute (their query compares the clock), the schedule job records it.
 */
export async function publishNotice(
  db: Kysely<Database>,
  id: string,
  draft: DraftInput,
  schedule: NoticeSchedule,
  actor: AuditActor,
  now = new Date(),
): Promise<PublishResult> {
  const result = await db.transaction().execute(async (trx) => {
    const before = await getAdminNotice(trx, id);
    if (!before) return null;
    const attachments = draft.attachments
      ? await storeAttachments(trx, draft.attachments, actor, now)
      : before.attachments;
    await writeDraft(trx, id, draft, attachments, now);
    const number = before.revision + 1;
    const state: NoticeState = schedule.publishAt.getTime() > now.getTime() ? "scheduled" : "live";
    const publishAt = schedule.publishAt.toISOString();
    const hideAt = schedule.hideAt?.toISOString() ?? null;
    const updated = await trx
      .updateTable("notices")
      .set({
        state,
        published_title: draft.title,
        published_body: draft.body,
        published_category: draft.category,
        published_pinned: draft.pinned ? 1 : 0,
        published_attachments: attachmentListJson(attachments),
        publish_at: publishAt,
        hide_at: hideAt,
        revision: number,
      })
      .where("id", "=", id)
      // Two publishes of one notice at once: the second finds the number taken and changes nothing.
      .where("revision", "=", before.revision)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new Error("notice.publish_conflict");
    await trx
      .insertInto("notice_revisions")
      .values({
        id: randomUUID(),
        notice_id: id,
        number,
        title: draft.title,
        body: draft.body,
        category: draft.category,
        pinned: draft.pinned ? 1 : 0,
        attachments: attachmentListJson(attachments),
        publish_at: publishAt,
        hide_at: hideAt,
        author_email: actor.actorEmail,
        created_at: now.toISOString(),
      })
      .execute();
    await trx
      .deleteFrom("notice_revisions")
      .where("notice_id", "=", id)
      .where("number", "<=", number - NOTICE_REVISIONS_KEPT)
      .execute();
    await recordAudit(
      trx,
      {
        ...actor,
        action: "notice.publish",
        target: id,
        detail: { siteId: draft.siteId, revision: number, scheduled: state === "scheduled", via: "admin" },
      },
      now,
    );
    const version = await bumpContentVersion(trx, NOTICES_AREA, now);
    return { revision: number, state, version };
  });
  if (!result) return { ok: false };
  notifyContentChange(NOTICES_AREA, result.version);
  return { ok: true, revision: result.revision, state: result.state };
}

/** Takes a published notice down now (notice.hide); the draft and revisions stay. */
export async function hideNotice(
  db: Kysely<Database>,
  id: string,
  actor: AuditActor,
  now = new Date(),
): Promise<boolean> {
  const version = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("notices")
      .set({ state: "hidden", updated_at: now.toISOString() })
      .where("id", "=", id)
      .where("state", "in", ["scheduled", "live"])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return null;
    await recordAudit(trx, { ...actor, action: "notice.hide", target: id, detail: { via: "admin" } }, now);
    return bumpContentVersion(trx, NOTICES_AREA, now);
  });
  if (version === null) return false;
  notifyContentChange(NOTICES_AREA, version);
  return true;
}

/** A revision's title, body, category, pinned and attachments become the draft (notice.restore); nothing public changes. */
export async function restoreRevision(
  db: Kysely<Database>,
  id: string,
  number: number,
  actor: AuditActor,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const notice = await getAdminNotice(trx, id);
    const revision = await trx
      .selectFrom("notice_revisions")
      .selectAll()
      .where("notice_id", "=", id)
      .where("number", "=", number)
      .executeTakeFirst();
    if (!notice || !revision) return false;
    await writeDraft(
      trx,
      id,
      {
        siteId: notice.siteId,
        title: revision.title,
        body: revision.body,
        category: revision.category,
        pinned: Number(revision.pinned) === 1,
      },
      parseAttachmentList(revision.attachments),
      now,
    );
    await recordAudit(trx, { ...actor, action: "notice.restore", target: id, detail: { revision: number } }, now);
    return true;
  });
}

/** Deletes a notice and its revisions (notice.delete); the public pages drop it at once. */
export async function deleteNotice(
  db: Kysely<Database>,
  id: string,
  actor: AuditActor,
  now = new Date(),
): Promise<boolean> {
  const version = await db.transaction().execute(async (trx) => {
    const notice = await getAdminNotice(trx, id);
    if (!notice) return null;
    await trx.deleteFrom("notice_revisions").where("notice_id", "=", id).execute();
    await trx.deleteFrom("notices").where("id", "=", id).execute();
    await recordAudit(
      trx,
      { ...actor, action: "notice.delete", target: id, detail: { siteId: notice.siteId, title: notice.title } },
      now,
    );
    return bumpContentVersion(trx, NOTICES_AREA, now);
  });
  if (version === null) return false;
  notifyContentChange(NOTICES_AREA, version);
  return true;
}

// ---- The schedule: at the minute, on any instance, exactly once --------------------------------

/**
 * This instance's schedule job: `runNoticeSchedule` every `intervalMs`, never two runs at once (a
 * slow run delays the next). Returns the stop, which waits for a run under way.
 */
export function startNoticeSchedule({
  db,
  intervalMs,
  onError,
  onRound,
}: {
  db: Kysely<Database>;
  intervalMs: number;
  onError: (error: unknown) => void;
  /** Called after each round, failed or not (tests wait on it). */
  onRound?: () => void;
}): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = runNoticeSchedule(db)
      .then(() => undefined, onError)
      .finally(() => {
        onRound?.();
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}

const SCHEDULE_ACTOR: AuditActor = { actorId: null, actorEmail: null, ipAddress: null };

/**
 * Moves due notices: scheduled → live when publish_at has come, scheduled or live → hidden when
 * hide_at has. Each move is a conditional UPDATE (the row still in the state it was read in), so
 * when several instances run this at once exactly one moves each notice and writes its audit entry;
 * the others' UPDATE changes no row. Returns what this call moved.
 */
export async function runNoticeSchedule(
  db: Kysely<Database>,
  now = new Date(),
): Promise<{ published: string[]; hidden: string[] }> {
  const iso = now.toISOString();
  const due = await db
    .selectFrom("notices")
    .select(["id", "state", "publish_at", "hide_at"])
    .where((eb) =>
      eb.or([
        eb.and([eb("state", "=", "scheduled"), eb("publish_at", "<=", iso)]),
        eb.and([eb("state", "in", ["scheduled", "live"]), eb("hide_at", "is not", null), eb("hide_at", "<=", iso)]),
      ]),
    )
    .limit(100)
    .execute();
  const published: string[] = [];
  const hidden: string[] = [];
  let version: number | null = null;
  for (const row of due) {
    const hide = row.hide_at !== null && row.hide_at <= iso;
    const target: NoticeState = hide ? "hidden" : "live";
    const moved = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("notices")
        .set({ state: target })
        .where("id", "=", row.id)
        .where("state", "=", row.state)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return null;
      await recordAudit(
        trx,
        {
          ...SCHEDULE_ACTOR,
          action: hide ? "notice.hide" : "notice.publish",
          target: row.id,
          detail: { via: "schedule" },
        },
        now,
      );
      return bumpContentVersion(trx, NOTICES_AREA, now);
    });
    if (moved === null) continue;
    version = moved;
    (hide ? hidden : published).push(row.id);
  }
  if (version !== null) notifyContentChange(NOTICES_AREA, version);
  return { published, hidden };
}

// ---- Attachments as the pages show them ----------------------------------------------------------

/**
 * The attachments' files from the uploads store, in order, as the pages show them (a file no
 * longer stored is left out). An image's `srcset`s list its AVIF and WebP widths.
 */
export async function attachmentViews(db: Kysely<Database>, list: NoticeAttachment[]): Promise<AttachmentView[]> {
  const files = await Promise.all(list.map((item) => getUpload(db, item.fileId)));
  return list.flatMap((item, index): AttachmentView[] => {
    const file = files[index];
    if (!file) return [];
    const base = { fileId: file.id, name: file.filename, size: file.size, url: file.url };
    if (file.kind === "pdf") return [{ ...base, kind: "pdf" }];
    const srcset = (format: string) =>
      file.variants
        .filter((variant) => variant.format === format && variant.width)
        .map((variant) => `${variant.url} ${variant.width}w`)
        .join(", ");
    return [
      {
        ...base,
        kind: "image",
        alt: item.alt,
        width: file.width ?? 0,
        height: file.height ?? 0,
        avif: srcset("avif"),
        webp: srcset("webp"),
      },
    ];
  });
}

/**
 * Every uploaded file a notice names: its draft's and its published copy's attachments and those
 * of every kept revision (a restore brings them back), for the uploads purge. A stored list that
 * is no JSON list throws (the purge stops rather than miss a file).
 */
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
