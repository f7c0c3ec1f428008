import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";

/**
 * Debian's Chromium, the full browser, for every tool that drives one (Playwright cannot download its
 * own here): `CHROME_PATH`, else /usr/bin/chromium when it exists, else Playwright's default.
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

/**
 * Chromium's headless shell, for the browser tests: the same engine without the browser around it. It is
 * what Playwright itself runs headless, and it halved the e2e stage here (1,006 s → 524 s). Playwright's
 * download does not work here, so it comes from the npm registry: `@sparticuz/chromium` ships a Linux x64
 * headless shell, brotli-compressed, which is unpacked once into node_modules/.cache. Its libraries are
 * those of Debian's `chromium` package, which .ci/run installs. `E2E_CHROME_PATH` overrides it. Where
 * there is no shell (another platform, the package missing), the full Chromium is used.
 * docs/decisions/2026-11-25-e2e-reduced-motion.md
 */
export const headlessShellPath: string | undefined = process.env.E2E_CHROME_PATH || unpackHeadlessShell();

function unpackHeadlessShell(): string | undefined {
  if (process.platform !== "linux" || process.arch !== "x64") return undefined;
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve("@sparticuz/chromium");
  } catch {
    return undefined;
  }
  // The package's folder (its exports map hides package.json from resolve): build/index.js → ../
  const packageDir = path.resolve(path.dirname(entry), "..");
  const { version } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as { version: string };
  const target = path.resolve(packageDir, "../..", ".cache", "headless-shell", version, "chromium");
  if (existsSync(target)) return target;
  mkdirSync(path.dirname(target), { recursive: true });
  // Written aside and renamed: a second process (a test worker) never runs a half-written file.
  const partial = `${target}.${process.pid}.partial`;
  writeFileSync(partial, brotliDecompressSync(readFileSync(path.join(packageDir, "bin", "chromium.br"))));
  chmodSync(partial, 0o755);
  renameSync(partial, target);
  return target;
}
