import { test as base, expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";

export const SITE_URL = "https://www.pentacity-hansin.example";
const PLAIN_HTTP_COMPLEX =
  /^The Cross-Origin-Opener-Policy header has been ignored, because the URL's origin was untrustworthy/;

/** Chromium's wording for a response header it rejects, in part or whole (its "security" log source). */
const HEADER_ERROR = /^Error (with|parsing) [\w-]+ header|header.*(unrecognized|invalid|ignored)/i;

/**
 * Every test: any console error (or header-parsing warning), uncaught page error or
 * Content-Security-Policy violation fails the test. (The closed network is the browser's own:
 * playwright.config.ts resolves no host but the server's.)
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // Chromium reports a response header it cannot parse ("Error with Permissions-Policy header:
        // Unrecognized feature: …") as a warning, not an error.
        const headerError = message.type() === "warning" && HEADER_ERROR.test(message.text());
        // The complexes the specs add answer on plain http (*.e2e.example), where Chromium ignores the COOP header.
        if (PLAIN_HTTP_COMPLEX.test(message.text())) return;
        if (message.type() === "error" || headerError) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // Chromium reports most violations on the console too; the event names every one of them.
      await page.exposeFunction("__reportCspViolation", (text: string) => errors.push(text));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
          report?.(
            `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`,
          );
        });
      });
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Removes the console entry Chromium writes for a document that answers 404, which some tests expect. */
export function acceptDocument404(consoleErrors: string[]) {
  const expected = "Failed to load resource: the server responded with a status of 404 (Not Found)";
  const index = consoleErrors.indexOf(expected);
  if (index >= 0) consoleErrors.splice(index, 1);
}

/** Opens a page and waits until React has hydrated it (the header's nav marks itself). */
export async function gotoHydrated(page: import("@playwright/test").Page, path: string) {
  const response = await page.goto(path);
  // The designed pages' menu, or the standard template's shell, once React has taken over.
  await page
    .locator('nav[aria-label="주 메뉴"][data-enhanced="true"], body > .tpl[data-hydrated="true"]')
    .waitFor({ state: "attached" });
  return response;
}

/** The e2e server's SQLite file (set by playwright.config.ts). */
/**
 * The browser's Back (-1) or Forward (1) within one document, asked of the page itself. Playwright's
 * goBack()/goForward() ask the browser process, which learns of a same-document step the page took
 * (history.back() on closing a popup) a moment after the page does: a goForward() in that moment found
 * no entry ahead and did nothing (CI, once). The page's own history is always current.
 */
export async function historyStep(page: import("@playwright/test").Page, delta: -1 | 1) {
  await page.evaluate((step) => history.go(step), delta);
}

export const E2E_DATABASE_FILE = process.env.E2E_DATABASE_FILE ?? "data/e2e-4173.db";

export type StoredLead = {
  id: string;
  form: string;
  site_id: string;
  name: string;
  phone: string;
  email: string | null;
  visit_date: string | null;
  message: string | null;
  source_path: string | null;
  privacy_consent: number;
  marketing_consent: number;
  consent_version: string;
};

/** The leads the server has committed, read straight from its database. */
export function readLeads(filter: { name?: string } = {}): StoredLead[] {
  const db = new Database(E2E_DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    const columns =
      "id, form, site_id, name, phone, email, visit_date, message, source_path, privacy_consent, marketing_consent, consent_version";
    return (
      filter.name
        ? db.prepare(`select ${columns} from leads where name = ? order by created_at`).all(filter.name)
        : db.prepare(`select ${columns} from leads order by created_at`).all()
    ) as StoredLead[];
  } finally {
    db.close();
  }
}

/**
 * Holds every request to `url` (a lead post, a lazy chunk) until `release()`: the moment "before the
 * answer" or "before the code has arrived", without waiting on a clock. `asked` settles when the first
 * request has come.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = () => {};
  const asked = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(url, async (route) => {
    requested();
    await gate;
    await route.continue();
  });
  return { release, asked };
}
