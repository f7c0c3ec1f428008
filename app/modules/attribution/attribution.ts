/**
 * Which ad, search engine or site brought a visit, from the first page's address and its
 * referrer: pure and browser-safe, and the one rule the server applies to whatever a form or a
 * beacon sends (values capped, control characters dropped, channel and medium in lower case).
 *
 * Precedence: utm_source; else Naver search-ad parameters (naver / cpc); else a Google ad click
 * (gclid, never stored); else the referring host (search engine → organic, social network →
 * social, another site → referral); else direct / none. A referrer on the site itself says
 * nothing about the visit: `null`, the caller keeps what it knew.
 *
 * Where the landing comes from (attribution.server.ts): session storage with JavaScript; without
 * it, the page's own address (campaignLandingOf), or the form post's same-origin Referer
 * (refererLandingOf).
 */
export type Attribution = {
  channel: string;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
  referrerHost: string | null;
  landingPath: string | null;
  /** Naver search-ad parameters as they came, or null when none. */
  adParams: Record<string, string> | null;
};

/** Column widths of the attribution columns (app/db/migrations/2026-11-24T03-00-00-attribution.ts). */
export const ATTRIBUTION_MAX = {
  channel: 40,
  medium: 40,
  campaign: 100,
  term: 100,
  content: 100,
  referrerHost: 100,
  landingPath: 200,
  adParam: 100,
} as const;

/** Longest raw landing address or referrer read at all (a form field, a beacon field). */
export const RAW_SOURCE_MAX = 2000;

/** Naver search ads' tracking parameters (네이버 검색광고 자동 추적 URL 파라미터). */
export const NAVER_AD_PARAMS = [
  "n_media",
  "n_query",
  "n_rank",
  "n_ad_group",
  "n_ad",
  "n_keyword_id",
  "n_keyword",
  "n_campaign_type",
  "n_ad_group_type",
  "n_match",
] as const;

type Rule = { hosts: readonly string[]; channel: string; medium: string };

/** First match wins; a host matches itself and its subdomains. */
const REFERRER_RULES: readonly Rule[] = [
  { hosts: ["blog.naver.com"], channel: "naver_blog", medium: "social" },
  { hosts: ["cafe.naver.com"], channel: "naver_cafe", medium: "social" },
  { hosts: ["search.naver.com"], channel: "naver", medium: "organic" },
  { hosts: ["search.daum.net"], channel: "daum", medium: "organic" },
  { hosts: ["search.zum.com"], channel: "zum", medium: "organic" },
  { hosts: ["bing.com"], channel: "bing", medium: "organic" },
  { hosts: ["duckduckgo.com"], channel: "duckduckgo", medium: "organic" },
  { hosts: ["search.yahoo.com", "search.yahoo.co.jp"], channel: "yahoo", medium: "organic" },
  { hosts: ["kakao.com", "kakaocorp.com", "daum.net"], channel: "kakao", medium: "social" },
  { hosts: ["instagram.com"], channel: "instagram", medium: "social" },
  { hosts: ["facebook.com", "fb.com", "fb.me"], channel: "facebook", medium: "social" },
  { hosts: ["threads.net", "threads.com"], channel: "threads", medium: "social" },
  { hosts: ["youtube.com", "youtu.be"], channel: "youtube", medium: "social" },
  { hosts: ["band.us"], channel: "band", medium: "social" },
  { hosts: ["x.com", "twitter.com", "t.co"], channel: "x", medium: "social" },
  { hosts: ["naver.com", "naver.me"], channel: "naver", medium: "referral" },
];

/** Google in any country (google.com, google.co.kr, …) is a search engine. */
const GOOGLE = /(^|\.)google\.[a-z.]{2,6}$/;

/** Control and invisible formatting characters (bidi overrides, zero widths) never reach a column. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu;

/** Printable text, spaces collapsed, cut to `max` characters; null when nothing is left. */
export function cleanText(value: string | null | undefined, max: number): string | null {
  if (typeof value !== "string") return null;
  const text = Array.from(value.replace(UNPRINTABLE, "").replace(/\s+/g, " ").trim()).slice(0, max).join("").trim();
  return text === "" ? null : text;
}

/**
 * A channel or campaign is a key the daily counts and the dashboard group by: letters, digits,
 * `.`, `_` and `-`, every other run (spaces, markup, slashes) one `_`, so one campaign written two
 * ways is one key and nothing but those characters is ever a key.
 */
function keyText(value: string | null | undefined, max: number): string | null {
  const text = cleanText(value, RAW_SOURCE_MAX)
    ?.replace(/[^\p{L}\p{N}._-]+/gu, "_")
    .replace(/^_+|_+$/g, "");
  return text ? Array.from(text).slice(0, max).join("").replace(/_+$/, "") : null;
}

/** The bucket for the values a day has no room for (page-views.server.ts) and the dashboard's rest. */
export const OTHER_KEY = "기타";

const lower = (value: string | null) => value?.toLowerCase() ?? null;

function parseLanding(landing: string | null | undefined): URL | null {
  if (typeof landing !== "string" || !landing.startsWith("/") || landing.startsWith("//")) return null;
  try {
    return new URL(landing.slice(0, RAW_SOURCE_MAX), "http://landing.invalid");
  } catch {
    return null;
  }
}

