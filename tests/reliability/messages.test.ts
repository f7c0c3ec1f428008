/**
 * Text messages on real server processes: SOLAPI (a local fake that checks the HMAC signature) is
 * down when the leads arrive and comes back; every staff alert then arrives exactly once, with two
 * instances on one PostgreSQL schema sending from the same outbox. No number or name in the logs.
 */
import pg from "pg";
import { afterAll, expect, test } from "vitest";
import { type FakeSolapi, startFakeSolapi } from "../fakes/solapi.ts";
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

let fake: FakeSolapi | undefined;
let store: TestStore | undefined;
afterAll(async () => {
  await stopAll();
  await fake?.close();
  await store?.cleanup();
});

const STAFF = ["010-9100-0001", "010-9100-0002"];

test.skipIf(!POSTGRES_URL)(
  "SOLAPI down, then back: every staff alert sent exactly once by two instances; no number in the logs",
  async () => {
    fake = await startFakeSolapi("REL-KEY", "reliability-solapi-secret");
    // The first 6 requests fail (503): the alerts of the first leads wait and are retried.
    fake.failures.push(503, 503, 503, 503, 503, 503);
    store = await postgresStore();
    const env = {
      SMS_PROVIDER: "solapi",
      SOLAPI_API_KEY: "REL-KEY",
      SOLAPI_API_SECRET: "reliability-solapi-secret",
      SOLAPI_BASE_URL: fake.url(),
      SMS_SENDER: "1661-0000",
      STAFF_ALERT_PHONES: STAFF.join(","),
      MESSAGE_RETRY_BASE_SECONDS: "0.2",
      MESSAGE_RETRY_MAX_SECONDS: "1",
      MESSAGE_POLL_SECONDS: "0.2",
      MESSAGE_MAX_ATTEMPTS: "30",
      LEAD_RATE_LIMIT: "10000",
    };
    const servers = [
      await startServer({ databaseUrl: store.url, env }),
      await startServer({ databaseUrl: store.url, env }),
    ];
    const started = performance.now();
    const leads = 30;
    const answers = await pool(leads, 10, (n) => postLead(servers[n % 2] as { url: string }, leadBody(7000 + n)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);

    // Wait for the outbox to empty: every message sent (the relays poll every 0.2 s).
    const client = new pg.Client({ connectionString: store.url });
    await client.connect();
    try {
      await expect
        .poll(
          async () =>
            (await client.query("select status, count(*)::int as n from messages group by status")).rows as Array<{
              status: string;
              n: number;
            }>,
          { timeout: 60_000, interval: 200 },
        )
        .toEqual([{ status: "sent", n: leads * STAFF.length }]);
      const retried = (await client.query("select count(*)::int as n from messages where attempts > 1")).rows[0].n;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `messages: ${leads} leads on 2 instances → ${leads * STAFF.length} staff alerts; SOLAPI refused the first ` +
          `6 requests (503); ${retried} messages needed more than one attempt; all sent in ${seconds} s; ` +
          `the fake received ${fake.received.length} messages, ${fake.unauthorized} with a bad signature`,
      );
    } finally {
      await client.end();
    }
    // Exactly once: as many messages arrived as were queued, no (recipient, text) twice.
    expect(fake.received).toHaveLength(leads * STAFF.length);
    expect(new Set(fake.received.map((m) => `${m.to} ${m.text}`)).size).toBe(leads * STAFF.length);
    expect(fake.unauthorized).toBe(0);
    expect(new Set(fake.received.map((m) => m.to))).toEqual(new Set(STAFF.map((phone) => phone.replace(/-/g, ""))));
    for (const message of fake.received) {
      expect(message.text).toMatch(/\/admin\/leads\/[0-9a-f-]{36}$/);
      expect(message.text).not.toMatch(/부하시험/);
      expect(message.text).not.toMatch(A_PHONE_NUMBER);
    }
    // No visitor's or staff member's number in any log line.
    for (const server of servers) {
      const logs = server.logs();
      expect(logs).toContain("message.sent");
      expect(logs).not.toMatch(A_PHONE_NUMBER);
      expect(logs).not.toMatch(/부하시험/);
    }
  },
);

test.each([["sqlite", 1], ...(POSTGRES_URL ? [["postgres", 2] as const] : [])] as const)(
  "SOLAPI answers after the timeout (%s, %i instance(s)): the text is found in SOLAPI's list and never sent twice",
  async (kind, instances) => {
    const slow = await startFakeSolapi("SLOW-KEY", "slow-solapi-secret");
    const slowStore = kind === "sqlite" ? sqliteStore() : await postgresStore();
    try {
      // The first send is taken at once but answered after 1.5 s; the relay gives up after 0.3 s.
      slow.slowAnswers.push(1500);
      const env = {
        SMS_PROVIDER: "solapi",
        SOLAPI_API_KEY: "SLOW-KEY",
        SOLAPI_API_SECRET: "slow-solapi-secret",
        SOLAPI_BASE_URL: slow.url(),
        SOLAPI_TIMEOUT_SECONDS: "0.3",
        SMS_SENDER: "1661-0000",
        STAFF_ALERT_PHONES: "010-9100-0009",
        MESSAGE_RETRY_BASE_SECONDS: "0.2",
        MESSAGE_RETRY_MAX_SECONDS: "0.5",
        MESSAGE_POLL_SECONDS: "0.2",
      };
      const servers: TestServer[] = [];
      for (let n = 0; n < instances; n++) servers.push(await startServer({ databaseUrl: slowStore.url, env }));
      expect((await postLead(servers[0] as { url: string }, leadBody(9100))).status).toBe(200);
      await expect
        .poll(() => servers.some((server) => server.logs().includes('"msg":"message.sent"')), {
          timeout: 30_000,
          interval: 100,
        })
        .toBe(true);
      expect(slow.received).toHaveLength(1);
      const logs = servers.map((server) => server.logs()).join("\n");
      expect(logs).toContain("message.retry");
      expect(logs).toContain('"foundAtProvider":true');
      expect(slow.listRequests).toBeGreaterThanOrEqual(1);
    } finally {
      await stopAll();
      await slow.close();
      await slowStore.cleanup();
    }
  },
);
