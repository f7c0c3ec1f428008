import { matchPath } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { ADMIN_ACCESS } from "#app/modules/index.ts";
import type { StaffRole } from "#app/platform/access/roles.ts";
import { renderAdminPage } from "#app/platform/admin-ui/test-render.tsx";

// The page as the router renders it, from its own loader on a test database, for one role.
let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));

const route = await import("./admin-dashboard.tsx");
const { createPress } = await import("#app/modules/board/press.server.ts");

const [, openSqlite] = testDatabases()[0] ?? [];
beforeEach(async () => {
  database = await (openSqlite as () => Promise<TestDatabase>)();
});
afterEach(async () => {
  await database.cleanup();
});

const pageFor = (role: StaffRole) => renderAdminPage(route, "/admin", role, ADMIN_ACCESS);

/** The admin route patterns the page's links lead to ("/admin/press/:id" for an article). */
function linkedPages(html: string): string[] {
  const patterns = Object.keys(ADMIN_ACCESS).sort((a, b) => Number(a.includes(":")) - Number(b.includes(":")));
  return [...html.matchAll(/href="([^"?]*)/g)]
    .map((found) => found[1] ?? "")
    .filter((path) => path.startsWith("/admin"))
    .map((path) => patterns.find((pattern) => matchPath(pattern, path)) ?? path);
}

test("every admin link on the dashboard leads to a page the role may open: the marketer gets the figures without links into leads, bookings or articles", async () => {
  await createPress(database.db, { siteId: "pentacityhansin", title: "분양 소식", summary: "요약", content: "본문" });
  const owner = linkedPages(await pageFor("owner"));
  expect(new Set(owner)).toEqual(
    new Set(["/admin", "/admin/bookings", "/admin/leads", "/admin/press", "/admin/press/:id", "/admin/audit"]),
  );
  for (const role of ["manager", "counsellor", "marketer"] as const) {
    const pages = linkedPages(await pageFor(role));
    for (const page of pages) expect(ADMIN_ACCESS[page]?.read, `${role} ${page}`).toContain(role);
  }
  const marketer = await pageFor("marketer");
  expect(new Set(linkedPages(marketer))).toEqual(new Set(["/admin", "/admin/press"]));
  // The article's title stays, as plain text.
  expect(marketer).toContain("분양 소식");
});

test("단지별 비교 is the agency owner's: a manager of the same complexes gets no comparison", async () => {
  const { adminHomePage } = await import("#app/modules/dashboard/home.server.ts");
  const first = { id: "pentacityhansin", name: "펜타시티 한신더휴", builder: "", status: "live" as const };
  const complexes = [first, { id: "riverside", name: "리버사이드", builder: "", status: "live" as const }];
  const url = new URL("http://127.0.0.1/admin");
  const asRole = (role: StaffRole) =>
    adminHomePage({ db: database.db, role, may: () => true, complexes, site: first }, new Request(url), url);
  expect((await asRole("owner")).complexes?.map((row) => row.id)).toEqual(["pentacityhansin", "riverside"]);
  expect((await asRole("manager")).complexes).toBeNull();
});
