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
 * The visit source a form carried, classified here whatever the browser claimed (`fallbackLanding`:
 * refererLandingOf's). Null when there is none: the channel is unknown. A broken value never
 * refuses a lead; it just says less.
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

/** The path with its campaign parameters only (the forms' `landing` without JavaScript); null when none. */
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
 * The landing a lead action takes from the post's `Referer` when the form carried none (a cached
 * page's HTML cannot hold each visitor's campaign; the Referrer-Policy sends the full address to
 * the site's own origin only). Only a same-origin Referer, only its path and campaign parameters,
 * null without any: a page without a campaign proves no channel.
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
