import { expect, test } from "vitest";
import { renderSitemap } from "#app/lib/sitemap.ts";

test("renders escaped URLs with priorities", () => {
  const xml = renderSitemap([
    { loc: "https://example.kr/", priority: 1 },
    { loc: "https://example.kr/a?b=1&c=2", priority: 0.7, lastmod: "2026-11-22" },
  ]);
  expect(xml).toContain("<loc>https://example.kr/</loc>");
  expect(xml).toContain("<priority>1.0</priority>");
  expect(xml).toContain("<loc>https://example.kr/a?b=1&amp;c=2</loc>");
  expect(xml).toContain("<lastmod>2026-11-22</lastmod>");
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
});
