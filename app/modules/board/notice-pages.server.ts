import { href } from "react-router";
import { getDatabase } from "#app/db/db.server.ts";
import type { SitemapEntry } from "#app/lib/sitemap.ts";
import { auditActorOf, type StaffActor } from "#app/platform/audit/audit.server.ts";
import type { NoticeAttachment } from "./attachments.ts";
import type { NoticeCategory } from "./notice-kinds.ts";
import type { NoticeDraft, NoticeSchedule } from "./notice-schema.ts";
import type { DraftInput } from "./notices.server.ts";
import {
  attachmentViews,
  createNotice,
  deleteNotice,
  getAdminNotice,
  getPublicNotice,
  hideNotice,
  listAdminNotices,
  listNoticesForSitemap,
  listPublicNotices,
  listRevisions,
  publishNotice,
  restoreRevision,
  saveNoticeDraft,
  uploadedFileNames,
} from "./notices.server.ts";

/**
 * What the notice routes ask for, and the admin's changes: each change takes what the route read,
 * the signed-in admin and the client's address, and writes its audit entry in its own transaction.
 */
export type NoticeActor = StaffActor;

export const publicNoticesOf = (options: { siteId: string; category?: NoticeCategory; page: number }) =>
  listPublicNotices(getDatabase().db, options);
export const publicNoticeOf = (id: string) => getPublicNotice(getDatabase().db, id);
export const adminNoticesOf = (page: number) => listAdminNotices(getDatabase().db, { page });
export const adminNoticeOf = (id: string) => getAdminNotice(getDatabase().db, id);
export const revisionsOf = (id: string) => listRevisions(getDatabase().db, id);
export const fileNamesOf = (ids: string[]) => uploadedFileNames(getDatabase().db, ids);
export const attachmentViewsOf = (list: NoticeAttachment[]) => attachmentViews(getDatabase().db, list);

export const createNoticeDraft = (draft: NoticeDraft, actor: NoticeActor, clientAddress: string) =>
  createNotice(getDatabase().db, draft, auditActorOf(actor, clientAddress));
export const saveDraft = (id: string, draft: DraftInput, actor: NoticeActor, clientAddress: string) =>
  saveNoticeDraft(getDatabase().db, id, draft, auditActorOf(actor, clientAddress));
export const publish = (
  id: string,
  draft: DraftInput,
  schedule: NoticeSchedule,
  actor: NoticeActor,
  clientAddress: string,
) => publishNotice(getDatabase().db, id, draft, schedule, auditActorOf(actor, clientAddress));
export const takeDown = (id: string, actor: NoticeActor, clientAddress: string) =>
  hideNotice(getDatabase().db, id, auditActorOf(actor, clientAddress));
export const restore = (id: string, number: number, actor: NoticeActor, clientAddress: string) =>
  restoreRevision(getDatabase().db, id, number, auditActorOf(actor, clientAddress));
export const remove = (id: string, actor: NoticeActor, clientAddress: string) =>
  deleteNotice(getDatabase().db, id, auditActorOf(actor, clientAddress));

/** Every site's notice list and every visible notice, for /sitemap.xml. */
export async function noticesSitemap({ siteUrl, defaultSiteId }: { siteUrl: string; defaultSiteId: string }) {
  const notices = await listNoticesForSitemap(getDatabase().db);
  const sites = new Set([defaultSiteId, ...notices.map((notice) => notice.siteId)]);
  const entries: SitemapEntry[] = [...sites].map((siteId) => ({
    loc: `${siteUrl}${href("/:site/notice", { site: siteId })}`,
    priority: 0.6,
  }));
  for (const notice of notices) {
    entries.push({
      loc: `${siteUrl}${href("/:site/notice/:id", { site: notice.siteId, id: notice.id })}`,
      priority: 0.5,
      lastmod: notice.updatedAt.slice(0, 10),
    });
  }
  return entries;
}
