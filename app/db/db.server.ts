import { mkdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";
import pg from "pg";
import { type RateLimiterAbstract, RateLimiterPostgres, RateLimiterSQLite } from "rate-limiter-flexible";
import { getEnv } from "#app/lib/env.server.ts";
import { forgetSingleton, singleton } from "#app/lib/singleton.server.ts";
import type { Database } from "./schema.ts";

/**
 * The one place that knows which database runs. `DATABASE_URL` = `file:./data/app.db`
 * (default, SQLite through better-sqlite3) or `postgres://…` (PostgreSQL through pg).
 * Everything else gets a `Kysely<Database>` and, for rate limits, a limiter on the same store.
 */
export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: "sqlite" | "postgres";
  /** A rate limiter whose counters live in the `rate_limits` table, shared by every instance. */
  createRateLimiter(options: { keyPrefix: string; points: number; durationSeconds: number }): RateLimiterAbstract;
  close(): Promise<void>;
};

export type OpenOptions = {
  /** PostgreSQL only: the schema to work in (tests give each file its own). */
  schema?: string;
  poolSize?: number;
};

export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options);
  if (url.startsWith("file:") || url === ":memory:") return openSqlite(url);
  throw new Error("DATABASE_URL must start with file: (SQLite) or postgres:// (PostgreSQL)");
}

function openSqlite(url: string): DatabaseHandle {
  const file = url === ":memory:" || url === "file::memory:" ? ":memory:" : url.slice("file:".length);
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  // A lead acknowledged to a visitor must survive a power cut, not only a process crash.
  sqlite.pragma("synchronous = FULL");

  // better-sqlite3 is synchronous, so a transaction made only of queries never yields to
  // another request; the rate limiter can share the connection without interleaving.
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: "sqlite",
    createRateLimiter: ({ keyPrefix, points, durationSeconds }) =>
      new RateLimiterSQLite({
        storeClient: sqlite,
        storeType: "better-sqlite3",
        tableName: "rate_limits",
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix,
        points,
        duration: durationSeconds,
      }),
    close: () => db.destroy(),
  };
}

function openPostgres(url: string, { schema, poolSize = 10 }: OpenOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: "postgres",
    createRateLimiter: ({ keyPrefix, points, durationSeconds }) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: "pool",
        tableName: "rate_limits",
        schemaName: schema,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix,
        points,
        duration: durationSeconds,
      }),
    close: () => db.destroy(),
  };
}

/** SQLite transactions take the write lock up front (BEGIN IMMEDIATE), so two writers never deadlock. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

const SINGLETON = "database";

/** The application's database, opened once per process from `DATABASE_URL`. */
export function getDatabase(): DatabaseHandle {
  return singleton(SINGLETON, () => openDatabase(getEnv().DATABASE_URL));
}

export function getDb(): Kysely<Database> {
  return getDatabase().db;
}

export async function closeDatabase(): Promise<void> {
  const handle = singleton<DatabaseHandle | null>(SINGLETON, () => null);
  forgetSingleton(SINGLETON);
  await handle?.close();
}
