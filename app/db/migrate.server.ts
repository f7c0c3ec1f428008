import { type Kysely, PostgresAdapter, sql } from "kysely";
import { type MigrationResultSet, Migrator } from "kysely/migration";
import { migrations } from "./migrations/index.ts";

/** Safe from several instances at once: Kysely takes a lock first (advisory on PostgreSQL). */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

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
  // Kysely's introspection lists every schema and fails when another drops one meanwhile; nothing
  // was applied then, so it tries again (up to 40 times, jittered, as it can lose several times).
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

/** A lost introspection race, before any migration ran (a migration's own error is never retried). */
const DROPPED_MEANWHILE = new Set(["3F000", "42P01", "42703"]);
function isDroppedMeanwhile({ error, results = [] }: MigrationResultSet): boolean {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return (
    typeof code === "string" && DROPPED_MEANWHILE.has(code) && results.every((result) => result.status !== "Error")
  );
}

/** Named, because otherwise Kysely finds another schema's migration tables, skips creating its own and fails. */
async function postgresSchema<T>(db: Kysely<T>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error("PostgreSQL: no schema of the search_path exists; create it first");
  return schema;
}
