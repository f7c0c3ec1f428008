import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { parseLead } from "#app/modules/leads/schema.ts";
import { listDeliveries } from "./deliveries.server.ts";
import { createLead } from "./lead.server.ts";
import { relayDueDeliveries } from "./relay.server.ts";

type Received = { headers: IncomingMessage["headers"]; body: string };

/** A webhook receiver that answers with the next status of `statuses` (the last one repeats). */
async function startReceiver(statuses: number[]) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      const status = statuses[Math.min(received.length - 1, statuses.length - 1)] ?? 500;
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function leadInput(webhookUrl: string, key = "relay-render-01") {
  const parsed = parseLead({
    form: "interest",
    name: "김철수",
    // One person per render: each makes its own lead and delivery.
    phone: `010-2222-33${key.slice(-2)}`,
    privacyConsent: "on",
    idempotencyKey: key,
  });
  if (!parsed.success) throw new Error("invalid fixture");
  return { submission: parsed.data, siteId: "pentacityhansin", consentVersion: "2026-11-22", webhookUrl };
}

describe.each(testDatabases())("outbox relay on %s", (_name, open) => {
  let database: TestDatabase;
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
    await database.cleanup();
  });

  test("a failing receiver is retried after the backoff, then the lead is delivered once", async () => {
    receiver = await startReceiver([500, 200]);
    let clock = new Date("2026-11-22T00:00:00.000Z");
    const { id: leadId } = await createLead(database.db, { ...leadInput(receiver.url), now: clock });
    const options = {
      db: database.db,
      now: () => clock,
      random: () => 0.5,
      secret: "a-webhook-secret-of-enough-length",
      baseDelayMs: 60_000,
    };

    expect(await relayDueDeliveries(options)).toEqual({ delivered: 0, retried: 1, dead: 0 });
    const [afterFailure] = await listDeliveries(database.db, { leadId });
    expect(afterFailure).toMatchObject({
      status: "pending",
      attempts: 1,
      last_status_code: 500,
      last_error: "HTTP 500",
    });
    // 60 s base, attempt 1, jitter 0.5 → 45 s.
    expect(afterFailure?.next_attempt_at).toBe("2026-11-22T00:00:45.000Z");

    // Not due yet: nothing is sent.
    clock = new Date("2026-11-22T00:00:44.000Z");
    expect(await relayDueDeliveries(options)).toEqual({ delivered: 0, retried: 0, dead: 0 });
    expect(receiver.received).toHaveLength(1);

    clock = new Date("2026-11-22T00:00:45.000Z");
    expect(await relayDueDeliveries(options)).toEqual({ delivered: 1, retried: 0, dead: 0 });
    const [delivered] = await listDeliveries(database.db, { leadId });
    expect(delivered).toMatchObject({ status: "delivered", attempts: 2, last_status_code: 200, last_error: null });

    const last = receiver.received[1];
    if (!last) throw new Error("the second attempt did not arrive");
    const payload = JSON.parse(last.body);
    expect(payload).toMatchObject({
      event: "lead.created",
      lead: { id: leadId, form: "interest", name: "김철수", phone: "010-2222-3301", siteId: "pentacityhansin" },
    });
    expect(last.headers["content-type"]).toBe("application/json");
    expect(last.headers["idempotency-key"]).toBe(payload.deliveryId);
    const signature = createHmac("sha256", options.secret).update(last.body).digest("hex");
    expect(last.headers["x-lead-signature"]).toBe(`sha256=${signature}`);

    // Delivered rows are never sent again.
    clock = new Date("2026-11-23T00:00:00.000Z");
    expect(await relayDueDeliveries(options)).toEqual({ delivered: 0, retried: 0, dead: 0 });
    expect(receiver.received).toHaveLength(2);
  });

  test("after the last attempt a delivery is dead and stays visible", async () => {
    receiver = await startReceiver([503]);
    let clock = new Date("2026-11-22T00:00:00.000Z");
    const { id: leadId } = await createLead(database.db, { ...leadInput(receiver.url), now: clock });
    const options = { db: database.db, now: () => clock, random: () => 1, baseDelayMs: 1000, maxAttempts: 3 };
    for (const expected of [
      { delivered: 0, retried: 1, dead: 0 },
      { delivered: 0, retried: 1, dead: 0 },
      { delivered: 0, retried: 0, dead: 1 },
    ]) {
      expect(await relayDueDeliveries(options)).toEqual(expected);
      clock = new Date(clock.getTime() + 60_000);
    }
    expect(receiver.received).toHaveLength(3);
    expect(await listDeliveries(database.db, { status: "dead" })).toEqual([
      expect.objectContaining({ lead_id: leadId, status: "dead", attempts: 3, last_status_code: 503 }),
    ]);
    expect(await relayDueDeliveries(options)).toEqual({ delivered: 0, retried: 0, dead: 0 });
  });

  test("an unreachable receiver counts as a failed attempt", async () => {
    receiver = await startReceiver([200]);
    const url = receiver.url;
    await receiver.close();
    receiver = undefined;
    await createLead(database.db, leadInput(url));
    const result = await relayDueDeliveries({ db: database.db, random: () => 0, timeoutMs: 2000 });
    expect(result).toEqual({ delivered: 0, retried: 1, dead: 0 });
    const [delivery] = await listDeliveries(database.db, {});
    expect(delivery?.last_status_code).toBeNull();
    expect(delivery?.last_error).toMatch(/fetch failed|ECONNREFUSED/);
  });

  test("two relays running at once send each delivery once", async () => {
    receiver = await startReceiver([200]);
    for (let index = 0; index < 6; index++) {
      await createLead(database.db, leadInput(receiver.url, `relay-render-1${index}`));
    }
    const runs = await Promise.all([relayDueDeliveries({ db: database.db }), relayDueDeliveries({ db: database.db })]);
    expect(runs[0].delivered + runs[1].delivered).toBe(6);
    expect(receiver.received).toHaveLength(6);
    expect(await listDeliveries(database.db, { status: "delivered" })).toHaveLength(6);
  });
});
