import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import {
  bumpContentVersion,
  contentStamp,
  notifyContentChange,
} from "#app/platform/content-signal/content-versions.server.ts";

/**
 * A value the site reads everywhere and staff change now and then (the site's facts, the banners,
 * the booking schedule): one row of `content_documents`, its `published` column read back through
 * the feature's schema. A feature declares it once with `defineSetting`; published documents
 * (app/platform/publishing) are settings with a draft and revisions beside.
 */
export type Setting<T> = {
  /** The row's key, unique over all features. */
  key: string;
  /** The `content_versions` area a change bumps (default: the key); listeners of it hear every change. */
  area: string;
  schema: z.ZodType<T>;
  /** What is read while nothing is stored (or what is stored no longer parses). */
  first: () => T;
};

export function defineSetting<T>(setting: {
  key: string;
  area?: string;
  schema: z.ZodType<T>;
  first: () => T;
}): Setting<T> {
  return { ...setting, area: setting.area ?? setting.key };
}

/** Stored JSON read back through the schema; null when absent or no longer valid (never shown raw). */
export function parseStored<T>(setting: Pick<Setting<T>, "schema">, json: string | null | undefined): T | null {
  if (json === null || json === undefined) return null;
  try {
    const parsed = setting.schema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored value, or null: read now, through the caller's handle (a transaction sees its own writes). */
export async function loadStoredSetting<T>(
  db: Kysely<Database>,
  setting: Pick<Setting<T>, "key" | "schema">,
): Promise<T | null> {
  const row = await db
    .selectFrom("content_documents")
    .select("published")
    .where("key", "=", setting.key)
    .executeTakeFirst();
  return parseStored(setting, row?.published);
}

/** The value read now (inside a transaction that decides on it), else the first value. */
export async function loadSetting<T>(db: Kysely<Database>, setting: Setting<T>): Promise<T> {
  return (await loadStoredSetting(db, setting)) ?? setting.first();
}

/** After a failed read, the value held is answered this long before the next try. */
const RETRY_MS = 5000;

type Held = { value: unknown; stamp: string; until: number };
const held = new Map<string, Held>();
const loading = new Map<string, { stamp: string; promise: Promise<unknown> }>();

/**
 * The value as this instance holds it: read once, then answered from memory until the setting's
 * area changes (the content signal: a change here at once, another instance's within its poll),
 * so a page's render does not wait on the database for it. Concurrent reads share one query; a
 * read begun before a change is not kept. A failed read answers what was held (else the first
 * value) and is tried again 5 seconds later: a database that is down is not asked, nor logged,
 * on every request.
 */
export function readSetting<T>(db: Kysely<Database>, setting: Setting<T>): T | Promise<T> {
  return readHeld(setting, () => loadSetting(db, setting));
}

/** `readSetting` with the read given (the tests' slow or failing database). */
export function readHeld<T>(setting: Setting<T>, load: () => Promise<T>): T | Promise<T> {
  const stamp = contentStamp(setting.area);
  const mine = held.get(setting.key);
  if (mine && mine.stamp === stamp && mine.until > Date.now()) return mine.value as T;
  const running = loading.get(setting.key);
  if (running && running.stamp === stamp) return running.promise as Promise<T>;
  const promise = load().then(
    (value) => {
      if (contentStamp(setting.area) === stamp)
        held.set(setting.key, { value, stamp, until: Number.POSITIVE_INFINITY });
      return value;
    },
    (error: unknown) => {
      logger.error({ err: error, key: setting.key }, "setting.load_failed");
      const value = (mine?.value as T | undefined) ?? setting.first();
      if (contentStamp(setting.area) === stamp) held.set(setting.key, { value, stamp, until: Date.now() + RETRY_MS });
      return value;
    },
  );
  loading.set(setting.key, { stamp, promise });
  void promise.finally(() => {
    if (loading.get(setting.key)?.promise === promise) loading.delete(setting.key);
  });
  return promise;
}

/**
 * Writes the value (draft and published alike: a setting has no draft of its own) and bumps its
 * area, through the caller's handle. In a transaction of the caller's, the other listeners hear of
 * it from the poll once committed; `saveSetting` tells this instance's at once.
 */
export async function writeSetting<T>(
  db: Kysely<Database>,
  setting: Setting<T>,
  value: T,
  now = new Date(),
): Promise<number> {
  const iso = now.toISOString();
  const json = JSON.stringify(value);
  await db
    .insertInto("content_documents")
    .values({ key: setting.key, draft: json, published: json, revision: 0, published_at: iso, updated_at: iso })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({ draft: json, published: json, published_at: iso, updated_at: iso }),
    )
    .execute();
  return bumpContentVersion(db, setting.area, now);
}

/** `writeSetting` in a transaction of its own, this instance's listeners told after the commit. */
export async function saveSetting<T>(db: Kysely<Database>, setting: Setting<T>, value: T, now = new Date()) {
  const version = await db.transaction().execute((trx) => writeSetting(trx, setting, value, now));
  notifyContentChange(setting.area, version);
}
