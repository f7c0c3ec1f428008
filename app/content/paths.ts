/**
 * The public paths that more than one file names, each stated once: app/routes.ts defines its
 * routes with them, the menus and pages link to them, and server/app.ts derives its cached-page
 * patterns from them. Code above content builds a path with React Router's `href()`, typed by
 * the routes these define; content itself imports no library, so it names these constants.
 */
export const CUSTOMER_PATH = "/Promotion/Customer";
export const SITE_CUSTOMER_PATH = "/:site/customer";
export const VISIT_PATH = "/Promotion/Visit";
export const SITE_VISIT_PATH = "/:site/visit";
export const VISIT_FIND_PATH = "/Promotion/Visit/find";
/** A booking's change link. */
export const VISIT_MANAGE_PATH = "/Promotion/Visit/:token";
/** SPEC §2's press menu entry: redirected to the default site's list. */
export const PRESS_PATH = "/Promotion/Press";
export const SITE_PRESS_PATH = "/:site/press";
export const SITE_PRESS_ARTICLE_PATH = "/:site/press/:id";
/**
 * The notices board (공지사항), beside the press room. The menu entry is /{site}/notice's own path
 * with "Promotion" for {site}: its loader redirects it to the default site's list (no route of its own).
 */
export const NOTICE_PATH = "/Promotion/Notice";
export const SITE_NOTICE_PATH = "/:site/notice";
export const SITE_NOTICE_ARTICLE_PATH = "/:site/notice/:id";
/** The one-tap opt-out link in texts (app/modules/consent): never indexed, never in the sitemap. */
export const UNSUBSCRIBE_PATH = "/unsubscribe/:token";
