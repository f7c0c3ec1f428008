/**
 * `npm run bench:lighthouse`: Lighthouse (default mobile preset: simulated slow 4G, 4× CPU
 * slowdown) over every public page of the production build, several runs per page, medians,
 * the targets each page misses and the audits behind each miss. Writes the results into
 * docs/performance.md between `<!-- lighthouse:start -->` and `<!-- lighthouse:end -->`.
 *
 *   npm run bench:lighthouse                       # every page, 3 runs each
 *   npm run bench:lighthouse -- --pages /,/Brand/intro --runs 1
 *   npm run bench:lighthouse -- --pages /pentacityhansin/press/:id   # :id = a seeded article
 *
 * A run limited by --pages prints only; it rewrites docs/performance.md with --write-docs.
 * --json-dir DIR keeps each page's median-run report (JSON, open it in the Lighthouse viewer).
 * --cpu-slowdown N sets Lighthouse's CPU multiplier (default 4, the mobile preset's): for a
 * before/after on one machine only. The figures of record use the preset.
 * Exit code 0 even when targets are missed; non-zero only when the benchmark itself fails.
 * Node runs this TypeScript directly (type stripping).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/chromium.ts";
import {
  type BenchMachine,
  renderDocsBlock,
  renderTerminal,
  summarizePage,
  writeDocsBlock,
} from "./lighthouse-report.ts";
import { BENCH_SITE_URL, type BenchServer, PRESS_SITE_ID, startBenchServer } from "./lighthouse-server.ts";
import { startTlsFront, type TlsFront } from "./lighthouse-tls-front.ts";
import { machineFacts } from "./processes.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** SPEC §2, canonical spellings (app/content/pages/*.ts), then the database-backed pages. */
const SPEC_PAGES = [
  "/",
  "/Brand/intro",
  "/Brand/video",
  "/BusinessGuide/intro",
  "/BusinessGuide/plan",
  "/BusinessGuide/documents",
  "/LocationEnvironment/intro",
  "/LocationEnvironment/primium",
  "/ComplexGuide/intro",
  "/ComplexGuide/detailintro",
  "/ComplexGuide/community",
  ...["59A", "59B", "84A", "84B", "114A", "114B", "114C"].map((type) => `/FloorPlan/${type}`),
  "/FloorPlan/videos",
  "/FloorPlan/Emodel",
  "/Interior/59A",
  "/Interior/84A",
  "/Interior/84B",
  "/SalesInfo/guide",
  "/SalesInfo/SubscriptionGuide",
  "/SalesInfo/announcement",
  "/SalesInfo/stampTax",
  "/Promotion/Customer",
  `/${PRESS_SITE_ID}/customer`,
  "/privacy",
  `/${PRESS_SITE_ID}/press`,
  `/${PRESS_SITE_ID}/press/:id`,
];

