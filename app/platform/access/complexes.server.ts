import type { Kysely } from "kysely";
import { createContext } from "react-router";
import type { Database } from "#app/db/schema.ts";
import { isSiteId } from "#app/lib/site-id.ts";
import type { Site } from "#app/platform/sites/site.ts";
import { defaultSite, readComplexes } from "#app/platform/sites/sites.server.ts";
import { isStaffRole, type StaffRole } from "./roles.ts";
import "./tables.ts";

/** A complex a staff member works for, and their role there. */
export type Membership = { site: Site; role: StaffRole };

/** The complexes the signed-in person may switch between, set by the admin's middleware. */
export const adminComplexesContext = createContext<readonly Site[]>([]);

/** The cookie that keeps the complex a staff member chose in the admin (only the admin's paths read it). */
export const ADMIN_SITE_COOKIE = "admin_site";

export const NO_COMPLEX_MESSAGE =
  "이 계정은 아직 어느 단지에도 소속되어 있지 않습니다. 총괄 관리자에게 단지 배정을 요청해 주세요.";

/**
 * Where a person works: an owner every complex (the first complex first, then by name); anyone
 * else the complexes of their `site_staff` rows, with the role there. `db` is the process's handle:
 * a person's memberships cross complexes.
 */
export async function membershipsOf(
  db: Kysely<Database>,
  user: { id: string; role: StaffRole },
): Promise<Membership[]> {
  const { byId } = await readComplexes(db);
  const first = defaultSite();
  const siteOf = (id: string): Site | undefined => byId.get(id) ?? (id === first.id ? first : undefined);
  const order = (a: Membership, b: Membership) =>
    Number(b.site.id === first.id) - Number(a.site.id === first.id) || a.site.name.localeCompare(b.site.name, "ko");
  if (user.role === "owner") {
    const all = byId.has(first.id) ? [...byId.values()] : [first, ...byId.values()];
    return all.map((site): Membership => ({ site, role: "owner" })).sort(order);
  }
  const rows = await db.selectFrom("site_staff").select(["site_id", "role"]).where("user_id", "=", user.id).execute();
  return rows
    .flatMap((row): Membership[] => {
      const site = siteOf(row.site_id);
      return site && isStaffRole(row.role) ? [{ site, role: row.role }] : [];
    })
    .sort(order);
}

/**
 * The complex an admin request works on: the one the person chose (the cookie), else the host's,
 * else their first; `refused` names a chosen complex they are no member of (the caller logs it).
 */
export function chooseComplex(
  memberships: readonly Membership[],
  chosen: string | null,
  hostSiteId: string,
): { membership: Membership | null; refused: string | null } {
  const find = (id: string | null) => (id ? memberships.find((one) => one.site.id === id) : undefined);
  const picked = find(chosen);
  return {
    membership: picked ?? find(hostSiteId) ?? memberships[0] ?? null,
    refused: chosen && !picked ? chosen : null,
  };
}

/** The chosen complex's id from a request's cookies (null when none or not an id's shape). */
export function chosenComplexOf(request: Request): string | null {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== ADMIN_SITE_COOKIE) continue;
    const value = rest.join("=");
    return isSiteId(value) ? value : null;
  }
  return null;
}

/** The `Set-Cookie` that keeps a choice (a year; Secure over https): path `/`, as the admin's data requests are `/admin.data`; only the admin reads it. */
export function chosenComplexCookie(request: Request, siteId: string): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${ADMIN_SITE_COOKIE}=${encodeURIComponent(siteId)}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`;
}
