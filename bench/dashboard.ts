/**
 * `npm run bench:dashboard`: the admin dashboard's queries at launch-campaign scale on SQLite.
 *
 * Seeds a fresh SQLite file (migrated to latest) with 100,000 leads spread over the last 90 Korea
 * days (channels, campaigns, forms, stages, assignees, landing pages, some from before attribution),
 * 1,000,000 `page_views_daily` rows and 5,000 bookings, in one transaction of prepared inserts;
 * then times `loadDashboard` (everything the page's loader asks) and each of its queries: the
 * median of RUNS runs after one warm-up, for the default 30-day period and for 90 days.
 * Exit code 1 when a whole-dashboard median is over TARGET_MS. No ANALYZE: the planner sees what a
 * production file sees.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { addDays } from "#app/lib/korea-time.ts";
import {
  bookingFigures,
  leadBreakdowns,
  loadDashboard,
  stageFigures,
  trafficFigures,
} from "#app/modules/dashboard/dashboard.server.ts";
import { lastDays, type Period } from "#app/modules/dashboard/period.ts";
import { siteScoped } from "#app/platform/sites/scope.server.ts";

const LEADS = 100_000;
const VIEW_ROWS = 1_000_000;
const BOOKINGS = 5_000;
const SEED_DAYS = 90;
const RUNS = 7;
const TARGET_MS = 300;

const CHANNELS = ["naver", "google", "kakao", "instagram", "direct", "youtube"];
const MEDIUMS = ["cpc", "organic", "social", "referral", "none", "display"];
const FORMS = ["interest", "visit", "inquiry"];
const STATUSES = [
  "new",
  "new",
  "new",
  "counselling",
  "counselling",
  "booked",
  "visited",
  "applied",
  "on_hold",
  "dropped",
];
/** 20 counsellors' ids; a third of the leads stay in the pool (null). */
const ASSIGNEES = [
  ...Array.from({ length: 20 }, (_, index) => `counsellor-${index}`),
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
];
const PATHS = Array.from({ length: 60 }, (_, index) =>
  index === 0
    ? "/"
    : `/${["Brand", "Business", "Location", "Complex", "FloorPlan", "Promotion"][index % 6]}/page-${index}`,
);
/** Campaign 0 is "" (none); 1–30 are named. */
const CAMPAIGNS = Array.from({ length: 31 }, (_, index) => (index === 0 ? "" : `campaign-${index}`));

