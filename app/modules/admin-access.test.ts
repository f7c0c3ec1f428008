import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test } from "vitest";
import { mayUse } from "#app/platform/access/middleware.server.ts";
import { STAFF_ROLES, type StaffRole } from "#app/platform/access/roles.ts";
import routes from "#app/routes.ts";
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
    if (/^\/admin\/(leads|bookings|messages|audit|privacy-requests|today|walk-in)(\/|$)/.test(path)) {
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
  // A data-subject request (find, export, erase everything of one person): the owner alone.
  for (const path of ["/admin/privacy-requests", "/admin/privacy-requests/export"]) {
    expect(ADMIN_ACCESS[path], path).toEqual({ read: ["owner"], write: ["owner"] });
  }
});

test("notices (issue 24): the owner and managers edit, counsellors open the list only, marketers nothing", () => {
  const notices = Object.keys(ADMIN_ACCESS).filter((path) => path.startsWith("/admin/notices"));
  expect(notices.sort()).toEqual(["/admin/notices", "/admin/notices/:id"]);
  for (const path of notices) {
    expect(ADMIN_ACCESS[path]?.write, path).toEqual(["owner", "manager"]);
    expect(ADMIN_ACCESS[path]?.read, path).not.toContain("marketer");
    expect(ADMIN_ACCESS[path]?.read, path).toEqual(
      path === "/admin/notices" ? ["owner", "manager", "counsellor"] : ["owner", "manager"],
    );
  }
});

test("the sales schedule (issue 24): the owner and managers edit, counsellors read, marketers nothing", () => {
  expect(ADMIN_ACCESS["/admin/schedule"]).toEqual({
    read: ["owner", "manager", "counsellor"],
    write: ["owner", "manager"],
  });
  expect(mayUse(ADMIN_ACCESS, "admin/schedule", "counsellor", "write")).toBe(false);
  expect(mayUse(ADMIN_ACCESS, "admin/schedule", "marketer", "read")).toBe(false);
});

test("documents (issue 24): the owner and managers publish, counsellors read, marketers nothing", () => {
  expect(ADMIN_ACCESS["/admin/documents"]).toEqual({
    read: ["owner", "manager", "counsellor"],
    write: ["owner", "manager"],
  });
});

test("the site facts (issue 24): the owner and managers edit, counsellors read, marketers nothing", () => {
  expect(ADMIN_ACCESS["/admin/site-facts"]).toEqual({
    read: ["owner", "manager", "counsellor"],
    write: ["owner", "manager"],
  });
  expect(mayUse(ADMIN_ACCESS, "admin/site-facts", "counsellor", "write")).toBe(false);
  expect(mayUse(ADMIN_ACCESS, "admin/site-facts", "marketer", "read")).toBe(false);
});

test("campaigns (issue 25): the owner, managers and marketers; counsellors nothing (the marketer sees counts only, in the module)", () => {
  for (const path of ["/admin/campaigns", "/admin/campaigns/:id"]) {
    expect(ADMIN_ACCESS[path]).toEqual({
      read: ["owner", "manager", "marketer"],
      write: ["owner", "manager", "marketer"],
    });
  }
});

test("banners and pop-ups (issue 24): the owner, managers and the marketer edit, counsellors read", () => {
  expect(ADMIN_ACCESS["/admin/banners"]).toEqual({
    read: ["owner", "manager", "marketer", "counsellor"],
    write: ["owner", "manager", "marketer"],
  });
  expect(mayUse(ADMIN_ACCESS, "admin/banners", "counsellor", "write")).toBe(false);
  expect(mayUse(ADMIN_ACCESS, "admin/banners", "marketer", "write")).toBe(true);
});

