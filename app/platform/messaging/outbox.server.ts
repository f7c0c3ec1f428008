import { type ExpressionBuilder, type Kysely, type RawBuilder, sql } from "kysely";
import { backoffDelayMs } from "#app/lib/background-job.server.ts";

/**
 * One outbox, knowing no feature: a table of rows written with the event they tell about and
 * sent later by a relay (the lead webhook's `lead_deliveries`, the text messages' `messages`).
 * A row is `pending` until it is sent or dead; `attempts` counts tries, `next_attempt_at` says
 * when it is due and `locked_until` is the lease of the relay holding it.
 */
type OutboxColumns = {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  updated_at: string;
};

/** The caller's own columns set with a status change (a value, or SQL such as a coalesce). */
export type OutboxExtra = Record<string, string | number | null | RawBuilder<unknown>>;

// The table name is the caller's: the handle is seen as one of outbox tables only.
type OutboxDb = Kysely<Record<string, OutboxColumns>>;
const asOutbox = <DB>(db: Kysely<DB>) => db as unknown as OutboxDb;

/**
 * Claims up to `limit` pending rows that are due, for `leaseMs`, oldest due first. Each row is
 * claimed by its own conditional update, so two relays (two instances, on SQLite or PostgreSQL)
 * never hold the same row at once; `load` reads a claimed row (undefined: skipped).
 */
export async function claimDue<DB, T>(
  db: Kysely<DB>,
  table: string,
  { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number },
  load: (id: string) => Promise<T | undefined>,
): Promise<T[]> {
  const outbox = asOutbox(db);
  const nowIso = now.toISOString();
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const candidates = await outbox
    .selectFrom(table)
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", nowIso)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
  const claimed: T[] = [];
  for (const { id } of candidates) {
    const result = await outbox
      .updateTable(table)
      .set({ locked_until: leaseUntil, updated_at: nowIso })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    const row = await load(id);
    if (row !== undefined) claimed.push(row);
  }
  return claimed;
}

/**
 * Claims up to `limit` due rows at once, for `leaseMs`, and returns them oldest due first: one
 * conditional update over the candidates, returning the rows it changed. Of two relays updating
 * the same rows, the second finds them leased (PostgreSQL re-checks the condition on the row it
 * waited for; SQLite writes one at a time), so a row is held by one relay only.
 */
export async function claimDueBatch<DB, Row extends { next_attempt_at: string }>(
  db: Kysely<DB>,
  table: string,
  { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number },
): Promise<Row[]> {
  const outbox = asOutbox(db);
  const nowIso = now.toISOString();
  const free = (eb: ExpressionBuilder<Record<string, OutboxColumns>, string>) =>
    eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]);
  const candidates = await outbox
    .selectFrom(table)
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", nowIso)
    .where(free)
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
  if (candidates.length === 0) return [];
  const claimed = (await outbox
    .updateTable(table)
    .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString(), updated_at: nowIso })
    .where(
      "id",
      "in",
      candidates.map((row) => row.id),
    )
    .where("status", "=", "pending")
    .where(free)
    .returningAll()
    .execute()) as unknown as Row[];
  return claimed.sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at));
}

/** A sent row: its `status` (the caller's word for sent), one more attempt, the lease let go. */
export async function markSent<DB>(
  db: Kysely<DB>,
  table: string,
  id: string,
  { status, now, set = {} }: { status: string; now: Date; set?: OutboxExtra },
): Promise<void> {
  await asOutbox(db)
    .updateTable(table)
    .set((eb) => ({
      status,
      attempts: eb("attempts", "+", 1),
      last_error: null,
      locked_until: null,
      updated_at: now.toISOString(),
      ...(set as object),
    }))
    .where("id", "=", id)
    .execute();
}

/** A failed attempt: pending again at `retryAt`, or `dead` when it is null (see nextAttemptAt()). */
export async function markFailed<DB>(
  db: Kysely<DB>,
  table: string,
  id: string,
  { error, retryAt, now, set = {} }: { error: string; retryAt: Date | null; now: Date; set?: OutboxExtra },
): Promise<void> {
  await asOutbox(db)
    .updateTable(table)
    .set((eb) => ({
      status: retryAt ? "pending" : "dead",
      attempts: eb("attempts", "+", 1),
      last_error: error.slice(0, 500),
      locked_until: null,
      next_attempt_at: (retryAt ?? now).toISOString(),
      updated_at: now.toISOString(),
      ...(set as object),
    }))
    .where("id", "=", id)
    .execute();
}

export type RetryPolicy = { maxAttempts: number; baseDelayMs: number; maxDelayMs: number; random: () => number };

/**
 * When attempt `attempt` (1 for the first) failed: the next try, after an exponential, capped and
 * jittered delay, or null (dead) after the last attempt or when the failure is `permanent`.
 */
export function nextAttemptAt(
  attempt: number,
  { maxAttempts, baseDelayMs, maxDelayMs, random }: RetryPolicy,
  { now, permanent = false }: { now: () => Date; permanent?: boolean },
): Date | null {
  if (permanent || attempt >= maxAttempts) return null;
  return new Date(now().getTime() + backoffDelayMs(attempt, { baseDelayMs, maxDelayMs, random }));
}

/** The first time of a state that is kept once set (e.g. an outcome left unknown). */
export function keepFirst(column: string, iso: string): RawBuilder<unknown> {
  return sql`coalesce(${sql.ref(column)}, ${iso})`;
}
