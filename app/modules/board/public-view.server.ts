import type { Kysely } from "kysely";
import { data, href, redirect, replace } from "react-router";
import { NOTICE_PATH } from "#app/content/paths.ts";
import type { Database } from "#app/db/schema.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { CACHE_CONTROL, NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "#app/lib/origin.server.ts";
import { isPrefetchRequest } from "#app/lib/prefetch.ts";
import { isSiteId } from "#app/lib/site-id.ts";
import { mayUse } from "#app/platform/access/middleware.server.ts";
import type { AdminAccess, StaffRole } from "#app/platform/access/roles.ts";
import { getAdmin, requireAdminState, signOutAdmin } from "#app/platform/access/session.server.ts";
import { NOT_ALLOWED_MESSAGE } from "#app/platform/admin-ui/copy.ts";
import { auditActorOf } from "#app/platform/audit/audit.server.ts";
import { complexHandle } from "#app/platform/sites/scope.server.ts";
import type { PressActionData } from "./components/press-admin-panel.tsx";
import { NOTICE_ID, NOTICE_PAGE_SIZE, PRESS_ARTICLE_ID } from "./fields.ts";
import { NOTICES, PRESS } from "./kinds.ts";
import { isNoticeCategory } from "./notice-kinds.ts";
import { bodySummary, parseNoticeBody } from "./notice-text.ts";
import { attachmentViews, getAdminNotice, getPublicNotice, listPublicNotices } from "./notices.server.ts";
import { createPressAudited, getPress, listPress, withPendingViews } from "./press.server.ts";
import { parsePressInput } from "./press-schema.ts";
import { getPressViewCounter } from "./press-views.server.ts";

const noStore = { "Cache-Control": CACHE_CONTROL.none };

/** The app's admin access table, handed in by the route. */
type Access = Readonly<Record<string, AdminAccess>>;

const mayWritePress = (access: Access, role: StaffRole) => mayUse(access, "/admin/press/new", role, "write");

/** A board's `/{site}/…` pages answer on their complex's own hosts only: any other name is a 404. */
function ownBoard(site: string, hostSiteId: string) {
  if (!isSiteId(site) || site !== hostSiteId) throw data(null, { status: 404 });
}

/** /{site}/press: a page of 10 articles after `?cursor=` (the More button's fetcher reads the same). */
export async function pressListView(
  db: Kysely<Database>,
  access: Access,
  request: Request,
  site: string,
  url: URL,
  hostSiteId: string,
) {
  ownBoard(site, hostSiteId);
  const cursor = url.searchParams.get("cursor") || null;
  const [page, admin] = await Promise.all([listPress(db, { siteId: site, cursor }), getAdmin(request, hostSiteId)]);
  return data(
    {
      siteId: site,
      cursor,
      items: page.items,
      nextCursor: page.nextCursor,
      admin: admin && mayWritePress(access, admin.role) ? { email: admin.email } : null,
    },
    { headers: { "Cache-Control": admin ? CACHE_CONTROL.privateNone : CACHE_CONTROL.dynamic } },
  );
}

/** Sign-out and the write form (field `intent`); a cross-site post is 403, an anonymous one 401. */
export async function pressPageAction(
  db: Kysely<Database>,
  access: Access,
  request: Request,
  site: string,
  clientAddress: string,
  hostSiteId: string,
) {
  ownBoard(site, hostSiteId);
  const listPath = PRESS.listPath(site);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "signout") {
    if (!isSameOriginRequest(request)) throw data({ error: CROSS_SITE_MESSAGE }, { status: 403 });
    return redirect(listPath, { headers: await signOutAdmin(request) });
  }
  if (intent !== "create") {
    return data<PressActionData>(
      { intent: "invalid", message: "잘못된 요청입니다." },
      { status: 400, headers: noStore },
    );
  }
  // Written for the host's complex, by a member of it (the complex the admin chose elsewhere does not count).
  const { admin, site: working } = await requireAdminState(request, { read: false, siteId: hostSiteId });
  if (working?.id !== hostSiteId || !mayWritePress(access, admin.role)) {
    throw data({ error: NOT_ALLOWED_MESSAGE }, { status: 403, headers: noStore });
  }
  const parsed = parsePressInput(formData);
  if (!parsed.success) {
    const { title, summary, content } = parsed.values;
    return data<PressActionData>(
      { intent: "create", message: parsed.message, values: { title, summary, content } },
      { status: 400, headers: noStore },
    );
  }
  await createPressAudited(db, parsed.data, auditActorOf(admin, clientAddress), "press-page");
  // SPEC §4: the list reloads from the first page, the new article on top.
  return redirect(listPath);
}

/** SPEC §8: a missing article goes to the press list (which redirects to the host's complex's). */
const MISSING_ARTICLE_PATH = href("/Promotion/Press");