test("deny by default: a route without an entry, or a role the entry does not list, is refused", () => {
  // As React Router hands the matched pattern to middleware: the routes' relative paths joined.
  expect(mayUse(ADMIN_ACCESS, "admin/leads/:id", "counsellor", "write")).toBe(true);
  expect(mayUse(ADMIN_ACCESS, "admin", "marketer", "read")).toBe(true);
  expect(mayUse(ADMIN_ACCESS, "/admin/", "marketer", "read")).toBe(true);
  expect(mayUse(ADMIN_ACCESS, "admin/nothing-here", "owner", "read")).toBe(false);
  expect(mayUse(ADMIN_ACCESS, "admin/leads/:id", "marketer", "read")).toBe(false);
  expect(mayUse(ADMIN_ACCESS, "admin/leads/export", "counsellor", "read")).toBe(false);
  expect(mayUse(ADMIN_ACCESS, "admin/audit", "manager", "read")).toBe(false);
  expect(mayUse(ADMIN_ACCESS, "admin/privacy-requests", "manager", "write")).toBe(false);
  expect(mayUse(ADMIN_ACCESS, "admin/logout", "marketer", "write")).toBe(true);
  // Duty: staff names only; the marketer has no part in assignment.
  expect(mayUse(ADMIN_ACCESS, "admin/duty", "counsellor", "write")).toBe(true);
  expect(mayUse(ADMIN_ACCESS, "admin/duty", "marketer", "read")).toBe(false);
});

test("the menu shows each role only what it may open, and only the groups with something in them", () => {
  const menu = (role: StaffRole) => adminNavFor(role).map(({ group, items }) => [group, items.map((item) => item.url)]);
  expect(adminNavFor("owner", true).flatMap((section) => section.items)).toEqual(ADMIN_NAV);
  expect(menu("marketer")).toEqual([
    ["home", ["/admin"]],
    ["messages", ["/admin/campaigns"]],
    ["site", ["/admin/press", "/admin/banners"]],
    ["account", ["/admin/account", "/admin/account/2fa", "/admin/account/sessions"]],
  ]);
  expect(menu("counsellor")).toEqual([
    ["home", ["/admin"]],
    ["desk", ["/admin/today", "/admin/walk-in", "/admin/leads", "/admin/duty", "/admin/bookings"]],
    [
      "site",
      ["/admin/press", "/admin/notices", "/admin/schedule", "/admin/banners", "/admin/documents", "/admin/site-facts"],
    ],
    ["account", ["/admin/account", "/admin/account/2fa", "/admin/account/sessions"]],
  ]);
  expect(menu("manager")).toContainEqual(["operations", ["/admin/staff"]]);
  // 홈페이지 내용 joins the site section while the admin works on a template complex.
  expect(
    adminNavFor("marketer", true)
      .find((section) => section.group === "site")
      ?.items.map((item) => item.url),
  ).toEqual(["/admin/press", "/admin/template", "/admin/banners"]);
});

test("staff accounts: the owner and managers manage them (a manager only counsellors and marketers, checked in the module); everyone their own sessions", () => {
  expect(ADMIN_ACCESS["/admin/staff"]).toEqual({ read: ["owner", "manager"], write: ["owner", "manager"] });
  expect(ADMIN_ACCESS["/admin/staff/:id"]).toEqual({ read: ["owner", "manager"], write: ["owner", "manager"] });
  expect(ADMIN_ACCESS["/admin/account/sessions"]).toEqual({ read: STAFF_ROLES, write: STAFF_ROLES });
  expect(ADMIN_ACCESS["/admin/account"]).toEqual({ read: STAFF_ROLES, write: STAFF_ROLES });
  // The invitation page is outside the admin layout: open to the person who is not signed in yet.
  expect(Object.keys(ADMIN_ACCESS)).not.toContain("/admin/invite/:token");
});

test("a complex's template pages (홈페이지 내용): the owner, managers and the marketer edit them; counsellors have no part", () => {
  expect(ADMIN_ACCESS["/admin/template"]).toEqual({
    read: ["owner", "manager", "marketer"],
    write: ["owner", "manager", "marketer"],
  });
});

test("site content's files: owner, manager and marketer upload and list them; the counsellor does neither", () => {
  for (const use of ["read", "write"] as const) {
    for (const role of ["owner", "manager", "marketer"] as const) {
      expect(mayUse(ADMIN_ACCESS, "admin/uploads", role, use), `${role} ${use}`).toBe(true);
    }
    expect(mayUse(ADMIN_ACCESS, "admin/uploads", "counsellor", use)).toBe(false);
  }
});
