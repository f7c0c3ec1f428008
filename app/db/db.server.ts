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
  /**
   * For `/healthz`: throws unless a lead could be written now. PostgreSQL: a round trip
   * (bounded by the timeouts below). SQLite: takes and drops the write lock, waiting at most
   * `SQLITE_PROBE_BUSY_MS`: in WAL mode a read succeeds while another process holds the lock.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type OpenOptions = {
  /** PostgreSQL only: the schema to work in (tests give each file its own). */
  schema?: string;
  poolSize?: number;
  /** PostgreSQL only: bounds so a visitor hears the failure in seconds when the database is gone. */
  timeouts?: Partial<PostgresTimeouts>;
};

export type PostgresTimeouts = {
  /** Waiting for a connection, new or from the pool. pg's default is forever. */
  connectMs: number;
  /** Server side: a statement running longer is cancelled (the connection stays usable). */
  statementMs: number;
  /** Client side: no answer at all (a network partition), the query fails and its connection is dropped. */
  queryMs: number;
  /** Server side: a transaction left idle (its client gone) releases its locks. */
  idleInTransactionMs: number;
};

export const POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 5_000,
  statementMs: 6_000,
  queryMs: 8_000,
  idleInTransactionMs: 60_000,
};

/** How long the SQLite health probe waits for the write lock (the requests themselves wait 5 s). */
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

/**
 * Takes the write lock and gives it back at once, waiting `SQLITE_PROBE_BUSY_MS` at most.
 * Synchronous, so no other query runs on the connection meanwhile; an open transaction on it
 * (always BEGIN IMMEDIATE) already holds the lock.
 */
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
 * The pool as Kysely sees it, except that a client whose connection failed (read timeout, reset)
 * is destroyed on release instead of going back to the pool, where the next request would queue
 * behind its lost query, and that such a failure never crashes the process.
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
        // The pool listens for errors only while a client is idle: a connection reset while a
        // request holds it between two queries would otherwise be an unhandled 'error' event,
        // and the process would exit.
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

/**
 * The application's database, opened once per process from `DATABASE_URL`. The server and the
 * app are one module graph (server/build.ts), so this module-level handle is the only one, and
 * this the one way to it (`getDatabase().db` for queries).
 */
export function getDatabase(): DatabaseHandle {
  database ??= openDatabase(getEnv().DATABASE_URL);
  return database;
}

export async function closeDatabase(): Promise<void> {
  const handle = database;
  database = undefined;
  await handle?.close();
}
