import { domainToASCII } from "node:url";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { runSiteCommand } from "#app/modules/sites/command.server.ts";
import {
  bumpContentVersion,
  notifyContentChange,
  pollContentVersions,
  readContentVersions,
  resetContentVersionsForTest,
} from "#app/platform/content-signal/content-versions.server.ts";
import { createSiteResolver } from "./resolver.server.ts";
import {
  addHost,
  addSite,
  complexUrl,
  defaultSite,
  ensureDefaultSite,
  listSites,
  normaliseHost,
  SITES_AREA,
  SiteInputError,
  setSiteStatus,
} from "./sites.server.ts";

test("host names are compared lower case, without port or trailing dot, IDN as punycode; anything else is refused", () => {
  expect(normaliseHost("WWW.Example.CO.KR.")).toBe("www.example.co.kr");
  expect(normaliseHost("분양.한국")).toBe(domainToASCII("분양.한국"));
  expect(normaliseHost("분양.한국")).toMatch(/^xn--[a-z0-9]+\.xn--3e0b707e$/);
  expect(normaliseHost("localhost")).toBe("localhost");
  for (const bad of [
    "",
    "example",
    "http://a.example",
    "a.example/path",
    "a.example:8080",
    "1.2.3.4",
    "-a.example",
    "a b.example",
    "a..example",
    "user@a.example",
    "[::1]",
  ]) {
    expect(normaliseHost(bad), bad).toBeNull();
  }
});

