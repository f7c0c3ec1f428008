import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterEach, describe, expect, test } from "vitest";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { migrations } from "#app/db/migrations/index.ts";
import { MIGRATION_CHAIN_TIMEOUT, type TestDatabase, testDatabases } from "#app/db/test-databases.ts";

const MIGRATION = "2026-12-06T10-00-00-one-record";

describe.each(testDatabases())("the one-record migration on %s", (_name, open) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
    database = undefined;
  });

  test("duplicates of a number merge into the earliest with their whole history; every booking gets its person's lead", {
    timeout: MIGRATION_CHAIN_TIMEOUT,
  }, async () => {
    const names = Object.keys(migrations);
    const before = names[names.indexOf(MIGRATION) - 1];
    expect(before).toBeDefined();
    database = await open({ upTo: before });
    const db = database.db;
    // biome-ignore lint/suspicious/noExplicitAny: the tables as they were before the migration
    const old = db as Kysely<any>;
    const earliest = await legacyLead(old, "010-1000-0001", "2026-11-01T00:00:00.000Z", { status: "new" });
    const later = await legacyLead(old, "010-1000-0001", "2026-11-10T00:00:00.000Z", {
      status: "visited",
      assigned_to: "c-1",
    });
    const latest = await legacyLead(old, "010-1000-0001", "2026-11-20T00:00:00.000Z", { status: "counselling" });
    const alone = await legacyLead(old, "010-1000-0002", "2026-11-05T00:00:00.000Z", {});
    const elsewhere = await legacyLead(old, "010-1000-0001", "2026-11-02T00:00:00.000Z", { site_id: "othersite" });
    await old
      .insertInto("lead_notes")
      .values({ id: randomUUID(), lead_id: later, author_id: null, author_name: null, body: "메모", created_at: "x" })
      .execute();
    await old
      .insertInto("counselling_entries")
      .values({
        id: randomUUID(),
        lead_id: latest,
        author_id: "c-1",
        author_name: "상담",
        channel: "call",
        outcome: "통화",
        note: null,
        next_contact_at: null,
        created_at: "2026-11-21T00:00:00.000Z",
      })
      .execute();
    const known = await legacyBooking(old, "010-1000-0002", "confirmed");
    const unknown = await legacyBooking(old, "010-1000-0003", "arrived");

    expect(await migrateToLatest(db)).toContain(MIGRATION);

    const leads = await db
      .selectFrom("leads")
      .select(["id", "form", "status", "assigned_to", "person_key", "merged_into", "channel"])
      .execute();
    const byId = new Map(leads.map((row) => [row.id, row]));
    expect(byId.get(earliest)).toMatchObject({
      person_key: "pentacityhansin|010-1000-0001",
      merged_into: null,
      status: "visited",
      assigned_to: "c-1",
    });
    for (const sibling of [later, latest]) {
      expect(byId.get(sibling)).toMatchObject({ person_key: null, merged_into: earliest });
    }
    expect(byId.get(alone)).toMatchObject({ person_key: "pentacityhansin|010-1000-0002", merged_into: null });
    expect(byId.get(elsewhere)).toMatchObject({ person_key: "othersite|010-1000-0001", merged_into: null });
    // The siblings' history is on the record now.
    expect((await db.selectFrom("lead_notes").select("lead_id").execute()).map((row) => row.lead_id)).toEqual([
      earliest,
    ]);
    expect((await db.selectFrom("counselling_entries").select("lead_id").execute()).map((row) => row.lead_id)).toEqual([
      earliest,
    ]);
    const merges = await db.selectFrom("lead_events").select(["lead_id", "kind", "from_value"]).execute();
    expect(merges.map((row) => row.from_value).sort()).toEqual([later, latest].sort());
    expect(merges.every((row) => row.lead_id === earliest && row.kind === "merge")).toBe(true);

    // Bookings: the known number's lead; a number without one gets a new lead of form "booking".
    const bookings = new Map(
      (await db.selectFrom("bookings").select(["id", "lead_id"]).execute()).map((row) => [row.id, row.lead_id]),
    );
    expect(bookings.get(known)).toBe(alone);
    const made = leads.find((row) => row.id === bookings.get(unknown));
    expect(made).toMatchObject({
      form: "booking",
      status: "visited",
      person_key: "pentacityhansin|010-1000-0003",
      channel: "naver",
    });
    // One record per number from now on: the database refuses a second.
    await expect(
      db.updateTable("leads").set({ person_key: "pentacityhansin|010-1000-0002" }).where("id", "=", earliest).execute(),
    ).rejects.toThrow();
  });
});

// biome-ignore lint/suspicious/noExplicitAny: see above
async function legacyLead(db: Kysely<any>, phone: string, createdAt: string, extra: Record<string, unknown>) {
  const id = randomUUID();
  await db
    .insertInto("leads")
    .values({
      id,
      created_at: createdAt,
      updated_at: createdAt,
      site_id: "pentacityhansin",
      form: "visit",
      name: "이전",
      phone,
      privacy_consent: 1,
      marketing_consent: 0,
      consent_version: "2026-11-22",
      consented_at: createdAt,
      status: "new",
      dedupe_key: randomUUID(),
      ...extra,
    })
    .execute();
  return id;
}

// biome-ignore lint/suspicious/noExplicitAny: see above
async function legacyBooking(db: Kysely<any>, phone: string, status: string) {
  const id = randomUUID();
  await db
    .insertInto("bookings")
    .values({
      id,
      created_at: "2026-11-25T00:00:00.000Z",
      updated_at: "2026-11-25T00:00:00.000Z",
      site_id: "pentacityhansin",
      slot_start: "2026-11-28T01:00:00.000Z",
      day: "2026-11-28",
      party_size: 2,
      name: "예약",
      phone,
      status,
      active_key: `${phone}|2026-11-28`,
      token_hash: randomUUID(),
      dedupe_key: randomUUID(),
      source_path: "/Promotion/Visit",
      privacy_consent: 1,
      marketing_consent: 0,
      consent_version: "2026-11-22",
      consented_at: "2026-11-25T00:00:00.000Z",
      channel: "naver",
    })
    .execute();
  return id;
}
