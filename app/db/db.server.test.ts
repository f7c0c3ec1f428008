import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "./test-databases.ts";

describe.each(testDatabases())("database handle on %s", (name, open) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database?.cleanup();
  });

  test("ping answers while the database is writable", async () => {
    database = await open();
    await expect(database.ping()).resolves.toBeUndefined();
  });

  test.runIf(name === "sqlite")(
    "SQLite: ping fails while another process holds the write lock, though reads still work",
    async () => {
      database = await open();
      const file = (
        await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(database.db)
      ).rows[0]?.file as string;
      const other = new SqliteDatabase(file);
      other.exec("begin immediate");
      try {
        await expect(sql`select 1`.execute(database.db)).resolves.toBeDefined();
        await expect(database.ping()).rejects.toThrow(/locked|busy/i);
      } finally {
        other.exec("rollback");
        other.close();
      }
      await expect(database.ping()).resolves.toBeUndefined();
      // The probe's short wait is undone: requests wait for the lock as long as before.
      const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(database.db);
      expect(rows[0]?.timeout).toBe(5000);
    },
  );

  test.runIf(name === "postgres")(
    "PostgreSQL: a connection killed while a request holds it fails that request only, not the process",
    async () => {
      database = await open();
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const failed = database.db.transaction().execute(async (trx) => {
          const { rows: inner } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          await admin.query("select pg_terminate_backend($1)", [inner[0]?.pid]);
          // The client is checked out and idle: the reset arrives as an 'error' event.
          await new Promise((resolve) => setTimeout(resolve, 300));
          await sql`select 1`.execute(trx);
        });
        await expect(failed).rejects.toThrow();
      } finally {
        await admin.end();
      }
      // The broken client was dropped; the next request gets a working connection.
      await expect(sql`select 1`.execute(database.db)).resolves.toBeDefined();
      await expect(database.ping()).resolves.toBeUndefined();
      expect(rows[0]?.pid).toBeGreaterThan(0);
    },
  );
});
