import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { type AuditActor, auditActorOf } from "#app/platform/audit/audit.server.ts";
import { type ContextReader, databaseOf } from "#app/platform/database.server.ts";
import type { Site } from "#app/platform/sites/site.ts";
import { siteOf } from "#app/platform/sites/sites.server.ts";
import { adminComplexesContext } from "./complexes.server.ts";
import { accessTableContext, adminContext } from "./context.ts";
import { mayUse } from "./middleware.server.ts";
import type { StaffRole } from "./roles.ts";
import type { AdminUser } from "./session.server.ts";

/**
 * What an admin loader or action works with, as the admin layout's middleware left it; `may` only
 * shows or hides links (the other route checks again when it is used).
 */
export type Staff = {
  db: Kysely<Database>;
  actor: AdminUser;
  role: StaffRole;
  clientAddress: string;
  audit: AuditActor;
  may: (path: string, use: "read" | "write") => boolean;
  /** The complex the request works on (the one chosen in the top bar, else the host's): what it reads and writes is its. */
  site: Site;
  /** Every complex the person may switch to (an owner: all). */
  complexes: readonly Site[];
};

export function requireStaff(context: ContextReader): Staff {
  const actor = context.get(adminContext);
  const clientAddress = clientAddressOf(context);
  const access = context.get(accessTableContext);
  return {
    db: databaseOf(context),
    actor,
    role: actor.role,
    clientAddress,
    audit: auditActorOf(actor, clientAddress),
    may: (path, use) => mayUse(access, path, actor.role, use),
    site: siteOf(context),
    complexes: context.get(adminComplexesContext),
  };
}
