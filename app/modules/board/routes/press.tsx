import { data, href, isRouteErrorResponse, redirect } from "react-router";
import { ErrorScreenLater as ErrorScreen } from "#app/components/layout/error-screen-later.tsx";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "#app/lib/origin.server.ts";
import { siteUrlFromMatches } from "#app/lib/page-meta.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { seo } from "#app/lib/seo.ts";
import { isSiteId } from "#app/lib/site-id.ts";
import {
  type PressActionData,
  PressAdminPanel,
  PressSignIn,
} from "#app/modules/board/components/press-admin-panel.tsx";
import { PressTable } from "#app/modules/board/components/press-table.tsx";
import { boardListPage } from "#app/modules/board/copy.ts";
import { createArticle, pressListOf } from "#app/modules/board/press-pages.server.ts";
import { parsePressInput } from "#app/modules/board/press-schema.ts";
import { ADMIN_ACCESS } from "#app/modules/index.ts";
import { mayUse } from "#app/platform/access/middleware.server.ts";
import type { StaffRole } from "#app/platform/access/roles.ts";
import { getAdmin, requireAdminAction, signOutAdmin } from "#app/platform/access/session.server.ts";
import { NOT_ALLOWED_MESSAGE } from "#app/platform/admin-ui/copy.ts";
import type { Route } from "./+types/press";

/**
 * /{site}/press (SPEC §2 Press list): a page of 10 articles, newest first, after `?cursor=`.
 * The More button's fetcher calls this same loader for the next page.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  if (!isSiteId(params.site)) throw data(null, { status: 404 });
  const cursor = url.searchParams.get("cursor") || null;
  const [page, admin] = await Promise.all([pressListOf({ siteId: params.site, cursor }), getAdmin(request)]);
  return data(
    {
      siteId: params.site,
      cursor,
      items: page.items,
      nextCursor: page.nextCursor,
      admin: admin && mayWrite(admin.role) ? { email: admin.email } : null,
    },
    { headers: { "Cache-Control": admin ? CACHE_CONTROL.privateNone : CACHE_CONTROL.dynamic } },
  );
}

const noStore = { "Cache-Control": CACHE_CONTROL.none };

/** The press page's write form follows the admin's rule for writing an article (route-by-role). */
const mayWrite = (role: StaffRole) => mayUse(ADMIN_ACCESS, "/admin/press/new", role, "write");

/**
 * Sign-out and the write form post here (field `intent`; signing in is /admin/login's). Writing is checked on the
 * server: a cross-site post is 403, an anonymous one 401, and nothing is stored.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isSiteId(params.site)) throw data(null, { status: 404 });
  const listPath = href("/:site/press", { site: params.site });
  const formData = await readFormData(request);
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = text("intent");

  if (intent === "signout") {
    // Signing out harms no one, but a foreign page should not be able to do it either.
    if (!isSameOriginRequest(request)) {
      throw data({ error: CROSS_SITE_MESSAGE }, { status: 403 });
    }
    return redirect(listPath, { headers: await signOutAdmin(request) });
  }

  if (intent === "create") {
    const admin = await requireAdminAction(request);
    if (!mayWrite(admin.role)) throw data({ error: NOT_ALLOWED_MESSAGE }, { status: 403, headers: noStore });
    formData.set("siteId", params.site);
    const parsed = parsePressInput(formData);
    if (!parsed.success) {
      const { title, summary, content } = parsed.values;
      return data<PressActionData>(
        { intent: "create", message: parsed.message, values: { title, summary, content } },
        { status: 400, headers: noStore },
      );
    }
    await createArticle(parsed.data, admin, clientAddressOf(context), "press-page");
    // SPEC §4: the list reloads from the first page, the new article on top.
    return redirect(listPath);
  }

  return data<PressActionData>({ intent: "invalid", message: "잘못된 요청입니다." }, { status: 400, headers: noStore });
}

/** Signed in: never cached. Signed out: revalidated every time (new articles, view counts). */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return {
    "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? CACHE_CONTROL.dynamic,
    Vary: "Cookie",
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  return seo({ page: boardListPage("press", loaderData.siteId), siteUrl: siteUrlFromMatches(matches) });
}

const notFoundMeta = [
  { title: "페이지를 찾을 수 없습니다 | 펜타시티 한신더휴" },
  { name: "robots", content: "noindex" },
];

export default function PressList({ loaderData, actionData }: Route.ComponentProps) {
  const { siteId, admin } = loaderData;
  const listPath = href("/:site/press", { site: siteId });
  return (
    <SubPage page={boardListPage("press", siteId)}>
      <PressTable key={siteId} first={loaderData} />
      {admin ? (
        <PressAdminPanel email={admin.email} action={listPath} actionData={actionData} />
      ) : (
        <PressSignIn redirectTo={listPath} />
      )}
    </SubPage>
  );
}

/** An unknown {site} (not a site id): the Not Found screen inside the site's header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}
