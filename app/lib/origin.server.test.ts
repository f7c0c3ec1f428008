import { expect, test } from "vitest";
import { isSameOriginRequest } from "./origin.server.ts";

const siteUrl = "https://www.pentacity-hansin.example";
const production = { siteUrl, aliases: [], acceptRequestOrigin: false };
const development = { siteUrl, aliases: [], acceptRequestOrigin: true };
const post = (headers: Record<string, string>, url = "http://127.0.0.1:3000/api/lead") =>
  new Request(url, { method: "POST", headers });

test("the site's own origin is accepted; in development the request's own host too", () => {
  expect(isSameOriginRequest(post({ origin: siteUrl }), production)).toBe(true);
  expect(isSameOriginRequest(post({ origin: siteUrl }), development)).toBe(true);
  expect(isSameOriginRequest(post({ origin: "http://127.0.0.1:3000" }), development)).toBe(true);
});

test("in production the request's own Host proves nothing: a forged Host and a matching Origin are refused", () => {
  const forged = post({ origin: "http://evil.example" }, "http://evil.example/api/lead");
  expect(isSameOriginRequest(forged, production)).toBe(false);
  expect(isSameOriginRequest(post({ origin: "http://127.0.0.1:3000" }), production)).toBe(false);
});

test("configured aliases are accepted, by exact origin", () => {
  const policy = { ...production, aliases: ["https://pentacity-hansin.example"] };
  expect(isSameOriginRequest(post({ origin: "https://pentacity-hansin.example" }), policy)).toBe(true);
  expect(isSameOriginRequest(post({ origin: "http://pentacity-hansin.example" }), policy)).toBe(false);
  expect(isSameOriginRequest(post({ origin: "https://evil.pentacity-hansin.example" }), policy)).toBe(false);
});

test("another origin, or an opaque one, is refused", () => {
  for (const policy of [production, development]) {
    expect(isSameOriginRequest(post({ origin: "https://evil.example" }), policy)).toBe(false);
    expect(isSameOriginRequest(post({ origin: "http://127.0.0.1:3001" }), policy)).toBe(false);
    expect(isSameOriginRequest(post({ origin: "null" }), policy)).toBe(false);
  }
});

test("without Origin, Sec-Fetch-Site decides; without both it is not a browser page", () => {
  expect(isSameOriginRequest(post({ "sec-fetch-site": "cross-site" }), production)).toBe(false);
  expect(isSameOriginRequest(post({ "sec-fetch-site": "same-site" }), production)).toBe(false);
  expect(isSameOriginRequest(post({ "sec-fetch-site": "same-origin" }), production)).toBe(true);
  expect(isSameOriginRequest(post({}), production)).toBe(true);
});
