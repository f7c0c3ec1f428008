/**
 * Load: 2,000 lead submissions from 50 concurrent clients against one real server. Every one
 * must be answered 200 and stored exactly once (counted in the database itself).
 */
import { afterAll, describe, expect, test } from "vitest";
import {
  leadBody,
  POSTGRES_URL,
  pool,
  postgresStore,
  postLead,
  sqliteStore,
  startServer,
  stopAll,
  type TestStore,
} from "./harness.ts";
import { countByStatus, digits, duplicates, incompleteLeads, readLeads } from "./lead-rows.ts";

const REQUESTS = 2_000;
const CLIENTS = 50;

afterAll(stopAll);

async function loadRun(store: TestStore) {
  try {
    const server = await startServer({ databaseUrl: store.url });
    const bodies = Array.from({ length: REQUESTS }, (_, i) => leadBody(i));
    const started = performance.now();
    const responses = await pool(REQUESTS, CLIENTS, (i) =>
      postLead(server, bodies[i] as URLSearchParams).catch((error: unknown) => ({ status: 0, text: String(error) })),
    );
    const seconds = (performance.now() - started) / 1000;
    const byStatus = countByStatus(responses.map((response) => response.status));
    const rows = await readLeads(store);
    const sentPhones = new Set(bodies.map((body) => digits(body.get("phone") as string)));
    const storedPhones = rows.map((row) => digits(row.phone));
    const storedSet = new Set(storedPhones);
    const lost = [...sentPhones].filter((phone) => !storedSet.has(phone)).length;
    console.log(
      `reliability load (${store.kind}): ${REQUESTS} requests from ${CLIENTS} clients, responses ${JSON.stringify(byStatus)}, ` +
        `${rows.length} rows, ${seconds.toFixed(1)} s, ${(REQUESTS / seconds).toFixed(0)} requests/s, leads lost = ${lost}`,
    );

    expect(byStatus).toEqual({ 200: REQUESTS });
    expect(responses.every((response) => JSON.parse(response.text).status === "success")).toBe(true);
    expect(rows).toHaveLength(REQUESTS);
    expect(duplicates(storedPhones)).toEqual([]);
    expect(duplicates(rows.map((row) => row.dedupe_key))).toEqual([]);
    expect(storedSet).toEqual(sentPhones);
    expect(incompleteLeads(rows)).toEqual([]);
    expect(lost).toBe(0);
    expect(server.logs().match(/"msg":"lead\.stored"/g)).toHaveLength(REQUESTS);
    expect(server.logs()).not.toMatch(/"level":"(error|fatal)"/);
    await server.stop();
  } finally {
    await stopAll();
    await store.cleanup();
  }
}

describe("2,000 leads from 50 concurrent clients", () => {
  test("SQLite: every lead answered 200 and stored exactly once", () => loadRun(sqliteStore()));
  test.skipIf(!POSTGRES_URL)("PostgreSQL: every lead answered 200 and stored exactly once", async () =>
    loadRun(await postgresStore()),
  );
});
