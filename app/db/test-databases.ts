import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "./db.server.ts";
import { migrateTo, migrateToLatest } from "./migrate.server.ts";
import { migrations } from "./migrations/index.ts";

/**
 * Databases for integration tests: SQLite always, PostgreSQL too when `TEST_DATABASE_URL` is set,
 * migrated to latest or `upTo` a migration. A prepared run (vitest's globalSetup) migrates each
 * target once into a template and every open copies it; without one, each open migrates.
 */
export type TestDatabase = DatabaseHandle & { cleanup(): Promise<void> };

export type OpenOptions = { upTo?: string };

/**
 * For a test that opens a schema at an old migration and runs the rest of the chain: on PostgreSQL that is
 * dozens of migrations, seconds on a quiet machine and more than the default 20 s on a busy CI machine.
 */
export const MIGRATION_CHAIN_TIMEOUT = 60_000;
export type TestDatabaseFactory = [name: "sqlite" | "postgres", open: (options?: OpenOptions) => Promise<TestDatabase>];

export function testDatabases(): TestDatabaseFactory[] {
  const factories: TestDatabaseFactory[] = [["sqlite", openTestSqlite]];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) factories.push(["postgres", (options) => openTestPostgres(postgresUrl, options)]);
  return factories;
}

const execFileAsync = promisify(execFile);

const RUN_ENV = "PENTACITY_TEST_DB_RUN";
const DIR_ENV = "PENTACITY_TEST_DB_DIR";
const PG_PREFIX = "pentacity_test_";
const STALE_RUN_SECONDS = 6 * 3600;

function migrate(handle: DatabaseHandle, options: OpenOptions) {
  return options.upTo ? migrateTo(handle.db, options.upTo) : migrateToLatest(handle.db);
}

function targetKey({ upTo }: OpenOptions): string {
  if (!upTo) return "latest";
  const index = Object.keys(migrations).indexOf(upTo);
  if (index < 0) throw new Error(`No migration named ${upTo}`);
  return `upto${index}`;
}

