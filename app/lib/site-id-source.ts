/**
 * The {site} of /{site}/press and /{site}/customer as a pattern source, on its own so the site's
 * shell (which matches press addresses in its menus) carries these few bytes and nothing else;
 * app/lib/site-id.ts builds the full checks from it.
 */
export const SITE_ID_SOURCE = "[a-z0-9-]{1,40}";
