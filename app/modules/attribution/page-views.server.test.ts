import { RateLimiterMemory } from "rate-limiter-flexible";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { FEATURES } from "#app/modules/index.server.ts";
import { siteScoped } from "#app/platform/sites/scope.server.ts";
import { handlePageView, OTHER_PATH, type PageViewDeps, pageViewPath } from "./page-views.server.ts";

const siteUrl = "https://www.pentacity-hansin.example";
const ADDRESS = "203.0.113.7";
const BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari";
// 2026-11-24T16:30Z is 2026-11-25 01:30 in Korea.
const NOW = new Date("2026-11-24T16:30:00Z");
// The shapes the server counts with (app/modules/attribution/routes/api-view.ts).
const SHAPES = FEATURES.flatMap((feature) => feature.pageViewShapes ?? []);

function beacon(
  fields: Record<string, string> | string,
  { type = "application/x-www-form-urlencoded;charset=UTF-8", userAgent = BROWSER } = {},
) {
  const body = typeof fields === "string" ? fields : new URLSearchParams(fields).toString();
  return new Request(`${siteUrl}/api/view`, {
    method: "POST",
    headers: { "content-type": type, origin: siteUrl, "user-agent": userAgent },
    body,
  });
}

test("paths become a known page, a route shape or one bucket; the admin area is not counted", () => {
  expect(pageViewPath("/", SHAPES)).toBe("/");
  expect(pageViewPath("/brand/intro/", SHAPES)).toBe("/Brand/intro");
  expect(pageViewPath("/FloorPlan/84A", SHAPES)).toBe("/FloorPlan/84A");
  expect(pageViewPath("/Promotion/Visit", SHAPES)).toBe("/Promotion/Visit");
  expect(pageViewPath("/Promotion/Visit/secret-token-abc", SHAPES)).toBe("/Promotion/Visit/:token");
  expect(pageViewPath("/pentacityhansin/press/42", SHAPES)).toBe("/:site/press/:id");
  expect(pageViewPath("/pentacityhansin/customer", SHAPES)).toBe("/:site/customer");
  expect(pageViewPath("/Bad_Site!/customer", SHAPES)).toBe(OTHER_PATH);
  expect(pageViewPath(`/random-${Math.random()}`, SHAPES)).toBe(OTHER_PATH);
  expect(pageViewPath("/admin", SHAPES)).toBeNull();
  expect(pageViewPath("/Admin/leads/1", SHAPES)).toBeNull();
});

