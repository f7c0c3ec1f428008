import { data, redirect } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { CollectionConflictError } from "#app/platform/publishing/collection.server.ts";
import { restorePostedRevision } from "#app/platform/publishing/revision-restore.server.ts";
import { complexUrl, isDesignedComplex } from "#app/platform/sites/sites.server.ts";
import { noticeAdminCopy, pressAdminCopy } from "./admin-copy.ts";
import { readAttachmentEdit } from "./attachments.server.ts";
import { NOTICE_ID } from "./fields.ts";
import { type BoardKind, NOTICES, PRESS } from "./kinds.ts";
import {
  koreaInputValue,
  type NoticeFormValues,
  noticeFormValues,
  parseNoticeDraft,
  parseNoticeSchedule,
} from "./notice-schema.ts";
import {
  attachmentViews,
  createNotice,
  deleteNotice,
  getAdminNotice,
  hasUnpublishedChanges,
  hideNotice,
  listAdminNotices,
  listRevisions,
  publishNotice,
  restoreRevision,
  saveNoticeDraft,
  uploadedFileNames,
} from "./notices.server.ts";
import { createPressAudited, deletePressAudited, getPress, listPress, updatePressAudited } from "./press.server.ts";
import { parsePressInput } from "./press-schema.ts";
import type { AdminBoardList } from "./view.ts";

const PAGE_SIZE = 20;

const doneMessage = (done: Record<string, string>, code: string | null) =>
  code && Object.hasOwn(done, code) ? done[code] : undefined;

const pageNumber = (url: URL) => {
  const page = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/**
 * Where the complex's public pages are: the designed complex's on this address (its admin's host), another
 * complex's on its own host (an owner working on it from elsewhere opens the page where it is).
 */
const publicBase = async (staff: Staff) =>
  isDesignedComplex(staff.site) ? "" : await complexUrl(staff.db, staff.site.id);

export async function adminPressList(staff: Staff, url: URL): Promise<AdminBoardList> {
  const cursor = url.searchParams.get("cursor") || null;
  const [page, base] = await Promise.all([listPress(staff.db, { cursor, limit: PAGE_SIZE }), publicBase(staff)]);
  return {
    kind: "press",
    mayEdit: staff.may(PRESS.editorRoute, "write"),
    doneMessage: doneMessage(pressAdminCopy.done, url.searchParams.get("done")),
    rows: page.items.map(({ siteId, ...item }) => ({ ...item, publicPath: base + PRESS.articlePath(siteId, item.id) })),
    pager: {
      label: "보도자료 목록 페이지",
      previous: cursor ? PRESS.adminListPath : null,
      next: page.nextCursor ? `?cursor=${encodeURIComponent(page.nextCursor)}` : null,
      previousLabel: pressAdminCopy.firstPage,
      nextLabel: pressAdminCopy.nextPage,
    },
    creating: false,
  };
}

/** Every notice, last changed first; `?new` is a new notice's form (one route keeps the manifest small). */
export async function adminNoticeList(staff: Staff, url: URL): Promise<AdminBoardList> {
  const mayEdit = staff.may(NOTICES.editorRoute, "write");
  const page = pageNumber(url);
  const base = { kind: "notices" as const, mayEdit, doneMessage: undefined, rows: [] };
  if (url.searchParams.has("new") && mayEdit) {
    return {
      ...base,
      pager: { label: "", previous: null, next: null },
      creating: true,
    };
  }
  const [{ items, total }, publicAt] = await Promise.all([listAdminNotices(staff.db, { page }), publicBase(staff)]);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return {
    ...base,
    doneMessage: doneMessage(noticeAdminCopy.done, url.searchParams.get("done")),
    rows: items.map((item) => ({
      id: item.id,
      title: item.title,
      category: item.category,
      state: item.state,
      pinned: item.pinned,
      publishAt: item.publishAt,
      hideAt: item.hideAt,
      publicPath:
        item.state === "live" || item.state === "scheduled"
          ? publicAt + NOTICES.articlePath(item.siteId, item.id)
          : null,
      changed: hasUnpublishedChanges(item),
    })),
    pager: {
      label: "공지사항 목록 페이지",
      previous: page > 1 ? `?page=${page - 1}` : null,
      next: page < pages ? `?page=${page + 1}` : null,
      status: `${pages}쪽 중 ${page}쪽`,
    },
    creating: false,
  };
}

const invalid = () => data({ error: "잘못된 요청입니다." }, { status: 400 });

/** A delete post: without `confirmed=yes` the confirmation step, else the row goes (404 when it is gone). */
async function deleteIntent(kind: BoardKind, formData: FormData, remove: () => Promise<boolean>) {
  if (formData.get("confirmed") !== "yes") return data({ intent: "confirm-delete" as const });
  if (!(await remove())) throw data(null, { status: 404 });
  return redirect(`${kind.adminListPath}?done=deleted`);
}

export async function createPressAction(staff: Staff, request: Request) {
  const parsed = parsePressInput(await readFormData(request));
  if (!parsed.success) return data({ message: parsed.message, values: parsed.values }, { status: 400 });
  await createPressAudited(staff.db, parsed.data, staff.audit, "admin");
  return redirect(`${PRESS.adminListPath}?done=created`);
}

export async function pressEditor(staff: Staff, id: string) {
  const article = await getPress(staff.db, id);
  if (!article) throw data(null, { status: 404 });
  return { article, publicBase: await publicBase(staff) };
}

export async function pressEditorAction(staff: Staff, request: Request, id: string) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "delete") return deleteIntent(PRESS, formData, () => deletePressAudited(staff.db, id, staff.audit));
  if (intent !== "update") return invalid();
  const parsed = parsePressInput(formData);
  if (!parsed.success) {
    return data({ intent: "update" as const, message: parsed.message, values: parsed.values }, { status: 400 });
  }
  if (!(await updatePressAudited(staff.db, id, parsed.data, staff.audit))) {
    throw data(null, { status: 404 });
  }
  return redirect(`${PRESS.adminListPath}?done=updated`);
}

