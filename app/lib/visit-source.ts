/**
 * Where this tab's visit began (first page and referrer), in sessionStorage: no cookie, no
 * identifier. Raw values; the server classifies them and trusts nothing.
 */
export type VisitSource = { landing: string; referrer: string };

export const VISIT_SOURCE_FIELDS = { landing: "landing", referrer: "referrer" } as const;

const KEY = "visit-source";
/** Campaign parameters on a page start a new visit even inside a tab that already has one. */
const CAMPAIGN = /[?&](utm_|n_(media|query|ad|keyword|campaign)|gclid)/i;

let current: { source: VisitSource; first: boolean } | undefined;

/** Decided once per document; null where the browser keeps no session storage. */
export function visitSource(): { source: VisitSource; first: boolean } | null {
  if (current) return current;
  try {
    const here = { landing: location.pathname + location.search, referrer: document.referrer };
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as VisitSource | null;
    if (stored && !(CAMPAIGN.test(location.search) && stored.landing !== here.landing)) {
      current = { source: stored, first: false };
    } else {
      sessionStorage.setItem(KEY, JSON.stringify(here));
      current = { source: here, first: true };
    }
    return current;
  } catch {
    return null;
  }
}
