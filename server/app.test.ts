import http from "node:http";
import type { AddressInfo } from "node:net";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import type { Database } from "#app/db/schema.ts";
import { databaseContext } from "#app/platform/database.server.ts";
import type { SiteResolver } from "#app/platform/sites/resolver.server.ts";
import { scopeOf } from "#app/platform/sites/scope.server.ts";
import type { Site } from "#app/platform/sites/site.ts";
import { defaultSite } from "#app/platform/sites/sites.server.ts";
import { CACHED_PAGES, createApp, requestContext, withActionOrigins } from "./app.ts";
import { rawRequest } from "./test-request.ts";

const counted = vi.hoisted(() => [] as string[]);
vi.mock("#app/modules/board/press-views.server.ts", () => ({
  getPressViewCounter: () => ({ count: (id: string) => counted.push(id) }),
}));

test("the cached pages are the content pages and the per-site press list, article and customer page; an article's id is its view", () => {
  const served = (path: string) => {
    for (const page of CACHED_PAGES) {
      const match = page.pattern.exec(path);
      if (match) {
        page.onServe?.(match);
        return true;
      }
    }
    return false;
  };
  const cached = [
    "/pentacityhansin/press",
    "/pentacityhansin/press/Ab-12",
    "/pentacityhansin/customer",
    "/Promotion/Customer",
    "/",
  ];
  const not = ["/Site_1/press", "/pentacityhansin/press/a/b", "/pentacityhansin/visit", "/admin"];
  expect(cached.map(served)).toEqual([true, true, true, true, true]);
  expect(not.map(served)).toEqual([false, false, false, false]);
  expect(counted).toEqual(["Ab-12"]);
});

/**
 * The one gate: method and origin are refused here, in front of every route, before any action
 * (the lead endpoint's handler no longer checks them itself). The build is empty: a request that
 * got past the gate would fail in the renderer with a 500, so each refusal below is the gate's.
 */
describe("the gate in front of the routes", () => {
  let server: http.Server;
  let origin: string;
  const site = "https://www.pentacity-hansin.example";

  beforeAll(async () => {
    const app = await createApp({ build: {} as ServerBuild, clientDir: "/nonexistent", trustProxy: 0 });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });

  const body = "form=visit&name=%ED%99%8D&phone=01012345678&privacyConsent=on";
  const post = (headers: Record<string, string>, method = "POST") =>
    fetch(`${origin}/api/lead`, {
      method,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body,
    });

  test.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["Origin: null", { origin: "null" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
  ])("a lead posted with %s is a Korean 403 in the endpoint's JSON shape", async (_name, headers) => {
    const response = await post(headers);
    expect(response.status).toBe(403);
    const answer = (await response.json()) as { status: string; message: string };
    expect(answer.status).toBe("failed");
    expect(answer.message).toMatch(/[가-힣]/);
  });

  test("another method is a Korean 405 naming the allowed ones", async () => {
    const response = await post({ origin: site }, "PUT");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(((await response.json()) as { message: string }).message).toMatch(/[가-힣]/);
  });
});

test("React Router's allowed action origins are this process's SITE_URL and ALLOWED_ORIGINS, not the build's", () => {
  const build = { allowedActionOrigins: ["www.pentacity-hansin.example"] } as ServerBuild;
  const policy = {
    siteUrl: "https://bunyang.example",
    aliases: ["http://127.0.0.1:3000", "https://bunyang.example"],
    acceptRequestOrigin: false,
  };
  expect(withActionOrigins(build, policy).allowedActionOrigins).toEqual(["bunyang.example", "127.0.0.1:3000"]);
});

test("every request's database handle is scoped to its complex: the complex-owned tables answer that complex's rows only", () => {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new BetterSqlite3(":memory:") }) });
  const info = { clientAddress: "127.0.0.1", nonce: "n" } as never;
  for (const site of [defaultSite(), { ...defaultSite(), id: "second" }]) {
    const context = requestContext(info, db, site);
    expect(scopeOf(context.get(databaseContext) as Kysely<Database>)).toBe(site.id);
  }
  expect(requestContext(info, null, defaultSite()).get(databaseContext)).toBeNull();
});

