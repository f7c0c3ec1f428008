/**
 * The server `npm run bench:lighthouse` measures: the production build, run by `node server/index.ts`
 * on a free port against a throw-away SQLite database that holds a dozen press articles.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { createPress } from "#app/modules/board/press.server.ts";
import { freePort, stopChild, waitUntilUp } from "./processes.ts";

export const BENCH_SITE_URL = "https://www.pentacity-hansin.example";
export const PRESS_SITE_ID = "pentacityhansin";
const PRESS_COUNT = 12;

export type BenchServer = {
  origin: string;
  /** The newest seeded article, for the press detail page. */
  pressId: string;
  stop(): Promise<void>;
};

/** Twelve articles a day apart, newest first: a full first page, a "more" button and a detail page. */
async function seedPress(databaseUrl: string): Promise<string> {
  const handle = openDatabase(databaseUrl);
  try {
    await migrateToLatest(handle.db);
    const now = Date.now();
    let newest = "";
    for (let i = PRESS_COUNT; i >= 1; i--) {
      const paragraphs = [
        `펜타시티 한신더휴 보도자료 ${i}번째 본문입니다. 아산 탕정 펜타시티 2블록·4블록 일원에 들어서는 2,192세대 대단지 소식을 전합니다.`,
        "호수공원과 근린공원이 가까운 숲세권 입지에 초·중·고 학군과 KTX 천안아산역 접근성을 갖췄습니다.",
        "견본주택은 사전 방문예약 후 관람할 수 있으며, 자세한 사항은 분양 문의 전화로 안내받을 수 있습니다.",
      ];
      newest = await createPress(
        handle.db,
        {
          siteId: PRESS_SITE_ID,
          title: `펜타시티 한신더휴, 분양 소식 ${i}호 — 호수와 숲 사이 대단지`,
          summary: `펜타시티 한신더휴 분양 소식 ${i}호 요약`,
          content: paragraphs.join("\n"),
        },
        new Date(now - (PRESS_COUNT - i) * 86_400_000),
      );
    }
    return newest;
  } finally {
    await handle.close();
  }
}

/**
 * Seeds a fresh database in a temporary directory, starts the production server on it and
 * waits for /healthz. Seeding happens first (same file, same migrations the server runs at
 * start), so the server never shares the database with a second writer.
 */
export async function startBenchServer(root: string): Promise<BenchServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "lh-bench-"));
  const databaseUrl = `file:${path.join(dir, "lh.db")}`;
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child) await stopChild(child);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const pressId = await seedPress(databaseUrl);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      SITE_URL: BENCH_SITE_URL,
      // The browser reaches the server on this address, which production accepts only as a listed
      // alias: without it the page-view beacon is refused as cross-site and logs a console error.
      ALLOWED_ORIGINS: origin,
    };
    // Nothing leaves the machine during a benchmark.
    delete env.LEAD_WEBHOOK_URL;
    child = spawn(process.execPath, ["server/index.ts"], { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
    await waitUntilUp(`${origin}/healthz`, { timeoutMs: 60_000, child });
    return { origin, pressId, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
