import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, test } from "vitest";
import { migrations } from "./migrations/index.ts";
import { type OpenOptions, type TestDatabase, testDatabases } from "./test-databases.ts";

/**
 * The run's templates (vitest.config.ts's globalSetup) must give exactly what migrating gives: the
 * same tables, columns, indexes, constraints, seeded rows and sequence positions, for the latest
 * migration and for an `upTo` one. The clock's values written by migrations (when each ran, the
 * seeded assignment state's `updated_at`) are the only difference allowed.
 */
const CLOCK_COLUMNS = new Set(["kysely_migration.timestamp", "assignment_state.updated_at"]);

type Snapshot = { schema: unknown[]; rows: Record<string, string[]> };

async function snapshot(database: TestDatabase): Promise<Snapshot> {
  // biome-ignore lint/suspicious/noExplicitAny: read through the catalogue, whatever the tables are
  const db = database.db as unknown as Kysely<any>;
  let schema: unknown[];
  let tables: string[];
  if (database.dialect === "sqlite") {
    const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_master order by type, name`.execute(db);
    schema = rows;
    tables = rows.filter((row) => row.type === "table").map((row) => row.name);
  } else {
    const here = sql`current_schema()`;
    // Columns in their order; not their numbers, which keep a gap where a migration dropped one.
    const columns = await sql`
      select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = ${here} order by table_name, ordinal_position`.execute(db);
    const indexes = await sql`
      select tablename, indexname, replace(indexdef, current_schema() || '.', '') as indexdef
      from pg_indexes where schemaname = ${here} order by tablename, indexname`.execute(db);
    const constraints = await sql`
      select c.conrelid::regclass::text as on_table, c.conname, pg_get_constraintdef(c.oid) as definition
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname = ${here} order by 1, 2`.execute(db);
    const sequences = await sql`
      select sequencename, last_value, start_value, increment_by from pg_sequences
      where schemaname = ${here} order by sequencename`.execute(db);
    schema = [columns.rows, indexes.rows, constraints.rows, sequences.rows];
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = ${here} and table_type = 'BASE TABLE' order by table_name`.execute(db);
    tables = rows.map((row) => row.name);
  }
  const rows: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows: data } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    rows[table] = data
      .map((row) =>
        JSON.stringify(
          Object.entries(row).map(([column, value]) => [
            column,
            CLOCK_COLUMNS.has(`${table}.${column}`) ? "(clock)" : value,
          ]),
        ),
      )
      .sort();
  }
  return { schema, rows };
}

/** Opens a database the slow way: migrated for this open, as without a prepared run. */
async function openMigrated(open: (options?: OpenOptions) => Promise<TestDatabase>, options?: OpenOptions) {
  const saved = { run: process.env.PENTACITY_TEST_DB_RUN, dir: process.env.PENTACITY_TEST_DB_DIR };
  expect(saved.run && saved.dir, "vitest.config.ts's globalSetup prepares the run").toBeTruthy();
  delete process.env.PENTACITY_TEST_DB_RUN;
  delete process.env.PENTACITY_TEST_DB_DIR;
  try {
    return await open(options);
  } finally {
    process.env.PENTACITY_TEST_DB_RUN = saved.run;
    process.env.PENTACITY_TEST_DB_DIR = saved.dir;
  }
}

describe.each(testDatabases())("test databases on %s", (_name, open) => {
  const opened: TestDatabase[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.cleanup()));
  });

  const names = Object.keys(migrations);
  test.each([
    ["the latest migration", undefined],
    ["an earlier migration (upTo)", names[names.length - 3]],
  ])("a copy of the run's template is what migrating gives: %s", async (_label, upTo) => {
    const options = upTo ? { upTo } : {};
    const migrated = await openMigrated(open, options);
    opened.push(migrated);
    const copied = await open(options);
    opened.push(copied);
    const expected = await snapshot(migrated);
    expect(Object.keys(expected.rows).length).toBeGreaterThan(5);
    expect(await snapshot(copied)).toEqual(expected);
  });

  test("each open is its own database: a row written in one is in no other", async () => {
    const first = await open();
    opened.push(first);
    await first.db.insertInto("rate_limits").values({ key: "isolation-check", points: 1, expire: null }).execute();
    const second = await open();
    opened.push(second);
    const count = (database: TestDatabase) =>
      database.db
        .selectFrom("rate_limits")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow();
    expect(Number((await count(first)).n)).toBe(1);
    expect(Number((await count(second)).n)).toBe(0);
  });
});