/** The complex from the host, in front of everything but the public files and the health check. */
describe("the complex from the host", () => {
  let server: http.Server;
  let origin: string;
  const first = defaultSite();
  let sites: Record<string, Site> = {};
  const resolver: SiteResolver = {
    resolve: async (host) => sites[(host ?? "").replace(/:\d+$/, "")] ?? null,
  };
  /** The session check's stand-in: a cookie `staff=<id>` is that complex's signed-in staff. */
  const staffChecks: string[] = [];
  const staffOf = async (request: Request, site: Site) => {
    const cookie = request.headers.get("cookie") ?? "";
    staffChecks.push(cookie);
    return cookie.split(/;\s*/).includes(`staff=${site.id}`);
  };

  beforeAll(async () => {
    const app = await createApp({
      build: {} as ServerBuild,
      clientDir: "/nonexistent",
      trustProxy: 0,
      sites: resolver,
      staffOf,
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });
  const get = (host: string, path = "/", headers: Record<string, string> = {}) =>
    rawRequest(`${origin}${path}`, { headers: { host, ...headers } });

  test("a host no complex answers on is a plain Korean 404 page (JSON under /api/), never the first complex; /healthz answers", async () => {
    sites = { "www.first.example": first };
    const page = await get("evil.example", "/Promotion/Visit");
    expect(page.status).toBe(404);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body.toString()).toMatch(
      /^<!doctype html><html lang="ko">.*<h1 style="[^"]*">페이지를 찾을 수 없습니다<\/h1>/,
    );
    expect(page.body.toString()).toContain("주소를 다시 확인해 주세요");
    expect(page.body.toString()).not.toContain("<script");
    // Styled by attributes only (the policy allows no style element); Korean words kept whole on a phone.
    expect(page.body.toString()).not.toContain("<style");
    expect(page.body.toString()).toContain("word-break:keep-all");
    expect(page.headers["cache-control"]).toContain("no-store");
    // Only the health check's own GET passes without a complex: a POST to its path is any request.
    const posted = await rawRequest(`${origin}/healthz`, { method: "POST", headers: { host: "evil.example" } });
    expect(posted.status).toBe(404);
    const api = await get("evil.example", "/api/lead");
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toMatchObject({ status: "failed" });
    expect((await get("evil.example", "/healthz")).status).toBe(200);
  });

  test("a page of a complex's own host posts to itself; another origin or another scheme is refused", async () => {
    sites = { "bunyang.example": first };
    const postFrom = (originHeader: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(`${origin}/api/lead`, {
          method: "POST",
          headers: {
            host: "bunyang.example",
            origin: originHeader,
            "content-type": "application/x-www-form-urlencoded",
          },
        });
        request.on("response", (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on("error", reject);
        request.end("form=visit");
      });
    // This server speaks plain http. Past the gate, the empty build answers 500: the post was let through.
    expect(await postFrom("http://bunyang.example")).toBe(500);
    expect(await postFrom("https://bunyang.example")).toBe(403);
    expect(await postFrom("http://evil.example")).toBe(403);
    expect(await postFrom("http://www.first.example")).toBe(403);
  });

  test("a closed complex answers its public pages with the closing notice (410) and keeps its admin", async () => {
    sites = { "www.first.example": { ...first, status: "closed" } };
    const page = await get("www.first.example", "/");
    expect(page.status).toBe(410);
    expect(page.body.toString()).toContain(`${first.name}의 분양이 종료되어`);
    // The empty build answers the admin with a 500: past the notice, into the renderer.
    expect((await get("www.first.example", "/admin")).status).not.toBe(410);
  });

  test("a template complex being prepared answers its public paths with the 준비 중 notice naming it; its admin and live complexes go on", async () => {
    sites = {
      "second.example": { id: "second", name: "둘째 <단지>", builder: "", status: "preparing" },
      "third.example": { id: "third", name: "셋째 단지", builder: "", status: "live" },
    };
    for (const path of ["/", "/Promotion/Visit", "/api/lead"]) {
      const answer = await get("second.example", path);
      expect(answer.status).toBe(503);
      expect(answer.headers["retry-after"]).toBe("3600");
      if (path !== "/api/lead") {
        expect(answer.body.toString()).toContain("<title>둘째 &#60;단지&#62;</title>");
        expect(answer.body.toString()).toContain("둘째 &#60;단지&#62; 홈페이지를 준비하고 있습니다");
      }
    }
    // The empty build answers with a 500: past the notice, into the renderer.
    expect((await get("second.example", "/admin")).status).not.toBe(503);
    expect((await get("third.example", "/")).status).not.toBe(503);
    // Without a cookie nobody's session is looked up.
    expect(staffChecks).toEqual([]);
  });

  test("a complex being prepared shows its pages to its own signed-in staff as a preview no cache keeps; anyone else gets the notice", async () => {
    sites = {
      "second.example": { id: "second", name: "둘째 단지", builder: "", status: "preparing" },
      "third.example": { id: "third", name: "셋째 단지", builder: "", status: "preparing" },
    };
    const staff = { cookie: "admin_site=third; staff=second" };
    for (const path of ["/", "/FloorPlan", "/privacy"]) {
      const answer = await get("second.example", path, staff);
      // The empty build answers with a 500: past the notice, into the renderer, with the preview's headers.
      expect(answer.status, path).toBe(500);
      expect(answer.headers["cache-control"], path).toBe("private, no-store");
      expect(answer.headers["x-robots-tag"], path).toBe("noindex, nofollow");
      expect(answer.headers["retry-after"], path).toBeUndefined();
    }
    // Another complex's staff, a visitor with some other cookie, and a post (the forms stay shut): the notice.
    for (const [host, headers, method] of [
      ["third.example", staff, "GET"],
      ["second.example", { cookie: "staff=third; visited=1" }, "GET"],
      ["second.example", staff, "POST"],
    ] as const) {
      const answer = await rawRequest(`${origin}/`, { method, headers: { host, ...headers } });
      expect(answer.status, `${host} ${method}`).toBe(503);
      expect(answer.body.toString()).toContain("홈페이지를 준비하고 있습니다");
      expect(answer.headers["cache-control"]).toContain("no-store");
    }
    expect((await get("second.example", "/")).status).toBe(503);
  });

  test("a failing session check is no preview: the notice", async () => {
    sites = { "second.example": { id: "second", name: "둘째 단지", builder: "", status: "preparing" } };
    const app = await createApp({
      build: {} as ServerBuild,
      clientDir: "/nonexistent",
      trustProxy: 0,
      sites: resolver,
      staffOf: () => Promise.reject(new Error("database down")),
    });
    const failing = http.createServer(app);
    await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
    try {
      const port = (failing.address() as AddressInfo).port;
      const answer = await rawRequest(`http://127.0.0.1:${port}/`, {
        headers: { host: "second.example", cookie: "staff=second" },
      });
      expect(answer.status).toBe(503);
    } finally {
      failing.close();
    }
  });
});
