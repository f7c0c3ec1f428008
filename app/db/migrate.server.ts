import { type Kysely, PostgresAdapter, sql } from "kysely";
import { type MigrationResultSet, Migrator } from "kysely/migration";
import { migrations } from "./migrations/index.ts";

/**
 * Applies every pending migration in `app/db/migrations/` (ISO-date names sort in order).
 * Run at server start and by `npm run db:migrate`; safe to run from several instances at
 * once (Kysely takes a lock first: an advisory lock on PostgreSQL).
 */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Migrates up or down to the named migration (tests of a migration that moves data). */
export async function migrateTo<T>(db: Kysely<T>, name: string): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate<T>(db: Kysely<T>, step: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await postgresSchema(db),
  });
  let outcome = await step(migrator);
  // Kysely looks for its tables by listing every schema (checking access to each) and their
  // tables and columns; a schema or table dropped meanwhile by someone else makes that listing
  // fail. Nothing was applied (no migration result failed): try again.
  // On a busy machine the listing can lose that race several times in a row: up to 40 tries, a
  // short jittered pause between them so the retries do not fall into step with the other side.
  for (let attempt = 1; attempt < 40 && isDroppedMeanwhile(outcome); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    outcome = await step(migrator);
  }
  const { error, results = [] } = outcome;
  const failed = results.find((result) => result.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}

/**
 * The introspection lost a race with another schema's drop, before any migration ran: PostgreSQL's
 * invalid_schema_name, undefined_table or undefined_column, and no migration result failed (a
 * migration's own error is never retried).
 */
const DROPPED_MEANWHILE = new Set(["3F000", "42P01", "42703"]);
function isDroppedMeanwhile({ error, results = [] }: MigrationResultSet): boolean {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return (
    typeof code === "string" && DROPPED_MEANWHILE.has(code) && results.every((result) => result.status !== "Error")
  );
}

/**
 * PostgreSQL: the schema the connection works in (the first of its search_path). Named
 * explicitly, because without it Kysely looks for its migration tables in every schema of the
 * database and, finding another schema's, skips creating its own and fails.
 */
async function postgresSchema<T>(db: Kysely<T>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error("PostgreSQL: no schema of the search_path exists; create it first");
  return schema;
}