describe.each(testDatabases())("sites on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    resetContentVersionsForTest();
    database = await open();
    await ensureDefaultSite(database.db);
  });
  afterEach(async () => {
    await database.cleanup();
  });

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SiteInputError);
    return error as SiteInputError;
  };

  test("a complex's public address: SITE_URL for the first, https on another's first host (a host added later changes nothing)", async () => {
    await addSite(
      database.db,
      { id: "second", name: "둘째 단지", host: "second.example", builder: "" },
      { now: new Date("2026-12-01T00:00:00Z") },
    );
    await addHost(database.db, "second", "a-later.example", { now: new Date("2026-12-02T00:00:00Z") });
    expect(await complexUrl(database.db, defaultSite().id)).toBe(getEnv().SITE_URL);
    expect(await complexUrl(database.db, "second")).toBe("https://second.example");
    expect(await complexUrl(database.db, "nowhere")).toBe(getEnv().SITE_URL);
  });

  test("the first complex is a row once, whatever the restarts; a complex is added 준비 중 with its host, bumping the area", async () => {
    await ensureDefaultSite(database.db);
    const added = await addSite(database.db, {
      id: "second",
      name: " 둘째 단지 ",
      host: "Second.Example",
      builder: "",
    });
    expect(added).toMatchObject({ id: "second", name: "둘째 단지", host: "second.example" });
    const sites = await listSites(database.db);
    expect(sites.map((site) => [site.id, site.status, site.hosts])).toEqual([
      [defaultSite().id, "live", []],
      ["second", "preparing", ["second.example"]],
    ]);
    expect((await readContentVersions(database.db)).get(SITES_AREA)).toBe(1);
  });

  test("bad input and taken ids or hosts are refused with the field and a Korean message; nothing is stored", async () => {
    await addSite(database.db, { id: "second", name: "둘째", host: "second.example" });
    const cases = [
      [{ id: "Second!", name: "x", host: "x.example" }, "id"],
      [{ id: "third", name: "", host: "x.example" }, "name"],
      [{ id: "third", name: "셋째", host: "http://x.example/" }, "host"],
      [{ id: "second", name: "셋째", host: "third.example" }, "id"],
      [{ id: "third", name: "셋째", host: "SECOND.example" }, "host"],
      [{ id: "third", name: "셋째", host: new URL(getEnv().SITE_URL).hostname }, "host"],
    ] as const;
    for (const [input, field] of cases) {
      const error = await refusal(addSite(database.db, input));
      expect(error.field, JSON.stringify(input)).toBe(field);
      expect(error.message).toMatch(/[가-힣]/);
    }
    expect((await refusal(addHost(database.db, "second", "second.example"))).field).toBe("host");
    expect((await refusal(addHost(database.db, "nobody", "new.example"))).field).toBe("id");
    expect((await refusal(setSiteStatus(database.db, "second", "open"))).field).toBe("status");
    expect((await listSites(database.db)).map((site) => site.id)).toEqual([defaultSite().id, "second"]);
    expect(await database.db.selectFrom("site_hosts").select("host").execute()).toEqual([{ host: "second.example" }]);
  });

  test("a change's audit hook runs in its transaction: when it fails, the complex is not added", async () => {
    const failing = addSite(
      database.db,
      { id: "second", name: "둘째", host: "second.example" },
      {
        also: async () => {
          throw new Error("audit down");
        },
      },
    );
    await expect(failing).rejects.toThrow("audit down");
    expect((await listSites(database.db)).map((site) => site.id)).toEqual([defaultSite().id]);
  });

  test("the resolver: the default hosts are the first complex, a registered host its complex, any other host nobody", async () => {
    await addSite(database.db, { id: "second", name: "둘째 단지", host: "second.example" });
    const resolver = createSiteResolver({ db: database.db, defaultHosts: ["www.first.example"] });
    expect((await resolver.resolve("WWW.first.example:443"))?.id).toBe(defaultSite().id);
    expect(await resolver.resolve("second.example")).toMatchObject({
      id: "second",
      name: "둘째 단지",
      status: "preparing",
    });
    expect(await resolver.resolve("evil.example")).toBeNull();
    expect(await resolver.resolve(undefined)).toBeNull();
    const byAddress = createSiteResolver({ db: database.db, defaultHosts: ["127.0.0.1", "[::1]"] });
    expect((await byAddress.resolve("127.0.0.1:3000"))?.id).toBe(defaultSite().id);
    expect((await byAddress.resolve("[::1]:3000"))?.id).toBe(defaultSite().id);
    expect(await byAddress.resolve("10.0.0.1")).toBeNull();
  });

  test("another instance's new host is found once the content poll tells of it; a failed read keeps the copy", async () => {
    const resolver = createSiteResolver({ db: database.db, defaultHosts: [] });
    expect(await resolver.resolve("second.example")).toBeNull();
    await pollContentVersions(database.db);
    // Written by "another instance", with the version bump its transaction makes: this one heard nothing yet.
    await database.db
      .insertInto("sites")
      .values({ id: "second", name: "둘째", builder: "", status: "live", created_at: "x", updated_at: "x" })
      .execute();
    await database.db
      .insertInto("site_hosts")
      .values({ host: "second.example", site_id: "second", created_at: "x" })
      .execute();
    await bumpContentVersion(database.db, SITES_AREA);
    expect(await resolver.resolve("second.example")).toBeNull();
    expect(await pollContentVersions(database.db)).toEqual([SITES_AREA]);
    expect((await resolver.resolve("second.example"))?.id).toBe("second");

    await database.db.updateTable("sites").set({ status: "closed" }).where("id", "=", "second").execute();
    await bumpContentVersion(database.db, SITES_AREA);
    expect((await resolver.resolve("second.example"))?.status).toBe("live");
    await pollContentVersions(database.db);
    expect((await resolver.resolve("second.example"))?.status).toBe("closed");

    await database.close();
    notifyContentChange(SITES_AREA);
    expect((await resolver.resolve("second.example"))?.status).toBe("closed");
  });

  test("npm run site: list, add, host and status print Korean lines, audit each change, and exit 0, 1 (refused) or 2 (usage)", async () => {
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(`! ${line}`) };
    const run = (...argv: string[]) => runSiteCommand(database.db, argv, io);
    expect(await run("add", "--id", "second", "--name", "둘째 단지", "--host", "second.example")).toBe(0);
    expect(await run("host", "--id", "second", "--host", "www.second.example")).toBe(0);
    expect(await run("status", "--id", "second", "--status", "live")).toBe(0);
    expect(await run("add", "--id", "third", "--name", "셋째", "--host", "second.example")).toBe(1);
    expect(await run("add", "--id", "third")).toBe(2);
    expect(await run("remove", "--id", "second")).toBe(2);
    expect(await run("list", "--bogus")).toBe(2);
    lines.length = 0;
    expect(await run("list")).toBe(0);
    expect(lines).toEqual([
      `${defaultSite().id}\t${defaultSite().name}\t운영 중\t(SITE_URL·ALLOWED_ORIGINS의 주소)`,
      "second\t둘째 단지\t운영 중\tsecond.example, www.second.example",
    ]);
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "target", "reason", "actor_id"])
      .orderBy("created_at")
      .execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual(["site.create", "site.host.add", "site.status"]);
    expect(
      audit.every((entry) => entry.target === "second" && entry.actor_id === null && entry.reason?.includes("명령줄")),
    ).toBe(true);
  });
});
