/**
 * Crash: the server is killed (SIGKILL, no shutdown code) in the middle of a load, with requests
 * in flight, then started again on the same database. Every lead that was answered 200 must be
 * there, complete, with its outbox row (a webhook is configured); nothing half-written.
 */
import { afterAll, describe, expect, test } from "vitest";
import { startWebhookReceiver } from "./fault-helpers.ts";
import {
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
import { digits, duplicates, incompleteLeads, queryStore, readDeliveries, readLeads } from "./lead-rows.ts";

const CLIENTS = 50;
/** At most this many requests are started; the kill comes long before. */
const MAX_REQUESTS = 5_000;
/** The server is killed once this many leads have been acknowledged. */
const KILL_AFTER = 300;

afterAll(stopAll);

async function crashRun(store: TestStore) {
  const hook = await startWebhookReceiver();
  const env = { LEAD_WEBHOOK_URL: hook.url };
  try {
    const server = await startServer({ databaseUrl: store.url, env });
    const bodies = Array.from({ length: MAX_REQUESTS }, (_, i) => leadBody(i));
    const acknowledged: URLSearchParams[] = [];
    const otherStatuses: number[] = [];
    let failedByCrash = 0;
    let inFlight = 0;
    let inFlightAtKill = 0;
    let killed: Promise<void> | undefined;

    await pool(MAX_REQUESTS, CLIENTS, async (i) => {
      if (killed) return;
      const body = bodies[i] as URLSearchParams;
      inFlight += 1;
      try {
        const response = await postLead(server, body);
        if (response.status === 200) acknowledged.push(body);
        else otherStatuses.push(response.status);
        if (acknowledged.length >= KILL_AFTER && !killed) {
          inFlightAtKill = inFlight - 1;
          killed = server.kill();
        }
      } catch {
        failedByCrash += 1;
      } finally {
        inFlight -= 1;
      }
    });
    await killed;
    expect(server.child.signalCode).toBe("SIGKILL");

    const restarted: TestServer = await startServer({ databaseUrl: store.url, env });
    const rows = await readLeads(store);
    const deliveries = await readDeliveries(store);
    const storedPhones = new Set(rows.map((row) => digits(row.phone)));
    const missing = acknowledged.filter((body) => !storedPhones.has(digits(body.get("phone") as string)));
    const leadIds = new Set(rows.map((row) => row.id));
    const deliveriesPerLead = new Map<string, number>();
    for (const delivery of deliveries) {
      deliveriesPerLead.set(delivery.lead_id, (deliveriesPerLead.get(delivery.lead_id) ?? 0) + 1);
    }
    const withoutOutbox = rows.filter((row) => deliveriesPerLead.get(row.id) !== 1);
    const orphanDeliveries = deliveries.filter((delivery) => !leadIds.has(delivery.lead_id));

    console.log(
      `reliability crash (${store.kind}): killed with ${inFlightAtKill} requests in flight; acknowledged ${acknowledged.length}, ` +
        `requests failed by the crash ${failedByCrash}, other answers ${otherStatuses.length}, rows after restart ${rows.length}, ` +
        `acknowledged found after restart ${acknowledged.length - missing.length}, outbox rows ${deliveries.length}, ` +
        `webhook calls so far ${hook.posts.length}, leads lost = ${missing.length}`,
    );

    expect(otherStatuses).toEqual([]);
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(failedByCrash).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    // A request cut off by the crash may have committed before its answer was lost; no more than that.
    expect(rows.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(rows.length).toBeLessThanOrEqual(acknowledged.length + failedByCrash);
    expect(incompleteLeads(rows)).toEqual([]);
    expect(duplicates(rows.map((row) => row.dedupe_key))).toEqual([]);
    expect(withoutOutbox).toEqual([]);
    expect(orphanDeliveries).toEqual([]);
    expect(deliveries.every((delivery) => delivery.target_url === hook.url)).toBe(true);
    if (store.kind === "sqlite") {
      expect(await queryStore<{ integrity_check: string }>(store, "pragma integrity_check")).toEqual([
        { integrity_check: "ok" },
      ]);
    }

    // The restarted server takes leads again, on the same database.
    const after = leadBody(MAX_REQUESTS + 1);
    expect((await postLead(restarted, after)).status).toBe(200);
    const phones = (await readLeads(store)).map((row) => digits(row.phone));
    expect(phones).toContain(digits(after.get("phone") as string));
    await restarted.stop();
  } finally {
    await stopAll();
    await hook.close();
    await store.cleanup();
  }
}

describe("kill -9 during a load, then restart on the same database", () => {
  test("SQLite: every acknowledged lead survives, none half-written", () => crashRun(sqliteStore()));
  test.skipIf(!POSTGRES_URL)("PostgreSQL: every acknowledged lead survives, none half-written", async () =>
    crashRun(await postgresStore()),
  );
});
