/** A booking's change-link token is a key to that booking, so the log gets the path without it. */
const CHANGE_LINK = /^(\/promotion\/visit\/)[^/]+/i;

export function loggablePath(path: string): string {
  return path.replace(CHANGE_LINK, "$1[token]").slice(0, 200);
}
