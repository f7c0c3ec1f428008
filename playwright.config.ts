import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath, headlessShellPath } from "./scripts/chromium.ts";

// Playwright cannot download its own browser here. Most tests run in Chromium's headless shell (from the
// npm registry, scripts/chromium.ts); those tagged @chrome need the full browser (its PDF viewer, its lazy
// loading of frames) and run in Debian's Chromium, in the projects named "…-chrome".
const port = Number(process.env.E2E_PORT ?? 4173);
// Each run starts from an empty SQLite file; tests read the leads they caused from it.
const databaseFile = process.env.E2E_DATABASE_FILE ?? `data/e2e-${port}.db`;
process.env.E2E_DATABASE_FILE = databaseFile;

/**
 * The closed network: no host resolves but the server's, so external embeds (video and virtual-tour
 * frames) fail at once, as offline, and nothing leaves the machine. A `page.route` stub did the same
 * but paused every request of every page in the test process: 18 page loads took 41–49 s with it and
 * 18–26 s without it (same machine, alternating runs).
 */
const args = [
  ...CHROMIUM_ARGS,
  "--disable-quic",
  // The complexes the specs add answer on *.e2e.example: this server too.
  "--host-resolver-rules=MAP *.e2e.example 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
];
const shell = { executablePath: headlessShellPath ?? chromiumPath, args };
const chrome = { executablePath: chromiumPath, args };
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
const mobile = {
  ...devices["Pixel 7"],
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/**
 * Specs that change what every page shows (the site's facts: the phone other specs find in the
 * header) run after all the others, so no other spec sees the change (run one alone with --no-deps).
 */
const LAST = /site-facts\.desktop\.spec\.ts$/;
/**
 * The byte budgets run before every other spec, on the empty database: a page's inline data (pop-up
 * notices, press items, notices) then holds only what the budget spec seeds, so its figures do not
 * depend on which specs happened to write content first.
 */
const FIRST = /budgets\.desktop\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is a bug to fix where it lives, never retried away.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Off: a trace records every action and made each test about three times slower here. To debug a
    // failure: npx playwright test --trace retain-on-failure <file>.
    trace: "off",
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    // The site's endless animations (the promo strip's marquee, the scroll cue) stop under this
    // preference. Chromium here composites in software: each open page animating cost 30–45 % of a
    // core (docs/decisions/2026-11-25-e2e-reduced-motion.md). Tests of motion itself opt back in
    // with `test.use({ reducedMotion: "no-preference" })`.
    reducedMotion: "reduce",
  },
  projects: [
    {
      name: "desktop-first",
      testMatch: FIRST,
      use: { ...desktop, launchOptions: shell },
    },
    {
      name: "desktop",
      testIgnore: [/\.mobile\.spec\.ts$/, LAST, FIRST],
      grepInvert: /@chrome/,
      dependencies: ["desktop-first"],
      use: { ...desktop, launchOptions: shell },
    },
    {
      name: "mobile",
      testIgnore: /\.desktop\.spec\.ts$/,
      dependencies: ["desktop-first"],
      // Checks that do not depend on the viewport (server answers, HTML, stored rows) run once, on desktop.
      grepInvert: /@any-viewport|@chrome/,
      use: { ...mobile, launchOptions: shell },
    },
    {
      name: "desktop-chrome",
      testIgnore: [/\.mobile\.spec\.ts$/, LAST, FIRST],
      grep: /@chrome/,
      dependencies: ["desktop-first"],
      use: { ...desktop, launchOptions: chrome },
    },
    {
      name: "mobile-chrome",
      testIgnore: /\.desktop\.spec\.ts$/,
      grep: /@chrome/,
      dependencies: ["desktop-first"],
      grepInvert: /@any-viewport/,
      use: { ...mobile, launchOptions: chrome },
    },
    {
      name: "desktop-last",
      testMatch: LAST,
      dependencies: ["desktop", "mobile", "desktop-chrome", "mobile-chrome"],
      use: { ...desktop, launchOptions: shell },
    },
  ],
  webServer: {
    command: `rm -f ${databaseFile} ${databaseFile}-wal ${databaseFile}-shm && node server/index.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      NODE_ENV: "production",
      SITE_URL: "https://www.pentacity-hansin.example",
      // The browser opens the server on this address, which production accepts as an alias only.
      ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
      SALES_PHONE: "1661-0000",
      DATABASE_URL: `file:./${databaseFile}`,
      // Every e2e lead comes from 127.0.0.1; the limit itself is tested in the integration tests.
      LEAD_RATE_LIMIT: "10000",
      ADMIN_LOGIN_RATE_LIMIT: "10000",
      // The e2e accounts sign in with the password alone; two-factor.spec.ts enrols its own account
      // (an enrolled account is asked for its code whatever the mode). The mode's rule is unit-tested.
      ADMIN_2FA: "off",
      LOG_LEVEL: "warn",
      // Only here and in the unit tests: passwords hashed at a test-only cost (password.server.ts).
      PASSWORD_HASH_CHEAP_FOR_TESTS: "1",
      // Press views are written in batches; the tests read the stored count soon after a visit.
      PRESS_VIEWS_FLUSH_SECONDS: "0.2",
      // A campaign's rounds (start, batch, finish) every second: the campaign spec waits for its report.
      CAMPAIGN_POLL_SECONDS: "1",
    },
  },
});
