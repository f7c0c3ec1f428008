import { type ExpressionBuilder, type Kysely, type RawBuilder, sql } from "kysely";
import { backoffDelayMs } from "#app/lib/background-job.server.ts";

/** One outbox for any table of rows written with their event and sent later by a relay; `locked_until` is the lease. */
export type OutboxColumns = {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  updated_at: string;
};

export type OutboxExtra = Record<string, string | number | null | RawBuilder<unknown>>;

type OutboxDb = Kysely<Record<string, OutboxColumns>>;
const asOutbox = <DB>(db: Kysely<DB>) => db as unknown as OutboxDb;

/** Claims due rows one conditional update each, so two relays never hold one; `load` reads each. */
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
 * Claims due rows by one conditional update over the candidates: a second relay finds them leased
 * (PostgreSQL re-checks the condition on the row it waited for; SQLite writes one at a time).
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

/** Pending again at `retryAt`, or `dead` when it is null. */
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

/** The next try after a capped, jittered exponential delay; null (dead) after the last or a permanent failure. */
export function nextAttemptAt(
  attempt: number,
  { maxAttempts, baseDelayMs, maxDelayMs, random }: RetryPolicy,
  { now, permanent = false }: { now: () => Date; permanent?: boolean },
): Date | null {
  if (permanent || attempt >= maxAttempts) return null;
  return new Date(now().getTime() + backoffDelayMs(attempt, { baseDelayMs, maxDelayMs, random }));
}

export function keepFirst(column: string, iso: string): RawBuilder<unknown> {
  return sql`coalesce(${sql.ref(column)}, ${iso})`;
}
