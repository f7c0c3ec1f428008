import { afterEach, beforeEach, describe, expect, test } from "vitest";
import * as bookingSettingsSetting from "./migrations/2026-12-07T00-00-00-booking-settings-setting.ts";
import { type TestDatabase, testDatabases } from "./test-databases.ts";

const schedule = JSON.stringify({ capacity: 6, slotMinutes: 30 });

describe.each(testDatabases())("2026-12-07 booking settings as a setting on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("the stored schedule moves into content_documents and back; none stored: no row", async () => {
    await bookingSettingsSetting.down(database.db);
    await bookingSettingsSetting.up(database.db);
    expect(await database.db.selectFrom("content_documents").selectAll().execute()).toEqual([]);

    await bookingSettingsSetting.down(database.db);
    await database.db
      // The table as it was before the migration.
      .insertInto("booking_settings" as never)
      .values({ id: 1, schedule, updated_at: "2026-12-01T00:00:00.000Z" } as never)
      .execute();
    await bookingSettingsSetting.up(database.db);
    const rows = await database.db.selectFrom("content_documents").selectAll().execute();
    expect(rows).toMatchObject([
      {
        key: "booking-settings",
        draft: schedule,
        published: schedule,
        published_at: "2026-12-01T00:00:00.000Z",
        updated_at: "2026-12-01T00:00:00.000Z",
      },
    ]);
    expect(Number(rows[0]?.revision)).toBe(0);

    await bookingSettingsSetting.down(database.db);
    expect(
      await database.db
        .selectFrom("booking_settings" as never)
        .selectAll()
        .execute(),
    ).toEqual([{ id: 1, schedule, updated_at: "2026-12-01T00:00:00.000Z" }]);
    expect(await database.db.selectFrom("content_documents").selectAll().execute()).toEqual([]);
    await bookingSettingsSetting.up(database.db);
  });
});