async function openTestSqlite(options: OpenOptions = {}): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), "pentacity-test-"));
  const file = path.join(dir, "test.db");
  const templates = process.env[DIR_ENV];
  if (templates) copyFileSync(await sqliteTemplate(templates, options), file);
  const handle = openDatabase(`file:${file}`);
  if (!templates) await migrate(handle, options);
  return {
    ...handle,
    async cleanup() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const sqliteTemplates = new Map<string, Promise<string>>();

/**
 * Built by the first process that needs it, then renamed into place: atomic, so no process copies
 * half a file. Closing the last connection checkpoints the WAL, so the file alone is the database.
 */
function sqliteTemplate(dir: string, options: OpenOptions): Promise<string> {
  const key = targetKey(options);
  let template = sqliteTemplates.get(key);
  if (!template) {
    template = (async () => {
      const final = path.join(dir, `${key}.db`);
      if (existsSync(final)) return final;
      const building = mkdtempSync(path.join(dir, `${key}-`));
      const file = path.join(building, "template.db");
      const handle = openDatabase(`file:${file}`);
      try {
        await migrate(handle, options);
      } finally {
        await handle.close();
      }
      if (existsSync(`${file}-wal`)) throw new Error("SQLite template: the WAL was not checkpointed on close");
      renameSync(file, final);
      rmSync(building, { recursive: true, force: true });
      return final;
    })();
    sqliteTemplates.set(key, template);
  }
  return template;
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function openTestPostgres(url: string, options: OpenOptions = {}): Promise<TestDatabase> {
  const run = process.env[RUN_ENV];
  const dir = process.env[DIR_ENV];
  const schema = `${run ?? "test"}_${randomBytes(6).toString("hex")}`;
  const template = run && dir ? await postgresTemplate(url, run, dir, options) : undefined;
  await withAdmin(url, (admin) =>
    admin.query(template ? template.script.replaceAll(template.schema, schema) : `create schema "${schema}"`),
  );
  const handle = openDatabase(url, { schema, poolSize: 5 });
  if (!template) await migrate(handle, options);
  return {
    ...handle,
    async cleanup() {
      await handle.close();
      await withAdmin(url, (admin) => admin.query(`drop schema "${schema}" cascade`));
    },
  };
}

type PostgresTemplate = { schema: string; script: string };
const postgresTemplates = new Map<string, Promise<PostgresTemplate | undefined>>();

/**
 * The SQL of a schema migrated once (pg_dump), run per open with the template's schema name replaced
 * by its own; the first process builds it under an advisory lock. A database copy (CREATE DATABASE
 * … TEMPLATE) was refused: its DROP waits for a checkpoint of the whole server.
 */
function postgresTemplate(
  url: string,
  run: string,
  dir: string,
  options: OpenOptions,
): Promise<PostgresTemplate | undefined> {
  const key = targetKey(options);
  let template = postgresTemplates.get(key);
  if (!template) {
    const schema = `${run}_${key}`;
    const file = path.join(dir, `${key}.postgres.sql`);
    // An empty file: pg_dump failed for the first process, and every open migrates.
    const read = () => {
      const script = readFileSync(file, "utf8");
      return script ? { schema, script } : undefined;
    };
    template = existsSync(file)
      ? Promise.resolve(read())
      : withAdmin(url, async (admin) => {
          await admin.query("select pg_advisory_lock(hashtext($1))", [schema]);
          try {
            if (existsSync(file)) return read();
            await admin.query(`drop schema if exists "${schema}" cascade; create schema "${schema}"`);
            const handle = openDatabase(url, { schema, poolSize: 2 });
            try {
              await migrate(handle, options);
            } finally {
              await handle.close();
            }
            let script = "";
            try {
              const { stdout } = await execFileAsync(
                "pg_dump",
                ["--schema", schema, "--no-owner", "--no-privileges", "--inserts", "--dbname", url],
                { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
              );
              // psql's own commands (\restrict), which the server would not understand.
              script = stdout
                .split("\n")
                .filter((line) => !line.startsWith("--") && !line.startsWith("\\"))
                .join("\n");
            } catch (error) {
              // No pg_dump (or one older than the server): every open migrates, slower but the same.
              console.warn(`test databases: pg_dump failed, PostgreSQL tests migrate per open: ${error}`);
            }
            await admin.query(`drop schema "${schema}" cascade`);
            const building = `${file}.${process.pid}`;
            writeFileSync(building, script);
            renameSync(building, file);
            return script ? { schema, script } : undefined;
          } finally {
            await admin.query("select pg_advisory_unlock(hashtext($1))", [schema]);
          }
        });
    postgresTemplates.set(key, template);
  }
  return template;
}

/** vitest's globalSetup: the run's name and template folder (inherited by the test processes); returns the teardown. */
export async function prepareTestDatabaseTemplates(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), "pentacity-test-templates-"));
  const run = `${PG_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString("hex")}`;
  process.env[DIR_ENV] = dir;
  process.env[RUN_ENV] = run;
  // Built here, before any test starts: a test's first open only copies, never waits on another
  // process's migration (under load that wait outlasted a hook's timeout).
  await sqliteTemplate(dir, {});
  const url = process.env.TEST_DATABASE_URL;
  if (url) await postgresTemplate(url, run, dir, {});
  return async () => {
    delete process.env[DIR_ENV];
    delete process.env[RUN_ENV];
    rmSync(dir, { recursive: true, force: true });
    if (url) await dropRunSchemas(url, run);
  };
}

/** Also drops what a killed run left (runs older than six hours). */
async function dropRunSchemas(url: string, run: string): Promise<void> {
  await withAdmin(url, async (admin) => {
    const { rows } = await admin.query<{ nspname: string }>(
      "select nspname from pg_namespace where starts_with(nspname, $1)",
      [PG_PREFIX],
    );
    const now = Date.now() / 1000;
    for (const { nspname } of rows) {
      const started = Number(nspname.slice(PG_PREFIX.length).split("_")[0]);
      if (nspname.startsWith(`${run}_`) || now - started > STALE_RUN_SECONDS)
        await admin.query(`drop schema if exists "${nspname}" cascade`);
    }
  });
}
