import { expect, test } from "vitest";
import { findPageByPath, pageList, prerenderPaths } from "#app/content/pages/index.ts";

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

test("the prerender list is every canonical path, aliases and pages read from the database excluded", () => {
  expect(prerenderPaths).toContain("/FloorPlan/114C");
  expect(prerenderPaths).not.toContain("/brand/intro");
  // The home page (the pinned notice and the schedule, app/modules/home-news) and the sales schedule's
  // page are rendered per request and cached.
  expect(prerenderPaths).not.toContain("/");
  expect(prerenderPaths).not.toContain("/SalesInfo/guide");
  expect(pageList.filter((page) => page.fromDatabase).map((page) => page.path)).toEqual(["/", "/SalesInfo/guide"]);
  expect(prerenderPaths).toHaveLength(pageList.length - 2);
});
