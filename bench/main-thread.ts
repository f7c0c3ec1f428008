/**
 * `npm run bench:main-thread`: the main thread's work while a page loads, from a Chromium trace, on
 * Lighthouse's phone (412 × 823 @1.75) with Chromium's own CPU throttling (4× by default; no network
 * throttling). For a before/after of one change: give two production builds (two checkouts, each built
 * with `npm run build`) and it serves both and loads them alternately, run by run, so the machine's
 * noise falls on both alike. Each load runs until the web fonts are in use and the page has been quiet.
 *
 *   npm run bench:main-thread                                         # this checkout's build
 *   npm run bench:main-thread -- --build before=../old --build after=. --pages /,/Brand/intro --runs 7
 *
 * Prints medians per page and build: layout and style time (ms), blocking time (the part of every task
 * over 50 ms, from navigation on), the longest task and all task time. Lighthouse's TBT comes from its
 * own simulation of a slow phone, which orders the trace's tasks by what they wait for and can put a
 * task before first paint that really ran after hydration (docs/performance.md); this measures what ran.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/chromium.ts";
import { type BenchServer, startBenchServer } from "./lighthouse-server.ts";

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { beginData?: { url?: string } };
};
const METRICS = ["layout", "style", "blocking", "longest", "all"] as const;
type Metric = (typeof METRICS)[number];

const { values } = parseArgs({
  options: {
    build: { type: "string", multiple: true },
    pages: { type: "string", default: "/,/FloorPlan/114A" },
    runs: { type: "string", default: "5" },
    "cpu-slowdown": { type: "string", default: "4" },
  },
});
const builds = (values.build ?? ["this=."]).map((spec) => {
  const [name, dir] = spec.includes("=") ? spec.split("=", 2) : [spec, spec];
  return { name: name as string, root: path.resolve(dir as string) };
});
const pages = values.pages.split(",");
const runs = Number(values.runs);
const slowdown = Number(values["cpu-slowdown"]);

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

async function measure(browser: import("@playwright/test").Browser, origin: string, pagePath: string) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (slowdown > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
    await page.goto(origin + pagePath, { waitUntil: "load" });
    // Until the web fonts are in use (app/lib/web-fonts.ts marks <html>), or their stylesheet is attached.
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.webFonts === "ready" ||
        document.documentElement.dataset.webFonts === "stylesheet" ||
        document.querySelector("link[data-web-fonts]") !== null,
    );
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // Quiet: two idle callbacks in a row with at least 40 ms to spare.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let quiet = 0;
          const next = () =>
            requestIdleCallback((deadline) => {
              quiet = deadline.timeRemaining() >= 40 ? quiet + 1 : 0;
              if (quiet >= 2) resolve();
              else next();
            });
          next();
        }),
    );
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as TraceEvent[];
    const parse = events.find(
      (e) => e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").startsWith(origin + pagePath),
    );
    if (!parse) throw new Error(`no ParseHTML event for ${pagePath}`);
    const mine = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X");
    const total = (name: string) =>
      mine.filter((e) => e.name === name).reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
    const tasks = mine.filter((e) => e.name === "RunTask").map((e) => (e.dur ?? 0) / 1000);
    return {
      layout: total("Layout"),
      style: total("UpdateLayoutTree"),
      blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      longest: Math.max(0, ...tasks),
      all: tasks.reduce((sum, d) => sum + d, 0),
    } satisfies Record<Metric, number>;
  } finally {
    await context.close();
  }
}

const servers: BenchServer[] = [];
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_ARGS, "--headless=new"] });
try {
  for (const build of builds) servers.push(await startBenchServer(build.root));
  console.log(
    `${runs} run(s) per page and build, alternating; CPU ${slowdown}× (Chromium's throttling); medians in ms\n`,
  );
  console.log(["page".padEnd(28), "build".padEnd(10), ...METRICS.map((m) => m.padStart(9))].join(""));
  for (const pagePath of pages) {
    const results = builds.map(
      () => Object.fromEntries(METRICS.map((m) => [m, [] as number[]])) as Record<Metric, number[]>,
    );
    for (let run = 0; run < runs; run++) {
      for (const [index, server] of servers.entries()) {
        const figures = await measure(browser, server.origin, pagePath);
        for (const metric of METRICS) results[index]?.[metric].push(figures[metric]);
      }
    }
    for (const [index, build] of builds.entries()) {
      const row = METRICS.map((m) =>
        median(results[index]?.[m] ?? [])
          .toFixed(0)
          .padStart(9),
      );
      console.log([pagePath.padEnd(28), build.name.padEnd(10), ...row].join(""));
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
