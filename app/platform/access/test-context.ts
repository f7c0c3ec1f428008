import type { Kysely } from "kysely";
import { RouterContextProvider } from "react-router";
import type { Database } from "#app/db/schema.ts";
import { databaseContext } from "#app/platform/database.server.ts";
import { accessTableContext, adminContext } from "./context.ts";
import type { AdminAccess, StaffRole } from "./roles.ts";

/**
 * A router context as the admin layout's middleware leaves it, for tests that call a loader or
 * action directly: one staff member of `role`, the access table (pass `ADMIN_ACCESS` from
 * `#app/modules/index.ts` where the page shows links by role) and, when given, the database.
 */
export function staffTestContext(
  role: StaffRole,
  options: { access?: Readonly<Record<string, AdminAccess>>; db?: Kysely<Database>; id?: string } = {},
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(adminContext, {
    id: options.id ?? `${role}-1`,
    email: `${role}@example.com`,
    name: role,
    role,
  });
  context.set(accessTableContext, options.access ?? {});
  if (options.db) context.set(databaseContext, options.db);
  return context;
}
