import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "./db.server.ts";
import { migrateTo, migrateToLatest } from "./migrate.server.ts";

/**
 * Databases for integration tests: SQLite always (a fresh file per call), PostgreSQL too when
 * `TEST_DATABASE_URL` is set (a fresh schema per call, dropped afterwards), migrated to latest, or
 * only up to `upTo` (a migration's name) for a test of a migration on the data before it.
 */
export type TestDatabase = DatabaseHandle & { cleanup(): Promise<void> };

export type OpenOptions = { upTo?: string };
export type TestDatabaseFactory = [name: "sqlite" | "postgres", open: (options?: OpenOptions) => Promise<TestDatabase>];

export function testDatabases(): TestDatabaseFactory[] {
  const factories: TestDatabaseFactory[] = [["sqlite", openTestSqlite]];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) factories.push(["postgres", (options) => openTestPostgres(postgresUrl, options)]);
  return factories;
}

async function openTestSqlite(options: OpenOptions = {}): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), "pentacity-test-"));
  const handle = openDatabase(`file:${path.join(dir, "test.db")}`);
  await (options.upTo ? migrateTo(handle.db, options.upTo) : migrateToLatest(handle.db));
  return {
    ...handle,
    async cleanup() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openTestPostgres(url: string, options: OpenOptions = {}): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase(url, { schema, poolSize: 5 });
  await (options.upTo ? migrateTo(handle.db, options.upTo) : migrateToLatest(handle.db));
  return {
    ...handle,
    async cleanup() {
      await handle.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}
