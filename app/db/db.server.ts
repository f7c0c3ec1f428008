import { mkdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";
import pg from "pg";
import { type RateLimiterAbstract, RateLimiterPostgres, RateLimiterSQLite } from "rate-limiter-flexible";
import { getEnv } from "#app/lib/env.server.ts";
import type { Database } from "./schema.ts";

/** The one place that knows which database runs: `file:…` (SQLite, the default) or `postgres://…`. */
export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: "sqlite" | "postgres";
  createRateLimiter(options: { keyPrefix: string; points: number; durationSeconds: number }): RateLimiterAbstract;
  /**
   * For `/healthz`: throws unless a lead could be written now. SQLite takes and drops the write lock,
   * since in WAL mode a read succeeds while another process holds it.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type OpenOptions = {
  schema?: string;
  poolSize?: number;
  /** PostgreSQL only: bounds so a visitor hears the failure in seconds when the database is gone. */
  timeouts?: Partial<PostgresTimeouts>;
};

export type PostgresTimeouts = {
  connectMs: number;
  statementMs: number;
  /** No answer at all (a network partition): the query fails and its connection is dropped. */
  queryMs: number;
  idleInTransactionMs: number;
};

export const POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 5_000,
  statementMs: 6_000,
  queryMs: 8_000,
  idleInTransactionMs: 60_000,
};

export const SQLITE_PROBE_BUSY_MS = 250;
const SQLITE_BUSY_MS = 5_000;

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
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_MS}`);
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
    ping: async () => probeSqliteWritable(sqlite),
    close: () => db.destroy(),
  };
}

/** Synchronous, so no other query runs on the connection meanwhile. */
function probeSqliteWritable(sqlite: SqliteDatabase.Database): void {
  if (sqlite.inTransaction) return;
  sqlite.pragma(`busy_timeout = ${SQLITE_PROBE_BUSY_MS}`);
  try {
    sqlite.exec("begin immediate");
    sqlite.exec("rollback");
  } finally {
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_MS}`);
  }
}

function openPostgres(url: string, { schema, poolSize = 10, timeouts = {} }: OpenOptions): DatabaseHandle {
  const limits = { ...POSTGRES_TIMEOUTS, ...timeouts };
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: limits.connectMs,
    query_timeout: limits.queryMs,
    statement_timeout: limits.statementMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionMs,
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: discardingBrokenClients(pool) }) });
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
    ping: async () => void (await pool.query("select 1")),
    close: () => db.destroy(),
  };
}

/**
 * A client whose connection failed is destroyed on release, not pooled (the next request would queue
 * behind its lost query), and such a failure never crashes the process.
 */
function discardingBrokenClients(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, { client: PostgresPoolClient; broken: boolean }>();
  return {
    options: pool.options,
    Client: pg.Client,
    end: () => pool.end(),
    async connect() {
      const raw = await pool.connect();
      let entry = clients.get(raw);
      if (!entry) {
        const state = { broken: false } as { client: PostgresPoolClient; broken: boolean };
        // The pool listens for errors only while a client is idle: a reset between two queries
        // would otherwise be an unhandled 'error' event.
        raw.on("error", () => {
          state.broken = true;
        });
        const query = (...args: unknown[]) => {
          const result = (raw.query as (...a: unknown[]) => unknown)(...args);
          if (result instanceof Promise) {
            return result.catch((error: unknown) => {
              if (!(error instanceof pg.DatabaseError)) state.broken = true;
              throw error;
            });
          }
          return result;
        };
        state.client = {
          query: query as PostgresPoolClient["query"],
          release: (destroy?: boolean) => {
            const discard = destroy || state.broken;
            state.broken = false;
            raw.release(discard);
          },
        };
        entry = state;
        clients.set(raw, entry);
      }
      return entry.client;
    },
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

let database: DatabaseHandle | undefined;

/** Opened once per process from `DATABASE_URL`; the server and the app share this one handle. */
export function getDatabase(): DatabaseHandle {
  database ??= openDatabase(getEnv().DATABASE_URL);
  return database;
}

export async function closeDatabase(): Promise<void> {
  const handle = database;
  database = undefined;
  await handle?.close();
}
