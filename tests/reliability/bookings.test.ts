/**
 * Model-house visit booking on real server processes: a slot is never overbooked, even with 200
 * visitors pressing "book" at once across two instances, and every instance shows the same Korea-time
 * slots whatever its process's time zone.
 */
import { afterAll, describe, expect, test } from "vitest";
import {
  A_PHONE_NUMBER,
  POSTGRES_URL,
  pool,
  postgresStore,
  sqliteStore,
  startServer,
  stopAll,
  type TestServer,
  type TestStore,
} from "./harness.ts";

afterAll(stopAll);

/** The booking page's choices, read from its server-rendered HTML (what a visitor without JavaScript sees). */
async function choices(server: TestServer, query = ""): Promise<{ days: string[]; slots: string[] }> {
  const response = await fetch(`${server.url}/Promotion/Visit${query}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const days = [...new Set([...html.matchAll(/\?date=(\d{4}-\d{2}-\d{2})#visit-slot-title/g)].map((m) => m[1] ?? ""))];
  const slots = [...html.matchAll(/&amp;slot=([^"#&]+)#visit-details-title/g)].map((m) =>
    decodeURIComponent(m[1] ?? ""),
  );
  return { days, slots };
}

function bookingBody(n: number, slot: string): URLSearchParams {
  const suffix = String(n).padStart(8, "0");
  return new URLSearchParams({
    slot,
    name: `예약시험${n}`,
    phone: `010-${suffix.slice(0, 4)}-${suffix.slice(4)}`,
    partySize: "1",
    privacyConsent: "on",
    idempotencyKey: `booking-load-${n}`,
    homepage: "",
  });
}

async function book(server: TestServer, body: URLSearchParams) {
  const response = await fetch(`${server.url}/Promotion/Visit`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  return { status: response.status, location: response.headers.get("location"), text };
}

const ENV = { LEAD_RATE_LIMIT: "100000", LOG_LEVEL: "warn" };

describe.each([
  ["sqlite", () => Promise.resolve(sqliteStore()), 1],
  ...(POSTGRES_URL ? [["postgres", () => postgresStore(), 2] as const] : []),
] as const)("bookings on %s", (name, makeStore, instances) => {
  let store: TestStore;
  afterAll(async () => {
    await stopAll();
    await store?.cleanup();
  });

  test(`200 concurrent bookings into a slot of 10 places across ${instances} instance(s): exactly 10 confirmed`, async () => {
    store = await makeStore();
    const servers = [await startServer({ databaseUrl: store.url, env: ENV })];
    if (instances > 1) servers.push(await startServer({ databaseUrl: store.url, env: ENV }));
    const first = servers[0] as TestServer;
    const { days } = await choices(first);
    const day = days[1] as string;
    const { slots } = await choices(first, `?date=${day}`);
    const slot = slots[4] as string;
    expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const started = performance.now();
    const results = await pool(200, 200, (n) => book(servers[n % servers.length] as TestServer, bookingBody(n, slot)));
    const ms = Math.round(performance.now() - started);
    const confirmed = results.filter((r) => r.status === 303 && r.location?.startsWith("/Promotion/Visit/"));
    const full = results.filter((r) => r.status === 409 && r.text.includes("방금 마감되었습니다"));
    console.log(
      `bookings (${name}, ${servers.length} instance(s)): 200 concurrent into 10 places in ${ms} ms → ` +
        `${confirmed.length} confirmed, ${full.length} told the slot is full; statuses ${JSON.stringify(
          results.reduce<Record<number, number>>((acc, r) => {
            acc[r.status] = (acc[r.status] ?? 0) + 1;
            return acc;
          }, {}),
        )}`,
    );
    expect(confirmed).toHaveLength(10);
    expect(full).toHaveLength(190);
    // The refusals offer the nearest free slots, as links to book them.
    expect(full[0]?.text).toContain("예약 가능한 가까운 시간");

    // Every confirmation opens its own booking; the page now shows the slot as full.
    const page = await fetch(`${first.url}${confirmed[0]?.location}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("예약 확정");
    const after = await choices(first, `?date=${day}`);
    expect(after.slots).not.toContain(slot);

    // No name or number in any log line.
    for (const server of servers) {
      expect(server.logs()).not.toMatch(/예약시험/);
      expect(server.logs()).not.toMatch(A_PHONE_NUMBER);
    }
  });
});

test("every instance shows the same Korea-time slots whatever its process's time zone", async () => {
  const stores = [sqliteStore(), sqliteStore(), sqliteStore()];
  try {
    const servers = await Promise.all(
      ["UTC", "America/Los_Angeles", "Asia/Seoul"].map((TZ, i) =>
        startServer({ databaseUrl: (stores[i] as TestStore).url, env: { ...ENV, TZ } }),
      ),
    );
    const pages = await Promise.all(servers.map((server) => choices(server)));
    const first = pages[0] as { days: string[] };
    const withSlots = await Promise.all(servers.map((server) => choices(server, `?date=${first.days[1]}`)));
    console.log(
      `bookings: TZ=UTC, America/Los_Angeles and Asia/Seoul list ${first.days.length} days from ${first.days[0]}; ` +
        `${first.days[1]} has ${withSlots[0]?.slots.length} open slots from ${withSlots[0]?.slots[0]}`,
    );
    expect(first.days).toHaveLength(14);
    for (const page of pages) expect(page.days).toEqual(first.days);
    for (const page of withSlots) expect(page.slots).toEqual(withSlots[0]?.slots);
    // The first slot of a day is 10:00 in Korea: 01:00 UTC.
    expect(withSlots[0]?.slots[0]).toBe(`${first.days[1]}T01:00:00.000Z`);
  } finally {
    await stopAll();
    await Promise.all(stores.map((store) => store.cleanup()));
  }
});
