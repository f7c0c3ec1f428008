/**
 * Where this tab's visit began: the first page's path and query, and the page before it (the
 * referrer). Kept in sessionStorage, which the tab forgets when it closes: no cookie, no
 * identifier. Raw values only; the server classifies them (app/modules/attribution/attribution.ts)
 * and never trusts what it gets.
 */
export type VisitSource = { landing: string; referrer: string };

/** The form fields (and beacon fields) that carry a visit source to the server. */
export const VISIT_SOURCE_FIELDS = { landing: "landing", referrer: "referrer" } as const;

const KEY = "visit-source";
/** Campaign parameters on a page start a new visit even inside a tab that already has one. */
const CAMPAIGN = /[?&](utm_|n_(media|query|ad|keyword|campaign)|gclid)/i;

let current: { source: VisitSource; first: boolean } | undefined;

/**
 * This tab's visit source, decided once per document: the stored one, or this page (then `first`
 * is true: the page is the first of a visit). Null where the browser keeps no session storage.
 */
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
