import { type Kysely, sql } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";

/**
 * "Published content changed", across instances (docs/decisions/2026-11-26-content-publishing.md).
 * Each area the sales team publishes (notices today; the sales schedule, banners, documents and
 * site facts later) has one row in `content_versions`, bumped by `bumpContentVersion` inside the
 * publish transaction. The instance that published tells its listeners at once after the commit
 * (`notifyContentChange`); every instance polls the table (`startContentVersionPolling`, one
 * primary-key scan of a few rows a second) and tells its listeners when another instance bumped it.
 * A listener drops what it keeps (the rendered-page cache).
 */
type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();
/** The newest version of each area this instance has told its listeners about. */
const known = new Map<string, number>();
/** Whether this process has polled once (its first poll learns the versions; nothing cached is older). */
let learnt = false;
/** How many changes of each area this process has heard of: a copy taken at another count is stale. */
const heard = new Map<string, number>();
/** Bumped by the tests' reset: a copy taken before it (another database) is stale too. */
let epoch = 0;

/** Changes when `area` changes: a cached copy keeps the stamp it was read at and compares. */
export function contentStamp(area: string): string {
  return `${epoch}:${heard.get(area) ?? 0}`;
}

/** Subscribes to an area's changes; returns the unsubscribe. */
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

/**
 * Tells this instance's listeners that `area` changed (call after the commit). With the version the
 * commit wrote, the poll that later reads the same version does not tell them twice.
 */
export function notifyContentChange(area: string, version?: number): void {
  if (version !== undefined) known.set(area, Math.max(version, known.get(area) ?? 0));
  heard.set(area, (heard.get(area) ?? 0) + 1);
  for (const listener of listeners.get(area) ?? []) listener();
}

/** Bumps an area's version inside the caller's transaction; returns the new version. */
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

/** Every area's version: the poll's one query. */
export async function readContentVersions(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom("content_versions").select(["area", "version"]).execute();
  return new Map(rows.map((row) => [row.area, Number(row.version)]));
}

/**
 * One poll: reads the versions and tells the listeners of each area whose version is newer than
 * the one this instance knows (an area first seen counts as new). The first poll of a process only
 * learns the versions (nothing cached yet can be older than the process).
 */
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

/**
 * Starts this instance's poll (once, however many features ask: counted), every `intervalMs`,
 * never two at once. Returns the stop, which waits for a poll under way.
 */
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

/** Forgets what this process learnt (tests: each opens a fresh database). */
export function resetContentVersionsForTest(): void {
  known.clear();
  listeners.clear();
  heard.clear();
  epoch += 1;
  learnt = false;
}
