/**
 * Several instances (how the site grows past one machine): two server processes on different
 * ports share one PostgreSQL schema. They start at the same moment on an empty schema (the
 * migrations must not race), store every lead posted to either, share admin sessions (sign in
 * on one, use and end the session on the other; a deactivation on one ends a live session on the
 * other at its next request) and share the lead rate limit. Each keeps rendered
 * press pages in memory for signed-out visitors: an article changed through one is gone from the
 * other's copy within PAGE_CACHE_SECONDS (docs/decisions/2026-11-24-rendered-page-cache.md).
 */
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { rateLimitedMessage } from "../../app/modules/leads/copy.ts";
import { createAdmin as createStaffAccount } from "./admin-client.ts";
import { ADMIN_PASSWORD, cookieHeader, createAdmin, getPage, logEntries, postPageForm, signIn } from "./clients.ts";
import {
  leadBody,
  POSTGRES_URL,
  pool,
  postgresStore,
  postLead,
  ROOT,
  startServer,
  stopAll,
  type TestServer,
} from "./harness.ts";
import { countByStatus, digits, duplicates, queryStore, readLeads } from "./lead-rows.ts";

afterAll(stopAll);

const MIGRATIONS = readdirSync(path.join(ROOT, "app/db/migrations"))
  .filter((file) => file.endsWith(".ts") && file !== "index.ts")
  .map((file) => file.replace(/\.ts$/, ""))
  .sort();

/** What each instance's "database ready" line says it applied. */
function appliedBy(server: TestServer): string[] {
  const ready = logEntries(server).find((entry) => entry.msg === "database ready");
  if (!ready) throw new Error(`no "database ready" line in the logs:\n${server.logs()}`);
  return ready.applied as string[];
}

async function startPair(databaseUrl: string, env: Record<string, string> = {}) {
  return Promise.all([startServer({ databaseUrl, env }), startServer({ databaseUrl, env })]);
}

