/**
 * One build, any public address: the allowed origins are SITE_URL and ALLOWED_ORIGINS as the
 * server starts with them, not as the build saw them. Two instances behind one SITE_URL that the
 * build never knew: posts whose Host is the instance's own address (as a load balancer passes it)
 * and whose Origin is SITE_URL all succeed, as page forms without JavaScript and as the booking
 * page's data requests; a post from another site is still refused with the Korean 403.
 */
import { afterAll, describe, expect, test } from "vitest";
import {
  leadBody,
  POSTGRES_URL,
  pool,
  postgresStore,
  SITE_URL,
  sqliteStore,
  startServer,
  stopAll,
  type TestServer,
  type TestStore,
} from "./harness.ts";

afterAll(stopAll);

/** Not the address the build was made with (harness SITE_URL): decided when the servers start. */
const RUNTIME_SITE_URL = "https://bunyang.pentacity-hansin.example";
const CROSS_SITE = "다른 사이트에서 보낸 요청은 처리할 수 없습니다.";
/**
 * The load balancer in front sends the visitor's host on (Host is the instance's address); the
 * server trusts it from the loopback proxy and finds the complex by it (app/platform/sites).
 */
const FORWARDED = { "X-Forwarded-Host": new URL(RUNTIME_SITE_URL).host };
const POSTS = 40;

/** Open slots of the second bookable day (10 places each). */
async function openSlots(server: TestServer): Promise<string[]> {
  const page = await fetch(`${server.url}/Promotion/Visit`, { headers: FORWARDED }).then((response) => response.text());
  const day = [...page.matchAll(/\?date=(\d{4}-\d{2}-\d{2})#visit-slot-title/g)][1]?.[1];
  const slots = await fetch(`${server.url}/Promotion/Visit?date=${day}`, { headers: FORWARDED }).then((response) =>
    response.text(),
  );
  return [...slots.matchAll(/&amp;slot=([^"#&]+)#visit-details-title/g)].map((match) =>
    decodeURIComponent(match[1] ?? ""),
  );
}

async function post(server: TestServer, path: string, body: URLSearchParams, origin: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { ...FORWARDED, Origin: origin, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, text: await response.text() };
}

describe.each([
  ["sqlite", () => Promise.resolve(sqliteStore())],
  ...(POSTGRES_URL ? [["postgres", () => postgresStore()] as const] : []),
] as const)("two instances behind one SITE_URL on %s", (name, makeStore) => {
  let store: TestStore;
  afterAll(async () => {
    await stopAll();
    await store?.cleanup();
  });

  test("posts with Host ≠ Origin = SITE_URL succeed on both; another site's are refused in Korean", async () => {
    store = await makeStore();
    // ALLOWED_ORIGINS empty: only SITE_URL may post, whatever Host the request names.
    const env = {
      SITE_URL: RUNTIME_SITE_URL,
      ALLOWED_ORIGINS: "",
      TRUST_PROXY: "127.0.0.1",
      LEAD_RATE_LIMIT: "100000",
      LOG_LEVEL: "warn",
    };
    const servers = [
      await startServer({ databaseUrl: store.url, env }),
      await startServer({ databaseUrl: store.url, env }),
    ];
    const slots = await openSlots(servers[0] as TestServer);
    expect(slots.length).toBeGreaterThanOrEqual(4);

    const results = await pool(POSTS, 8, async (n) => {
      const server = servers[n % 2] as TestServer;
      if (n % 4 < 2) {
        // The visit form without JavaScript: the home page's action.
        return post(server, "/?index", leadBody(n), RUNTIME_SITE_URL);
      }
      const suffix = String(n).padStart(4, "0");
      const booking = new URLSearchParams({
        // Five bookings per slot: never full, so every answer is the booking's.
        slot: slots[Math.floor(n / 10)] as string,
        name: `출처시험${n}`,
        phone: `010-7777-${suffix}`,
        partySize: "1",
        privacyConsent: "on",
      });
      // Half as a document post, half as the page's own data request (JavaScript).
      return post(server, n % 4 === 2 ? "/Promotion/Visit" : "/Promotion/Visit.data", booking, RUNTIME_SITE_URL);
    });
    const foreign = await Promise.all(
      servers.flatMap((server) => [
        post(server, "/?index", leadBody(1000), "https://evil.example"),
        post(server, "/Promotion/Visit", leadBody(1001), "https://evil.example"),
        post(server, "/Promotion/Visit.data", leadBody(1002), SITE_URL),
      ]),
    );
    const statuses: Record<number, number> = {};
    for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
    console.log(
      `origins (${name}): ${POSTS} posts with Host ≠ Origin = SITE_URL to 2 instances → ${JSON.stringify(statuses)}; ` +
        `another site (and the build's own SITE_URL) → ${foreign.map((answer) => answer.status).join(",")}`,
    );
    const failed = results.filter(({ status }) => status !== 200 && status !== 303 && status !== 202);
    expect(failed.map(({ status, text }) => `${status} ${text.slice(0, 80)}`)).toEqual([]);
    for (const answer of foreign) {
      expect(answer.status).toBe(403);
      expect(answer.text).toContain(CROSS_SITE);
    }
    for (const server of servers) {
      expect(server.logs()).not.toContain("Bad Request");
      expect(server.logs()).not.toMatch(/"level":(50|60)/);
    }
  });
});
