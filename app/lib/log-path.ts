/**
 * A request path as the log may carry it: a booking's change link (/Promotion/Visit/{token}) is a
 * key to that booking, so its token segment is replaced (any letter case, with or without `.data`).
 */
const CHANGE_LINK = /^(\/promotion\/visit\/)[^/]+/i;

export function loggablePath(path: string): string {
  return path.replace(CHANGE_LINK, "$1[token]").slice(0, 200);
}
