import {
  type MenuGroup,
  type MenuLink,
  NOTICE_MENU_PATH,
  PRESS_MENU_PATH,
  type SubMenuItem,
} from "#app/content/menus.ts";

/** Routes match case-insensitively (/brand/intro is /Brand/intro), so menus compare that way too. */
export function normalizePath(path: string): string {
  return path.replace(/\/+$/, "").toLowerCase() || "/";
}

/** The press room's own addresses (/{site}/press, /{site}/press/{id}) sit under the menu's 보도자료 link. */
// Any first segment: the menu only needs the shape; the press routes check the site id themselves.
const PRESS_PAGE = /^\/[^/]+\/press(\/[^/]+)?\/?$/i;
/** The same for the notices board (/{site}/notice, /{site}/notice/{id}) under 공지사항. */
const NOTICE_PAGE = /^\/[^/]+\/notice(\/[^/]+)?\/?$/i;

/** The menu address a location belongs to: itself, or the menu link of a page the menus cannot name. */
export function menuPathOf(pathname: string): string {
  if (PRESS_PAGE.test(pathname)) return PRESS_MENU_PATH;
  return NOTICE_PAGE.test(pathname) ? NOTICE_MENU_PATH : pathname;
}

function splitUrl(url: string): { path: string; hash: string } {
  const [beforeHash = "", hash = ""] = url.split("#");
  const [path = ""] = beforeHash.split("?");
  return { path: normalizePath(path), hash: hash ? `#${hash}` : "" };
}

/**
 * The sub-menu item for the current location, or -1. An item whose URL carries a hash
 * (/Interior/84B#type-119) wins only when the location has that hash; otherwise the first item
 * with the same path does, so exactly one item is ever marked current.
 */
export function currentItemIndex(items: readonly SubMenuItem[], pathname: string, hash = ""): number {
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

/** The link of a header group for the current location, or -1 (one link only, though 99A–99C share a URL). */
export function currentLinkIndex(links: readonly MenuLink[], pathname: string): number {
  return currentItemIndex(
    links.map((link) => ({ title: link.subTitle, url: link.subUrl })),
    pathname,
  );
}

const firstSegment = (path: string) => path.split("/")[1] ?? "";

/**
 * The header group the current page belongs to: the group linking to it, else the group whose
 * links share its first path segment (/FloorPlan/114B sits with the unit plans), or -1. The
 * page table stays out of the browser bundle; a test holds this to every page's breadcrumb.
 */
export function activeGroupIndex(groups: readonly MenuGroup[], pathname: string): number {
  const here = normalizePath(menuPathOf(pathname));
  if (here === "/") return -1;
  const byLink = groups.findIndex((group) => group.subMenu.some((link) => splitUrl(link.subUrl).path === here));
  if (byLink !== -1) return byLink;
  const segment = firstSegment(here);
  return groups.findIndex((group) =>
    group.subMenu.some((link) => firstSegment(splitUrl(link.subUrl).path) === segment),
  );
}
