import { expect, test } from "vitest";
import { isSameOriginRequest } from "./origin.server.ts";

const siteUrl = "https://www.pentacity-hansin.example";
const post = (headers: Record<string, string>, url = "http://127.0.0.1:3000/api/lead") =>
  new Request(url, { method: "POST", headers });

test("the site's own origin and the request's own host are accepted", () => {
  expect(isSameOriginRequest(post({ origin: siteUrl }), siteUrl)).toBe(true);
  expect(isSameOriginRequest(post({ origin: "http://127.0.0.1:3000" }), siteUrl)).toBe(true);
});

test("another origin, or an opaque one, is refused", () => {
  expect(isSameOriginRequest(post({ origin: "https://evil.example" }), siteUrl)).toBe(false);
  expect(isSameOriginRequest(post({ origin: "http://127.0.0.1:3001" }), siteUrl)).toBe(false);
  expect(isSameOriginRequest(post({ origin: "null" }), siteUrl)).toBe(false);
});

test("without Origin, Sec-Fetch-Site decides; without both it is not a browser page", () => {
  expect(isSameOriginRequest(post({ "sec-fetch-site": "cross-site" }), siteUrl)).toBe(false);
  expect(isSameOriginRequest(post({ "sec-fetch-site": "same-site" }), siteUrl)).toBe(false);
  expect(isSameOriginRequest(post({ "sec-fetch-site": "same-origin" }), siteUrl)).toBe(true);
  expect(isSameOriginRequest(post({}), siteUrl)).toBe(true);
});
