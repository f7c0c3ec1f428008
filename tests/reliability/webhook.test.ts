/**
 * The lead forwarding outbox against a webhook target that is down, slow, or always failing.
 * Leads are acknowledged at once whatever the target does; deliveries are retried with
 * exponential backoff (observed in the relay's log lines and the outbox rows); once the target
 * is back every lead reaches it exactly once (signed); a target that always fails ends `dead`
 * after `LEAD_WEBHOOK_MAX_ATTEMPTS`. Timings are shrunk with the operator settings.
 */
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, onTestFailed, test } from "vitest";
import { timed, WebhookReceiver, waitFor } from "./fault-helpers.ts";
import {
  leadBody,
  POSTGRES_URL,
  postgresStore,
  postLead,
  sqliteStore,
  startServer,
  stopAll,
  type TestServer,
  type TestStore,
} from "./harness.ts";

const SECRET = "reliability-webhook-secret-0123456789";
const RETRY_BASE_MS = 200;
const RETRY_MAX_MS = 3_000;
const RELAY_TIMEOUT_MS = 500;

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  await stopAll();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

type DeliveryRow = {
  id: string;
  lead_id: string;
  status: string;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: string;
  delivered_at: string | null;
};

const DELIVERY_COLUMNS = "id, lead_id, status, attempts, last_status_code, last_error, next_attempt_at, delivered_at";

/** Reads the server's outbox and lead count straight from its database (SQLite file or PostgreSQL schema). */
type StoreReader = { deliveries(): Promise<DeliveryRow[]>; leadCount(): Promise<number> };

function sqliteReader(file: string): StoreReader {
  const read = <T>(query: string, all: boolean) => {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const statement = db.prepare(query);
      return (all ? statement.all() : statement.get()) as T;
    } finally {
      db.close();
    }
  };
  return {
    deliveries: async () =>
      read<DeliveryRow[]>(`select ${DELIVERY_COLUMNS} from lead_deliveries order by created_at`, true),
    leadCount: async () => read<{ count: number }>("select count(*) as count from leads", false).count,
  };
}

async function postgresReader(url: string): Promise<StoreReader> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  cleanups.push(() => client.end());
  return {
    deliveries: async () =>
      (await client.query<DeliveryRow>(`select ${DELIVERY_COLUMNS} from lead_deliveries order by created_at`)).rows.map(
        (row) => ({ ...row, attempts: Number(row.attempts) }),
      ),
    leadCount: async () => Number((await client.query("select count(*) as count from leads")).rows[0].count),
  };
}

const stores: Array<[name: string, open: () => Promise<TestStore>]> = [["SQLite", async () => sqliteStore()]];
if (POSTGRES_URL) stores.push(["PostgreSQL", () => postgresStore()]);

type RetryLine = { deliveryId: string; attempt: number; failedAt: string; retryAt?: string; msg: string };

/** The relay's `lead.delivery.retry` / `lead.delivery.dead` lines (pino JSON). */
function relayLines(server: TestServer): RetryLine[] {
  return server
    .logs()
    .split("\n")
    .filter((line) => line.includes('"lead.delivery.'))
    .map((line) => JSON.parse(line) as RetryLine)
    .filter((line) => line.msg === "lead.delivery.retry" || line.msg === "lead.delivery.dead");
}

async function startRelayServer(receiver: WebhookReceiver, maxAttempts: number, open: () => Promise<TestStore>) {
  const store = await open();
  cleanups.push(() => store.cleanup());
  const server = await startServer({
    databaseUrl: store.url,
    env: {
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      LEAD_WEBHOOK_MAX_ATTEMPTS: String(maxAttempts),
      LEAD_WEBHOOK_RETRY_BASE_SECONDS: String(RETRY_BASE_MS / 1000),
      LEAD_WEBHOOK_RETRY_MAX_SECONDS: String(RETRY_MAX_MS / 1000),
      LEAD_WEBHOOK_TIMEOUT_SECONDS: String(RELAY_TIMEOUT_MS / 1000),
      LEAD_WEBHOOK_POLL_SECONDS: "0.2",
    },
  });
  onTestFailed(() => console.log(`--- server output (tail) ---\n${server.logs().slice(-5000)}`));
  const reader = store.kind === "sqlite" ? sqliteReader(store.file as string) : await postgresReader(store.url);
  return { server, reader };
}

