import { afterEach, beforeEach, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { ADMIN_ACCESS } from "#app/modules/index.ts";
import type { StaffRole } from "#app/platform/access/roles.ts";
import { staffTestContext } from "#app/platform/access/test-context.ts";
import { loader } from "./admin-bookings.tsx";

// The loader as the router calls it, on a test database, for one role.
let database: TestDatabase;

const [, openSqlite] = testDatabases()[0] ?? [];
beforeEach(async () => {
  database = await (openSqlite as () => Promise<TestDatabase>)();
});
afterEach(async () => {
  await database.cleanup();
});

async function dayFor(role: StaffRole) {
  const context = staffTestContext(role, { access: ADMIN_ACCESS, db: database.db });
  const url = new URL("http://127.0.0.1/admin/bookings");
  // biome-ignore lint/suspicious/noExplicitAny: the generated route args need more than the loader reads
  return loader({ request: new Request(url), url, params: {}, context } as any);
}

test("the day view links the schedule and the export only for roles that may open them (not a counsellor)", async () => {
  for (const role of ["owner", "manager"] as const) {
    expect(await dayFor(role), role).toMatchObject({ opensSettings: true, opensExport: true });
  }
  expect(await dayFor("counsellor")).toMatchObject({ opensSettings: false, opensExport: false });
});

test("each booking carries its person's lead, so the name opens the lead's page", async () => {
  const { insertBooking, insertLead } = await import("#app/modules/leads/test-rows.ts");
  const { seoulDay, seoulInstant } = await import("#app/lib/korea-time.ts");
  const day = seoulDay(new Date());
  const leadId = await insertLead(database, { phone: "010-8100-0001" });
  await insertBooking(database, { phone: "010-8100-0001", day, slotStart: seoulInstant(day, "23:30").toISOString() });
  const view = (await dayFor("owner")) as { slots: { bookings: { leadId: string | null }[] }[] };
  expect(view.slots.flatMap((slot) => slot.bookings.map((booking) => booking.leadId))).toEqual([leadId]);
});
