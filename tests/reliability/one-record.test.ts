/**
 * One person, one record on real server processes: web bookings and form posts of the same numbers,
 * all at once across two instances on one database, make exactly one lead per number, and every
 * booking points at its number's lead.
 */
import { afterAll, describe, expect, test } from "vitest";
import {
  A_PHONE_NUMBER,
  leadBody,
  POSTGRES_URL,
  pool,
  postgresStore,
  postLead,
  sqliteStore,
  startServer,
  stopAll,
  type TestServer,
  type TestStore,
} from "./harness.ts";
import { queryStore } from "./lead-rows.ts";

afterAll(stopAll);

const ENV = { LEAD_RATE_LIMIT: "100000", LOG_LEVEL: "warn" };
const NUMBERS = 50;
const REQUESTS = 200;

const phoneOf = (n: number) => `010-7${String(n % NUMBERS).padStart(3, "0")}-${String(n % NUMBERS).padStart(4, "0")}`;

/** The open days and a day's slots, from the booking page's server-rendered links. */
async function slotsOf(server: TestServer, day?: string): Promise<{ days: string[]; slots: string[] }> {
  const response = await fetch(`${server.url}/Promotion/Visit${day ? `?date=${day}` : ""}`);
  const html = await response.text();
  const days = [...new Set([...html.matchAll(/\?date=(\d{4}-\d{2}-\d{2})#visit-slot-title/g)].map((m) => m[1] ?? ""))];
  const slots = [...html.matchAll(/&amp;slot=([^"#&]+)#visit-details-title/g)].map((m) =>
    decodeURIComponent(m[1] ?? ""),
  );
  return { days, slots };
}

async function book(server: TestServer, n: number, slot: string) {
  const response = await fetch(`${server.url}/Promotion/Visit`, {
    method: "POST",
    body: new URLSearchParams({
      slot,
      name: `한사람${n}`,
      phone: phoneOf(n),
      partySize: "1",
      privacyConsent: "on",
      idempotencyKey: `one-record-booking-${n}`,
      homepage: "",
    }),
    redirect: "manual",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    signal: AbortSignal.timeout(60_000),
  });
  await response.text();
  return response.status;
}

describe.each([
  ["sqlite", () => Promise.resolve(sqliteStore())],
  ...(POSTGRES_URL ? [["postgres", () => postgresStore()] as const] : []),
] as const)("one record per number on %s", (name, makeStore) => {
  let store: TestStore;
  afterAll(async () => {
    await stopAll();
    await store?.cleanup();
  });

  test(`${REQUESTS} concurrent bookings and form posts of ${NUMBERS} numbers on two instances: one lead per number`, async () => {
    store = await makeStore();
    const servers = [
      await startServer({ databaseUrl: store.url, env: ENV }),
      await startServer({ databaseUrl: store.url, env: ENV }),
    ];
    const first = servers[0] as TestServer;
    const { days } = await slotsOf(first);
    // Each number books twice (two days: one booking per number and day), spread over the slots.
    const daySlots = await Promise.all([days[1], days[2]].map(async (day) => (await slotsOf(first, day)).slots));
    expect(daySlots.every((slots) => slots.length >= 8)).toBe(true);
    const slotFor = (i: number) => {
      const slots = daySlots[Math.floor(i / NUMBERS) % 2] as string[];
      return slots[i % slots.length] as string;
    };

    const started = performance.now();
    const results = await pool(REQUESTS, REQUESTS, async (n) => {
      const server = servers[n % servers.length] as TestServer;
      // Even: a booking; odd: a form (a different form each round, one render each).
      if (n % 2 === 0) return { kind: "booking", status: await book(server, n / 2, slotFor(n / 2)) };
      const index = (n - 1) / 2;
      const body = leadBody(index, {
        phone: phoneOf(index),
        form: index % 3 === 0 ? "inquiry" : "visit",
        message: "같은 번호의 문의",
        idempotencyKey: `one-record-form-${index}`,
      });
      return { kind: "form", status: (await postLead(server, body, 60_000)).status };
    });
    const ms = Math.round(performance.now() - started);

    const leads = await queryStore<{ phone: string; n: number | string }>(
      store,
      "select phone, count(*) as n from leads where merged_into is null group by phone",
    );
    const orphans = await queryStore<{ n: number | string }>(
      store,
      "select count(*) as n from bookings b left join leads l on l.id = b.lead_id where l.id is null or l.phone <> b.phone",
    );
    const bookings = await queryStore<{ n: number | string }>(store, "select count(*) as n from bookings");
    const events = await queryStore<{ n: number | string }>(
      store,
      "select count(*) as n from lead_events where kind = 'form'",
    );
    const statuses = results.reduce<Record<string, number>>((acc, r) => {
      const key = `${r.kind} ${r.status}`;
      acc[key] = (acc[key] ?? 0) + 1;
      return acc;
    }, {});
    console.log(
      `one record (${name}, 2 instances): ${REQUESTS} concurrent bookings and forms of ${NUMBERS} numbers in ${ms} ms → ` +
        `${leads.length} leads (max ${Math.max(...leads.map((row) => Number(row.n)))} per number), ` +
        `${Number(bookings[0]?.n)} bookings, ${Number(events[0]?.n)} repeat visits on existing leads, ` +
        `${Number(orphans[0]?.n)} bookings without their lead; statuses ${JSON.stringify(statuses)}`,
    );
    expect(statuses).toEqual({ "booking 303": REQUESTS / 2, "form 200": REQUESTS / 2 });
    expect(leads).toHaveLength(NUMBERS);
    expect(leads.every((row) => Number(row.n) === 1)).toBe(true);
    expect(Number(bookings[0]?.n)).toBe(REQUESTS / 2);
    expect(Number(orphans[0]?.n)).toBe(0);
    // Every request beyond a number's first joined its lead's history.
    expect(Number(events[0]?.n)).toBe(REQUESTS - NUMBERS);
    for (const server of servers) {
      expect(server.logs()).not.toMatch(/한사람|부하시험/);
      expect(server.logs()).not.toMatch(A_PHONE_NUMBER);
    }
  });
});
