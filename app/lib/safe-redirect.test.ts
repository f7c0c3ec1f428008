import { expect, test } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

test("paths on this site are kept", () => {
  expect(safeRedirect("/admin/leads?status=new")).toBe("/admin/leads?status=new");
  expect(safeRedirect("/pentacityhansin/press")).toBe("/pentacityhansin/press");
});

test("anything that could leave the site falls back", () => {
  for (const to of [
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "admin",
    "",
    null,
    undefined,
  ]) {
    expect(safeRedirect(to)).toBe("/admin");
  }
  expect(safeRedirect("//x", "/")).toBe("/");
});
