import { describe, expect, test } from "vitest";
import { testDatabases } from "#app/db/test-databases.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { siteScoped } from "#app/platform/sites/scope.server.ts";
import { sitesTestDatabase } from "#app/platform/sites/test-database.ts";
import { auditPage } from "./view.server.ts";

const VOCABULARY = {
  actions: ["lead.view", "site.sending"] as const,
  actionLabels: { "lead.view": "관심고객 열람", "site.sending": "발송 설정 변경" },
  detailLabels: {},
};
const actor = { actorId: "owner-1", actorEmail: "owner@example.com", ipAddress: "203.0.113.9" };

describe.each(testDatabases())("the access log's complexes on %s", (_name, open) => {
  const database = sitesTestDatabase(open, { second: true });

  test("every entry names the complex it was made on; the owner narrows the log to one complex", async () => {
    // A request on each complex's host (its scoped handle), and a job naming its complex.
    await recordAudit(
      siteScoped(database.db, "pentacityhansin"),
      { ...actor, action: "lead.view", target: "a" },
      new Date("2026-12-01T01:00:00Z"),
    );
    await recordAudit(
      siteScoped(database.db, "second"),
      { ...actor, action: "lead.view", target: "b" },
      new Date("2026-12-01T02:00:00Z"),
    );
    await recordAudit(
      database.db,
      { ...actor, action: "site.sending", target: "c", siteId: "second" },
      new Date("2026-12-01T03:00:00Z"),
    );
    await recordAudit(database.db, { ...actor, action: "site.sending", target: "d" }, new Date("2026-12-01T04:00:00Z"));
    const staff = { db: database.db } as Staff;
    const all = await auditPage(staff, new URL("https://admin.example/admin/audit"), VOCABULARY);
    expect(all.entries.map((entry) => [entry.target, entry.site])).toEqual([
      ["d", "펜타시티 한신더휴"],
      ["c", "둘째 단지"],
      ["b", "둘째 단지"],
      ["a", "펜타시티 한신더휴"],
    ]);
    expect(all.complexes).toEqual([
      { id: "pentacityhansin", name: "펜타시티 한신더휴" },
      { id: "second", name: "둘째 단지" },
    ]);
    const second = await auditPage(staff, new URL("https://admin.example/admin/audit?site=second"), VOCABULARY);
    expect(second.site).toBe("second");
    expect(second.entries.map((entry) => entry.target)).toEqual(["c", "b"]);
    // An unknown complex in the address is no filter at all.
    const unknown = await auditPage(staff, new URL("https://admin.example/admin/audit?site=%3Cscript%3E"), VOCABULARY);
    expect(unknown.site).toBe("");
    expect(unknown.entries).toHaveLength(4);
  });
});