function seed(file: string, today: string): void {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = OFF");
  const firstDay = addDays(today, -(SEED_DAYS - 1));
  const days = Array.from({ length: SEED_DAYS }, (_, index) => addDays(firstDay, index));
  const insertLead = sqlite.prepare(
    `insert into leads (id, created_at, updated_at, site_id, form, name, phone, privacy_consent, marketing_consent,
       consent_version, consented_at, status, dedupe_key, day, channel, medium, campaign, landing_path, assigned_to)
     values (?, ?, ?, 'pentacityhansin', ?, '벤치마크', ?, 1, 0, '2026-11-22', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertView = sqlite.prepare(
    "insert into page_views_daily (day, path, channel, campaign, views, visits) values (?, ?, ?, ?, ?, ?)",
  );
  const insertBooking = sqlite.prepare(
    `insert into bookings (id, created_at, updated_at, site_id, slot_start, day, party_size, name, phone, status,
       active_key, token_hash, dedupe_key, privacy_consent, marketing_consent, consent_version, consented_at)
     values (?, ?, ?, 'pentacityhansin', ?, ?, ?, '벤치마크', '010-0000-0000', ?, null, ?, ?, 1, 0, '2026-11-22', ?)`,
  );
  // A small deterministic generator, so every run seeds the same data.
  let state = 42;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  sqlite.transaction(() => {
    for (let index = 0; index < LEADS; index++) {
      const day = days[Math.floor(random() * SEED_DAYS)] as string;
      const at = new Date(Date.parse(`${day}T00:00:00+09:00`) + Math.floor(random() * 86_400_000)).toISOString();
      const legacy = random() < 0.05; // from before attribution
      const channelIndex = Math.floor(random() * CHANNELS.length);
      const campaign = CAMPAIGNS[Math.floor(random() * CAMPAIGNS.length)] as string;
      insertLead.run(
        `lead-${index}`,
        at,
        at,
        pick(FORMS),
        `010-${String(1000 + (index % 9000)).padStart(4, "0")}-${String(index % 10_000).padStart(4, "0")}`,
        at,
        pick(STATUSES),
        `dedupe-${index}`,
        day,
        legacy ? null : CHANNELS[channelIndex],
        legacy ? null : MEDIUMS[channelIndex],
        legacy || campaign === "" ? null : campaign,
        legacy ? null : pick(PATHS),
        pick(ASSIGNEES),
      );
    }
    // Row r: day r / 11,112; within the day a distinct (path, channel, campaign) triple.
    const perDay = Math.ceil(VIEW_ROWS / SEED_DAYS);
    for (let row = 0; row < VIEW_ROWS; row++) {
      const within = row % perDay;
      const visits = Math.floor(random() * 20);
      insertView.run(
        days[Math.floor(row / perDay)],
        PATHS[within % PATHS.length],
        CHANNELS[Math.floor(within / PATHS.length) % CHANNELS.length],
        CAMPAIGNS[Math.floor(within / (PATHS.length * CHANNELS.length))],
        visits + Math.floor(random() * 40),
        visits,
      );
    }
    for (let index = 0; index < BOOKINGS; index++) {
      const day = days[Math.floor(random() * SEED_DAYS)] as string;
      const hour = 10 + Math.floor(random() * 8);
      const slot = new Date(`${day}T${String(hour).padStart(2, "0")}:00:00+09:00`).toISOString();
      insertBooking.run(
        `booking-${index}`,
        slot,
        slot,
        slot,
        day,
        1 + Math.floor(random() * 4),
        pick(["confirmed", "arrived", "arrived", "no_show", "cancelled"]),
        `token-${index}`,
        `booking-dedupe-${index}`,
        slot,
      );
    }
  })();
  sqlite.close();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * Median wall time and median CPU time of the process (user + system) per run. better-sqlite3
 * runs the queries on this thread, so the CPU time is what the queries cost on an idle core; the
 * wall time also holds the waits for a core on a busy machine (the load average is printed).
 */
async function time(run: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  await run(); // warm-up: statement cache and pages in memory, as in a running server
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await run();
    walls.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    cpus.push((cpu.user + cpu.system) / 1000);
  }
  return { wall: median(walls), cpu: median(cpus) };
}

async function main() {
  // BENCH_DB_FILE keeps the seeded file between runs (seeded once; new migrations are applied to it).
  const kept = process.env.BENCH_DB_FILE;
  const dir = kept ? null : mkdtempSync(path.join(os.tmpdir(), "pentacity-dashboard-bench-"));
  const file = kept ?? path.join(dir as string, "bench.db");
  try {
    const migrated = openDatabase(`file:${file}`);
    await migrateToLatest(migrated.db);
    const existing = Number(
      (
        await migrated.db
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );
    await migrated.close();
    const periods: Array<[string, Period]> = [
      ["30 days (default)", lastDays(30)],
      ["90 days", lastDays(90)],
    ];
    if (existing === 0) {
      const seedStart = performance.now();
      seed(file, lastDays(1).to);
      const seedSeconds = (performance.now() - seedStart) / 1000;
      console.log(
        `Seeded ${LEADS.toLocaleString("en")} leads, ${VIEW_ROWS.toLocaleString("en")} page_views_daily rows and ${BOOKINGS.toLocaleString("en")} bookings over ${SEED_DAYS} days in ${seedSeconds.toFixed(1)} s`,
      );
    } else console.log(`Using ${file} (${existing.toLocaleString("en")} leads)`);

    const opened = openDatabase(`file:${file}`);
    const { close } = opened;
    // The complex's handle, as the page's loader gets it (app/platform/sites/scope.server.ts).
    const db = siteScoped(opened.db, "pentacityhansin");
    const queries: Array<[string, (period: Period) => Promise<unknown>]> = [
      ["whole dashboard (loadDashboard)", (period) => loadDashboard(db, period)],
      ["  visits and leads per day, channel, campaign", (period) => trafficFigures(db, period)],
      ["  leads by form, landing page, status", (period) => leadBreakdowns(db, period)],
      ["  leads by stage per counsellor and channel", (period) => stageFigures(db, period)],
      ["  bookings and capacity", (period) => bookingFigures(db, period)],
    ];
    const rows: string[][] = [];
    let over = false;
    for (const [label, run] of queries) {
      const row = [label];
      for (const [, period] of periods) {
        const { wall, cpu } = await time(() => run(period));
        if (label.startsWith("whole") && wall > TARGET_MS) over = true;
        row.push(wall.toFixed(1), cpu.toFixed(1));
      }
      rows.push(row);
    }
    await close();
    const header = [
      `query (SQLite, median of ${RUNS}, ms)`,
      ...periods.flatMap(([name]) => [`${name} wall`, `${name} CPU`]),
    ];
    const widths = header.map((cell, index) =>
      Math.max(cell.length, ...rows.map((row) => (row[index] as string).length)),
    );
    const line = (cells: string[]) =>
      cells
        .map((cell, index) => (index === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[index] ?? 0)))
        .join("  ");
    console.log([line(header), ...rows.map(line)].join("\n"));
    const load = os.loadavg().map((value) => value.toFixed(1));
    console.log(
      `Load average ${load.join(" / ")} on ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? "?"})`,
    );
    console.log(`Target: the whole dashboard under ${TARGET_MS} ms (wall) → ${over ? "MISSED" : "met"}`);
    process.exitCode = over ? 1 : 0;
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
