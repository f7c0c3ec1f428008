/**
 * `npm run bench:campaigns`: a 10,000-recipient advertising campaign on SQLite, queued and handed to
 * the provider. Seeds 10,000 consenting leads in a fresh migrated file, schedules a campaign, then
 * runs the campaign job's rounds (CAMPAIGN_BATCH_SIZE 500) and the text relay (MESSAGE_BATCH_SIZE
 * 200 a request, no pause between requests) through the real SOLAPI client to the local fake SOLAPI
 * on loopback, in this process (it answers at once: the time is ours, not the network's), until
 * the campaign is done. Prints the time to queue all recipients, the time until SOLAPI had taken
 * every text, the requests, and the peak RSS / heap (the fake's copies of the texts included).
 * Exit code 1 when any number got two texts or none.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { runCampaignRound } from "#app/modules/campaigns/sending.server.ts";
import { solapiProvider } from "#app/platform/messaging/provider.server.ts";
import { relayDueMessages } from "#app/platform/messaging/relay.server.ts";
import { startFakeSolapi } from "../tests/fakes/solapi.ts";

const RECIPIENTS = 10_000;
const BATCH = 500;
const MESSAGE_BATCH = 200;
// 10:00 in Korea: inside the sending hours.
const AT = new Date("2026-12-01T01:00:00.000Z");

const dir = mkdtempSync(path.join(os.tmpdir(), "bench-campaigns-"));
const file = path.join(dir, "bench.db");
const handle = openDatabase(`file:${file}`);
await migrateToLatest(handle.db);
const raw = new SqliteDatabase(file);
const insert = raw.prepare(
  `insert into leads (id, created_at, updated_at, day, site_id, form, name, phone, privacy_consent, marketing_consent, consent_version, consented_at, dedupe_key, status)
   values (?, ?, ?, '2026-11-20', 'pentacityhansin', 'interest', '고객', ?, 1, 1, '2026-11-22', ?, ?, 'new')`,
);
// Each consent is an event of the number's history too (the history decides who may be texted).
const number = raw.prepare("insert into marketing_consent_numbers (phone, token_hash, created_at) values (?, null, ?)");
const given = raw.prepare(
  "insert into marketing_consent_events (id, phone, action, channel, lead_id, created_at) values (?, ?, 'given', 'form', ?, ?)",
);
raw.transaction(() => {
  for (let n = 0; n < RECIPIENTS; n++) {
    const at = "2026-11-20T01:00:00.000Z";
    const id = randomUUID();
    const phone = `010-${String(2000 + Math.floor(n / 10000)).padStart(4, "0")}-${String(n % 10000).padStart(4, "0")}`;
    insert.run(id, at, at, phone, at, randomUUID());
    number.run(phone, at);
    given.run(randomUUID(), phone, id, at);
  }
})();
raw
  .prepare(
    `insert into campaigns (id, name, body, filters, status, scheduled_at, created_by, approved_by, audience_count, recipient_count, estimated_cost, created_at, updated_at)
     values (?, 'bench', '#{이름}님, 견본주택이 오픈합니다.', '{"stages":[],"channel":"","campaign":"","from":"","to":"","booked":"any","visited":"any"}', 'scheduled', ?, 'bench', 'approver', 0, 0, 0, ?, ?)`,
  )
  .run(randomUUID(), AT.toISOString(), AT.toISOString(), AT.toISOString());
raw.close();

const fake = await startFakeSolapi("BENCH-KEY", "bench-solapi-secret", { now: () => AT });
const provider = solapiProvider({
  apiKey: "BENCH-KEY",
  apiSecret: "bench-solapi-secret",
  sender: "1661-0000",
  baseUrl: fake.url(),
  now: () => AT,
});
const settings = {
  siteId: process.env.DEFAULT_SITE_ID || "pentacityhansin",
  senderName: "펜타시티 한신더휴",
  siteUrl: "https://www.pentacity-hansin.example",
  contactPhone: "1661-0000",
  optOut080: "080-123-4567",
  approvalThreshold: 1_000_000,
  optOutUrl: (phone: string) => `https://www.pentacity-hansin.example/unsubscribe/${phone}`,
};
let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const usage = process.memoryUsage();
  peakRss = Math.max(peakRss, usage.rss);
  peakHeap = Math.max(peakHeap, usage.heapUsed);
};
const started = performance.now();
let queuedAt = 0;
let queued = 0;
for (let round = 0; round < 10_000; round++) {
  const counts = await runCampaignRound({
    db: handle.db,
    settings: async () => settings,
    batchSize: BATCH,
    now: () => AT,
  });
  queued += counts.queued;
  if (queued >= RECIPIENTS && !queuedAt) queuedAt = performance.now();
  if (counts.finished) break;
  // The relay's rounds until the outbox is empty (in the server, kicked after each batch and
  // again at once after a full one).
  for (;;) {
    const round = await relayDueMessages({ db: handle.db, provider, now: () => AT, batchSize: MESSAGE_BATCH });
    sample();
    if (!round.more && round.sent === 0) break;
  }
}
const done = performance.now();
const handed = new Map<string, number>();
for (const message of fake.received) handed.set(message.to, (handed.get(message.to) ?? 0) + 1);
const twice = [...handed.values()].filter((n) => n > 1).length;
console.log(
  JSON.stringify({
    recipients: RECIPIENTS,
    campaignBatch: BATCH,
    messageBatch: MESSAGE_BATCH,
    queuedAllMs: Math.round(queuedAt - started),
    handedAllMs: Math.round(done - started),
    requests: fake.sendRequests.length,
    handed: handed.size,
    twice,
    peakRssMb: Math.round(peakRss / 1e6),
    peakHeapMb: Math.round(peakHeap / 1e6),
  }),
);
await fake.close();
await handle.close();
rmSync(dir, { recursive: true, force: true });
if (handed.size !== RECIPIENTS || twice > 0) process.exit(1);
