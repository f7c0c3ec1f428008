/**
 * Reads what a test server stored, straight from its database (better-sqlite3 on the SQLite file,
 * pg on the PostgreSQL schema), and small counting helpers for the load, crash and instance tests.
 */
import Database from "better-sqlite3";
import type { Selectable } from "kysely";
import pg from "pg";
import type { LeadDeliveryTable, LeadTable } from "../../app/modules/leads/tables.ts";
import type { TestStore } from "./harness.ts";

const LEAD_COLUMNS = [
  "id",
  "created_at",
  "updated_at",
  "site_id",
  "form",
  "name",
  "phone",
  "privacy_consent",
  "consent_version",
  "consented_at",
  "status",
  "dedupe_key",
] as const;

/** The columns of a stored lead these tests look at, typed by the app's own table type. */
export type LeadRow = Pick<Selectable<LeadTable>, (typeof LEAD_COLUMNS)[number]>;

export type DeliveryRow = Pick<Selectable<LeadDeliveryTable>, "id" | "lead_id" | "status" | "target_url">;

const leadColumns = LEAD_COLUMNS.join(", ");

export async function queryStore<T>(store: TestStore, text: string): Promise<T[]> {
  if (store.kind === "sqlite") {
    const db = new Database(store.file as string, { readonly: true, fileMustExist: true });
    try {
      db.pragma("busy_timeout = 5000");
      return db.prepare(text).all() as T[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: store.url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** One statement that changes the store (SQLite opened for writing beside the server, with a busy timeout). */
export async function writeStore(store: TestStore, text: string): Promise<void> {
  if (store.kind !== "sqlite") {
    await queryStore(store, text);
    return;
  }
  const db = new Database(store.file as string, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(text).run();
  } finally {
    db.close();
  }
}

export function readLeads(store: TestStore): Promise<LeadRow[]> {
  return queryStore<LeadRow>(store, `select ${leadColumns} from leads`);
}

export function readDeliveries(store: TestStore): Promise<DeliveryRow[]> {
  return queryStore<DeliveryRow>(store, "select id, lead_id, status, target_url from lead_deliveries");
}

export const digits = (phone: string) => phone.replace(/\D/g, "");

/** Status code → how many responses had it; 0 stands for a request that got no answer. */
export function countByStatus(statuses: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[String(status)] = (counts[String(status)] ?? 0) + 1;
  return counts;
}

/** Values that occur more than once. */
export function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

/** The columns a stored lead must always have filled, whatever happened to the process. */
export function incompleteLeads(rows: LeadRow[]): LeadRow[] {
  return rows.filter(
    (row) =>
      !row.id ||
      !row.created_at ||
      !row.updated_at ||
      !row.site_id ||
      !row.form ||
      !row.name ||
      !/^\d{2,3}-\d{3,4}-\d{4}$/.test(row.phone) ||
      Number(row.privacy_consent) !== 1 ||
      !row.consent_version ||
      !row.consented_at ||
      !row.status ||
      !/^[0-9a-f]{64}$/.test(row.dedupe_key),
  );
}
