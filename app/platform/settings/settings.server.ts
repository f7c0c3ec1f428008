import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import {
  bumpContentVersion,
  contentStamp,
  notifyContentChange,
} from "#app/platform/content-signal/content-versions.server.ts";
import { complexOf, ownComplex } from "#app/platform/sites/scope.server.ts";

/**
 * A value the site reads everywhere and staff change now and then: one row of `content_documents`,
 * its `published` column read through the feature's schema. Published documents
 * (app/platform/publishing) are settings with a draft and revisions beside.
 */
export type Setting<T> = {
  key: string;
  /** The `content_versions` area a change bumps (default: the key). */
  area: string;
  schema: z.ZodType<T>;
  /** The value before anything is stored; given the complex, where a complex's first value differs. */
  first: (siteId?: string | null) => T;
};

export function defineSetting<T>(setting: {
  key: string;
  area?: string;
  schema: z.ZodType<T>;
  first: (siteId?: string | null) => T;
}): Setting<T> {
  return { ...setting, area: setting.area ?? setting.key };
}

/** Null when absent or no longer valid (never shown raw). */
export function parseStored<T>(setting: Pick<Setting<T>, "schema">, json: string | null | undefined): T | null {
  if (json === null || json === undefined) return null;
  try {
    const parsed = setting.schema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The complex's stored value (settings are a complex's own: `content_documents` is complex-owned):
 * the handle's complex, or `siteId` through the process's handle (a scoped handle of another throws).
 */
export async function loadStoredSetting<T>(
  db: Kysely<Database>,
  setting: Pick<Setting<T>, "key" | "schema">,
  siteId?: string,
): Promise<T | null> {
  const row = await ownComplex(db, siteId)
    .selectFrom("content_documents")
    .select("published")
    .where("key", "=", setting.key)
    .executeTakeFirst();
  return parseStored(setting, row?.published);
}

export async function loadSetting<T>(db: Kysely<Database>, setting: Setting<T>, siteId?: string): Promise<T> {
  return (await loadStoredSetting(db, setting, siteId)) ?? setting.first(siteId ?? complexOf(db));
}

const RETRY_MS = 5000;

type Held = { value: unknown; stamp: string; until: number };
const held = new Map<string, Held>();
const loading = new Map<string, { stamp: string; promise: Promise<unknown> }>();

/**
 * This instance's copy, kept until the area changes (the content signal), so a render does not
 * wait on the database. Concurrent reads share one query; a read begun before a change is not
 * kept. A failed read answers what was held (else the first value) for 5 s: a database that is
 * down is not asked, nor logged, on every request.
 */
export function readSetting<T>(db: Kysely<Database>, setting: Setting<T>, siteId?: string): T | Promise<T> {
  const site = siteId ?? complexOf(db);
  return readHeld({ ...setting, key: `${site}|${setting.key}`, first: () => setting.first(site) }, () =>
    loadSetting(db, setting, site),
  );
}

export function readHeld<T>(
  setting: Pick<Setting<T>, "key" | "area" | "first">,
  load: () => Promise<T>,
): T | Promise<T> {
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

/** In the caller's transaction: the listeners hear of it from the poll once committed. */
export async function writeSetting<T>(
  db: Kysely<Database>,
  setting: Setting<T>,
  value: T,
  now = new Date(),
  siteId?: string,
): Promise<number> {
  const iso = now.toISOString();
  const json = JSON.stringify(value);
  await ownComplex(db, siteId)
    .insertInto("content_documents")
    .values({ key: setting.key, draft: json, published: json, revision: 0, published_at: iso, updated_at: iso })
    .onConflict((oc) =>
      oc.columns(["site_id", "key"]).doUpdateSet({ draft: json, published: json, published_at: iso, updated_at: iso }),
    )
    .execute();
  return bumpContentVersion(db, setting.area, now);
}

export async function saveSetting<T>(db: Kysely<Database>, setting: Setting<T>, value: T, now = new Date()) {
  const version = await db.transaction().execute((trx) => writeSetting(trx, setting, value, now));
  notifyContentChange(setting.area, version);
}