function referrerHostOf(referrer: string | null | undefined): string | null {
  if (typeof referrer !== "string" || referrer === "") return null;
  try {
    const url = new URL(referrer.slice(0, RAW_SOURCE_MAX));
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return cleanText(url.hostname.toLowerCase().replace(/\.$/, ""), ATTRIBUTION_MAX.referrerHost);
  } catch {
    return null;
  }
}

const isUnder = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function classifyReferrer(host: string): { channel: string; medium: string } {
  if (GOOGLE.test(host)) return { channel: "google", medium: "organic" };
  for (const rule of REFERRER_RULES) {
    if (rule.hosts.some((domain) => isUnder(host, domain))) return { channel: rule.channel, medium: rule.medium };
  }
  return {
    channel: keyText(host.replace(/^(www|m)\./, ""), ATTRIBUTION_MAX.channel) ?? "referral",
    medium: "referral",
  };
}

export type AttributionInput = {
  /** The first page's path and query, e.g. "/?utm_source=naver&utm_medium=cpc". */
  landing?: string | null;
  /** The first page's referrer (a full address or an origin). */
  referrer?: string | null;
  /** The site's own host names: a referrer among them is internal. */
  ownHosts: readonly string[];
};

/** The visit's channel, or null when the referrer is the site itself and the address has no campaign. */
export function attributionOf({ landing, referrer, ownHosts }: AttributionInput): Attribution | null {
  const url = parseLanding(landing);
  const query = url?.searchParams;
  const param = (name: string, max: number) => cleanText(query?.get(name), max);
  const referrerHost = referrerHostOf(referrer);

  const adParams: Record<string, string> = {};
  for (const name of NAVER_AD_PARAMS) {
    const value = param(name, ATTRIBUTION_MAX.adParam);
    if (value !== null) adParams[name] = value;
  }
  const naverAd = Object.keys(adParams).length > 0;

  const source = lower(keyText(query?.get("utm_source"), ATTRIBUTION_MAX.channel));
  const medium = lower(param("utm_medium", ATTRIBUTION_MAX.medium));
  const campaign = keyText(query?.get("utm_campaign"), ATTRIBUTION_MAX.campaign);
  const term = param("utm_term", ATTRIBUTION_MAX.term) ?? adParams.n_keyword ?? adParams.n_query ?? null;
  const content = param("utm_content", ATTRIBUTION_MAX.content);
  const landingPath = url ? cleanText(url.pathname, ATTRIBUTION_MAX.landingPath) : null;

  let channel: string;
  let derivedMedium: string | null;
  if (source) {
    channel = source;
    derivedMedium = naverAd ? "cpc" : null;
  } else if (naverAd) {
    channel = "naver";
    derivedMedium = "cpc";
  } else if (query?.has("gclid")) {
    channel = "google";
    derivedMedium = "cpc";
  } else if (referrerHost) {
    if (ownHosts.some((own) => referrerHost === own.toLowerCase())) return null;
    ({ channel, medium: derivedMedium } = classifyReferrer(referrerHost));
  } else {
    channel = "direct";
    derivedMedium = "none";
  }

  return {
    channel,
    medium: medium ?? derivedMedium,
    campaign,
    term,
    content,
    referrerHost,
    landingPath,
    adParams: naverAd ? adParams : null,
  };
}

/** The attribution as the leads and bookings tables hold it (AttributionColumns in modules/attribution/tables.ts). */
export function attributionColumns(attribution: Attribution | null) {
  return {
    channel: attribution?.channel ?? null,
    medium: attribution?.medium ?? null,
    campaign: attribution?.campaign ?? null,
    term: attribution?.term ?? null,
    content: attribution?.content ?? null,
    referrer_host: attribution?.referrerHost ?? null,
    landing_path: attribution?.landingPath ?? null,
    ad_params: attribution?.adParams ? JSON.stringify(attribution.adParams) : null,
  };
}

/** An attribution as stored on a lead or booking: every field may be missing (rows from before it was recorded). */
export type StoredAttribution = Omit<Attribution, "channel"> & { channel: string | null };

/** The attribution columns' names (AttributionColumns in modules/attribution/tables.ts), for a query's select list. */
export const ATTRIBUTION_COLUMN_NAMES = [
  "channel",
  "medium",
  "campaign",
  "term",
  "content",
  "referrer_host",
  "landing_path",
  "ad_params",
] as const;

type AttributionColumnsRow = Record<(typeof ATTRIBUTION_COLUMN_NAMES)[number], string | null>;

/** A row's attribution columns read back (ad_params: a JSON object of strings, anything else dropped). */
export function attributionFromColumns(row: AttributionColumnsRow): StoredAttribution {
  return {
    channel: row.channel,
    medium: row.medium,
    campaign: row.campaign,
    term: row.term,
    content: row.content,
    referrerHost: row.referrer_host,
    landingPath: row.landing_path,
    adParams: parseAdParams(row.ad_params),
  };
}

function parseAdParams(json: string | null): Record<string, string> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== "object" || Array.isArray(value)) return null;
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return null;
  }
}

/** The attribution's cells in a CSV row, under attributionCsvHeader (attribution/copy.ts). */
export function attributionCsvCells(attribution: StoredAttribution): Array<string | null> {
  return [
    attribution.channel,
    attribution.medium,
    attribution.campaign,
    attribution.term,
    attribution.content,
    attribution.referrerHost,
    attribution.landingPath,
    attribution.adParams ? JSON.stringify(attribution.adParams) : null,
  ];
}
