import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test } from "vitest";
import routes from "#app/routes.ts";
import { adminRoutePathOf, roleMayUse } from "./admin/access.ts";
import { STAFF_ROLES } from "./admin/roles.ts";
import { ADMIN_ACCESS, ADMIN_NAV, adminNavFor } from "./index.ts";

/** Every route path under the admin layout, spelled as href() knows it ("/admin/leads/:id"). */
function adminLayoutPaths(): string[] {
  const layoutFile = "./modules/admin/routes/layout.tsx";
  const paths: string[] = [];
  const walk = (entries: readonly RouteConfigEntry[], base: string, inLayout: boolean) => {
    for (const entry of entries) {
      const full = entry.path ? `${base}/${entry.path}`.replace(/\/+/g, "/") : base;
      if (inLayout) paths.push(full);
      if (entry.children) walk(entry.children, full, inLayout || entry.file === layoutFile);
    }
  };
  walk(routes, "", false);
  return paths;
}

test("every route under the admin layout has an ADMIN_ACCESS entry, and every entry names a real route", () => {
  const paths = adminLayoutPaths();
  expect(paths).toContain("/admin");
  expect(paths).toContain("/admin/leads/:id");
  expect(paths).not.toContain("/admin/login");
  expect(Object.keys(ADMIN_ACCESS).sort()).toEqual([...paths].sort());
});

test("every entry lists only staff roles, the owner everywhere, and nobody writes what they cannot read", () => {
  for (const [path, access] of Object.entries(ADMIN_ACCESS)) {
    for (const role of [...access.read, ...access.write]) expect(STAFF_ROLES, path).toContain(role);
    expect(access.read, path).toContain("owner");
    for (const role of access.write) expect(access.read, `${path} ${role}`).toContain(role);
  }
});

test("the marketer never opens a page with names or phone numbers", () => {
  for (const path of Object.keys(ADMIN_ACCESS)) {
    if (/^\/admin\/(leads|bookings|messages|audit)(\/|$)/.test(path)) {
      expect(ADMIN_ACCESS[path]?.read, path).not.toContain("marketer");
      expect(ADMIN_ACCESS[path]?.write, path).not.toContain("marketer");
    }
  }
});

test("exports, the schedule and the audit log stay with the owner (and the manager where the issue says)", () => {
  for (const path of [
    "/admin/leads/export",
    "/admin/bookings/export",
    "/admin/bookings/export/csv",
    "/admin/bookings/settings",
  ]) {
    expect(ADMIN_ACCESS[path]?.read, path).toEqual(["owner", "manager"]);
  }
  expect(ADMIN_ACCESS["/admin/audit"]?.read).toEqual(["owner"]);
});

test("a request path falls under its most specific route; .data and a trailing slash count as the page", () => {
  const keys = Object.keys(ADMIN_ACCESS);
  expect(adminRoutePathOf("/admin", keys)).toBe("/admin");
  expect(adminRoutePathOf("/admin/", keys)).toBe("/admin");
  expect(adminRoutePathOf("/admin/leads/export", keys)).toBe("/admin/leads/export");
  expect(adminRoutePathOf("/admin/leads/42", keys)).toBe("/admin/leads/:id");
  expect(adminRoutePathOf("/admin/leads/42.data", keys)).toBe("/admin/leads/:id");
  expect(adminRoutePathOf("/admin/press/new", keys)).toBe("/admin/press/new");
  expect(adminRoutePathOf("/admin/bookings/export/csv", keys)).toBe("/admin/bookings/export/csv");
  expect(adminRoutePathOf("/admin/nothing-here", keys)).toBeUndefined();
});

test("deny by default: an unknown path, or a role the entry does not list, is refused", () => {
  expect(roleMayUse(ADMIN_ACCESS, "/admin/nothing-here", "GET", "owner")).toBe(false);
  expect(roleMayUse(ADMIN_ACCESS, "/admin/leads/7", "GET", "marketer")).toBe(false);
  expect(roleMayUse(ADMIN_ACCESS, "/admin/leads/7", "POST", "counsellor")).toBe(true);
  expect(roleMayUse(ADMIN_ACCESS, "/admin/leads/export", "GET", "counsellor")).toBe(false);
  expect(roleMayUse(ADMIN_ACCESS, "/admin/audit.data", "GET", "manager")).toBe(false);
  expect(roleMayUse(ADMIN_ACCESS, "/admin/logout", "POST", "marketer")).toBe(true);
});

test("the menu shows each role only what it may open", () => {
  expect(adminNavFor("owner")).toEqual(ADMIN_NAV);
  expect(adminNavFor("marketer").map((item) => item.url)).toEqual(["/admin", "/admin/press"]);
  expect(adminNavFor("counsellor").map((item) => item.url)).toEqual(["/admin", "/admin/leads", "/admin/bookings"]);
});
