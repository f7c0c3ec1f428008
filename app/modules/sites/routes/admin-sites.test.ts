import { describe, expect, test } from "vitest";
import { testDatabases } from "#app/db/test-databases.ts";
import { staffTestContext } from "#app/platform/access/test-context.ts";
import { defaultSite } from "#app/platform/sites/sites.server.ts";
import { sitesTestDatabase } from "#app/platform/sites/test-database.ts";
import { action, loader } from "./admin-sites.tsx";

type Answer = {
  data: { ok: boolean; message: string; field?: string; values?: Record<string, string> };
  init: ResponseInit | null;
};

describe.each(testDatabases())("단지 관리 on %s", (_name, open) => {
  const database = sitesTestDatabase(open);

  const post = async (fields: Record<string, string>) => {
    const request = new Request("http://localhost/admin/sites", { method: "POST", body: new URLSearchParams(fields) });
    const context = staffTestContext("owner", { db: database.db });
    return (await action({ request, context, params: {} } as never)) as unknown as Answer;
  };

  test("the owner adds a complex, a second host and opens it; each answer in Korean, each change audit-logged", async () => {
    const added = await post({
      intent: "add",
      id: "second",
      name: "둘째 단지",
      builder: "둘째건설",
      host: "second.example",
    });
    expect(added.data).toMatchObject({ ok: true, message: expect.stringContaining("단지를 추가했습니다: 둘째 단지") });
    expect((await post({ intent: "host", siteId: "second", host: "www.second.example" })).data.ok).toBe(true);
    const opened = await post({ intent: "status", siteId: "second", status: "live" });
    expect(opened.data.message).toContain("운영 중");

    const context = staffTestContext("owner", { db: database.db });
    const page = await loader({ request: new Request("http://localhost/admin/sites"), context, params: {} } as never);
    expect(page.sites.map((site) => [site.id, site.statusLabel, site.hosts, site.isDefault])).toEqual([
      [defaultSite().id, "운영 중", [], true],
      ["second", "운영 중", ["second.example", "www.second.example"], false],
    ]);
    const audit = await database.db.selectFrom("audit_log").select(["action", "actor_email", "target"]).execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual(["site.create", "site.host.add", "site.status"]);
    expect(audit.every((entry) => entry.actor_email === "owner@example.com" && entry.target === "second")).toBe(true);
  });

  test("closing a complex is asked once more: without the confirmation nothing changes", async () => {
    await post({ intent: "add", id: "second", name: "둘째 단지", host: "second.example" });
    const asked = await post({ intent: "status", siteId: "second", status: "closed" });
    expect(asked.data).toMatchObject({
      ok: false,
      confirm: "second",
      message: expect.stringContaining("분양 종료 안내로 바뀝니다"),
    });
    const status = () =>
      database.db.selectFrom("sites").select("status").where("id", "=", "second").executeTakeFirstOrThrow();
    expect(await status()).toEqual({ status: "preparing" });
    expect((await post({ intent: "status", siteId: "second", status: "closed", confirm: "1" })).data.ok).toBe(true);
    expect(await status()).toEqual({ status: "closed" });
  });

  test("bad input is a 400 naming the field in Korean, keeps what was typed, and changes nothing", async () => {
    await post({ intent: "add", id: "second", name: "둘째", host: "second.example" });
    const cases: [Record<string, string>, string | undefined][] = [
      [{ intent: "add", id: "Bad Id", name: "셋째", host: "third.example" }, "id"],
      [{ intent: "add", id: "third", name: "셋째", host: "https://third.example/path" }, "host"],
      [{ intent: "add", id: "third", name: "셋째", host: "SECOND.example" }, "host"],
      [{ intent: "host", siteId: "nobody", host: "new.example" }, undefined],
      [{ intent: "status", siteId: "second", status: "deleted" }, "status"],
      [{ intent: "drop", siteId: "second" }, undefined],
    ];
    for (const [fields, field] of cases) {
      const answer = await post(fields);
      expect(answer.init?.status, JSON.stringify(fields)).toBe(400);
      expect(answer.data.ok).toBe(false);
      expect(answer.data.field).toBe(field);
      expect(answer.data.message).toMatch(/[가-힣]/);
    }
    expect((await post({ intent: "add", id: "third", name: "셋째 단지", host: "bad host" })).data.values).toMatchObject(
      {
        id: "third",
        name: "셋째 단지",
        host: "bad host",
      },
    );
    expect(await database.db.selectFrom("sites").select("id").orderBy("id").execute()).toEqual([
      { id: defaultSite().id },
      { id: "second" },
    ]);
    expect(await database.db.selectFrom("audit_log").select("action").execute()).toEqual([{ action: "site.create" }]);
  });
});
