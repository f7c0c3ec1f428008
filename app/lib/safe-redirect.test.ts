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

test("non-ASCII paths are percent-encoded, so the Location header can carry them", () => {
  expect(safeRedirect("/\u3002evil")).toBe("/%E3%80%82evil");
  expect(safeRedirect("/분양/안내?q=모델하우스#위치")).toBe(
    "/%EB%B6%84%EC%96%91/%EC%95%88%EB%82%B4?q=%EB%AA%A8%EB%8D%B8%ED%95%98%EC%9A%B0%EC%8A%A4#%EC%9C%84%EC%B9%98",
  );
  for (const to of ["/\u3002evil", "/\uFF0F\uFF0Fevil.example", "/a\u202Eb", "/\uD800"]) {
    expect(() => new Headers({ Location: safeRedirect(to) }), JSON.stringify(to)).not.toThrow();
  }
});

test("a path that a URL parser turns into another host falls back", () => {
  for (const to of ["/.\\/evil.example", "/./\\evil.example", "/..//evil.example", "/%2e%2e//evil.example"]) {
    expect(safeRedirect(to), JSON.stringify(to)).toBe("/admin");
  }
});
