import { randomUUID } from "node:crypto";
import type { APIRequestContext, BrowserContext, Locator, Page, TestInfo } from "@playwright/test";
import Database from "better-sqlite3";
import { E2E_DATABASE_FILE, expect } from "./fixtures.ts";

/** Only for tests: the e2e server's database is created empty for every run. */
export const ADMIN_PASSWORD = "e2e-관리자-password-2026";

/**
 * The e2e server runs with NODE_ENV=production: the session cookie is Secure, with the __Secure-
 * prefix. (E2E_SESSION_COOKIE only for pointing these specs at a development server.)
 */
export const SESSION_COOKIE = process.env.E2E_SESSION_COOKIE ?? "__Secure-pentacity.session_token";

/**
 * The account code of the app, loaded once per worker against the e2e server's database. Loading it
 * costs about 1.4 s of CPU; an account after that 10–45 ms. The CLI (`scripts/admin.ts`, a Node process
 * per account) cost the same 1.5 s for every account, inside each test's 30 s; the CLI itself is run by
 * the reliability tests.
 */
let accounts: Promise<(email: string, role: string) => Promise<unknown>> | undefined;
function accountMaker() {
  accounts ??= (async () => {
    // As the e2e server (playwright.config.ts): its database and the test-only hashing cost.
    process.env.DATABASE_URL = `file:./${E2E_DATABASE_FILE}`;
    process.env.PASSWORD_HASH_CHEAP_FOR_TESTS = "1";
    process.env.LOG_LEVEL = "silent";
    const [{ getAuth }, { createOrResetAdmin }, { isStaffRole }] = await Promise.all([
      import("../../app/platform/access/auth.server.ts"),
      import("../../app/platform/access/users.server.ts"),
      import("../../app/platform/access/roles.ts"),
    ]);
    return (email: string, role: string) => {
      if (!isStaffRole(role)) throw new Error(`not a staff role: ${role}`);
      return createOrResetAdmin(getAuth(), { email, password: ADMIN_PASSWORD, role });
    };
  })();
  return accounts;
}

/**
 * An administrator per spec file, project and worker (no sign-up exists). Per worker because
 * `beforeAll` runs in every worker that picks up tests of the file, and creating an existing
 * administrator again resets its password and ends its sessions.
 */
export async function createAdmin(spec: string, testInfo: TestInfo, role = "owner"): Promise<string> {
  const email = `${spec}-${role}-${testInfo.project.name}-w${testInfo.workerIndex}@e2e.example`;
  await (await accountMaker())(email, role);
  return email;
}

let counter = 0;
/** A site id, name or title no other test, worker or project uses. */
export function uniqueId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** Removes the console lines Chromium writes for a response the test caused on purpose (401, 400 …). */
export function acceptStatusConsoleErrors(consoleErrors: string[], status: number) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i]?.includes(`status of ${status}`)) consoleErrors.splice(i, 1);
  }
}