test.skipIf(!POSTGRES_URL)(
  "two instances on one PostgreSQL schema: migrations, leads, sessions, rate limit",
  async () => {
    const store = await postgresStore();
    // Another deployment in the same database, with Kysely's tables in its own schema.
    const neighbour = await postgresStore();
    try {
      await queryStore(
        neighbour,
        "create table kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null); " +
          "create table kysely_migration_lock (id varchar(255) primary key, is_locked integer not null default 0)",
      );
      // 1. Both start at once on the empty schema: both healthy, every migration applied once.
      const [a, b] = await startPair(store.url);
      const applied = [...appliedBy(a), ...appliedBy(b)];
      const recorded = (
        await queryStore<{ name: string }>(store, "select name from kysely_migration order by name")
      ).map((row) => row.name);
      console.log(
        `reliability instances: simultaneous start on an empty schema, applied by A ${JSON.stringify(appliedBy(a))}, by B ${JSON.stringify(appliedBy(b))}, kysely_migration rows ${recorded.length}`,
      );
      expect([...applied].sort()).toEqual(MIGRATIONS);
      expect(recorded).toEqual(MIGRATIONS);

      // 2. Leads posted to both, alternating, are all stored once.
      const bodies = Array.from({ length: 200 }, (_, i) => leadBody(i));
      const responses = await pool(bodies.length, 20, (i) =>
        postLead(i % 2 === 0 ? a : b, bodies[i] as URLSearchParams).catch(() => ({ status: 0, text: "" })),
      );
      const rows = await readLeads(store);
      const stored = new Set(rows.map((row) => digits(row.phone)));
      const lost = bodies.filter((body) => !stored.has(digits(body.get("phone") as string))).length;
      console.log(
        `reliability instances: 200 leads alternating between A and B, responses ${JSON.stringify(countByStatus(responses.map((r) => r.status)))}, rows ${rows.length}, leads lost = ${lost}`,
      );
      expect(countByStatus(responses.map((response) => response.status))).toEqual({ 200: 200 });
      expect(rows).toHaveLength(200);
      expect(duplicates(rows.map((row) => row.phone))).toEqual([]);
      expect(lost).toBe(0);

      // 3. An admin session made on A is valid on B; logging out on A ends it on B.
      const email = "reliability-admin@rel.example";
      createAdmin(store.url, email);
      const login = await signIn(a, email);
      expect(login.status).toBe(302);
      expect(login.location).toBe("/admin/leads");
      expect(login.cookie).toMatch(/^__Secure-pentacity\.session_token=/);
      const onB = await getPage(b, "/admin/leads", login.cookie);
      expect(onB.status).toBe(200);
      expect(onB.text).toContain(`data-testid="admin-email">${email}<`);
      const onA = await getPage(a, "/admin/leads", login.cookie);
      expect(onA.status).toBe(200);
      const anonymous = await getPage(b, "/admin/leads");
      expect(anonymous.status).toBe(302);
      expect(anonymous.location).toBe("/admin/login?redirectTo=%2Fadmin%2Fleads");

      const logout = await fetch(`${a.url}/admin/logout`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: a.url, Cookie: login.cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
        signal: AbortSignal.timeout(30_000),
      });
      await logout.arrayBuffer();
      expect(logout.status).toBe(302);
      expect(logout.headers.get("location")).toBe("/admin/login");
      expect(cookieHeader(logout)).toMatch(/__Secure-pentacity\.session_token=(;|$)/);
      const afterLogout = await getPage(b, "/admin/leads", login.cookie);
      expect(afterLogout.status).toBe(302);
      expect(afterLogout.location).toBe("/admin/login?redirectTo=%2Fadmin%2Fleads");
      console.log(
        `reliability instances: session from A on B ${onB.status}, without cookie ${anonymous.status}, on B after logout on A ${afterLogout.status}`,
      );

      // 3b. Deactivation on A (issue 23) ends a counsellor's live session on B at its next request,
      // and signing in again on B is refused in Korean.
      const counsellorEmail = "reliability-counsellor@rel.example";
      await createStaffAccount(store, counsellorEmail, ADMIN_PASSWORD, "counsellor");
      const counsellor = await signIn(b, counsellorEmail, "/admin");
      expect((await getPage(b, "/admin", counsellor.cookie)).status).toBe(200);
      const [row] = await queryStore<{ id: string }>(store, `select id from "user" where email = '${counsellorEmail}'`);
      const owner = await signIn(a, email, "/admin");
      const deactivate = await fetch(`${a.url}/admin/staff/${row?.id}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: a.url, Cookie: owner.cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "deactivate" }),
        signal: AbortSignal.timeout(30_000),
      });
      const deactivated = await deactivate.text();
      expect(deactivate.status, deactivated.slice(0, 200)).toBe(200);
      const nextOnB = await getPage(b, "/admin", counsellor.cookie);
      expect(nextOnB.status).toBe(302);
      expect(nextOnB.location).toBe("/admin/login?redirectTo=%2Fadmin");
      const againOnB = await fetch(`${b.url}/admin/login`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: b.url, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
        body: new URLSearchParams({ email: counsellorEmail, password: ADMIN_PASSWORD, redirectTo: "/admin" }),
        signal: AbortSignal.timeout(60_000),
      });
      const againText = await againOnB.text();
      expect(againOnB.status).toBe(403);
      expect(againText).toContain("비활성화된 계정입니다.");
      expect(againOnB.headers.getSetCookie()).toEqual([]);
      console.log(
        `reliability instances: counsellor deactivated on A → the live session's next request on B ${nextOnB.status} (sign-in page), signing in again on B ${againOnB.status}`,
      );

      // 4. The lead rate limit holds across both: restarted with LEAD_RATE_LIMIT=5 (counters cleared),
      // 10 leads from the same address alternating between them → exactly 5 accepted.
      await Promise.all([a.stop(), b.stop()]);
      await queryStore(store, "delete from rate_limits");
      const [c, d] = await startPair(store.url, { LEAD_RATE_LIMIT: "5" });
      expect([...appliedBy(c), ...appliedBy(d)]).toEqual([]);
      const limited: { status: number; text: string; server: string }[] = [];
      for (let i = 0; i < 10; i++) {
        const server = i % 2 === 0 ? c : d;
        const response = await postLead(server, leadBody(10_000 + i));
        limited.push({ ...response, server: server === c ? "C" : "D" });
      }
      const limitedCounts = countByStatus(limited.map((response) => response.status));
      // Without JavaScript the page itself answers, in Korean.
      const pages = await Promise.all(
        [c, d].map((server, i) =>
          postPageForm(
            server,
            "/Promotion/Customer",
            leadBody(20_000 + i, { form: "inquiry", sourcePath: "/Promotion/Customer", message: "문의" }),
          ),
        ),
      );
      console.log(
        `reliability instances: LEAD_RATE_LIMIT=5, 10 leads from one address alternating → ${JSON.stringify(limitedCounts)}; no-JS page posts → ${pages.map((page) => page.status).join(", ")}`,
      );
      expect(limitedCounts).toEqual({ 200: 5, 429: 5 });
      expect(limited.slice(0, 5).every((response) => response.status === 200)).toBe(true);
      for (const response of limited.slice(5)) {
        const body = JSON.parse(response.text) as { status?: string; message?: string };
        expect(body.status).toBe("rate-limited");
        expect(body.message).toMatch(/[가-힣]/);
      }
      for (const page of pages) {
        expect(page.status).toBe(429);
        expect(page.text).toContain(rateLimitedMessage);
      }
      expect(await readLeads(store)).toHaveLength(205);

      // 5. An article edited, then deleted, through C: C's own copy is dropped at once, D's within
      // the cache's lifetime (PAGE_CACHE_SECONDS, 5 s by default) plus a render.
      const articleId = randomUUID();
      const at = new Date().toISOString();
      await queryStore(
        store,
        `insert into press (id, site_id, title, summary, content, created_at, updated_at, views) values ('${articleId}', 'pentacityhansin', '처음 제목', '요약', '본문', '${at}', '${at}', 0)`,
      );
      const articlePath = `/pentacityhansin/press/${articleId}`;
      for (const server of [c, d]) expect((await getPage(server, articlePath)).text).toContain("처음 제목");
      const editor = await signIn(c, email, "/admin/press");
      const edit = async (fields: Record<string, string>) => {
        const response = await fetch(`${c.url}/admin/press/${articleId}`, {
          method: "POST",
          redirect: "manual",
          headers: { Origin: c.url, Cookie: editor.cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        expect(response.status).toBe(302);
        return Date.now();
      };
      const boundMs = 5_000 + 2_000;
      /** How long after `since` D first answers as `fresh` says (the page is polled every 100 ms). */
      const staleOnD = async (since: number, fresh: (page: { status: number; text: string }) => boolean) => {
        while (Date.now() - since < boundMs + 5_000) {
          if (fresh(await getPage(d, articlePath))) return Date.now() - since;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return Number.POSITIVE_INFINITY;
      };
      const updatedAt = await edit({
        intent: "update",
        siteId: "pentacityhansin",
        title: "고친 제목",
        summary: "요약",
        content: "본문",
      });
      expect((await getPage(c, articlePath)).text).toContain("고친 제목");
      const updateStaleMs = await staleOnD(updatedAt, (page) => page.text.includes("고친 제목"));
      const deletedAt = await edit({ intent: "delete", confirmed: "yes" });
      expect((await getPage(c, articlePath)).status).toBe(302);
      const deleteStaleMs = await staleOnD(deletedAt, (page) => page.status === 302);
      console.log(
        `reliability instances: article edited on C, stale on D for ${updateStaleMs} ms; deleted on C, still shown on D for ${deleteStaleMs} ms (bound ${boundMs} ms)`,
      );
      expect(updateStaleMs).toBeLessThanOrEqual(boundMs);
      expect(deleteStaleMs).toBeLessThanOrEqual(boundMs);
      await Promise.all([c.stop(), d.stop()]);
    } finally {
      await stopAll();
      await store.cleanup();
      await neighbour.cleanup();
    }
  },
  // Five parts, four server starts; the press part waits out the other instance's cache lifetime.
  300_000,
);
