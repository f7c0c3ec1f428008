/**
 * `npm run bench:server`: the production server under load, side by side with what bounds it.
 *
 * 1. Content pages (rendered once, then answered from the page cache): our server against a bare `node:http` server
 *    answering the same bytes from memory (the practical limit) and against `react-router-serve`
 *    (the framework's default server, which renders each request).
 * 2. The pages rendered per request (press list with 1,000 seeded articles, a press article,
 *    /{site}/customer, the home page with a pinned notice and the sales schedule published, that
 *    notice's page) at 100 connections, side by side with a cached content page measured in the
 *    same runs; with `BENCH_BEFORE_DIR=<another checkout, built>` its server is measured in the
 *    same interleaved runs too, for a before/after on one machine at one time.
 * 3. Lead submissions posted as the browser form posts them, at 50 and 200 connections, on SQLite
 *    and (with `BENCH_DATABASE_URL` or `TEST_DATABASE_URL`) PostgreSQL, then a count of the stored
 *    rows, which must equal the number of acknowledged (2xx) submissions.
 *
 * Every measurement is bounded (a 2 s warm-up, then about 10 s), the servers run as child
 * processes on free ports with a throw-away SQLite file, and the results replace the
 * `server-bench` block of docs/performance.md. Exit code 1 when the lead check fails or our
 * server answered with errors; a missed ratio target is a warning only.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { createNotice, publishNotice } from "#app/modules/board/notices.server.ts";
import { createPress } from "#app/modules/board/press.server.ts";
import { publishSchedule } from "#app/modules/sales-schedule/schedule.server.ts";
import { freePort, machineFacts, stopChild, waitUntilUp } from "./processes.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SITE_URL = "https://www.pentacity-hansin.example";
const SITE_ID = "pentacityhansin";
/** Content pages answered from the page cache (the home page reads the database: measured below). */
const PAGES = ["/Brand/intro", "/FloorPlan/84A"];
const STATIC_CONNECTIONS = 100;
const RENDERED_CONNECTIONS = 100;
const LEAD_CONNECTIONS = [50, 200];
/** The goal for each page rendered per request, at RENDERED_CONNECTIONS. */
const RENDERED_TARGET = { rps: 1000, p99: 100 };
/** The cached content page the rendered ones are compared with, in the same runs. */
const CACHED_REFERENCE = "/Brand/intro";
const BEFORE_DIR = process.env.BENCH_BEFORE_DIR ? path.resolve(process.env.BENCH_BEFORE_DIR) : undefined;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const DURATION_SECONDS = 10;
const WARMUP_SECONDS = 2;
/**
 * A pause after each run: a slow server keeps working on the requests left in flight when the
 * load generator stops, and would take that CPU from the next target measured.
 */
const SETTLE_MS = 5_000;
/** Each measurement is split into this many runs, alternating between the servers compared. */
const ROUNDS = 2;
const PRESS_ARTICLES = 1000;
/** The pinned notice the home page shows (and whose page is measured). */
const NOTICE_TITLE = "1순위 청약 접수 일정과 당첨자 발표 안내";
const TARGET_VS_BARE = 0.7;
const TARGET_VS_FRAMEWORK = 1.0;
/** What a browser sends; every server may answer with brotli or gzip. */
const BROWSER_HEADERS = { "Accept-Encoding": "gzip, br", Accept: "text/html" };
/** Numbers handed out to the lead posts of every run, so no two submissions share one. */
let phoneSerial = 0;

type Measurement = {
  label: string;
  server: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  ok: number;
  bytesPerResponse: number;
  encoding: string;
};

if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.error(`No build: run \`SITE_URL=${SITE_URL} npm run build\` first.`);
  process.exit(1);
}

const workDir = mkdtempSync(path.join(os.tmpdir(), "bench-server-"));
const databaseFile = path.join(workDir, "bench.db");
const children: ChildProcess[] = [];
/** Each URL's 2xx answers, warm-ups and probes included: a press article's views must add up to it. */
const answered = new Map<string, number>();
let failed = false;

const loadBefore = os.loadavg()[0] ?? 0;

