import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "./db.server.ts";
import { migrateToLatest } from "./migrate.server.ts";
import { migrations } from "./migrations/index.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;

test("every migration file is in the list the server applies, in file-name order", () => {
  const files = readdirSync(new URL("./migrations/", import.meta.url))
    .filter((name) => name.endsWith(".ts") && name !== "index.ts")
    .map((name) => name.replace(/\.ts$/, ""))
    .sort();
  expect(Object.keys(migrations)).toEqual(files);
});

/**
 * PostgreSQL: the database may hold other schemas with Kysely's migration tables (another
 * deployment, a test run). Migrations must work on the schema the connection uses, and several
 * instances starting at once on an empty schema must apply each migration exactly once.
 */
describe.skipIf(!postgresUrl)("migrateToLatest on PostgreSQL schemas", () => {
  const schemas: string[] = [];
  const handles: DatabaseHandle[] = [];

  async function freshSchema(): Promise<string> {
    const schema = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    schemas.push(schema);
    return schema;
  }

  function open(schema: string): DatabaseHandle {
    const handle = openDatabase(postgresUrl as string, { schema, poolSize: 3 });
    handles.push(handle);
    return handle;
  }

  async function appliedIn(handle: DatabaseHandle): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db);
    return rows.map((row) => row.name);
  }

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    for (const schema of schemas) await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  test("a fresh schema is migrated even when another schema already has Kysely's tables", async () => {
    const first = open(await freshSchema());
    const applied = await migrateToLatest(first.db);
    expect(applied.length).toBeGreaterThan(0);

    const second = open(await freshSchema());
    expect(await migrateToLatest(second.db)).toEqual(applied);
    expect(await appliedIn(second)).toEqual(applied);
    await sql`select count(*) from leads`.execute(second.db);
  });

  test("migrations succeed while other schemas are being created and dropped", async () => {
    const churner = new pg.Client({ connectionString: postgresUrl });
    await churner.connect();
    let stop = false;
    const churn = (async () => {
      while (!stop) {
        const other = `churn_${randomBytes(4).toString("hex")}`;
        await churner.query(`create schema ${other}; create table ${other}.t (a integer)`);
        await churner.query(`drop schema ${other} cascade`);
      }
    })();
    try {
      for (let i = 0; i < 6; i++) {
        const handle = open(await freshSchema());
        expect((await migrateToLatest(handle.db)).length).toBeGreaterThan(0);
      }
    } finally {
      stop = true;
      await churn;
      await churner.end();
    }
  }, 60_000);

  test("instances migrating one empty schema at once apply every migration exactly once", async () => {
    const schema = await freshSchema();
    const instances = [open(schema), open(schema), open(schema)];
    const results = await Promise.all(instances.map((handle) => migrateToLatest(handle.db)));
    const all = results.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(await appliedIn(instances[0] as DatabaseHandle)).toEqual([...all].sort());
  });
});
