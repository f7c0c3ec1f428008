import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { adminContext } from "#app/platform/access/context.ts";
import type { StaffRole } from "#app/platform/access/roles.ts";
import { staffTestContext } from "#app/platform/access/test-context.ts";
import { addStaff } from "../test-staff.ts";

// The duty page's action as the router calls it, on a test database, signed in as `signedIn`.
let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));
let signedIn = { id: "c-kim", email: "kim@example.com", name: "김상담", role: "counsellor" };

const { action } = await import("./admin-duty.tsx");

const [, openSqlite] = testDatabases()[0] ?? [];
beforeEach(async () => {
  database = await (openSqlite as () => Promise<TestDatabase>)();
  await addStaff(database, { id: "c-kim", name: "김상담" });
  await addStaff(database, { id: "c-lee", name: "이상담" });
  await addStaff(database, { id: "c-gone", banned: true });
});
afterEach(async () => {
  await database.cleanup();
});

function signedInContext() {
  const context = staffTestContext(signedIn.role as StaffRole, { db: database.db });
  context.set(adminContext, { ...signedIn, role: signedIn.role as StaffRole });
  return context;
}

async function post(form: Record<string, string>) {
  const request = new Request("http://127.0.0.1/admin/duty", { method: "POST", body: new URLSearchParams(form) });
  // biome-ignore lint/suspicious/noExplicitAny: the generated route args need more than an action reads
  const answer: any = await action({ request, params: {}, context: signedInContext() } as any);
  return { status: answer?.init?.status ?? 200, data: answer?.data ?? answer };
}

test("duty and mode posts: hostile or foreign values are refused in Korean and change nothing", async () => {
  signedIn = { id: "c-kim", email: "kim@example.com", name: "김상담", role: "counsellor" };
  const refused: [Record<string, string>, number, RegExp][] = [
    [{ intent: "duty", userId: "c-lee", onDuty: "yes" }, 403, /자신의 근무/],
    [{ intent: "duty", userId: "<script>alert(1)</script>", onDuty: "yes" }, 400, /근무자를 다시/],
    [{ intent: "duty", userId: "c-kim\u0000", onDuty: "yes" }, 400, /근무자를 다시/],
    [{ intent: "duty", userId: "x".repeat(5000), onDuty: "yes" }, 400, /근무자를 다시/],
    [{ intent: "duty", userId: "c-kim", onDuty: "maybe" }, 400, /근무 여부/],
    [{ intent: "duty" }, 400, /근무자를 골라/],
    [{ intent: "mode", mode: "round_robin" }, 403, /총괄 관리자와 매니저만/],
  ];
  for (const [form, status, message] of refused) {
    const answer = await post(form);
    expect(answer.status, JSON.stringify(form).slice(0, 80)).toBe(status);
    expect(answer.data.message).toMatch(message);
  }
  signedIn = { id: "owner-1", email: "owner@example.com", name: "총괄", role: "owner" };
  expect(await post({ intent: "mode", mode: "everyone" })).toMatchObject({
    status: 400,
    data: { message: /배정 방식/ },
  });
  expect(await post({ intent: "duty", userId: "c-gone", onDuty: "yes" })).toMatchObject({
    status: 400,
    data: { message: /활동 중인 상담사만/ },
  });
  expect(await database.db.selectFrom("staff_duty").selectAll().execute()).toEqual([]);
  expect(await database.db.selectFrom("assignment_state").select("mode").execute()).toEqual([{ mode: "manual" }]);
  expect(await database.db.selectFrom("audit_log").selectAll().execute()).toEqual([]);

  // The same posts from the right person do what they say.
  expect(await post({ intent: "duty", userId: "c-lee", onDuty: "yes" })).toMatchObject({
    status: 200,
    data: { ok: true },
  });
  expect(await post({ intent: "mode", mode: "round_robin" })).toMatchObject({ status: 200, data: { ok: true } });
  signedIn = { id: "c-kim", email: "kim@example.com", name: "김상담", role: "counsellor" };
  expect(await post({ intent: "duty", userId: "c-kim", onDuty: "yes" })).toMatchObject({ status: 200 });
  expect(
    (await database.db.selectFrom("staff_duty").select("user_id").orderBy("user_id").execute()).map(
      (row) => row.user_id,
    ),
  ).toEqual(["c-kim", "c-lee"]);
});