/** A prefetch and a render for the page cache count no view (the server counts cached answers itself). */
export async function pressArticleView(
  db: Kysely<Database>,
  request: Request,
  params: { site: string; id: string },
  sharedRender: boolean,
  hostSiteId: string,
) {
  if (!isSiteId(params.site) || !PRESS_ARTICLE_ID.test(params.id)) throw replace(MISSING_ARTICLE_PATH);
  // The host's complex's article (the request's handle reads no other); an old address takes it to its own.
  const found = await getPress(db, params.id);
  if (!found || found.siteId !== hostSiteId) throw replace(MISSING_ARTICLE_PATH);
  if (found.siteId !== params.site) throw replace(PRESS.articlePath(found.siteId, found.id));
  if (isPrefetchRequest(request)) return data({ article: found }, { headers: { "Cache-Control": CACHE_CONTROL.none } });
  const counter = getPressViewCounter();
  if (!sharedRender) counter.count(found.id);
  return data({ article: withPendingViews(found, counter) }, { headers: { "Cache-Control": CACHE_CONTROL.dynamic } });
}

/** /{site}/notice: 10 visible notices, pinned first; `?category=` and `?page=` are plain links. */
export async function noticeListView(db: Kysely<Database>, site: string, url: URL, hostSiteId: string) {
  // /Promotion/Notice, the menu's address, matches this route (without case): the host's complex's list.
  if (url.pathname.replace(/\/+$/, "").toLowerCase() === NOTICE_PATH.toLowerCase()) {
    throw replace(NOTICES.listPath(hostSiteId));
  }
  ownBoard(site, hostSiteId);
  const categoryParam = url.searchParams.get("category");
  const category = isNoticeCategory(categoryParam) ? categoryParam : null;
  const pageParam = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000 ? pageParam : 1;
  const { items, total } = await listPublicNotices(db, { siteId: site, category: category ?? undefined, page });
  const list = {
    siteId: site,
    category,
    page,
    pages: Math.max(1, Math.ceil(total / NOTICE_PAGE_SIZE)),
    total,
    items: items.map(({ body: _body, ...item }) => item),
  };
  return data({ list }, { headers: { "Cache-Control": CACHE_CONTROL.dynamic } });
}

/** A notice not shown goes to the list (a draft's address reveals nothing); the body is parsed here, off the page's JavaScript. */
export async function noticeArticleView(
  db: Kysely<Database>,
  access: Access,
  request: Request,
  url: URL,
  params: { site: string; id: string },
  hostSiteId: string,
) {
  if (url.searchParams.has("preview")) return noticePreview(db, access, request, url, params, hostSiteId);
  ownBoard(params.site, hostSiteId);
  const list = NOTICES.listPath(params.site);
  if (!NOTICE_ID.test(params.id)) throw replace(list);
  const notice = await getPublicNotice(db, params.id);
  if (!notice || notice.siteId !== hostSiteId) throw replace(list);
  const { body, attachments, ...rest } = notice;
  return data(
    {
      notice: {
        ...rest,
        paragraphs: parseNoticeBody(body),
        description: bodySummary(body),
        attachments: await attachmentViews(db, attachments),
      },
      preview: false,
    },
    { headers: { "Cache-Control": CACHE_CONTROL.dynamic } },
  );
}

/**
 * A draft of the complex the staff member works on (the host's, or the one they chose in the admin on this
 * host): a member who may read its notices sees it in this host's layout; anyone else a 404.
 */
async function noticePreview(
  db: Kysely<Database>,
  access: Access,
  request: Request,
  url: URL,
  { site: pathSite, id }: { site: string; id: string },
  hostSiteId: string,
) {
  const { admin, site } = await requireAdminState(request, { read: true, pageUrl: url, siteId: hostSiteId });
  if (!site || site.id !== pathSite) throw data(null, { status: 404, headers: NOT_CACHED_OR_INDEXED });
  if (!mayUse(access, NOTICES.editorRoute, admin.role, "read")) {
    throw data({ error: NOT_ALLOWED_MESSAGE }, { status: 403, headers: NOT_CACHED_OR_INDEXED });
  }
  const own = complexHandle(db, site.id);
  const draft = NOTICE_ID.test(id) ? await getAdminNotice(own, id) : undefined;
  if (!draft) throw data(null, { status: 404, headers: NOT_CACHED_OR_INDEXED });
  const notice = {
    id: draft.id,
    siteId: draft.siteId,
    title: draft.title,
    category: draft.category,
    pinned: draft.pinned,
    publishAt: draft.publishAt ?? draft.updatedAt,
    updatedAt: draft.updatedAt,
    paragraphs: parseNoticeBody(draft.body),
    description: bodySummary(draft.body),
    attachments: await attachmentViews(own, draft.attachments),
  };
  return data({ notice, preview: true }, { headers: NOT_CACHED_OR_INDEXED });
}