const previewPath = (staff: Staff, id: string) => `${NOTICES.articlePath(staff.site.id, id)}?preview=1`;

/** A new notice is a draft: saved (and previewed) first, published from its editor. */
export async function createNoticeAction(staff: Staff, request: Request) {
  const formData = await readFormData(request);
  const values = noticeFormValues(formData);
  const parsed = parseNoticeDraft(values);
  if (!parsed.success) return data({ message: parsed.message, values }, { status: 400 });
  const id = await createNotice(staff.db, parsed.data, staff.audit);
  if (formData.get("intent") === "preview") return redirect(previewPath(staff, id));
  return redirect(`${NOTICES.adminItemPath(id)}?done=created`);
}

async function noticeOr404(staff: Staff, id: string) {
  const notice = NOTICE_ID.test(id) ? await getAdminNotice(staff.db, id) : undefined;
  if (!notice) throw data({ error: noticeAdminCopy.notFound }, { status: 404 });
  return notice;
}

/** The editor, or `?view=revisions` (`a` and `b` pick the two compared; by default the newest two). */
export async function noticeEditor(staff: Staff, id: string, url: URL) {
  const notice = await noticeOr404(staff, id);
  const visible = notice.state === "live" || notice.state === "scheduled";
  const values: NoticeFormValues = {
    title: notice.title,
    body: notice.body,
    category: notice.category,
    pinned: notice.pinned,
    publishAt: visible ? koreaInputValue(notice.publishAt) : "",
    hideAt: visible ? koreaInputValue(notice.hideAt) : "",
  };
  const base = {
    notice,
    values,
    visible,
    changed: hasUnpublishedChanges(notice),
    doneMessage: doneMessage(noticeAdminCopy.done, url.searchParams.get("done")),
    attachments: await attachmentViews(staff.db, notice.attachments),
    publicBase: await publicBase(staff),
  };
  if (url.searchParams.get("view") !== "revisions") return { ...base, history: null };
  const revisions = await listRevisions(staff.db, notice.id);
  const pick = (name: string, fallback: number | undefined) => {
    const wanted = Number(url.searchParams.get(name));
    return revisions.find((revision) => revision.number === wanted)?.number ?? fallback;
  };
  const right = pick("b", revisions[0]?.number);
  const left = pick("a", revisions[1]?.number ?? revisions[0]?.number);
  const fileIds = revisions.flatMap((revision) => revision.attachments.map((item) => item.fileId));
  const fileNames = await uploadedFileNames(staff.db, fileIds);
  return { ...base, history: { notice: { id: notice.id, title: notice.title }, revisions, left, right, fileNames } };
}

/** save, preview, publish, hide, restore, delete; posted files are checked before any transaction. */
export async function noticeEditorAction(staff: Staff, request: Request, id: string) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const notice = await noticeOr404(staff, id);
  const self = NOTICES.adminItemPath(notice.id);
  const copy = noticeAdminCopy;

  if (intent === "delete") return deleteIntent(NOTICES, formData, () => deleteNotice(staff.db, notice.id, staff.audit));
  if (intent === "restore") {
    const restored = await restorePostedRevision(formData, (number) =>
      restoreRevision(staff.db, notice.id, number, staff.audit),
    );
    if (restored === "invalid") return data({ error: copy.invalid }, { status: 400 });
    if (restored === "missing") throw data({ error: copy.notFound }, { status: 404 });
    return redirect(`${self}?done=restored`);
  }
  if (intent === "hide") {
    await hideNotice(staff.db, notice.id, staff.audit);
    return redirect(`${self}?done=hidden`);
  }
  if (intent !== "save" && intent !== "preview" && intent !== "publish")
    return data({ error: copy.invalid }, { status: 400 });

  const values = noticeFormValues(formData);
  const refuse = (refusal: { message?: string; attachmentMessage?: string }) =>
    data({ intent: "edit" as const, ...refusal, values }, { status: 400, headers: { "Cache-Control": "no-store" } });
  const parsed = parseNoticeDraft(values);
  if (!parsed.success) return refuse({ message: parsed.message });
  const schedule = intent === "publish" ? parseNoticeSchedule(values, new Date()) : null;
  if (schedule && !schedule.success) return refuse({ message: schedule.message });
  const attachments = await readAttachmentEdit(formData, await attachmentViews(staff.db, notice.attachments));
  if (!attachments.ok) return refuse({ attachmentMessage: attachments.message });
  const draft = { ...parsed.data, attachments: attachments.edit };

  if (schedule?.success) {
    let result: Awaited<ReturnType<typeof publishNotice>>;
    try {
      result = await publishNotice(staff.db, notice.id, draft, schedule.data, staff.audit);
    } catch (error) {
      if (error instanceof CollectionConflictError) return refuse({ message: copy.conflict });
      throw error;
    }
    if (!result.ok) throw data(null, { status: 404 });
    return redirect(`${self}?done=${result.state === "scheduled" ? "scheduled" : "published"}`);
  }
  await saveNoticeDraft(staff.db, notice.id, draft, staff.audit);
  if (intent === "preview") return redirect(previewPath(staff, notice.id));
  return redirect(`${self}?done=saved`);
}
