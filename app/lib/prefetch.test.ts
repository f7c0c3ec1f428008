import { expect, test } from "vitest";
import { isPrefetchRequest } from "./prefetch.ts";

const request = (headers: Record<string, string>) => new Request("http://x.test/a", { headers });

test("a link prefetch is recognised by the headers browsers send", () => {
  expect(isPrefetchRequest(request({ "Sec-Purpose": "prefetch" }))).toBe(true);
  expect(isPrefetchRequest(request({ "Sec-Purpose": "prefetch;prerender" }))).toBe(true);
  expect(isPrefetchRequest(request({ Purpose: "prefetch" }))).toBe(true);
  expect(isPrefetchRequest(request({ "X-Moz": "prefetch" }))).toBe(true);
});

test("a page view is not a prefetch", () => {
  expect(isPrefetchRequest(request({}))).toBe(false);
  expect(isPrefetchRequest(request({ Accept: "text/html" }))).toBe(false);
  expect(isPrefetchRequest(request({ "Sec-Purpose": "prefetchless" }))).toBe(false);
});
