import { href, replace } from "react-router";
import { getEnv } from "#app/lib/env.server.ts";

/** /Promotion/Notice: replaced by the default site's notice list (like /Promotion/Press). */
export function loader() {
  return replace(href("/:site/notice", { site: getEnv().DEFAULT_SITE_ID }));
}

/** Never shown: the loader always redirects. */
export default function NoticeRedirect() {
  return null;
}
