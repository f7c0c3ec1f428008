import { expect, test } from "vitest";
import { findPageByPath, pageList } from "#app/content/pages/index.ts";

test("every page has a unique path, title and description", () => {
  const unique = (values: string[]) => new Set(values).size === values.length;
  expect(unique(pageList.map((page) => page.path))).toBe(true);
  expect(unique(pageList.map((page) => page.title))).toBe(true);
  expect(unique(pageList.map((page) => page.description))).toBe(true);
});

test("descriptions fit search result snippets", () => {
  for (const page of pageList) {
    expect(page.description.length, page.path).toBeGreaterThan(20);
    expect(page.description.length, page.path).toBeLessThanOrEqual(160);
  }
});

test("aliases and case variants resolve to the SPEC spelling", () => {
  expect(findPageByPath("/brand/intro")?.path).toBe("/Brand/intro");
  expect(findPageByPath("/brand/video/")?.path).toBe("/Brand/video");
  expect(findPageByPath("/SalesInfo/StampTax")?.path).toBe("/SalesInfo/stampTax");
  expect(findPageByPath("/nope")).toBeUndefined();
});

test("the pages that read more than the site facts", () => {
  // Pages that read more than the facts: the home page's pop-up notices (app/modules/banners), the
  // sales schedule's and the recruitment notice's.
  expect(pageList.filter((page) => page.fromDatabase).map((page) => page.path)).toEqual([
    "/",
    "/SalesInfo/guide",
    "/SalesInfo/announcement",
  ]);
});