/** Posts `count` leads; every one must be acknowledged (200) whatever the target does. */
async function postLeads(server: TestServer, from: number, count: number) {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await timed(() => postLead(server, leadBody(from + i))));
  for (const answer of answers) expect(answer.status).toBe(200);
  return answers.map((answer) => answer.ms);
}

describe.each(stores)("lead forwarding when the webhook target fails (%s)", (storeName, open) => {
  test("target down, then slow: leads acknowledged at once, retried with backoff, each delivered exactly once", async () => {
    const receiver = new WebhookReceiver(SECRET);
    await receiver.listen();
    cleanups.push(() => receiver.close());
    const { server, reader } = await startRelayServer(receiver, 8, open);
    const ackMs: number[] = [];

    // (a) The target is down: its port is closed.
    await receiver.close();
    ackMs.push(...(await postLeads(server, 1, 5)));
    await waitFor("attempts growing while the target is down", async () => {
      const rows = await reader.deliveries();
      return rows.length === 5 && rows.every((row) => row.status === "pending" && row.attempts >= 4);
    });
    const downAttempts = (await reader.deliveries()).map((row) => row.attempts);
    expect(receiver.posts).toHaveLength(0);
    await receiver.listen(); // back, on the same port
    await waitFor("every lead delivered once the target is back", async () =>
      (await reader.deliveries()).every((row) => row.status === "delivered"),
    );

    // (b) The target is slow: it answers after longer than the relay waits.
    receiver.behaviour = { slowMs: 5_000 };
    ackMs.push(...(await postLeads(server, 101, 5)));
    const slowIds = async () =>
      new Set((await reader.deliveries()).filter((row) => row.status === "pending").map((row) => row.id));
    await waitFor(
      "the slow target sees repeated attempts it answers too late",
      async () => {
        const pending = await slowIds();
        if (pending.size !== 5) return false;
        return [...pending].every((id) => receiver.posts.filter((post) => post.deliveryId === id).length >= 2);
      },
      { timeoutMs: 45_000 },
    );
    const slowPending = await slowIds();
    const slowAttempts = (await reader.deliveries())
      .filter((row) => slowPending.has(row.id))
      .map((row) => row.attempts);
    receiver.behaviour = "ok";
    await waitFor(
      "every lead delivered once the target is fast again",
      async () => (await reader.deliveries()).every((row) => row.status === "delivered"),
      { timeoutMs: 45_000 },
    );

    // Backoff: each retry is scheduled base·2^(attempt−1) (capped) ahead of the failure, jittered
    // to 50–100 %, so below the cap the delays never shrink from one attempt to the next. The line carries the
    // failure's time the delay was computed from (`failedAt`), so how late the line itself was
    // written (a busy machine) does not matter.
    const lines = relayLines(server).filter((line) => line.msg === "lead.delivery.retry");
    const byDelivery = new Map<string, RetryLine[]>();
    for (const line of lines) byDelivery.set(line.deliveryId, [...(byDelivery.get(line.deliveryId) ?? []), line]);
    const firstId = [...byDelivery.keys()][0];
    const delaysOfFirst: number[] = [];
    for (const [deliveryId, retries] of byDelivery) {
      retries.sort((a, b) => a.attempt - b.attempt);
      expect(retries.map((line) => line.attempt)).toEqual(retries.map((_, i) => i + 1));
      let previous = 0;
      let previousEnvelope = 0;
      for (const line of retries) {
        const delay = Date.parse(line.retryAt as string) - Date.parse(line.failedAt);
        const envelope = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (line.attempt - 1));
        expect(delay, `${deliveryId} attempt ${line.attempt}`).toBeGreaterThanOrEqual(envelope / 2);
        expect(delay, `${deliveryId} attempt ${line.attempt}`).toBeLessThanOrEqual(envelope);
        // Below the cap the envelope doubles, so the shortest next delay is the longest last one.
        if (envelope >= 2 * previousEnvelope) expect(delay).toBeGreaterThanOrEqual(previous);
        previous = delay;
        previousEnvelope = envelope;
        if (deliveryId === firstId) delaysOfFirst.push(delay);
      }
    }
    expect(byDelivery.size).toBe(10); // every delivery was retried at least once

    // Exactly once: each delivery accepted by the target once, signed, with its id as idempotency key.
    const rows = await reader.deliveries();
    expect(rows).toHaveLength(10);
    const accepted = receiver.acceptedPerDelivery();
    const duplicates = [...accepted.values()].filter((count) => count > 1).length;
    const lost = rows.filter((row) => accepted.get(row.id) !== 1).length;
    expect(duplicates).toBe(0);
    expect(lost).toBe(0);
    expect(accepted.size).toBe(10);
    expect(new Set(rows.map((row) => row.lead_id)).size).toBe(10);
    for (const post of receiver.posts) {
      expect(post.signatureValid).toBe(true);
      expect(post.idempotencyKey).toBe(post.deliveryId);
    }
    for (const row of rows) {
      expect(row.delivered_at).not.toBeNull();
      expect(row.last_status_code).toBe(200);
    }
    const attempts = rows.reduce((sum, row) => sum + row.attempts, 0);

    console.log(
      [
        `reliability (webhook down, then slow, ${storeName}): leads = 10, acknowledged 200 = 10 (max ${Math.max(...ackMs)} ms)`,
        `  down: attempts per delivery while down ${downAttempts.join(",")}; target received 0 posts`,
        `  slow (${RELAY_TIMEOUT_MS} ms relay timeout, target answers after 5000 ms): attempts ${slowAttempts.join(",")}`,
        `  backoff delays of one delivery (ms): ${delaysOfFirst.join(" → ")}`,
        `  delivery attempts (outbox) = ${attempts}, posts reaching the target = ${receiver.posts.length}, delivered = ${accepted.size}, dead = 0, duplicates = ${duplicates}, lost = ${lost}, signatures valid = ${receiver.posts.length}`,
      ].join("\n"),
    );
  });

  test("a target that always answers 500: each delivery ends dead after the maximum attempts", async () => {
    const receiver = new WebhookReceiver(SECRET);
    receiver.behaviour = "fail";
    await receiver.listen();
    cleanups.push(() => receiver.close());
    const maxAttempts = 4;
    const { server, reader } = await startRelayServer(receiver, maxAttempts, open);

    const ackMs = await postLeads(server, 1, 3);
    await waitFor("every delivery dead", async () => {
      const rows = await reader.deliveries();
      return rows.length === 3 && rows.every((row) => row.status === "dead");
    });
    const postsAtDeath = receiver.posts.length;
    // Dead is final: nothing more is sent.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.posts.length).toBe(postsAtDeath);

    const rows = await reader.deliveries();
    for (const row of rows) {
      expect(row).toMatchObject({
        status: "dead",
        attempts: maxAttempts,
        last_status_code: 500,
        last_error: "HTTP 500",
      });
      expect(row.delivered_at).toBeNull();
      expect(receiver.posts.filter((post) => post.deliveryId === row.id)).toHaveLength(maxAttempts);
    }
    const deadLines = relayLines(server).filter((line) => line.msg === "lead.delivery.dead");
    expect(deadLines.map((line) => line.attempt)).toEqual([maxAttempts, maxAttempts, maxAttempts]);
    // The leads themselves are kept: the operator still has them.
    const leads = await reader.leadCount();
    expect(leads).toBe(3);

    console.log(
      `reliability (webhook always 500, ${storeName}, LEAD_WEBHOOK_MAX_ATTEMPTS=${maxAttempts}): leads = 3, acknowledged 200 = 3 (max ${Math.max(...ackMs)} ms), delivery attempts = ${receiver.posts.length}, delivered = 0, dead = ${rows.length}, no attempt after dead, leads kept = ${leads}, lost = 0`,
    );
  });
});
