import { describe, expect, test } from "vitest";
import { testDatabases } from "#app/db/test-databases.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import { staffTestContext } from "#app/platform/access/test-context.ts";
import { sitesTestDatabase } from "#app/platform/sites/test-database.ts";
import { createNoticeAction, createPressAction } from "./admin-view.server.ts";

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
});
