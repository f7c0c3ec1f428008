import { href, replace } from "react-router";
import { getEnv } from "#app/lib/env.server.ts";

/**
 * /Promotion/Press (SPEC §2): replaced by the default site's press list, so the back button
 * skips it. A document request gets a 302; a client navigation replaces the history entry.
 */
export function loader() {
  return replace(href("/:site/press", { site: getEnv().DEFAULT_SITE_ID }));
}

/** Never shown: the loader always redirects. */
export default function PressRedirect() {
  return null;
}
