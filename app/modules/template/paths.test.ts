import { expect, test } from "vitest";
import { servedByTemplate, templateMenu } from "./paths.ts";

test("a template complex has its own pages and the generic ones, on the designed site's paths; nothing else", () => {
  const served = [
    "/",
    "/FloorPlan",
    "/floorplan/",
    "/LocationEnvironment/intro",
    "/SalesInfo/guide",
    "/BusinessGuide/documents",
    "/Promotion/Customer",
    "/Promotion/Visit",
    "/Promotion/Visit/find",
    "/Promotion/Visit/abc123",
    "/Promotion/Press",
    "/Promotion/Notice",
    "/riverview/customer",
    "/riverview/visit",
    "/riverview/notice",
    "/riverview/notice/42",
    "/riverview/press/7",
    "/privacy",
    "/unsubscribe/token",
  ];
  for (const path of served) expect(servedByTemplate(path, "riverview"), path).toBe(true);
  const designedOnly = [
    "/Brand/intro",
    "/FloorPlan/84A",
    "/Interior/59A",
    "/LocationEnvironment/primium",
    "/pentacityhansin/press",
    "/other/notice/1",
    "/riverview/press/7/x",
    "/riverview.x/press",
  ];
  for (const path of designedOnly) expect(servedByTemplate(path, "riverview"), path).toBe(false);
  // Every menu entry is one of its pages.
  for (const item of templateMenu("riverview")) expect(servedByTemplate(item.path, "riverview"), item.path).toBe(true);
});
