import { describe, expect, test } from "vitest";
import { testDatabases } from "#app/db/test-databases.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import { staffTestContext } from "#app/platform/access/test-context.ts";
import { complexHandle } from "#app/platform/sites/scope.server.ts";
import { siteContext } from "#app/platform/sites/site.ts";
import { sitesTestDatabase } from "#app/platform/sites/test-database.ts";
import { adminPressList, createNoticeAction, createPressAction } from "./admin-view.server.ts";

const post = (fields: Record<string, string>) =>
  new Request("http://localhost/admin", { method: "POST", body: new URLSearchParams(fields) });

describe.each(testDatabases())("the staff's board forms on %s", (_name, open) => {
  const database = sitesTestDatabase(open, { second: true });

  test("an article or notice naming another complex or a namespace is written under the admin's complex", async () => {
    const staff = requireStaff(staffTestContext("owner", { db: database.db }));
    await createPressAction(staff, post({ siteId: "second", title: "기사", summary: "요약", content: "" }));
    await createNoticeAction(
      staff,
      post({ intent: "save", siteId: "second", title: "공지", body: "본문", category: "general" }),
    );
    await createPressAction(staff, post({ siteId: "press-room", title: "기사 2", summary: "요약", content: "" }));
    const sites = async (table: "press" | "notices") =>
      (await database.db.selectFrom(table).select("site_id").execute()).map((row) => row.site_id).sort();
    expect(await sites("press")).toEqual(["pentacityhansin", "pentacityhansin"]);
    expect(await sites("notices")).toEqual(["pentacityhansin"]);
  });

  test("an owner working on another complex opens its public pages on that complex's own host", async () => {
    const context = staffTestContext("owner", { db: complexHandle(database.db, "second") });
    context.set(siteContext, { id: "second", name: "둘째 단지", builder: "", status: "live" });
    const staff = requireStaff(context);
    await createPressAction(staff, post({ title: "둘째 기사", summary: "요약", content: "" }));
    const list = await adminPressList(staff, new URL("http://localhost/admin/press"));
    expect(list.rows.map((row) => row.publicPath)).toEqual([
      expect.stringMatching(/^https:\/\/second\.example\/second\/press\/[0-9a-f-]{36}$/),
    ]);
    // The designed complex's pages stay on this address.
    const first = requireStaff(staffTestContext("owner", { db: complexHandle(database.db, "pentacityhansin") }));
    await createPressAction(first, post({ title: "첫째 기사", summary: "요약", content: "" }));
    expect(
      (await adminPressList(first, new URL("http://localhost/admin/press"))).rows.map((row) => row.publicPath),
    ).toEqual([expect.stringMatching(/^\/pentacityhansin\/press\/[0-9a-f-]{36}$/)]);
  });
});
