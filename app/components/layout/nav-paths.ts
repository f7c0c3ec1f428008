import { type MenuGroup, type MenuLink, NOTICE_MENU_PATH, PRESS_MENU_PATH } from "#app/content/menus.ts";

export function normalizePath(path: string): string {
  return path.replace(/\/+$/, "").toLowerCase() || "/";
}

/** Any site id: the press routes check it themselves. */
const PRESS_PAGE = /^\/[^/]+\/press(\/[^/]+)?\/?$/i;
const NOTICE_PAGE = /^\/[^/]+\/notice(\/[^/]+)?\/?$/i;

export function menuPathOf(pathname: string): string {
  if (PRESS_PAGE.test(pathname)) return PRESS_MENU_PATH;
  return NOTICE_PAGE.test(pathname) ? NOTICE_MENU_PATH : pathname;
}

function splitUrl(url: string): { path: string; hash: string } {
  const [beforeHash = "", hash = ""] = url.split("#");
  const [path = ""] = beforeHash.split("?");
  return { path: normalizePath(path), hash: hash ? `#${hash}` : "" };
}

/** An item with a hash wins only when the location has it, so exactly one item is marked current. */
export function currentItemIndex(items: readonly MenuLink[], pathname: string, hash = ""): number {
  const here = normalizePath(menuPathOf(pathname));
  const parsed = items.map((item) => splitUrl(item.url));
  if (hash) {
    const exact = parsed.findIndex((item) => item.path === here && item.hash === hash);
    if (exact !== -1) return exact;
  }
  const plain = parsed.findIndex((item) => item.path === here && item.hash === "");
  if (plain !== -1) return plain;
  return parsed.findIndex((item) => item.path === here);
}

const firstSegment = (path: string) => path.split("/")[1] ?? "";

/**
 * The group linking to the page, else the one whose links share its first path segment; the page
 * table stays out of the browser bundle.
 */
export function activeGroupIndex(groups: readonly MenuGroup[], pathname: string): number {
  const here = normalizePath(menuPathOf(pathname));
  if (here === "/") return -1;
  const byLink = groups.findIndex((group) => group.subMenu.some((link) => splitUrl(link.url).path === here));
  if (byLink !== -1) return byLink;
  const segment = firstSegment(here);
  return groups.findIndex((group) => group.subMenu.some((link) => firstSegment(splitUrl(link.url).path) === segment));
}