function open(readonly: boolean) {
  const db = new Database(E2E_DATABASE_FILE, { readonly, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  return db;
}

function withDb<T>(readonly: boolean, run: (db: Database.Database) => T): T {
  const db = open(readonly);
  try {
    return run(db);
  } finally {
    db.close();
  }
}

export type StoredPress = {
  id: string;
  site_id: string;
  title: string;
  summary: string;
  content: string;
  views: number;
  created_at: string;
};

export function readPress(siteId: string): StoredPress[] {
  return withDb(true, (db) =>
    db
      .prepare(
        "select id, site_id, title, summary, content, views, created_at from press where site_id = ? order by created_at desc",
      )
      .all(siteId),
  ) as StoredPress[];
}

export function readPressById(id: string): StoredPress | undefined {
  return withDb(true, (db) =>
    db.prepare("select id, site_id, title, summary, content, views, created_at from press where id = ?").get(id),
  ) as StoredPress | undefined;
}

/** Articles written straight into the server's database, one minute apart, the last one newest. */
const PORT = Number(process.env.E2E_PORT ?? 4173);

export type TestComplex = { id: string; host: string; origin: string };

/**
 * A live complex of the test's own on `<id>.e2e.example` (the standard template): its press and
 * notices are its alone, so its lists hold whatever other workers write meanwhile. Returns once the
 * server answers on its host (the server learns of new hosts through the content signal).
 */
export async function seedComplex(request: APIRequestContext, id: string): Promise<TestComplex> {
  const host = `${id}.e2e.example`;
  withDb(false, (db) => {
    const now = new Date().toISOString();
    db.transaction(() => {
      db.prepare(
        "insert or ignore into sites (id, name, builder, status, created_at, updated_at) values (?, ?, '', 'live', ?, ?)",
      ).run(id, `${id} 단지`, now, now);
      db.prepare("insert or ignore into site_hosts (host, site_id, created_at) values (?, ?, ?)").run(host, id, now);
      db.prepare(
        "insert into content_versions (area, version, updated_at) values ('sites', 1, ?) on conflict (area) do update set version = content_versions.version + 1, updated_at = excluded.updated_at",
      ).run(now);
    })();
  });
  // robots.txt is never kept in the page cache: the first 200 says the host is known.
  await expect.poll(async () => (await request.get("/robots.txt", { headers: { Host: host } })).status()).toBe(200);
  return { id, host, origin: `http://${host}:${PORT}` };
}

export function seedPress(
  siteId: string,
  count: number,
  title = (index: number) => `${siteId} 기사 ${index + 1}`,
): string[] {
  const start = Date.now() - count * 60_000;
  return withDb(false, (db) => {
    const insert = db.prepare(
      "insert into press (id, site_id, title, summary, content, created_at, updated_at, views) values (?, ?, ?, ?, ?, ?, ?, 0)",
    );
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      const id = randomUUID();
      const at = new Date(start + index * 60_000).toISOString();
      insert.run(id, siteId, title(index), `${title(index)} 요약`, "첫 문단\n둘째 문단", at, at);
      ids.push(id);
    }
    return ids;
  });
}

export type StoredAudit = {
  action: string;
  actor_email: string | null;
  target: string | null;
  reason: string | null;
  detail: string | null;
  ip_address: string | null;
};

export function readAudit(filter: { target?: string; action?: string; actorEmail?: string }): StoredAudit[] {
  return withDb(true, (db) => {
    const clauses: string[] = [];
    const values: string[] = [];
    if (filter.target) {
      clauses.push("target = ?");
      values.push(filter.target);
    }
    if (filter.action) {
      clauses.push("action = ?");
      values.push(filter.action);
    }
    if (filter.actorEmail) {
      clauses.push("actor_email = ?");
      values.push(filter.actorEmail);
    }
    const where = clauses.length ? `where ${clauses.join(" and ")}` : "";
    return db
      .prepare(
        `select action, actor_email, target, reason, detail, ip_address from audit_log ${where} order by created_at`,
      )
      .all(...values);
  }) as StoredAudit[];
}

export type StoredInboxLead = {
  id: string;
  name: string;
  phone: string;
  form: string;
  status: string;
};

/**
 * A lead is always its host's complex's, so tests set their own leads apart by a campaign of their own:
 * the landing a form posts (`taggedLanding`) gives the lead that campaign, and `?campaign=` lists them.
 */
export function taggedLanding(tag: string): string {
  return `/?utm_campaign=${encodeURIComponent(tag)}`;
}

/** The leads of a test's own campaign (see `taggedLanding`), oldest first. */
export function readInboxLeads(tag: string): StoredInboxLead[] {
  return withDb(true, (db) =>
    db.prepare("select id, name, phone, form, status from leads where campaign = ? order by created_at").all(tag),
  ) as StoredInboxLead[];
}

/** A staff member's user id. */
export function readUserId(email: string): string {
  return withDb(true, (db) => (db.prepare('select id from "user" where email = ?').get(email) as { id: string }).id);
}

/** A lead's counselling entries' outcomes and notes, newest first. */
export function readCounsellingEntries(leadId: string): { outcome: string; note: string | null }[] {
  return withDb(true, (db) =>
    db
      .prepare("select outcome, note from counselling_entries where lead_id = ? order by created_at desc, id desc")
      .all(leadId),
  ) as { outcome: string; note: string | null }[];
}

/** Password hashing is deliberately slow (scrypt at OWASP cost): sign-in answers take a moment under load. */
export const SIGN_IN_TIMEOUT = 20_000;

/** Opens an admin page and waits until its scripts run (so forms post without a full reload). */
export async function gotoAdmin(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('[data-hydrated="true"]').first().waitFor({ state: "attached" });
  return response;
}

/** Signs in on /admin/login (of `origin`, a complex's own host) with the typed credentials and waits for the admin shell. */
export async function signInAdmin(page: Page, email: string, path = "/admin", origin = "") {
  await gotoAdmin(page, `${origin}/admin/login?redirectTo=${encodeURIComponent(path)}`);
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("비밀번호").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page.getByTestId("admin-email")).toHaveText(email, { timeout: SIGN_IN_TIMEOUT });
  await page.locator('[data-hydrated="true"]').first().waitFor({ state: "attached" });
}

type SignedIn = { email: string; cookies: Awaited<ReturnType<BrowserContext["cookies"]>> };
/** This worker's signed-in account per project and role (module state lives as long as the worker). */
const sessions = new Map<string, SignedIn>();

/**
 * Opens `path` signed in as this worker's account of `role`: the account is made and signs in on
 * the form once per worker, project and role; later tests start with its session cookies. For tests
 * that neither end their own session nor need an account no other test touches (the sign-in's own
 * tests keep signing in with `signInAdmin`).
 */
export async function signedInAs(page: Page, testInfo: TestInfo, role: string, path = "/admin"): Promise<string> {
  const key = `${testInfo.project.name}:${role}`;
  const kept = sessions.get(key);
  if (!kept) {
    const email = await createAdmin("shared", testInfo, role);
    await signInAdmin(page, email, path);
    sessions.set(key, { email, cookies: await page.context().cookies() });
    return email;
  }
  await page.context().addCookies(kept.cookies);
  await gotoAdmin(page, path);
  await expect(page.getByTestId("admin-email")).toHaveText(kept.email);
  return kept.email;
}

/**
 * The admin menu, its links in sight: a phone keeps it behind the "메뉴" toggle, opened here (a
 * desktop shows it as the sidebar, and the toggle is not there to press).
 */
export async function openAdminMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole("navigation", { name: "관리자 메뉴" });
  const toggle = menu.locator("summary");
  if ((await toggle.isVisible()) && (await menu.locator("details").getAttribute("open")) === null) {
    await toggle.click();
  }
  await expect(menu.getByRole("link").first()).toBeVisible();
  return menu;
}

export { seriousAxeViolations as seriousViolations } from "./axe.ts";
