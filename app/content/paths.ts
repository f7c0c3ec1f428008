/** Public paths that more than one file names; content imports no library, so it cannot use `href()`. */
export const CUSTOMER_PATH = "/Promotion/Customer";
export const SITE_CUSTOMER_PATH = "/:site/customer";
export const VISIT_PATH = "/Promotion/Visit";
export const SITE_VISIT_PATH = "/:site/visit";
export const VISIT_FIND_PATH = "/Promotion/Visit/find";
export const VISIT_MANAGE_PATH = "/Promotion/Visit/:token";
/** SPEC §2's press menu entry: redirected to the default site's list. */
export const PRESS_PATH = "/Promotion/Press";
export const SITE_PRESS_PATH = "/:site/press";
export const SITE_PRESS_ARTICLE_PATH = "/:site/press/:id";
/** The notices board; "Promotion" as {site} is the menu entry, redirected to the default site's list. */
export const NOTICE_PATH = "/Promotion/Notice";
export const SITE_NOTICE_PATH = "/:site/notice";
export const SITE_NOTICE_ARTICLE_PATH = "/:site/notice/:id";
export const UNSUBSCRIBE_PATH = "/unsubscribe/:token";
