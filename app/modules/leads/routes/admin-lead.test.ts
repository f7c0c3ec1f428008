import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { createLead } from "#app/modules/leads/lead.server.ts";

// The action as the router calls it, on a test database, signed in; the session is the layout's concern.
let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));
vi.mock("#app/modules/admin/session.server.ts", () => ({
  requireAdminAction: async () => ({ id: "admin-1", email: "sales@example.com", name: "김영업" }),
}));
vi.mock("#app/lib/logger.server.ts", () => ({ logger: { error: vi.fn() } }));

const { action } = await import("./admin-lead.tsx");
const { logger } = await import("#app/lib/logger.server.ts");

const [, openSqlite] = testDatabases()[0] ?? [];
beforeEach(async () => {
  database = await (openSqlite as () => Promise<TestDatabase>)();
});
afterEach(async () => {
  await database.cleanup();
});

async function post(leadId: string, form: Record<string, string>) {
  const request = new Request(`http://127.0.0.1/admin/leads/${leadId}`, {
    method: "POST",
    body: new URLSearchParams(form),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the generated route args need more than an action reads
  const answer: any = await action({ request, params: { id: leadId }, context: new RouterContextProvider() } as any);
  return { status: answer?.init?.status ?? 200, data: answer?.data ?? answer };
}

test("a note the database cannot store: the Korean failure message, the words given back, never logged", async () => {
  const { id } = await createLead(database.db, {
    submission: {
      form: "visit",
      name: "장애시험",
      phone: "010-2222-3333",
      privacyConsent: true,
      marketingConsent: false,
      message: undefined,
    },
    siteId: "pentacityhansin",
    consentVersion: "2026-11-22",
  });
  expect(await post(id, { intent: "note", body: "첫 메모" })).toMatchObject({
    status: 200,
    data: { ok: true, notes: [{ body: "첫 메모", authorName: "김영업" }] },
  });

  // A lead that is gone is a 404, not a note.
  await expect(post(randomUUID(), { intent: "note", body: "없는 고객" })).rejects.toMatchObject({
    init: { status: 404 },
  });

  await sql`alter table lead_notes rename to lead_notes_gone`.execute(database.db);
  const failed = await post(id, { intent: "note", body: "토요일 방문 예정 비밀메모" });
  expect(failed).toEqual({
    status: 503,
    data: {
      ok: false,
      intent: "note",
      message: "오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
      body: "토요일 방문 예정 비밀메모",
      notes: null,
    },
  });
  expect(vi.mocked(logger.error)).toHaveBeenCalledOnce();
  expect(JSON.stringify(vi.mocked(logger.error).mock.calls)).not.toContain("비밀메모");
});