try {
  const { articleId, noticeId } = await seedDatabase(databaseFile);
  const framework = path.join(root, "node_modules/.bin/react-router-serve");
  if (BEFORE_DIR && !existsSync(path.join(BEFORE_DIR, "build/server/index.js"))) {
    throw new Error(`BENCH_BEFORE_DIR=${BEFORE_DIR} has no build: run the build there first.`);
  }
  // The same articles for the server measured before, in its own file (its views are its own).
  const beforeDatabaseFile = path.join(workDir, "before.db");
  if (BEFORE_DIR) copyFileSync(databaseFile, beforeDatabaseFile);
  const postgres = POSTGRES_URL ? await postgresSchema(POSTGRES_URL) : undefined;

  const [ourPort, barePort, frameworkPort, beforePort, postgresPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const serverEnv = {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    SITE_URL,
    // Each server is asked on its own loopback port, which production accepts only as a listed alias.
    ALLOWED_ORIGINS: [ourPort, beforePort, postgresPort].map((port) => `http://127.0.0.1:${port}`).join(","),
    ADMIN_LOGIN_RATE_LIMIT: "1000000000",
    ADMIN_2FA: "off",
    LEAD_RATE_LIMIT: "1000000000",
  };
  startServer("ours", [path.join(root, "server/index.ts")], {
    ...serverEnv,
    PORT: String(ourPort),
    DATABASE_URL: `file:${databaseFile}`,
  });
  if (BEFORE_DIR) {
    startServer(
      "before",
      [path.join(BEFORE_DIR, "server/index.ts")],
      {
        ...serverEnv,
        PORT: String(beforePort),
        DATABASE_URL: `file:${beforeDatabaseFile}`,
      },
      BEFORE_DIR,
    );
  }
  // Off unless BENCH_FRAMEWORK=1: every page is rendered with our server's request context (the CSP nonce, the site's facts), which react-router-serve
  // does not give, so it answers 500 and its rows would measure an error page.
  const hasFramework = process.env.BENCH_FRAMEWORK === "1" && existsSync(framework);
  if (hasFramework) {
    startServer("react-router-serve", [framework, "build/server/index.js"], {
      PORT: String(frameworkPort),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${path.join(workDir, "framework.db")}`,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SITE_URL,
    });
  } else {
    console.warn("react-router-serve is not measured (BENCH_FRAMEWORK=1 to try): its rows are skipped.");
  }
  const origin = (port: number) => `http://127.0.0.1:${port}`;
  // A busy machine can take minutes to start a server (migrations, compressing the build once).
  const up = (url: string) => waitUntilUp(url, { timeoutMs: 300_000 });
  await Promise.all([
    up(`${origin(ourPort)}/healthz`),
    hasFramework ? up(`${origin(frameworkPort)}/`) : undefined,
    BEFORE_DIR ? up(`${origin(beforePort)}/healthz`) : undefined,
  ]);

  // The bare server answers the very bytes our server renders for each page.
  const bareDir = path.join(workDir, "bare");
  for (const page of PAGES) {
    const html = await fetch(origin(ourPort) + page).then((response) => response.text());
    mkdirSync(path.join(bareDir, page), { recursive: true });
    writeFileSync(path.join(bareDir, page, "index.html"), html);
  }
  startServer("bare", [path.join(root, "bench/bare-server.ts")], {
    PORT: String(barePort),
    CLIENT_DIR: bareDir,
    PAGES: PAGES.join(","),
  });
  await up(`${origin(barePort)}${PAGES[0]}`);

  // The home page must show the published notice and schedule, or it would measure the page without them.
  const homePage = await fetch(`${origin(ourPort)}/`).then((response) => response.text());
  if (!homePage.includes(NOTICE_TITLE) || !homePage.includes('aria-current="step"'))
    throw new Error("the home page does not show the published notice and schedule");
  // The press list must show the seeded articles, or its figures would measure an empty page.
  const pressPage = await fetch(`${origin(ourPort)}/${SITE_ID}/press`).then((response) => response.text());
  if (!pressPage.includes(`보도자료 ${PRESS_ARTICLES}:`))
    throw new Error("the press list does not show the seeded articles");

  // 1. Content pages, from the page cache. react-router-serve's express.static answers `/Brand/intro` with a
  // redirect to the directory, `/Brand/intro/`, so it is measured there.
  const staticRows: Measurement[] = [];
  for (const page of PAGES) {
    const targets = [
      { label: page, server: "bare node:http", url: origin(barePort) + page },
      { label: page, server: "ours", url: origin(ourPort) + page },
      ...(hasFramework
        ? [
            {
              label: page,
              server: "react-router-serve",
              url: origin(frameworkPort) + (page === "/" ? "/" : `${page}/`),
            },
          ]
        : []),
    ];
    staticRows.push(...(await measure(targets, STATIC_CONNECTIONS)));
  }

  // 2. Pages rendered per request, with a cached content page in the same runs (and the server
  // before the change, when given).
  const renderedPaths = [
    `/${SITE_ID}/press`,
    `/${SITE_ID}/press/${articleId}`,
    `/${SITE_ID}/customer`,
    "/",
    `/${SITE_ID}/notice/${noticeId}`,
  ];
  const renderedServers = [
    ...(BEFORE_DIR ? [{ server: "before", port: beforePort }] : []),
    { server: "ours", port: ourPort },
  ];
  const renderedRows = await measure(
    [
      { label: CACHED_REFERENCE, server: "ours", url: origin(ourPort) + CACHED_REFERENCE },
      ...renderedPaths.flatMap((page) =>
        renderedServers.map(({ server, port }) => ({ label: page, server, url: origin(port) + page })),
      ),
    ],
    RENDERED_CONNECTIONS,
  );
  const articleUrl = `${origin(ourPort)}/${SITE_ID}/press/${articleId}`;

  // 3. Lead submissions, each with its own idempotency key, per database and connection count.
  // The PostgreSQL server starts only now: its migrations take no CPU from the runs above.
  if (postgres) {
    const child = startServer("ours on PostgreSQL", [path.join(root, "server/index.ts")], {
      ...serverEnv,
      PORT: String(postgresPort),
      DATABASE_URL: postgres.url,
    });
    await waitUntilUp(`${origin(postgresPort)}/healthz`, { timeoutMs: 300_000, child });
  }
  const leadStores = [
    { name: "SQLite", origin: origin(ourPort) },
    ...(postgres ? [{ name: "PostgreSQL", origin: origin(postgresPort) }] : []),
  ];
  const leadRuns: LeadRun[] = [];
  for (const store of leadStores) {
    for (const connections of LEAD_CONNECTIONS) {
      leadRuns.push({ store: store.name, connections, ...(await benchLeads(store.origin, connections)) });
    }
  }

  // Stopped gracefully, so the last batch of press views is written: every answer counted once.
  await stopAll();
  // A timed run stops with up to one request per connection in flight: the server counted those
  // views, the load generator never saw the answer.
  const inFlightAtMost = RENDERED_CONNECTIONS * (1 + ROUNDS);
  const views = {
    stored: storedViews(databaseFile, articleId),
    answered: answered.get(articleUrl) ?? 0,
    inFlightAtMost,
    ok: false,
  };
  views.ok = views.stored >= views.answered && views.stored <= views.answered + inFlightAtMost;
  if (!views.ok) {
    console.error(`FAIL: the article's stored views ${views.stored}, its page answered ${views.answered} times`);
    failed = true;
  }
  const leadChecks = await Promise.all(
    leadStores.map(async (store) => {
      const runs = leadRuns.filter((run) => run.store === store.name);
      const rows = store.name === "SQLite" ? countLeads(databaseFile) : await countPostgresLeads(postgres?.url ?? "");
      const acknowledged = runs.reduce((sum, run) => sum + run.warmupAcknowledged + run.row.ok, 0);
      const clean = runs.every((run) => run.row.errors + run.row.non2xx + run.warmupFailed === 0 && !run.stoppedEarly);
      return { store: store.name, rows, acknowledged, ok: rows === acknowledged && clean };
    }),
  );
  const leadsOk = leadChecks.every((check) => check.ok);
  await postgres?.drop();

  // Report.
  const ratios = PAGES.map((page) => {
    const rowOf = (server: string) => staticRows.find((row) => row.label === page && row.server === server);
    const our = rowOf("ours");
    const bare = rowOf("bare node:http");
    const framework = rowOf("react-router-serve");
    return {
      page,
      vsBare: our && bare ? our.rps / bare.rps : Number.NaN,
      vsFramework: our && framework ? our.rps / framework.rps : Number.NaN,
    };
  });
  const ourRows = [
    ...staticRows.filter((row) => row.server === "ours"),
    ...renderedRows.filter((row) => row.server === "ours"),
    ...leadRuns.map((run) => run.row),
  ];
  const ourErrors = ourRows.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  const baselineErrors = staticRows
    .filter((row) => row.server !== "ours")
    .reduce((sum, row) => sum + row.errors + row.non2xx, 0);

  const warnings: string[] = [];
  for (const ratio of ratios) {
    if (!(ratio.vsBare >= TARGET_VS_BARE)) {
      warnings.push(`${ratio.page}: ours / bare = ${fmtRatio(ratio.vsBare)}, target ≥ ${TARGET_VS_BARE}`);
    }
    if (hasFramework && !(ratio.vsFramework >= TARGET_VS_FRAMEWORK)) {
      warnings.push(
        `${ratio.page}: ours / react-router-serve = ${fmtRatio(ratio.vsFramework)}, target ≥ ${TARGET_VS_FRAMEWORK}`,
      );
    }
  }
  if (!hasFramework)
    warnings.push(
      "react-router-serve was not measured (it cannot render these pages without our server; BENCH_FRAMEWORK=1 to try)",
    );
  const reference = renderedRows.find((row) => row.label === CACHED_REFERENCE);
  for (const row of renderedRows.filter((row) => row.server === "ours" && row !== reference)) {
    if (row.rps < RENDERED_TARGET.rps || row.p99 > RENDERED_TARGET.p99) {
      warnings.push(
        `${row.label}: ${fmt(row.rps)} req/s, p99 ${fmtMs(row.p99)} ms; target ≥ ${RENDERED_TARGET.rps} req/s, p99 ≤ ${RENDERED_TARGET.p99} ms`,
      );
    }
  }
  if (!postgres) warnings.push("no BENCH_DATABASE_URL or TEST_DATABASE_URL: lead submissions on PostgreSQL skipped");
  const loadAfter = os.loadavg()[0] ?? 0;
  const cores = os.availableParallelism();
  if (Math.max(loadBefore, loadAfter) > cores) {
    warnings.push(
      `the machine was busy (1-minute load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, ${cores} cores): figures are noisy`,
    );
  }
  if (baselineErrors > 0) warnings.push(`the comparison servers answered ${baselineErrors} errors or non-2xx`);

  const markdown = renderMarkdown({ staticRows, ratios, renderedRows, views, leadRuns, leadChecks, warnings });
  console.log(`\n${markdown}`);
  writeReport(markdown);
  for (const warning of warnings) console.warn(`warning: ${warning}`);

  if (!leadsOk) {
    for (const check of leadChecks.filter((check) => !check.ok)) {
      const unanswered = leadRuns
        .filter((run) => run.store === check.store)
        .reduce((sum, run) => sum + run.warmupFailed + run.row.errors + run.row.non2xx, 0);
      console.error(
        `FAIL (${check.store}): ${check.rows} rows in leads, ${check.acknowledged} acknowledged submissions, ` +
          `${unanswered} requests without a 2xx (errors and timeouts included, warm-ups too)`,
      );
    }
    failed = true;
  }
  if (ourErrors > 0) {
    console.error(`FAIL: our server answered ${ourErrors} errors or non-2xx responses`);
    failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await stopAll();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

// --- the steps -----------------------------------------------------------------------------

/**
 * Seeds the press list, a published pinned notice and the sales schedule (today's step current);
 * resolves to the newest article's id (the first on the list) and the notice's.
 */
async function seedDatabase(file: string): Promise<{ articleId: string; noticeId: string }> {
  const database = openDatabase(`file:${file}`);
  await migrateToLatest(database.db);
  const start = Date.UTC(2026, 0, 1);
  let newest = "";
  await database.db.transaction().execute(async (trx) => {
    for (let i = 0; i < PRESS_ARTICLES; i++) {
      newest = await createPress(
        trx,
        {
          siteId: SITE_ID,
          title: `펜타시티 한신더휴 보도자료 ${i + 1}: 분양 일정과 단지 소식`,
          summary: "평택 고덕국제신도시의 새 아파트 단지 소식을 전합니다.",
          content: "견본주택 개관과 청약 일정, 단지 배치와 커뮤니티 시설을 소개합니다.\n".repeat(20),
        },
        new Date(start + i * 3_600_000),
      );
    }
  });
  const actor = { actorId: "bench", actorEmail: "bench@example.com", ipAddress: "127.0.0.1" };
  const draft = {
    siteId: SITE_ID,
    title: NOTICE_TITLE,
    body: "1순위 청약은 청약홈에서 접수합니다.\n\n당첨자 발표 뒤 서류 접수 일정을 안내합니다.\n".repeat(5),
    category: "schedule" as const,
    pinned: true,
  };
  const noticeId = await createNotice(database.db, draft, actor);
  await publishNotice(database.db, noticeId, draft, { publishAt: new Date(), hideAt: null }, actor);
  const day = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  await publishSchedule(
    database.db,
    [
      { label: "특별공급", start: day(-2), end: null, note: "" },
      { label: "1순위", start: day(0), end: day(1), note: "" },
      { label: "2순위", start: day(2), end: null, note: "" },
      { label: "당첨자 발표", start: day(8), end: null, note: "" },
      { label: "서류 접수", start: day(10), end: day(14), note: "" },
      { label: "계약", start: day(20), end: day(22), note: "" },
    ],
    actor,
  );
  await database.close();
  return { articleId: newest, noticeId };
}

function countAnswered(url: string, status: number) {
  if (status >= 200 && status < 300) answered.set(url, (answered.get(url) ?? 0) + 1);
}

function storedViews(file: string, id: string): number {
  const sqlite = new SqliteDatabase(file, { fileMustExist: true });
  try {
    return (sqlite.prepare("select views from press where id = ?").get(id) as { views: number }).views;
  } finally {
    sqlite.close();
  }
}

/** A schema of its own in the given PostgreSQL database, dropped at the end. */
async function postgresSchema(baseUrl: string) {
  const schema = `bench_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

async function countPostgresLeads(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>("select count(*) as n from leads");
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

type Target = { label: string; server: string; url: string };

/** What one target's responses came to, over one or more autocannon runs. */
type Sample = { latencies: number[]; ok: number; non2xx: number; errors: number; bytes: number; seconds: number };

function newSample(): Sample {
  return { latencies: [], ok: 0, non2xx: 0, errors: 0, bytes: 0, seconds: 0 };
}

/**
 * Each target gets a warm-up, then DURATION_SECONDS split into ROUNDS runs that alternate between
 * the targets, so a neighbour's load on this shared machine falls on all of them alike.
 */
async function measure(targets: Target[], connections: number): Promise<Measurement[]> {
  const encodings = await Promise.all(targets.map((target) => probeEncoding(target.url)));
  const samples = targets.map(newSample);
  const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  for (const target of targets) {
    await run({ url: target.url, connections, duration: WARMUP_SECONDS });
    await settle();
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of targets.entries()) {
      await run({ url: target.url, connections, duration: DURATION_SECONDS / ROUNDS }, samples[i]);
      await settle();
    }
  }
  return targets.map((target, i) => {
    const row = toMeasurement(samples[i] ?? newSample(), {
      label: target.label,
      server: target.server,
      path: new URL(target.url).pathname,
      encoding: encodings[i] ?? "none",
    });
    console.log(
      `${row.label.padEnd(24)} ${row.server.padEnd(20)} ${fmt(row.rps).padStart(8)} req/s  p50 ${fmtMs(row.p50)} ms  p99 ${fmtMs(row.p99)} ms  errors ${row.errors + row.non2xx}`,
    );
    return row;
  });
}

/**
 * One autocannon run; its responses are added to `sample` when one is given. A run of a fixed
 * `amount` is timed from its start to its last response and stopped after `limitSeconds`.
 */
async function run(
  options: Parameters<typeof autocannon>[0],
  sample?: Sample,
  limitSeconds = 60,
): Promise<{ stoppedEarly: boolean }> {
  const started = performance.now();
  let lastAt = started;
  let stoppedEarly = false;
  const instance = autocannon({ headers: BROWSER_HEADERS, ...options });
  const url = String(options.url);
  instance.on("response", (_client, status) => countAnswered(url, status));
  if (sample) {
    instance.on("response", (_client, status, bytes, ms) => {
      lastAt = performance.now();
      sample.latencies.push(ms);
      if (status >= 200 && status < 300) {
        sample.ok++;
        sample.bytes += bytes;
      } else {
        sample.non2xx++;
      }
    });
  }
  const watchdog = setTimeout(() => {
    stoppedEarly = true;
    instance.stop();
  }, limitSeconds * 1000);
  const result = await instance;
  clearTimeout(watchdog);
  if (sample) {
    sample.errors += result.errors;
    // autocannon's own duration runs to the next whole second after the last response.
    sample.seconds += options.amount ? (lastAt - started) / 1000 : result.duration;
  }
  return { stoppedEarly };
}

type LeadRun = { store: string; connections: number } & Awaited<ReturnType<typeof benchLeads>>;

async function benchLeads(origin: string, connections: number) {
  const runId = Math.random().toString(36).slice(2, 10);
  const phoneOf = (serial: number) =>
    `010-${String(1000 + Math.floor(serial / 10_000)).slice(-4)}-${String(serial % 10_000).padStart(4, "0")}`;
  let sequence = 0;
  // What the interest popup posts with JavaScript (app/modules/leads/components/submit-lead.ts).
  const post = {
    method: "POST",
    path: "/api/lead",
    headers: {
      ...BROWSER_HEADERS,
      Accept: "application/json",
      "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
      Origin: origin,
      "Sec-Fetch-Site": "same-origin",
    },
    setupRequest: (request: { headers?: Record<string, string> }) => {
      const n = sequence++;
      const body = new URLSearchParams({
        form: "interest",
        email: "",
        visitDate: "",
        sourcePath: "/",
        idempotencyKey: `bench-${runId}-${n}`,
        homepage: "",
        name: `부하시험 ${n}`,
        // One number per submission across every run on this database: one person's submissions
        // are one lead (the one-record rule), so a repeated number would not add a row.
        phone: phoneOf(phoneSerial++),
        privacyConsent: "on",
      }).toString();
      return { ...request, body };
    },
  };
  const options = (amount: number) => ({
    url: `${origin}/api/lead`,
    connections,
    amount,
    // autocannon gives up on an answer after 10 s by default: the lead is then stored but never
    // acknowledged, and the slowest answers are missing from the latencies. On a disk with slow
    // fsyncs SQLite's slowest took 9–11 s at 200 connections (2026-11-25); wait for them.
    timeout: 30,
    requests: [post],
  });

  // A fixed number of requests rather than a time limit: a run cut off by time would leave
  // requests in flight, stored but never acknowledged, and the row count could not be checked
  // exactly. The warm-up tells the rate, so the measured run takes about DURATION_SECONDS.
  const warmupAmount = connections * 20;
  const warmup = newSample();
  await run(options(warmupAmount), warmup);
  const warmupRate = warmup.ok / warmup.seconds;
  const amount = Math.min(200_000, Math.max(warmupAmount, Math.round(warmupRate * DURATION_SECONDS)));

  // Bounded even if the server stalls; the row check then counts the requests left in flight.
  const sample = newSample();
  const { stoppedEarly } = await run(options(amount), sample, DURATION_SECONDS * 6);
  const row = toMeasurement(sample, { label: "/api/lead", server: "ours", path: "/api/lead", encoding: "json" });
  console.log(
    `${"/api/lead (POST)".padEnd(24)} ${`${connections} connections`.padEnd(20)} ${fmt(row.rps).padStart(8)} req/s  p50 ${fmtMs(row.p50)} ms  p99 ${fmtMs(row.p99)} ms  non-2xx ${row.non2xx}  errors ${row.errors}`,
  );
  return {
    row,
    amount,
    seconds: sample.seconds,
    warmupAmount,
    warmupAcknowledged: warmup.ok,
    warmupFailed: warmup.non2xx + warmup.errors,
    stoppedEarly,
  };
}

function countLeads(file: string): number {
  const sqlite = new SqliteDatabase(file, { fileMustExist: true });
  try {
    return (sqlite.prepare("select count(*) as n from leads").get() as { n: number }).n;
  } finally {
    sqlite.close();
  }
}

// --- servers -------------------------------------------------------------------------------

function startServer(name: string, args: string[], env: Record<string, string>, cwd = root) {
  const [command = process.execPath, ...rest] = args[0]?.endsWith(".ts") ? [process.execPath, ...args] : args;
  const child = spawn(command, rest, {
    cwd,
    env: { ...process.env, ...env },
    // react-router-serve logs every request (morgan); only errors are kept for a failure report.
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  child.on("exit", (code, signal) => {
    if (code && !signal) console.error(`${name} exited with ${code}:\n${stderr}`);
  });
  children.push(child);
  return child;
}

async function stopAll() {
  await Promise.all(children.splice(0).map((child) => stopChild(child)));
}

async function probeEncoding(url: string): Promise<string> {
  const response = await fetch(url, { headers: BROWSER_HEADERS, redirect: "manual" });
  await response.arrayBuffer();
  countAnswered(url, response.status);
  return response.headers.get("content-encoding") ?? "none";
}

function toMeasurement(
  sample: Sample,
  row: { label: string; server: string; path: string; encoding: string },
): Measurement {
  const latencies = Float64Array.from(sample.latencies).sort();
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return {
    ...row,
    rps: sample.seconds ? (sample.ok + sample.non2xx) / sample.seconds : 0,
    p50: percentile(0.5),
    p99: percentile(0.99),
    errors: sample.errors,
    non2xx: sample.non2xx,
    ok: sample.ok,
    // autocannon counts a response's bytes with its status line and headers.
    bytesPerResponse: sample.ok ? sample.bytes / sample.ok : 0,
  };
}

// --- the report ----------------------------------------------------------------------------

function fmt(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString("en-US") : "–";
}

function fmtMs(value: number): string {
  return value < 10 ? value.toFixed(1) : String(Math.round(value));
}

function fmtRatio(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(2)}×` : "–";
}

function machine() {
  const facts = machineFacts();
  return `${facts.cores} × ${facts.cpuModel}, ${facts.memoryGiB.toFixed(1)} GiB memory, ${os.platform()} ${os.release()}`;
}

function renderMarkdown({
  staticRows,
  ratios,
  renderedRows,
  views,
  leadRuns,
  leadChecks,
  warnings,
}: {
  staticRows: Measurement[];
  ratios: { page: string; vsBare: number; vsFramework: number }[];
  renderedRows: Measurement[];
  views: { stored: number; answered: number; inFlightAtMost: number; ok: boolean };
  leadRuns: LeadRun[];
  leadChecks: { store: string; rows: number; acknowledged: number; ok: boolean }[];
  warnings: string[];
}): string {
  const tableRow = (row: Measurement) =>
    `| ${row.label} | ${row.server} | \`${row.path}\` | ${fmt(row.rps)} | ${fmtMs(row.p50)} | ${fmtMs(row.p99)} | ${row.errors + row.non2xx} | ${fmt(row.bytesPerResponse)} (${row.encoding}) |`;
  const header = [
    "| page | server | path requested | req/s | p50 ms | p99 ms | errors + non-2xx | bytes/response (encoding) |",
    "|---|---|---|---:|---:|---:|---:|---:|",
  ];
  const reference = renderedRows.find((row) => row.label === CACHED_REFERENCE);
  const pages = [...new Set(renderedRows.filter((row) => row !== reference).map((row) => row.label))];
  const rowOf = (page: string, server: string) =>
    renderedRows.find((row) => row.label === page && row.server === server);
  const hasBefore = renderedRows.some((row) => row.server === "before");
  const sideBySide = pages.map((page) => {
    const before = rowOf(page, "before");
    const after = rowOf(page, "ours");
    const met = after && after.rps >= RENDERED_TARGET.rps && after.p99 <= RENDERED_TARGET.p99;
    const cells = [
      page.replace(/(press|notice)\/[0-9a-f-]{36}$/, "$1/{id}"),
      ...(hasBefore && before ? [fmt(before.rps), fmtMs(before.p99)] : []),
      after ? fmt(after.rps) : "–",
      after ? fmtMs(after.p99) : "–",
      ...(hasBefore ? [before && after ? fmtRatio(after.rps / before.rps) : "–"] : []),
      after && reference ? fmtRatio(after.rps / reference.rps) : "–",
      met ? "yes" : "no",
    ];
    return `| ${cells.join(" | ")} |`;
  });
  const sideHeader = hasBefore
    ? [
        "| page | before req/s | before p99 ms | after req/s | after p99 ms | after / before | after / cached | goal met |",
        "|---|---:|---:|---:|---:|---:|---:|---|",
      ]
    : ["| page | req/s | p99 ms | / cached | goal met |", "|---|---:|---:|---:|---|"];
  return [
    "## Server benchmark",
    "",
    `Command: \`npm run bench:server\` · ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC · Node ${process.version} · ${machine()}.`,
    `autocannon runs on the same machine and takes CPU from the servers. Each server gets a ${WARMUP_SECONDS} s warm-up, then ${DURATION_SECONDS} s of measurement in ${ROUNDS} runs alternating with the servers it is compared with; browser headers (\`Accept-Encoding: gzip, br\`). Bytes/response include the status line and headers.`,
    "",
    `### Content pages, rendered once and kept in the page cache (${STATIC_CONNECTIONS} connections)`,
    "",
    ...header,
    ...staticRows.map(tableRow),
    "",
    "| page | ours / bare (target ≥ 0.7) | ours / react-router-serve (target ≥ 1.0) |",
    "|---|---:|---:|",
    ...ratios.map((ratio) => `| ${ratio.page} | ${fmtRatio(ratio.vsBare)} | ${fmtRatio(ratio.vsFramework)} |`),
    "",
    `### Pages rendered per request (${PRESS_ARTICLES.toLocaleString("en-US")} articles, ${RENDERED_CONNECTIONS} connections)`,
    "",
    `Goal: ≥ ${fmt(RENDERED_TARGET.rps)} req/s and p99 ≤ ${RENDERED_TARGET.p99} ms each. Measured in the same interleaved runs as the cached \`${CACHED_REFERENCE}\`${hasBefore ? ` and the server before the change (\`BENCH_BEFORE_DIR\`)` : ""}; signed-out visitors (no cookie).`,
    "",
    ...sideHeader,
    ...sideBySide,
    "",
    ...header,
    ...renderedRows.map(tableRow),
    "",
    `The article's views stored after the run (written in batches, the last at shutdown): ${fmt(views.stored)}; its page answered ${fmt(views.answered)} times, warm-ups included, with at most ${fmt(views.inFlightAtMost)} more left in flight when timed runs stopped: ${views.ok ? "pass" : "FAIL"}.`,
    "",
    "### Lead submissions",
    "",
    "POST `/api/lead` as the interest form sends it, each with its own idempotency key, a fixed number of requests (about 10 s at the warm-up's rate) after a warm-up of 20 per connection.",
    "",
    "| database | connections | requests | seconds | req/s | p50 ms | p99 ms | non-2xx | errors |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...leadRuns.map(
      (run) =>
        `| ${run.store} | ${run.connections} | ${fmt(run.amount)} | ${run.seconds.toFixed(1)} | ${fmt(run.row.rps)} | ${fmtMs(run.row.p50)} | ${fmtMs(run.row.p99)} | ${run.row.non2xx} | ${run.row.errors} |`,
    ),
    "",
    "| database | rows in `leads` | acknowledged (2xx, warm-ups included) | check |",
    "|---|---:|---:|---|",
    ...leadChecks.map(
      (check) => `| ${check.store} | ${fmt(check.rows)} | ${fmt(check.acknowledged)} | ${check.ok ? "pass" : "FAIL"} |`,
    ),
    ...(warnings.length ? ["", "Warnings:", "", ...warnings.map((warning) => `- ${warning}`)] : []),
  ].join("\n");
}

function writeReport(markdown: string) {
  const file = path.join(root, "docs/performance.md");
  const start = "<!-- server-bench:start -->";
  const end = "<!-- server-bench:end -->";
  const block = `${start}\n${markdown}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, "utf8") : "# Performance\n";
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from !== -1 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
  console.log(`\nwritten to ${path.relative(root, file)}`);
}
