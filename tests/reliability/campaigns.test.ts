/**
 * A 10,000-recipient advertising campaign on real server processes: two instances on one
 * PostgreSQL schema, SOLAPI a local fake that fails mid-way (one request taken but its connection
 * dropped before the answer, then 503s) and recovers. Every consenting number gets its text
 * exactly once, nobody without consent gets one, every recipient ends 접수 (accepted).
 *
 * Advertising leaves only between 08:00 and 21:00 Korea time: outside them (CI runs at any hour)
 * the servers' and the fake's clocks are moved into the sending hours (sending-hours.ts).
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, expect, test } from "vitest";
import { seoulDay } from "../../app/lib/korea-time.ts";
import { type FakeSolapi, startFakeSolapi } from "../fakes/solapi.ts";
import { POSTGRES_URL, postgresStore, startServer, stopAll, type TestStore } from "./harness.ts";
import { shiftedClockEnv, shiftIntoSendingHours } from "./sending-hours.ts";

const CONSENTING = 10_000;
const WITHOUT_CONSENT = 50;
/** The fake fails once it has taken this many texts. */
const FAIL_AFTER = 3_000;

let fake: FakeSolapi | undefined;
let store: TestStore | undefined;
afterAll(async () => {
  await stopAll();
  await fake?.close();
  await store?.cleanup();
});

