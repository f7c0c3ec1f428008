import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { migrations } from "#app/db/migrations/index.ts";
import type { Database } from "#app/db/schema.ts";
import { MIGRATION_CHAIN_TIMEOUT, type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { listLeadNotes } from "./inbox.server.ts";
import { deleteExpiredLeads } from "./lead.server.ts";
import { insertLeadNote, submitVisitForm } from "./test-rows.ts";

const LEAD_NOTES_MIGRATION = "2026-11-26T15-00-00-lead-notes";
const actor = { id: "admin-1", name: "김영업" };

async function newLead(db: Kysely<Database>, now = new Date("2026-11-20T03:00:00.000Z")) {
  const phone = `010-7777-${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
  return submitVisitForm(db, { name: "메모시험", phone, now });
}

describe.each(testDatabases())("lead notes on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("old memos are read newest first, with the author's id and name as they were", async () => {
    const db = database.db;
    const id = await newLead(db);
    await insertLeadNote(db, id, "첫 통화: 부재중", actor, "2026-11-21T01:00:00.000Z");
    await insertLeadNote(
      db,
      id,
      "다시 통화: 토요일 방문 예정",
      { id: "admin-2", name: "이상담" },
      "2026-11-22T05:30:00.000Z",
    );

    expect(await listLeadNotes(db, id)).toEqual([
      {
        id: expect.any(String),
        authorId: "admin-2",
        authorName: "이상담",
        body: "다시 통화: 토요일 방문 예정",
        createdAt: "2026-11-22T05:30:00.000Z",
      },
      {
        id: expect.any(String),
        authorId: "admin-1",
        authorName: "김영업",
        body: "첫 통화: 부재중",
        createdAt: "2026-11-21T01:00:00.000Z",
      },
    ]);
    expect(await listLeadNotes(db, await newLead(db))).toEqual([]);
  });

  test("the retention purge deletes a lead's notes with the lead", async () => {
    const db = database.db;
    const old = await newLead(db, new Date("2025-01-01T00:00:00.000Z"));
    const recent = await newLead(db, new Date("2026-11-20T00:00:00.000Z"));
    await insertLeadNote(db, old, "오래된 메모", actor);
    await insertLeadNote(db, recent, "최근 메모", actor);

    expect(await deleteExpiredLeads(db, { retentionDays: 365, now: new Date("2026-11-26T00:00:00.000Z") })).toBe(1);
    const left = await db.selectFrom("lead_notes").select(["lead_id", "body"]).execute();
    expect(left).toEqual([{ lead_id: recent, body: "최근 메모" }]);
  });

  test("the migration moves each lead's single memo into its history, author unknown, at the lead's last change", {
    timeout: MIGRATION_CHAIN_TIMEOUT,
  }, async () => {
    const names = Object.keys(migrations);
    const before = names[names.indexOf(LEAD_NOTES_MIGRATION) - 1];
    expect(before).toBeDefined();
    // A database as it was before the migration (migrations have no way down).
    await database.cleanup();
    database = await open({ upTo: before });
    const db = database.db;
    // biome-ignore lint/suspicious/noExplicitAny: the table as it was before the migration
    const old = db as Kysely<any>;
    const withMemo = await newLegacyLead(old, "기존 메모: 11/28 방문", "2026-11-23T02:00:00.000Z");
    await newLegacyLead(old, null, "2026-11-23T02:00:00.000Z");
    await newLegacyLead(old, "   ", "2026-11-23T02:00:00.000Z");

    expect(await migrateToLatest(db)).toContain(LEAD_NOTES_MIGRATION);

    const notes = await db.selectFrom("lead_notes").selectAll().execute();
    expect(notes).toEqual([
      {
        id: expect.any(String),
        lead_id: withMemo,
        author_id: null,
        author_name: null,
        body: "기존 메모: 11/28 방문",
        created_at: "2026-11-23T02:00:00.000Z",
      },
    ]);
    // The memo column is gone (read directly: Kysely's introspection lists every schema, which other tests drop).
    await expect(sql`select note from leads`.execute(db)).rejects.toThrow(/note/);
  });
});

// biome-ignore lint/suspicious/noExplicitAny: see above
async function newLegacyLead(db: Kysely<any>, note: string | null, updatedAt: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("leads")
    .values({
      id,
      created_at: "2026-11-20T00:00:00.000Z",
      updated_at: updatedAt,
      site_id: "pentacityhansin",
      form: "visit",
      name: "이전",
      phone: `010-1234-${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`,
      privacy_consent: 1,
      marketing_consent: 0,
      consent_version: "2026-11-22",
      consented_at: "2026-11-20T00:00:00.000Z",
      status: "contacted",
      note,
      dedupe_key: randomUUID(),
    })
    .execute();
  return id;
}
