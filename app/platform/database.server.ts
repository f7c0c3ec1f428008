import { type Kysely, PostgresAdapter } from "kysely";
import { createContext, type RouterContextProvider } from "react-router";
import { getDatabase } from "#app/db/db.server.ts";
import type { Database } from "#app/db/schema.ts";

/**
 * The database of a request. The server puts the handle into the router context; a loader's module
 * takes it from there (`databaseOf(context)`) or from `requireStaff`, so no route or module reaches for
 * a process-wide handle. A context without one (a unit test that builds its own) gets the process's.
 */
export const databaseContext = createContext<Kysely<Database> | null>(null);

export type ContextReader = Pick<RouterContextProvider, "get">;

export function databaseOf(context: ContextReader): Kysely<Database> {
  return context.get(databaseContext) ?? getDatabase().db;
}

/** Which engine a handle (or a transaction of it) talks to: booleans and row locks differ. */
export function dialectOf(db: Kysely<Database>): "postgres" | "sqlite" {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
