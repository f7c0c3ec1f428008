/**
 * A page's path without a trailing slash, case kept (what a lead form posts as its source and
 * action): `/Promotion/Customer/` and `/Promotion/Customer` must put the same path in the form.
 */
export function pagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}
