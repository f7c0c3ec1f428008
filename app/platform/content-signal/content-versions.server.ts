import { type Kysely, sql } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";

/**
 * Each published area has one row in `content_versions`, bumped inside the publish transaction;
 * every instance polls the table (a scan of a few rows a second) and tells the area's listeners
 * of a newer version (docs/decisions/2026-11-26-content-publishing.md).
 */
type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();
const known = new Map<string, number>();
/** The first poll only learns the versions: nothing cached is older than the process. */
let learnt = false;
/** Changes heard per area: a copy read at another count is stale. */
const heard = new Map<string, number>();
let epoch = 0;

export function contentStamp(area: string): string {
  return `${epoch}:${heard.get(area) ?? 0}`;
}

export function onContentChange(area: string, listener: Listener): () => void {
  let set = listeners.get(area);
  if (!set) {
    set = new Set();
    listeners.set(area, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** After the commit; with the version it wrote, the poll that reads it later does not tell twice. */
export function notifyContentChange(area: string, version?: number): void {
  if (version !== undefined) known.set(area, Math.max(version, known.get(area) ?? 0));
  heard.set(area, (heard.get(area) ?? 0) + 1);
  for (const listener of listeners.get(area) ?? []) listener();
}

export async function bumpContentVersion(db: Kysely<Database>, area: string, now = new Date()): Promise<number> {
  const row = await db
    .insertInto("content_versions")
    .values({ area, version: 1, updated_at: now.toISOString() })
    .onConflict((oc) =>
      oc.column("area").doUpdateSet({
        version: sql<number>`content_versions.version + 1`,
        updated_at: now.toISOString(),
      }),
    )
    .returning("version")
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

export async function readContentVersions(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom("content_versions").select(["area", "version"]).execute();
  return new Map(rows.map((row) => [row.area, Number(row.version)]));
}

/** One poll: tells the listeners of each area newer than known (an area first seen counts as new). */
export async function pollContentVersions(db: Kysely<Database>): Promise<string[]> {
  const versions = await readContentVersions(db);
  const changed: string[] = [];
  for (const [area, version] of versions) {
    const seen = known.get(area);
    if (!learnt) {
      known.set(area, Math.max(version, seen ?? 0));
    } else if (version > (seen ?? 0)) {
      changed.push(area);
      notifyContentChange(area, version);
    }
  }
  learnt = true;
  return changed;
}

let polling: { users: number; stop: () => Promise<void> } | null = null;

/** Starts the poll once however often asked (counted); the stop waits for a poll under way. */
export function startContentVersionPolling({
  db,
  intervalMs,
}: {
  db: Kysely<Database>;
  intervalMs: number;
}): () => Promise<void> {
  if (!polling) {
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> = Promise.resolve();
    let stopped = false;
    const tick = () => {
      running = pollContentVersions(db)
        .then(() => undefined)
        .catch((error: unknown) => logger.error({ err: error }, "content_versions.poll_failed"))
        .finally(() => {
          if (!stopped) timer = setTimeout(tick, intervalMs);
        });
    };
    tick();
    polling = {
      users: 0,
      async stop() {
        stopped = true;
        if (timer) clearTimeout(timer);
        await running;
      },
    };
  }
  const current = polling;
  current.users += 1;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    current.users -= 1;
    if (current.users === 0) {
      if (polling === current) polling = null;
      await current.stop();
    }
  };
}

/** Tests: each opens a fresh database. */
export function resetContentVersionsForTest(): void {
  known.clear();
  listeners.clear();
  heard.clear();
  epoch += 1;
  learnt = false;
}
