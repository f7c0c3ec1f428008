/**
 * `node bench/lead-steps.ts`: what bounds a lead submission, without HTTP. An experiment, not a
 * gate: the steps of `handleLeadRequest` (rate-limit write, idempotency lookup, the lead's
 * transaction) are run in process against a fresh SQLite file (and PostgreSQL when
 * `TEST_DATABASE_URL` is set), N submissions at C at a time, each variant with one step left
 * out or one setting changed, interleaved in rounds so a busy machine weighs on all alike.
 * The figures are written to the console; docs/performance.md quotes them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { privacy } from "#app/modules/leads/copy.ts";
import { createLead, leadDedupeKey } from "#app/modules/leads/lead.server.ts";
import { type LeadSubmission, parseLead } from "#app/modules/leads/schema.ts";

const SUBMISSIONS = Number(process.env.LEAD_STEPS_N ?? 600);
const CONCURRENCY = Number(process.env.LEAD_STEPS_C ?? 50);
const ROUNDS = 3;
const POSTGRES_URL = process.env.TEST_DATABASE_URL;

type Variant = {
  name: string;
  rateLimit: boolean;
  lookup: boolean;
  lead: boolean;
  setup?: (database: DatabaseHandle) => Promise<void>;
};

const VARIANTS: Variant[] = [
  { name: "all three steps (as the server)", rateLimit: true, lookup: true, lead: true },
  { name: "without the rate-limit write", rateLimit: false, lookup: true, lead: true },
  { name: "rate-limit write only", rateLimit: true, lookup: false, lead: false },
  { name: "idempotency lookup only", rateLimit: false, lookup: true, lead: false },
];
const SQLITE_ONLY: Variant[] = [
  {
    name: "all three, synchronous = NORMAL (no fsync per commit)",
    rateLimit: true,
    lookup: true,
    lead: true,
    setup: async (database) => {
      await sql`pragma synchronous = NORMAL`.execute(database.db);
    },
  },
];

let sequence = 0;
/** A lead as the interest form posts it (bench/server.ts sends the same fields). */
function submission(): LeadSubmission {
  const n = sequence++;
  const parsed = parseLead({
    form: "interest",
    email: "",
    visitDate: "",
    sourcePath: "/",
    idempotencyKey: `steps-${process.pid}-${n}`,
    homepage: "",
    name: `실험 ${n}`,
    phone: `010-${String(1000 + Math.floor(n / 10_000)).slice(-4)}-${String(n % 10_000).padStart(4, "0")}`,
    privacyConsent: "on",
  });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.data;
}

async function runVariant(database: DatabaseHandle, variant: Variant): Promise<{ perSecond: number; p99: number }> {
  if (variant.setup) await variant.setup(database);
  const limiter = database.createRateLimiter({ keyPrefix: `steps-${sequence}`, points: 1e9, durationSeconds: 600 });
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < SUBMISSIONS) {
      next++;
      const lead = submission();
      const t = performance.now();
      if (variant.rateLimit) await limiter.consume("127.0.0.1");
      if (variant.lookup && !variant.lead) {
        await database.db.selectFrom("leads").select("id").where("dedupe_key", "=", leadDedupeKey(lead)).execute();
      }
      if (variant.lead) {
        await createLead(database.db, {
          submission: lead,
          siteId: "pentacityhansin",
          consentVersion: privacy.consentVersion,
        });
      }
      latencies.push(performance.now() - t);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  if (variant.setup) await sql`pragma synchronous = FULL`.execute(database.db);
  latencies.sort((a, b) => a - b);
  return { perSecond: SUBMISSIONS / seconds, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}

async function measureStore(name: string, database: DatabaseHandle, variants: Variant[]) {
  await migrateToLatest(database.db);
  const results = new Map<string, { perSecond: number[]; p99: number[] }>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const variant of variants) {
      const result = await runVariant(database, variant);
      const entry = results.get(variant.name) ?? { perSecond: [], p99: [] };
      entry.perSecond.push(result.perSecond);
      entry.p99.push(result.p99);
      results.set(variant.name, entry);
    }
  }
  console.log(`\n${name}: ${SUBMISSIONS} submissions, ${CONCURRENCY} at a time, median of ${ROUNDS} rounds`);
  console.log("| variant | per second | p99 ms | (rounds) |");
  console.log("|---|---:|---:|---|");
  for (const [variant, { perSecond, p99 }] of results) {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    console.log(
      `| ${variant} | ${Math.round(median(perSecond))} | ${median(p99).toFixed(1)} | ${perSecond.map((v) => Math.round(v)).join(", ")} |`,
    );
  }
}

const workDir = mkdtempSync(path.join(os.tmpdir(), "lead-steps-"));
try {
  const sqlite = openDatabase(`file:${path.join(workDir, "steps.db")}`);
  await measureStore("SQLite (synchronous = FULL, WAL)", sqlite, [...VARIANTS, ...SQLITE_ONLY]);
  await sqlite.close();
  if (POSTGRES_URL) {
    const schema = `steps_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const postgres = openDatabase(POSTGRES_URL, { schema });
    try {
      await measureStore("PostgreSQL (pool of 10)", postgres, VARIANTS);
    } finally {
      await postgres.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
