import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import subsetFont from "subset-font";
import { afterAll, describe, expect, it } from "vitest";
import { cmapCodePoints, siteCodePoints, toUnicodeRange } from "./vite-plugin-site-font.ts";

describe("toUnicodeRange", () => {
  it("joins runs of code points and keeps single ones", () => {
    expect(toUnicodeRange([0x20, 0x21, 0x22, 0xb7, 0xac00, 0xac01])).toBe("U+20-22, U+B7, U+AC00-AC01");
    expect(toUnicodeRange([])).toBe("");
  });
});

describe("siteCodePoints", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-font-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("takes printable ASCII and the characters of app modules, not of tests or other files", () => {
    mkdirSync(path.join(dir, "content"));
    writeFileSync(path.join(dir, "content", "page.ts"), 'export const title = "분양 안내 · ①";');
    writeFileSync(path.join(dir, "menu.json"), '["홍보관"]');
    writeFileSync(path.join(dir, "page.test.ts"), 'const x = "뷁";');
    writeFileSync(path.join(dir, "notes.md"), "똠");
    const points = siteCodePoints(dir);
    const chars = String.fromCodePoint(...points);
    for (const char of "분양안내·①홍보관 A~") expect(chars).toContain(char);
    for (const char of "뷁똠") expect(chars).not.toContain(char);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    expect(points.filter((point) => point < 0x80)).toHaveLength(0x7f - 0x20);
  });
});

describe("cmapCodePoints", () => {
  it("reads the characters a font has from its cmap, and not those it lacks", async () => {
    const require = createRequire(import.meta.url);
    const font = readFileSync(require.resolve("pretendard/dist/web/variable/woff2/PretendardVariable.woff2"));
    const sfnt = await subsetFont(font, "가A休", { targetFormat: "sfnt" });
    const points = cmapCodePoints(sfnt);
    expect(points.has(0xac00)).toBe(true);
    expect(points.has(0x41)).toBe(true);
    expect(points.has(0x4f11)).toBe(false);
    expect(points.has(0xac01)).toBe(false);
  });
});
