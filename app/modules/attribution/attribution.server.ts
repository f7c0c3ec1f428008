import { isOwnOrigin, type OriginPolicy } from "#app/lib/origin.server.ts";
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
 * from the page's address without), classified here whatever the browser claimed. A form that
 * carried no landing may be given one by its caller (`fallbackLanding`: a page action's
 * refererLandingOf), classified the same way. Null when there is none, or only a move inside the
 * site: the channel is then unknown. A broken value never refuses a lead; it just says less.
 */
export function attributionFromForm(
  formData: FormData,
  ownHosts: readonly string[],
  fallbackLanding: string | null = null,
): Attribution | null {
  const landing = field(formData, VISIT_SOURCE_FIELDS.landing) || fallbackLanding;
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

/** The address's campaign parameters alone, as a query string ("utm_source=kakao&…"); "" when none. */
export function campaignQueryOf(url: URL): string {
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (CAMPAIGN_PARAMS.has(name) || (NAVER_AD_PARAMS as readonly string[]).includes(name)) kept.append(name, value);
  }
  return kept.toString();
}

/**
 * The page's path with only its campaign parameters, for the forms' hidden `landing` field on a
 * page rendered without JavaScript in mind; null when the address carries none. From the address
 * alone (never the Referer header), so a cache that keys pages by address stays right.
 */
export function campaignLandingOf(url: URL): string | null {
  const query = campaignQueryOf(url);
  if (query === "") return null;
  return `${url.pathname}?${query}`.slice(0, RAW_SOURCE_MAX);
}

/** A posted landing ("/path?query") reduced as campaignLandingOf reduces an address; null when not a path. */
export function campaignLandingOfPath(landing: string | null): string | null {
  if (!landing?.startsWith("/") || landing.startsWith("//")) return null;
  try {
    return campaignLandingOf(new URL(landing.slice(0, RAW_SOURCE_MAX), "http://landing.invalid"));
  } catch {
    return null;
  }
}

/**
 * The landing a page's lead action may take from the post's `Referer` header when the form carried
 * none: a prerendered page (home) cannot write its address's campaign into its HTML, but the
 * browser names that address when the form posts (the site's Referrer-Policy,
 * strict-origin-when-cross-origin in server/security-headers.ts, sends the full address to the
 * site's own origin and only an origin elsewhere). The rule:
 * - only a Referer on the site's own origin (SITE_URL, ALLOWED_ORIGINS, the request's own outside
 *   production: origin.server.ts), never another site's or a malformed one;
 * - only its path and campaign parameters (campaignLandingOf), so nothing else of the address is
 *   read or stored;
 * - null when it has no campaign parameters: the form's page need not be the visit's first, so an
 *   address without a campaign proves neither "direct" nor anything else, and the channel stays
 *   unknown.
 * The header is the browser's word like any form field: the result only feeds attributionOf.
 */
export function refererLandingOf(request: Request, origins: OriginPolicy): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !isOwnOrigin(url.origin, request, origins)) {
    return null;
  }
  return campaignLandingOf(url);
}
