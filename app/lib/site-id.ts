/** The {site} of /{site}/press and /{site}/customer, and a lead's or article's `siteId`. */
export const SITE_ID_PATTERN = /^[a-z0-9-]{1,40}$/;

export function isSiteId(value: string | undefined | null): value is string {
  return typeof value === "string" && SITE_ID_PATTERN.test(value);
}
