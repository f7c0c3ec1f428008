/**
 * Behind one proxy, the per-address limits count real clients: a client that writes its own
 * `X-Forwarded-For` (a new address on every post) is still one client to the lead, booking and
 * page-view limits, and another client keeps its own allowance. TRUST_PROXY as a hop count (`true`,
 * kept for old configurations, is one hop) on SQLite, and as the proxy's address on PostgreSQL.
 */
import { afterAll, describe, expect, test } from "vitest";
import {
  leadBody,
  POSTGRES_URL,
  postgresStore,
  SITE_URL,
  sqliteStore,
  startServer,
  stopAll,
  type TestServer,
  type TestStore,
} from "./harness.ts";
import { type HttpProxy, requestFrom, startHttpProxy } from "./http-proxy.ts";

afterAll(stopAll);

const LIMIT = 3;
const ENV = { LEAD_RATE_LIMIT: String(LIMIT), VIEW_RATE_LIMIT: String(LIMIT), LOG_LEVEL: "warn" };
const SPOOFER = "127.0.0.2";
const OTHER = "127.0.0.3";
const FORM = { Origin: SITE_URL, "Content-Type": "application/x-www-form-urlencoded" };
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** A different made-up address on every request, as the probe sent. */
const spoofed = (n: number) => ({ "X-Forwarded-For": `198.51.100.${n + 1}` });

async function firstSlot(proxy: HttpProxy): Promise<string> {
  const page = await requestFrom(OTHER, `${proxy.url}/Promotion/Visit`);
  const day = /\?date=(\d{4}-\d{2}-\d{2})#visit-slot-title/g;
  const days = [...page.text.matchAll(day)].map((match) => match[1]);
  const slots = await requestFrom(OTHER, `${proxy.url}/Promotion/Visit?date=${days[1]}`);
  const slot = /&amp;slot=([^"#&]+)#visit-details-title/.exec(slots.text)?.[1];
  expect(slot).toBeDefined();
  return decodeURIComponent(slot as string);
}

function bookingBody(n: number, slot: string): string {
  const suffix = String(n).padStart(8, "0");
  return new URLSearchParams({
    slot,
    name: `프록시시험${n}`,
    phone: `010-${suffix.slice(0, 4)}-${suffix.slice(4)}`,
    partySize: "1",
    privacyConsent: "on",
    idempotencyKey: `proxy-booking-${n}`,
  }).toString();
}

describe.each([
  ["sqlite", "true", () => Promise.resolve(sqliteStore())],
  ...(POSTGRES_URL ? [["postgres", "127.0.0.1", () => postgresStore()] as const] : []),
] as const)("behind one proxy on %s (TRUST_PROXY=%s)", (_name, trustProxy, makeStore) => {
  let store: TestStore;
  let server: TestServer;
  let proxy: HttpProxy;
  afterAll(async () => {
    await proxy?.close();
    await stopAll();
    await store?.cleanup();
  });

  test("a spoofed X-Forwarded-For does not buy more lead posts, bookings or page views", async () => {
    store = await makeStore();
    server = await startServer({ databaseUrl: store.url, env: { ...ENV, TRUST_PROXY: trustProxy } });
    proxy = await startHttpProxy(server);

    const leads: number[] = [];
    for (let n = 0; n < LIMIT + 3; n++) {
      const body = leadBody(n).toString();
      leads.push(
        (
          await requestFrom(SPOOFER, `${proxy.url}/api/lead`, {
            method: "POST",
            headers: { ...FORM, ...spoofed(n) },
            body,
          })
        ).status,
      );
    }
    const otherLead = await requestFrom(OTHER, `${proxy.url}/api/lead`, {
      method: "POST",
      headers: FORM,
      body: leadBody(100).toString(),
    });

    const slot = await firstSlot(proxy);
    const bookings: number[] = [];
    for (let n = 0; n < LIMIT + 3; n++) {
      bookings.push(
        (
          await requestFrom(SPOOFER, `${proxy.url}/Promotion/Visit`, {
            method: "POST",
            headers: { ...FORM, ...spoofed(n) },
            body: bookingBody(n, slot),
          })
        ).status,
      );
    }
    const otherBooking = await requestFrom(OTHER, `${proxy.url}/Promotion/Visit`, {
      method: "POST",
      headers: FORM,
      body: bookingBody(100, slot),
    });

    const beacon = new URLSearchParams({ p: "/", l: "/", r: "", v: "1" }).toString();
    const beaconHeaders = { ...FORM, "User-Agent": BROWSER };
    const views: number[] = [];
    for (let n = 0; n < LIMIT + 3; n++) {
      views.push(
        (
          await requestFrom(SPOOFER, `${proxy.url}/api/view`, {
            method: "POST",
            headers: { ...beaconHeaders, ...spoofed(n) },
            body: beacon,
          })
        ).status,
      );
    }
    const otherView = await requestFrom(OTHER, `${proxy.url}/api/view`, {
      method: "POST",
      headers: beaconHeaders,
      body: beacon,
    });

    console.log(
      `proxy (TRUST_PROXY=${trustProxy}): one client with ${LIMIT + 3} made-up addresses → leads ${leads.join(",")}, ` +
        `bookings ${bookings.join(",")}, views ${views.join(",")}; another client → ${otherLead.status}, ` +
        `${otherBooking.status}, ${otherView.status}`,
    );
    const refusedAfterLimit = (ok: number) => [...Array(LIMIT).fill(ok), ...Array(3).fill(429)];
    expect(leads).toEqual(refusedAfterLimit(200));
    expect(bookings).toEqual(refusedAfterLimit(303));
    expect(views).toEqual(refusedAfterLimit(204));
    expect([otherLead.status, otherBooking.status, otherView.status]).toEqual([200, 303, 204]);
  });
});