test.skipIf(!POSTGRES_URL)(
  "10,000 recipients, two instances on PostgreSQL, SOLAPI failing mid-way and back: each consenting number texted exactly once",
  { timeout: 240_000 },
  async () => {
    const shift = shiftIntoSendingHours(new Date());
    const now = () => new Date(Date.now() + shift);
    fake = await startFakeSolapi("CAMPAIGN-KEY", "campaign-solapi-secret", { now });
    let tripped = false;
    fake.onTaken = (total) => {
      if (tripped || total < FAIL_AFTER || !fake) return;
      tripped = true;
      // The next request is taken and its connection dropped (the outcome unknown), then 6 refusals.
      fake.dropAnswers = 1;
      fake.failures.push(503, 503, 503, 503, 503, 503);
    };
    store = await postgresStore();
    const env = {
      // Korea time is computed, never the process's zone: the servers run in UTC, as in most hosting.
      TZ: "UTC",
      SMS_PROVIDER: "solapi",
      SOLAPI_API_KEY: "CAMPAIGN-KEY",
      SOLAPI_API_SECRET: "campaign-solapi-secret",
      SOLAPI_BASE_URL: fake.url(),
      SMS_SENDER: "1661-0000",
      MESSAGE_BATCH_SIZE: "500",
      MESSAGE_REQUEST_INTERVAL_SECONDS: "0.05",
      MESSAGE_POLL_SECONDS: "0.2",
      MESSAGE_RETRY_BASE_SECONDS: "0.2",
      MESSAGE_RETRY_MAX_SECONDS: "1",
      MESSAGE_MAX_ATTEMPTS: "30",
      CAMPAIGN_POLL_SECONDS: "0.5",
      CAMPAIGN_BATCH_SIZE: "2000",
      ...shiftedClockEnv(shift),
    };
    const servers = [await startServer({ databaseUrl: store.url, env })];
    servers.push(await startServer({ databaseUrl: store.url, env }));

    const client = new pg.Client({ connectionString: store.url });
    await client.connect();
    try {
      // The leads straight into the table: 10,000 consenting numbers (010-2000-0000 …) and 50 without.
      const at = now().toISOString();
      await client.query(
        `insert into leads (id, created_at, updated_at, day, site_id, form, name, phone, privacy_consent,
           marketing_consent, consent_version, consented_at, dedupe_key, status)
         select gen_random_uuid()::text, $1, $1, $2, 'pentacityhansin', 'interest', '시험고객',
           '010-' || (2000 + n / 10000)::text || '-' || lpad((n % 10000)::text, 4, '0'), 1,
           case when n < $3 then 1 else 0 end, '2026-11-22', $1, gen_random_uuid()::text, 'new'
         from generate_series(0, $4 - 1) as n`,
        [at, seoulDay(now()), CONSENTING, CONSENTING + WITHOUT_CONSENT],
      );
      // Their forms' consents in the numbers' history, which decides who may be texted (as the
      // consent migration back-fills them).
      await client.query(
        `insert into marketing_consent_numbers (phone, token_hash, created_at)
         select phone, null, consented_at from leads where marketing_consent = 1`,
      );
      await client.query(
        `insert into marketing_consent_events (id, phone, action, channel, lead_id, created_at)
         select 'lead-' || id, phone, 'given', 'form', id, consented_at from leads where marketing_consent = 1`,
      );
      // Approved and due now: the campaign job of either instance starts it.
      await client.query(
        `insert into campaigns (id, name, body, filters, status, scheduled_at, created_by, approved_by, approved_at,
           audience_count, recipient_count, estimated_cost, created_at, updated_at)
         values ($1, '1만 명 발송', '견본주택이 오픈합니다.',
           '{"stages":[],"channel":"","campaign":"","from":"","to":"","booked":"any","visited":"any"}',
           'scheduled', $2, 'reliability', 'approver', $2, 0, 0, 0, $2, $2)`,
        [randomUUID(), at],
      );
      const started = performance.now();
      await expect
        .poll(async () => (await client.query("select status from campaigns")).rows[0]?.status, {
          timeout: 180_000,
          interval: 500,
        })
        .toBe("done");
      const seconds = ((performance.now() - started) / 1000).toFixed(1);

      const recipients = (
        await client.query("select status, count(*)::int as n from campaign_recipients group by status")
      ).rows;
      expect(recipients).toEqual([{ status: "accepted", n: CONSENTING }]);
      const messages = (await client.query("select status, count(*)::int as n from messages group by status")).rows;
      expect(messages).toEqual([{ status: "sent", n: CONSENTING }]);
      const retried = (await client.query("select count(*)::int as n from messages where attempts > 1")).rows[0].n;

      // Exactly once at SOLAPI: 10,000 texts, 10,000 numbers, each a consenting one.
      expect(fake.received).toHaveLength(CONSENTING);
      const numbers = new Set(fake.received.map((message) => message.to));
      expect(numbers.size).toBe(CONSENTING);
      for (let n = 0; n < CONSENTING + WITHOUT_CONSENT; n++) {
        const number = `010${2000 + Math.floor(n / 10000)}${String(n % 10000).padStart(4, "0")}`;
        expect(numbers.has(number)).toBe(n < CONSENTING);
      }
      expect(fake.received.every((message) => message.text.startsWith("(광고)"))).toBe(true);
      expect(fake.unauthorized).toBe(0);
      // The failure happened: one request dropped after SOLAPI took it, its texts found by lookups.
      expect(tripped).toBe(true);
      expect(fake.dropAnswers).toBe(0);
      expect(fake.failures).toEqual([]);
      const logs = servers.map((server) => server.logs()).join("\n");
      expect(logs).toContain('"foundAtProvider":true');
      // No recipient's number or name (ids taken out first: 10,000 uuids hold digit runs that look like one).
      const withoutIds = logs.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<id>");
      expect(withoutIds).not.toMatch(/010-?200[01]-?\d{4}|시험고객/);
      const requests = fake.sendRequests;
      console.log(
        `campaigns: ${CONSENTING} consenting of ${CONSENTING + WITHOUT_CONSENT} leads, 2 instances on PostgreSQL` +
          `${shift ? ` (clocks moved ${(shift / 3_600_000).toFixed(1)} h into the sending hours)` : ""}: done in ` +
          `${seconds} s; ${requests.length} send requests (largest ${Math.max(...requests)} texts), one dropped ` +
          `after SOLAPI took it, 6 refused (503); ${fake.listRequests} lookups; ${retried} texts needed more than ` +
          `one attempt; SOLAPI received ${fake.received.length} texts for ${numbers.size} numbers`,
      );
    } finally {
      await client.end();
    }
  },
);
