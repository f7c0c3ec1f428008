/**
 * Screenshots of pages at the two first-class sizes, for looking at them:
 *   node scripts/screenshot.ts http://127.0.0.1:3000 /Brand/intro /ComplexGuide/intro ...
 * Writes .cache/screenshots/<path>-desktop.png and -mobile.png (full page).
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.ts";

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error("usage: node scripts/screenshot.ts <base-url> <path> [path...]");
  process.exit(2);
}
const outDir = process.env.SCREENSHOT_DIR ?? ".cache/screenshots";
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_ARGS] });
const sizes = [
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: "mobile", viewport: { width: 390, height: 844 }, isMobile: true },
];
const fullPage = process.env.FULL_PAGE !== "0";
for (const size of sizes) {
  const context = await browser.newContext({
    viewport: size.viewport,
    isMobile: size.isMobile,
    hasTouch: size.isMobile,
    locale: "ko-KR",
  });
  const page = await context.newPage();
  page.on("console", (msg) => {
    if (msg.type() === "error") console.error(`[${size.name}] console error: ${msg.text()}`);
  });
  for (const path of paths) {
    await page.goto(new URL(path, base).toString(), { waitUntil: "networkidle" });
    await page.waitForTimeout(900);
    const file = `${outDir}/${path.replace(/^\//, "").replace(/[^\w-]+/g, "_") || "home"}-${size.name}.png`;
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  }
  await context.close();
}
await browser.close();
