import { existsSync } from "node:fs";

/**
 * Debian's Chromium, for every tool that drives a browser (Playwright cannot download its own here):
 * `CHROME_PATH`, else /usr/bin/chromium when it exists, else Playwright's default.
 */
export const chromiumPath: string | undefined =
  process.env.CHROME_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/** As root Chromium needs --no-sandbox; the rest keep it from reaching for the closed network. */
export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
