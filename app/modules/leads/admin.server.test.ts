import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";

// The module takes the app's database; here a test database.
let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));
vi.mock("#app/lib/logger.server.ts", () => ({ logger: { error: vi.fn() } }));

const { changeLeadStatus, exportLeads, historyWithMemos, inboxPageOf, leadPageOf, revealLeadPhone } = await import(
  "./admin.server.ts"
);
const { getInboxLead } = await import("./inbox.server.ts");
const { submitVisitForm } = await import("./test-rows.ts");

const actor = { id: "admin-1", email: "sales@example.com", name: "김영업", role: "owner" as const };
const clientAddress = "203.0.113.9";

async function lead(phone = "010-7000-4321") {
  return submitVisitForm(database.db, { name: "모듈시험", phone });
}

const entries = () =>
  database.db
    .selectFrom("audit_log")
    .select(["action", "actor_id", "actor_email", "ip_address", "target", "reason", "detail"])
    .orderBy("action")
    .execute();

describe.each(testDatabases())("the inbox's audited work on %s", (_name, open) => {
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("a view, a status change and an export each leave an entry with the admin and the address", async () => {
    const id = await lead();
    expect((await inboxPageOf(database.db, {}, 1, 20, actor, clientAddress)).items.map((item) => item.id)).toEqual([
      id,
    ]);
    // Another feature's panel gets the lead's person and is shown without its message subjects.
    const panel = vi.fn(async () => ({
      name: "other",
      title: "다른 기록",
      empty: "없음",
      items: [],
      subjectIds: ["x"],
    }));
    const page = await leadPageOf(database.db, id, actor, clientAddress, [panel]);
    expect(page?.lead.id).toBe(id);
    // Masked on the page and in the list; the full number only through "번호 보기" (recorded).
    expect(page?.lead.phone).toBe("010-****-4321");
    expect((await inboxPageOf(database.db, {}, 1, 20, actor, clientAddress)).items[0]?.phone).toBe("010-****-4321");
    expect(await revealLeadPhone(database.db, id, actor, clientAddress)).toBe("010-7000-4321");
    expect(await revealLeadPhone(database.db, randomUUID(), actor, clientAddress)).toBeUndefined();
    expect(panel).toHaveBeenCalledWith({ id, phone: "010-7000-4321" }, actor, database.db);
    expect(page?.panels).toEqual([{ name: "other", title: "다른 기록", empty: "없음", items: [] }]);
    expect(await leadPageOf(database.db, randomUUID(), actor, clientAddress, [panel])).toBeUndefined();
    expect(panel).toHaveBeenCalledTimes(1);
    expect(await changeLeadStatus(database.db, id, { status: "counselling" }, actor, clientAddress)).toBe(true);
    expect(await changeLeadStatus(database.db, randomUUID(), { status: "on_hold" }, actor, clientAddress)).toBe(false);
    const rows = await exportLeads(database.db, { status: "counselling" }, "상담 명단 공유", actor, clientAddress);
    expect(rows.map((row) => row.id)).toEqual([id]);

    const logged = await entries();
    expect(logged.map((entry) => [entry.action, entry.actor_id, entry.actor_email, entry.ip_address])).toEqual([
      ["lead.export", actor.id, actor.email, clientAddress],
      ["lead.list", actor.id, actor.email, clientAddress],
      ["lead.list", actor.id, actor.email, clientAddress],
      ["lead.phone.view", actor.id, actor.email, clientAddress],
      ["lead.stage", actor.id, actor.email, clientAddress],
      ["lead.view", actor.id, actor.email, clientAddress],
    ]);
    expect(logged[0]).toMatchObject({ reason: "상담 명단 공유" });
    expect(JSON.parse(logged[0]?.detail ?? "")).toMatchObject({ filter: { status: "counselling" }, count: 1 });
    expect(logged.slice(3).map((entry) => entry.target)).toEqual([id, id, id]);
    // The look at the number is recorded without it.
    expect(logged[3]?.detail ?? "").not.toContain("4321");
  });

  test("listing and searching by the last four digits is recorded with the filter's kinds and the count, never the digits or a name", async () => {
    await lead();
    await lead("010-7001-4321");
    const counsellor = { ...actor, id: "counsellor-1", role: "counsellor" as const };
    const found = await inboxPageOf(
      database.db,
      { phoneLast4: "4321", status: "new" },
      1,
      20,
      counsellor,
      clientAddress,
    );
    expect(found.items).toHaveLength(2);
    // Each row carries its call link; the number shown stays masked.
    expect(found.items.map((item) => [item.phone, item.callHref])).toEqual([
      ["010-****-4321", "tel:01070014321"],
      ["010-****-4321", "tel:01070004321"],
    ]);
    await inboxPageOf(database.db, { phoneLast4: "9999" }, 2, 20, actor, clientAddress);
    const logged = await entries();
    expect(logged.map((entry) => [entry.action, entry.actor_id, entry.ip_address]).sort()).toEqual([
      ["lead.list", actor.id, clientAddress],
      ["lead.list", counsellor.id, clientAddress],
    ]);
    const details = logged.map((entry) => JSON.parse(entry.detail ?? "{}"));
    expect(details).toContainEqual(
      expect.objectContaining({
        filter: expect.objectContaining({ phoneSearch: true, status: "new" }),
        count: 2,
        page: 1,
      }),
    );
    expect(details).toContainEqual(
      expect.objectContaining({ filter: expect.objectContaining({ phoneSearch: true }), count: 0, page: 2 }),
    );
    for (const entry of logged) {
      expect(entry.detail).not.toMatch(/4321|9999|모듈시험/);
      expect(entry.target).toBeNull();
    }
  });

  test("when the entry cannot be written, the status change is rolled back, the export gives nothing", async () => {
    const id = await lead();
    await sql`alter table audit_log rename to audit_log_gone`.execute(database.db);
    await expect(changeLeadStatus(database.db, id, { status: "on_hold" }, actor, clientAddress)).rejects.toThrow();
    expect((await getInboxLead(database.db, id))?.status).toBe("new");
    await expect(exportLeads(database.db, {}, "상담 명단 공유", actor, clientAddress)).rejects.toThrow();
  });
});

test("the old memos join the counselling history as 메모 lines, newest first, a memo after an entry of the same instant", () => {
  const entry = (id: string, at: string) => ({
    type: "entry" as const,
    id,
    at,
    who: "김상담",
    channel: "call" as const,
    outcome: "통화 완료",
    note: null,
    nextContactAt: null,
  });
  const memo = (id: string, createdAt: string, authorName: string | null) => ({
    id,
    authorId: null,
    authorName,
    body: `메모 ${id}`,
    createdAt,
  });
  const merged = historyWithMemos(
    [entry("e2", "2026-11-23T00:00:00.000Z"), entry("e1", "2026-11-21T00:00:00.000Z")],
    [memo("m2", "2026-11-23T00:00:00.000Z", "김영업"), memo("m1", "2026-11-20T00:00:00.000Z", null)],
  );
  expect(merged.map((item) => item.id)).toEqual(["e2", "m2", "e1", "m1"]);
  expect(merged[3]).toEqual({ type: "memo", id: "m1", at: "2026-11-20T00:00:00.000Z", who: null, note: "메모 m1" });
});