const CHROME_FLAGS = [
  "--headless=new",
  ...CHROMIUM_ARGS,
  "--disable-dev-shm-usage",
  // The HTTPS front's certificate is self-signed (bench/lighthouse-tls-front.ts).
  "--ignore-certificate-errors",
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function usage(message?: string): never {
  if (message) console.error(`${message}\n`);
  console.error(
    "Usage: npm run bench:lighthouse -- [--pages /,/Brand/intro] [--runs 3] [--write-docs] [--json-dir DIR]\n" +
      "  --pages     comma-separated paths (default: every SPEC §2 page); /pentacityhansin/press/:id = a seeded article\n" +
      "  --runs      Lighthouse runs per page, median reported (default 3)\n" +
      "  --write-docs  update docs/performance.md even when --pages limits the run\n" +
      "  --json-dir  also save each page's median-run Lighthouse JSON there\n" +
      "  --cpu-slowdown  Lighthouse's CPU multiplier (default 4, the preset's; for comparisons on one machine)",
  );
  process.exit(message ? 1 : 0);
}

const { values: args } = (() => {
  try {
    return parseArgs({
      options: {
        pages: { type: "string" },
        runs: { type: "string", default: "3" },
        "write-docs": { type: "boolean", default: false },
        "json-dir": { type: "string" },
        /** h1 (default): the bare server over HTTP/1.1; h2: through a local HTTPS + HTTP/2 front, as behind a CDN. */
        protocol: { type: "string", default: "h1" },
        /** Lighthouse's CPU multiplier; 4 is the mobile preset's. */
        "cpu-slowdown": { type: "string", default: "4" },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
})();
if (args.help) usage();

const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) usage("--runs must be a positive integer");
const requestedPages = args.pages
  ? args.pages
      .split(",")
      .map((page) => page.trim())
      .filter(Boolean)
      .map((page) => (page.startsWith("/") ? page : `/${page}`))
  : SPEC_PAGES;
if (!requestedPages.length) usage("--pages names no page");
const writeDocs = !args.pages || args["write-docs"];
const cpuSlowdownMultiplier = Number(args["cpu-slowdown"]);
if (!(cpuSlowdownMultiplier >= 1)) usage("--cpu-slowdown must be a number ≥ 1");

if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.error(
    "No production build in build/. Build it first:\n\n  SITE_URL=https://www.pentacity-hansin.example npm run build\n",
  );
  process.exit(1);
}

const chromePath = chromiumPath ?? "/usr/bin/chromium";
if (!existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath}; set CHROME_PATH.`);
  process.exit(1);
}

// Everything started here is stopped on every way out: normal end, error, Ctrl-C.
let server: BenchServer | undefined;
let front: TlsFront | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    try {
      chrome?.kill();
    } catch {}
    await front?.close();
    await server?.stop();
  })();
  return cleaning;
}
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the server and Chromium…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function measure(url: string): Promise<Result> {
  const launched = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
    handleSIGINT: false,
  });
  chrome = launched;
  try {
    // No config: Lighthouse's default, the mobile preset with simulated throttling (its CPU
    // multiplier merged in from --cpu-slowdown, 4 unless given).
    const result = await lighthouse(url, {
      port: launched.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      throttling: { cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome = undefined;
    try {
      launched.kill();
    } catch {}
  }
}

/** One retry: a Chromium that dies once on a shared machine should not cost the whole benchmark. */
async function measureWithRetry(url: string): Promise<Result | Error> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url);
    } catch (error) {
      if (interrupted) throw error;
      const failure = error instanceof Error ? error : new Error(String(error));
      if (attempt >= 2) return failure;
      process.stdout.write(`failed (${failure.message}), retrying … `);
    }
  }
}

function chromiumVersion(): string {
  try {
    return execFileSync(chromePath, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}

function machine(benchmarkIndexes: number[]): BenchMachine {
  const facts = machineFacts();
  const sorted = [...benchmarkIndexes].sort((a, b) => a - b);
  return {
    nproc: facts.cores,
    cpuModel: facts.cpuModel,
    memoryGiB: facts.memoryGiB,
    benchmarkIndex: sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] ?? null) : null,
  };
}

/** Pages in the sitemap that this benchmark does not visit: a new page nobody added here. */
async function unlistedSitemapPages(origin: string, pages: string[]): Promise<string[]> {
  try {
    const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
    const known = new Set(pages.map((page) => page.toLowerCase()));
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => (match[1] ?? "").replace(BENCH_SITE_URL, "").split("?")[0] || "/")
      .filter((page) => !page.includes("/press/") && !known.has(page.toLowerCase()));
  } catch {
    return [];
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const command = `npm run bench:lighthouse${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`;
  console.log(`Starting the production server (seeding ${PRESS_SITE_ID} press articles)…`);
  server = await startBenchServer(root);
  if (args.protocol === "h2") {
    front = await startTlsFront(server.origin);
    server = { ...server, origin: front.origin };
  }
  const pressId = server.pressId;
  const pages = requestedPages.map((page) => page.replace(":id", pressId));
  if (!args.pages) {
    const unlisted = [...new Set(await unlistedSitemapPages(server.origin, pages))];
    if (unlisted.length) console.warn(`Note: in the sitemap but not benchmarked: ${unlisted.join(", ")}`);
  }
  const chromium = chromiumVersion();
  console.log(`${server.origin} · ${chromium} · ${pages.length} page(s) × ${runs} run(s)\n`);

  const summaries = [];
  const benchmarkIndexes: number[] = [];
  let lighthouseVersion = "";
  const runDurations: number[] = [];
  for (const [index, page] of pages.entries()) {
    const lhrs: Result[] = [];
    const crashes: string[] = [];
    for (let run = 1; run <= runs; run++) {
      const runStarted = Date.now();
      process.stdout.write(`[${index + 1}/${pages.length}] ${page} run ${run}/${runs} … `);
      const lhr = await measureWithRetry(`${server.origin}${page}`);
      const seconds = (Date.now() - runStarted) / 1000;
      if (lhr instanceof Error) {
        console.log(`crashed: ${lhr.message}`);
        crashes.push(`run ${run} crashed: ${lhr.message}`);
        continue;
      }
      runDurations.push(seconds);
      lighthouseVersion = lhr.lighthouseVersion;
      if (lhr.environment.benchmarkIndex) benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      const perf = lhr.categories.performance?.score;
      console.log(
        lhr.runtimeError
          ? `error: ${lhr.runtimeError.code}`
          : `Perf ${perf == null ? "–" : Math.round(perf * 100)} (${seconds.toFixed(1)} s)`,
      );
      lhrs.push(lhr);
    }
    const summary = summarizePage(page.replace(pressId, "<id>"), lhrs, server.origin, BENCH_SITE_URL, crashes);
    summaries.push(summary);
    if (args["json-dir"] && summary.medianRun) {
      const dir = path.resolve(args["json-dir"]);
      await mkdir(dir, { recursive: true });
      const name = page
        .replace(/^\/$/, "home")
        .replace(/^\//, "")
        .replace(/[^A-Za-z0-9_-]+/g, "_");
      await writeFile(path.join(dir, `${name}.json`), JSON.stringify(summary.medianRun));
    }
  }
  await cleanUp();

  const totalSeconds = (Date.now() - started) / 1000;
  const meta = {
    protocol: (args.protocol === "h2" ? "h2" : "h1") as "h1" | "h2",
    command,
    date: new Date(),
    lighthouseVersion,
    chromium,
    machine: machine(benchmarkIndexes),
    runs,
    totalSeconds,
    secondsPerRun: runDurations.reduce((sum, value) => sum + value, 0) / Math.max(1, runDurations.length),
  };
  console.log(`\n${renderTerminal(summaries, meta)}`);
  if (writeDocs) {
    const file = path.join(root, "docs/performance.md");
    await writeDocsBlock(file, renderDocsBlock(summaries, meta));
    console.log(`\nWrote ${path.relative(root, file)} (lighthouse block).`);
  } else {
    console.log("\ndocs/performance.md not updated (--pages limits the run; add --write-docs to write it).");
  }
  const crashed = summaries.reduce((sum, summary) => sum + summary.crashes, 0);
  if (crashed) {
    console.error(`\n${crashed} Lighthouse run(s) crashed (see the table); exit code 1.`);
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  // Ctrl-C closes Chromium under Lighthouse's feet; that error is no news.
  if (!interrupted) console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  await cleanUp();
  process.exit(interrupted ? 130 : 1);
}
