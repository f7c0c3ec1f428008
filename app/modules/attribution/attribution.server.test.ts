import { expect, test } from "vitest";
import type { OriginPolicy } from "#app/lib/origin.server.ts";
import {
  attributionFromForm,
  campaignLandingOf,
  campaignLandingOfPath,
  campaignQueryOf,
  refererLandingOf,
} from "./attribution.server.ts";

const siteUrl = "https://www.pentacity-hansin.example";
const production: OriginPolicy = { siteUrl, aliases: ["http://127.0.0.1:4180"], acceptRequestOrigin: false };
const development: OriginPolicy = { ...production, aliases: [], acceptRequestOrigin: true };
const ad = "utm_source=naver&utm_medium=cpc&utm_campaign=launch";

const post = (referer: string | null, url = `${siteUrl}/?index`) =>
  new Request(url, { method: "POST", headers: referer === null ? {} : { referer } });

test("only an address's campaign parameters are kept, in their order; none is an empty query and no landing", () => {
  const url = new URL(`${siteUrl}/Promotion/Visit?date=2026-12-01&${ad}&fbclid=secret&n_keyword=x`);
  expect(campaignQueryOf(url)).toBe(`${ad}&n_keyword=x`);
  expect(campaignLandingOf(url)).toBe(`/Promotion/Visit?${ad}&n_keyword=x`);
  expect(campaignQueryOf(new URL(`${siteUrl}/?date=2026-12-01`))).toBe("");
  expect(campaignLandingOf(new URL(`${siteUrl}/`))).toBeNull();
});

test("a posted landing is reduced the same way; anything but a path on the site is none", () => {
  expect(campaignLandingOfPath(`/?${ad}&name=secret`)).toBe(`/?${ad}`);
  expect(campaignLandingOfPath("/Brand/intro")).toBeNull();
  expect(campaignLandingOfPath(`//evil.example/?${ad}`)).toBeNull();
  expect(campaignLandingOfPath(`https://evil.example/?${ad}`)).toBeNull();
  expect(campaignLandingOfPath(null)).toBeNull();
});

test("the Referer on the site's own origin gives its path and campaign parameters, nothing else", () => {
  expect(refererLandingOf(post(`${siteUrl}/?${ad}&fbclid=secret`), production)).toBe(`/?${ad}`);
  // An alias the site also answers on (ALLOWED_ORIGINS).
  expect(refererLandingOf(post(`http://127.0.0.1:4180/Brand/intro?${ad}`), production)).toBe(`/Brand/intro?${ad}`);
});

test("a Referer on the site without campaign parameters, or no Referer, says nothing", () => {
  expect(refererLandingOf(post(`${siteUrl}/`), production)).toBeNull();
  expect(refererLandingOf(post(`${siteUrl}/Brand/intro?page=2`), production)).toBeNull();
  expect(refererLandingOf(post(null), production)).toBeNull();
  expect(refererLandingOf(post(""), production)).toBeNull();
});

test("another origin's Referer is ignored, however close its name", () => {
  for (const referer of [
    `https://evil.example/?${ad}`,
    `http://www.pentacity-hansin.example/?${ad}`,
    `https://www.pentacity-hansin.example:8443/?${ad}`,
    `https://www.pentacity-hansin.example.evil.example/?${ad}`,
    `https://evil.www.pentacity-hansin.example/?${ad}`,
  ]) {
    expect(refererLandingOf(post(referer), production), referer).toBeNull();
  }
});

test("a malformed Referer, or one that is not an http(s) address, is ignored", () => {
  for (const referer of [`/?${ad}`, "not a url", "http://", `javascript:alert(1)//?${ad}`, `data:text/html,?${ad}`]) {
    expect(refererLandingOf(post(referer), production), referer).toBeNull();
  }
});

test("the request's own origin counts only where the policy accepts it (development)", () => {
  const request = () => post(`http://localhost:5173/?${ad}`, "http://localhost:5173/?index");
  expect(refererLandingOf(request(), development)).toBe(`/?${ad}`);
  expect(refererLandingOf(request(), production)).toBeNull();
});

test("a form's own landing wins over the fallback; the fallback is classified like any landing", () => {
  const ownHosts = ["www.pentacity-hansin.example"];
  const form = (fields: Record<string, string>) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) formData.set(name, value);
    return formData;
  };
  const fallback = "/?utm_source=kakao&utm_campaign=open";
  expect(attributionFromForm(form({}), ownHosts, fallback)).toMatchObject({
    channel: "kakao",
    campaign: "open",
    landingPath: "/",
  });
  expect(attributionFromForm(form({ landing: `/?${ad}`, referrer: "" }), ownHosts, fallback)).toMatchObject({
    channel: "naver",
    campaign: "launch",
  });
  expect(attributionFromForm(form({}), ownHosts, null)).toBeNull();
});
