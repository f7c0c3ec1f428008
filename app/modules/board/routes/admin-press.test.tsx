import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import type { StaffRole } from "#app/platform/access/roles.ts";
import { renderAdminPage } from "#app/platform/admin-ui/test-render.tsx";

// The list as the router renders it, from its own loader on a test database, for one role.
let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));

const route = await import("./admin-press.tsx");
const { ADMIN_ACCESS } = await import("#app/modules/index.ts");
const { createPress } = await import("#app/modules/board/press.server.ts");

const [, openSqlite] = testDatabases()[0] ?? [];
beforeEach(async () => {
  database = await (openSqlite as () => Promise<TestDatabase>)();
});
afterEach(async () => {
  await database.cleanup();
});

const listFor = (role: StaffRole) => renderAdminPage(route, "/admin/press", role, ADMIN_ACCESS);

test("a role that may not edit articles reads the list without links or buttons into the editor", async () => {
  const id = await createPress(database.db, {
    siteId: "pentacityhansin",
    title: "분양 소식",
    summary: "요약",
    content: "본문",
  });
  const owner = await listFor("owner");
  expect(owner).toContain(`href="/admin/press/${id}"`);
  expect(owner).toContain('href="/admin/press/new"');
  expect(owner).toContain(`action="/admin/press/${id}"`);
  for (const role of ["marketer", "counsellor"] as const) {
    const html = await listFor(role);
    expect(html, role).toContain("분양 소식");
    expect(html, role).not.toContain("/admin/press/");
    // The public article stays one click away.
    expect(html, role).toContain(`href="/pentacityhansin/press/${id}"`);
  }
});
