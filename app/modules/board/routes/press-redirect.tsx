import { href, replace } from "react-router";
import { siteOf } from "#app/platform/sites/sites.server.ts";
import type { Route } from "./+types/press-redirect";

/**
 * /Promotion/Press (SPEC §2): replaced by the host's complex's press list, so the back button
 * skips it. A document request gets a 302; a client navigation replaces the history entry.
 */
export function loader({ context }: Route.LoaderArgs) {
  return replace(href("/:site/press", { site: siteOf(context).id }));
}

/** Never shown: the loader always redirects. */
export default function PressRedirect() {
  return null;
}
