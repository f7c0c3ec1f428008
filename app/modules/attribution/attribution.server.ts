import { VISIT_SOURCE_FIELDS } from "#app/lib/visit-source.ts";
import { type Attribution, attributionOf, NAVER_AD_PARAMS, RAW_SOURCE_MAX } from "./attribution.ts";

/** The site's own host names: the configured address's and the one this request reached. */
export function ownHostsOf(siteUrl: string, requestUrl?: string): string[] {
  const hosts = new Set<string>();
  for (const url of [siteUrl, requestUrl]) {
    if (!url) continue;
    try {
      hosts.add(new URL(url).hostname.toLowerCase());
    } catch {
      // Not an address: nothing to add.
    }
  }
  return [...hosts];
}

const field = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, RAW_SOURCE_MAX) : null;
};

/**
 * The visit source a form carried (`landing`, `referrer`: from session storage with JavaScript,
 * from the page's address without), classified here whatever the browser claimed. Null when the
 * form carried none, or only a move inside the site: the lead's channel is then unknown. A broken
 * value never refuses a lead; it just says less.
 */
export function attributionFromForm(formData: FormData, ownHosts: readonly string[]): Attribution | null {
  const landing = field(formData, VISIT_SOURCE_FIELDS.landing);
  const referrer = field(formData, VISIT_SOURCE_FIELDS.referrer);
  if (!landing && !referrer) return null;
  return attributionOf({ landing, referrer, ownHosts });
}

const CAMPAIGN_PARAMS = new Set<string>([
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
]);

/**
 * The page's path with only its campaign parameters, for the forms' hidden `landing` field on a
 * page rendered without JavaScript in mind; null when the address carries none. From the address
 * alone (never the Referer header), so a cache that keys pages by address stays right.
 */
export function campaignLandingOf(url: URL): string | null {
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (CAMPAIGN_PARAMS.has(name) || (NAVER_AD_PARAMS as readonly string[]).includes(name)) kept.append(name, value);
  }
  if (kept.size === 0) return null;
  return `${url.pathname}?${kept}`.slice(0, RAW_SOURCE_MAX);
}