describe.each(testDatabases())("page-view beacons on %s", (_name, open) => {
  let database: TestDatabase;
  let deps: PageViewDeps;
  beforeEach(async () => {
    database = await open();
    deps = {
      db: database.db,
      shapes: SHAPES,
      limiter: new RateLimiterMemory({ points: 1000, duration: 60 }),
      siteUrl,
      now: () => NOW,
    };
  });
  afterEach(async () => {
    await database.cleanup();
  });

  const rows = () =>
    database.db
      .selectFrom("page_views_daily")
      .select(["day", "path", "channel", "campaign", "views", "visits"])
      .orderBy("path")
      .orderBy("channel")
      .execute()
      .then((list) => list.map((row) => ({ ...row, views: Number(row.views), visits: Number(row.visits) })));

  test("views add up per day, page, channel and campaign; visits count only first pages", async () => {
    const landing = "/?utm_source=naver&utm_medium=cpc&utm_campaign=launch";
    for (const fields of [
      { p: "/", l: landing, r: "", v: "1" },
      { p: "/Brand/intro", l: landing, r: "", v: "0" },
      { p: "/", l: landing, r: "", v: "0" },
      { p: "/", l: "/", r: "", v: "1" },
      { p: "/Brand/intro", l: "/Brand/intro", r: "https://www.google.co.kr/", v: "1" },
    ]) {
      expect((await handlePageView(beacon(fields), ADDRESS, deps)).status).toBe(204);
    }
    expect(await rows()).toEqual([
      { day: "2026-11-25", path: "/", channel: "direct", campaign: "", views: 1, visits: 1 },
      { day: "2026-11-25", path: "/", channel: "naver", campaign: "launch", views: 2, visits: 1 },
      { day: "2026-11-25", path: "/Brand/intro", channel: "google", campaign: "", views: 1, visits: 1 },
      { day: "2026-11-25", path: "/Brand/intro", channel: "naver", campaign: "launch", views: 1, visits: 0 },
    ]);
  });

  test("each complex counts its own views: the same page on two hosts is two rows, each read by its complex", async () => {
    const second = { ...deps, db: siteScoped(database.db, "second") };
    const first = { ...deps, db: siteScoped(database.db, "pentacityhansin") };
    for (const each of [first, second, second]) {
      expect((await handlePageView(beacon({ p: "/", l: "/", v: "1" }), ADDRESS, each)).status).toBe(204);
    }
    const counted = await database.db
      .selectFrom("page_views_daily")
      .select(["site_id", "views"])
      .orderBy("site_id")
      .execute();
    expect(counted.map((row) => [row.site_id, Number(row.views)])).toEqual([
      ["pentacityhansin", 1],
      ["second", 2],
    ]);
    const seenBySecond = await second.db.selectFrom("page_views_daily").select("views").execute();
    expect(seenBySecond.map((row) => Number(row.views))).toEqual([2]);
  });

  test("concurrent beacons on one row add up exactly", async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        handlePageView(beacon({ p: "/", l: "/", v: index % 4 === 0 ? "1" : "0" }), ADDRESS, deps),
      ),
    );
    expect(results.every((result) => result.status === 204)).toBe(true);
    expect(await rows()).toEqual([
      { day: "2026-11-25", path: "/", channel: "direct", campaign: "", views: 100, visits: 25 },
    ]);
  });

  test("bots and the admin area are answered 204 and not counted", async () => {
    const bot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    expect((await handlePageView(beacon({ p: "/" }, { userAgent: bot }), ADDRESS, deps)).status).toBe(204);
    expect(
      (await handlePageView(beacon({ p: "/", v: "1" }, { userAgent: "Yeti/1.1 (Naver)" }), ADDRESS, deps)).status,
    ).toBe(204);
    expect((await handlePageView(beacon({ p: "/admin/leads" }), ADDRESS, deps)).status).toBe(204);
    expect(await rows()).toEqual([]);
  });

  test.each([
    ["a JSON body", beacon('{"p":"/"}', { type: "application/json" }), 415],
    ["no content type", beacon("p=/", { type: "" }), 415],
    ["no path", beacon({ l: "/" }), 400],
    ["a full address as path", beacon({ p: "https://evil.example/" }), 400],
    ["a path with spaces", beacon({ p: "/a b" }), 400],
    ["an unknown field", beacon({ p: "/", ip: "1.2.3.4" }), 400],
    ["a visit flag that is not 0 or 1", beacon({ p: "/", v: "100" }), 400],
    ["a path too long", beacon({ p: `/${"a".repeat(300)}` }), 400],
    ["a body too large", beacon(`p=/&l=${"a".repeat(5000)}`), 413],
    ["broken encoding", beacon("p=%E0%A4%A&v=%"), 400],
  ])("%s is refused with a Korean message and nothing is stored", async (_label, request, status) => {
    const response = await handlePageView(request, ADDRESS, deps);
    expect(response.status).toBe(status);
    expect(response.message).toMatch(/[가-힣]/);
    expect(await rows()).toEqual([]);
  });

  test("a client over its limit hears 429 and its extra beacons are not counted", async () => {
    deps.limiter = new RateLimiterMemory({ points: 3, duration: 60 });
    const statuses = [];
    for (let index = 0; index < 5; index++)
      statuses.push((await handlePageView(beacon({ p: "/" }), ADDRESS, deps)).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect((await handlePageView(beacon({ p: "/" }), "198.51.100.1", deps)).status).toBe(204);
    expect((await rows())[0]?.views).toBe(4);
  });

  test("hostile attribution values are classified and capped, never stored as sent", async () => {
    const landing = `/?utm_source=${encodeURIComponent("<script>\u0000X")}&utm_campaign=${"c".repeat(500)}`;
    expect((await handlePageView(beacon({ p: "/", l: landing }), ADDRESS, deps)).status).toBe(204);
    const [row] = await rows();
    expect(row?.channel).toBe("script_x");
    expect(row?.campaign).toHaveLength(100);
  });

  test("a day keeps its first channels and campaigns; further new ones are counted as 기타, no view lost", async () => {
    deps.bounds = { channels: 3, campaigns: 2 };
    const send = async (source: string, campaign: string, v = "1") => {
      const landing = `/?utm_source=${source}&utm_campaign=${campaign}`;
      expect((await handlePageView(beacon({ p: "/", l: landing, v }), ADDRESS, deps)).status).toBe(204);
    };
    for (let n = 0; n < 10; n++) await send("kakao", `c${n}`);
    // A campaign the day already has keeps its own row after the limit.
    await send("kakao", "c1", "0");
    for (let n = 0; n < 10; n++) await send(`source${n}`, "x");
    await send("kakao", "c0", "0");
    const got = await rows();
    const key = (row: { channel: string; campaign: string; views: number; visits: number }) =>
      `${row.channel}|${row.campaign}|${row.views}|${row.visits}`;
    expect(got.map(key).sort()).toEqual(
      [
        "kakao|c0|2|1",
        "kakao|c1|2|1",
        "kakao|기타|8|8",
        "source0|x|1|1",
        "source1|x|1|1",
        // Channels past the third: one row, their campaigns not kept.
        "기타||8|8",
      ].sort(),
    );
    expect(got.reduce((sum, row) => sum + row.views, 0)).toBe(22);
  });
});
