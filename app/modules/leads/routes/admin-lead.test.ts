import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { insertLeadNote, submitVisitForm } from "#app/modules/leads/test-rows.ts";
import { adminContext } from "#app/platform/access/context.ts";
import type { StaffRole } from "#app/platform/access/roles.ts";
import { staffTestContext } from "#app/platform/access/test-context.ts";

// The action as the router calls it, on a test database, signed in; the session is the layout's concern.
let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));
let signedIn: { id: string; email: string; name: string; role: string } = {
  id: "admin-1",
  email: "sales@example.com",
  name: "김영업",
  role: "owner",
};
vi.mock("#app/lib/logger.server.ts", () => ({ logger: { error: vi.fn() } }));

const { action } = await import("./admin-lead.tsx");

const [, openSqlite] = testDatabases()[0] ?? [];
beforeEach(async () => {
  database = await (openSqlite as () => Promise<TestDatabase>)();
});
afterEach(async () => {
  await database.cleanup();
});

function signedInContext() {
  const context = staffTestContext(signedIn.role as StaffRole, { db: database.db });
  context.set(adminContext, { ...signedIn, role: signedIn.role as StaffRole });
  return context;
}

async function post(leadId: string, form: Record<string, string>) {
  const request = new Request(`http://127.0.0.1/admin/leads/${leadId}`, {
    method: "POST",
    body: new URLSearchParams(form),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the generated route args need more than an action reads
  const answer: any = await action({ request, params: { id: leadId }, context: signedInContext() } as any);
  return { status: answer?.init?.status ?? 200, data: answer?.data ?? answer };
}

test("one history: old memos show as 메모 lines beside the entries; the former memo form's post is refused and writes nothing", async () => {
  const id = await submitVisitForm(database.db, { name: "메모시험", phone: "010-2222-3333" });
  await insertLeadNote(database.db, id, "기존 메모: 주말 방문 희망", null, "2026-11-21T01:00:00.000Z");
  const saved = await post(id, { intent: "entry", channel: "call", outcome: "통화 완료", note: "토요일 방문" });
  expect(saved).toMatchObject({ status: 200, data: { ok: true } });
  expect(
    saved.data.counselling.history
      .filter((item: { type: string }) => item.type !== "event")
      .map((item: { type: string; note: string | null }) => [item.type, item.note]),
  ).toEqual([
    ["entry", "토요일 방문"],
    ["memo", "기존 메모: 주말 방문 희망"],
  ]);
  expect(saved.data).not.toHaveProperty("notes");

  const refused = await post(id, { intent: "note", body: "두 번째 메모" });
  expect(refused).toMatchObject({ status: 400, data: { ok: false, message: "입력 내용을 확인해 주세요." } });
  expect(await database.db.selectFrom("lead_notes").select("body").execute()).toEqual([
    { body: "기존 메모: 주말 방문 희망" },
  ]);
  expect((await database.db.selectFrom("leads").select("status").where("id", "=", id).executeTakeFirst())?.status).toBe(
    "counselling",
  );
});

test("a counsellor posting to another counsellor's lead hears 404 for every intent; hostile entries change nothing", async () => {
  const { addStaff } = await import("#app/modules/counselling/test-staff.ts");
  await addStaff(database, { id: "c-kim", name: "김상담" });
  await addStaff(database, { id: "c-lee", name: "이상담" });
  const id = await submitVisitForm(database.db, { name: "배정시험", phone: "010-2222-4444" });
  expect(await post(id, { intent: "assign", assignee: "c-lee" })).toMatchObject({ status: 200, data: { ok: true } });

  signedIn = { id: "c-kim", email: "kim@example.com", name: "김상담", role: "counsellor" };
  const intents: Record<string, string>[] = [
    { intent: "phone" },
    { intent: "status", status: "dropped" },
    { intent: "entry", channel: "call", outcome: "통화 완료" },
    { intent: "take" },
    { intent: "assign", assignee: "c-kim" },
  ];
  for (const form of intents) {
    await expect(post(id, form), form.intent).rejects.toMatchObject({ init: { status: 404 } });
  }
  const row = await database.db
    .selectFrom("leads")
    .select(["status", "assigned_to"])
    .where("id", "=", id)
    .executeTakeFirst();
  expect(row).toEqual({ status: "new", assigned_to: "c-lee" });

  // Her own lead: hostile entries are refused with a Korean message and give the words back.
  signedIn = { id: "c-lee", email: "lee@example.com", name: "이상담", role: "counsellor" };
  const hostile: [Record<string, string>, RegExp][] = [
    [{ intent: "entry", channel: "fax", outcome: "x" }, /연락 방법/],
    [{ intent: "entry", channel: "call", outcome: "" }, /상담 결과를 입력/],
    [{ intent: "entry", channel: "call", outcome: "가".repeat(101) }, /100자/],
    [{ intent: "entry", channel: "call", outcome: "통화\u001b완료" }, /제어 문자/],
    [{ intent: "entry", channel: "call", outcome: "ok", note: "x".repeat(1001) }, /1,000자/],
    [{ intent: "entry", channel: "call", outcome: "ok", nextDay: "2026-02-31", nextTime: "10:00" }, /날짜/],
    [{ intent: "entry", channel: "call", outcome: "ok", nextDay: "2999-01-01", nextTime: "10:00" }, /1년/],
    [{ intent: "entry", channel: "call", outcome: "ok", nextDay: "", nextTime: "25:00" }, /날짜/],
    [{ intent: "assign", assignee: "c-kim" }, /권한/],
    [{ intent: "status", status: "<script>" }, /단계를 선택/],
  ];
  for (const [form, message] of hostile) {
    const answer = await post(id, form);
    expect(answer.status, JSON.stringify(form)).toBeGreaterThanOrEqual(400);
    expect(answer.data.message, JSON.stringify(form)).toMatch(message);
  }
  expect(await database.db.selectFrom("counselling_entries").selectAll().execute()).toEqual([]);
  // A script in an entry is stored as text (React renders it inert).
  const script = await post(id, { intent: "entry", channel: "text", outcome: "<script>alert(1)</script>" });
  expect(script).toMatchObject({ status: 200, data: { ok: true } });
  expect(script.data.counselling.history[0]).toMatchObject({ type: "entry", outcome: "<script>alert(1)</script>" });
  expect(await post(id, { intent: "release" })).toMatchObject({ status: 200, data: { ok: true } });
  signedIn = { id: "admin-1", email: "sales@example.com", name: "김영업", role: "owner" };
});
