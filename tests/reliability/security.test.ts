/**
 * Hostile requests against a real production server (SQLite store): cross-site posts to every action,
 * sign-in guessing, session end and expiry, cookie attributes, and the admin area's cache headers.
 * Every refusal is paired with the same request sent from the site itself, which must succeed, so a
 * refusal for the wrong reason (a bad body, a missing cookie) cannot pass for protection.
 */
import { createHmac, randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import type Database from "better-sqlite3";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ADMIN_ACCESS } from "#app/modules/index.ts";
import { htmlCalledPdf, minimalPdf } from "#app/modules/uploads/test-fixtures.ts";
import { STAFF_ROLES } from "#app/platform/access/roles.ts";
import {
  type Answer,
  createAdmin,
  get,
  openStore,
  postForm,
  SESSION_COOKIE,
  type SignIn,
  signIn,
  tokenOf,
} from "./admin-client.ts";
import {
  AUTH_SECRET,
  leadBody,
  postLead,
  SITE_URL,
  sqliteStore,
  startServer,
  stopAll,
  type TestServer,
  type TestStore,
} from "./harness.ts";
import { HTML_PAYLOADS, SQL_PAYLOADS } from "./hostile-inputs.ts";

const PASSWORD = "reliability-관리자-2026!";
const ADMIN = "security@rel.example";
/** The account whose two-factor actions are posted (its sessions rotate and end; the administrator's stay). */
const TWO_FACTOR_ACCOUNT = "security-2fa@rel.example";
const STAFF_ACCOUNT = "security-staff@rel.example";
const EIGHT_HOURS = 8 * 60 * 60;

let store: TestStore;
let server: TestServer;
let db: Database.Database;
let adminCookie: string;
let firstSignIn: SignIn;
let leadCounter = 0;

const extraStores: TestStore[] = [];
const openDbs: Database.Database[] = [];

beforeAll(async () => {
  store = sqliteStore();
  server = await startServer({ databaseUrl: store.url });
  await createAdmin(store, ADMIN, PASSWORD);
  db = openStore(store);
  openDbs.push(db);
  firstSignIn = await signIn(server, ADMIN, PASSWORD);
  expect(firstSignIn.status, firstSignIn.text.slice(0, 300)).toBe(302);
  if (!firstSignIn.cookie) throw new Error("no session cookie after signing in");
  adminCookie = firstSignIn.cookie;
});

afterAll(async () => {
  for (const handle of openDbs) handle.close();
  await stopAll();
  await store?.cleanup();
  for (const extra of extraStores) await extra.cleanup();
});

// --- database helpers -------------------------------------------------------------------------

const TABLES = [
  "leads",
  "lead_deliveries",
  "press",
  "audit_log",
  "session",
  "user",
  "account",
  "verification",
  "rate_limits",
  "bookings",
  "booking_slots",
  "booking_waitlist",
  "booking_staff_entries",
  "lead_notes",
  "page_views_daily",
  "twoFactor",
  "staff_profiles",
  "staff_invites",
  "staff_phone_verifications",
  "counselling_entries",
  "lead_events",
  "staff_duty",
  "assignment_state",
  "notices",
  "notice_revisions",
  "content_versions",
  "uploaded_files",
  "content_documents",
  "content_document_revisions",
  "marketing_consent_events",
  "marketing_consent_numbers",
  "campaigns",
  "campaign_recipients",
  "sites",
  "site_hosts",
] as const;
type Snapshot = Record<(typeof TABLES)[number], Record<string, unknown>[]>;

function snapshot(handle = db): Snapshot {
  return Object.fromEntries(
    TABLES.map((table) => [table, handle.prepare(`select * from "${table}" order by 1`).all()]),
  ) as Snapshot;
}

/** A multipart upload form, as an editor's fetch or a plain form sends it. */
function uploadForm(bytes: Buffer, filename: string): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/octet-stream" }), filename);
  return form;
}

function seedPress(title: string): string {
  const id = randomUUID();
  const at = new Date().toISOString();
  db.prepare(
    "insert into press (id, site_id, title, summary, content, created_at, updated_at, views) values (?, ?, ?, ?, ?, ?, ?, 0)",
  ).run(id, "pentacityhansin", title, `${title} 요약`, "본문", at, at);
  return id;
}

function seedNotice(title: string): string {
  const id = randomUUID();
  const at = new Date().toISOString();
  db.prepare(
    "insert into notices (id, site_id, title, body, category, pinned, state, published_pinned, revision, created_at, updated_at) values (?, 'pentacityhansin', ?, '본문', 'general', 0, 'draft', 0, 0, ?, ?)",
  ).run(id, title, at, at);
  return id;
}

function seedCampaign(name: string): string {
  const id = randomUUID();
  const at = new Date().toISOString();
  db.prepare(
    `insert into campaigns (id, name, body, filters, status, created_by, audience_count, recipient_count, estimated_cost, created_at, updated_at) values (?, ?, '본문', '{"stages":[],"channel":"","campaign":"","from":"","to":"","booked":"any","visited":"any"}', 'draft', 'someone', 0, 0, 0, ?, ?)`,
  ).run(id, name, at, at);
  return id;
}

function noticeRow(id: string) {
  return db.prepare("select state, published_title, revision from notices where id = ?").get(id) as
    | { state: string; published_title: string | null; revision: number }
    | undefined;
}

function pressRow(id: string) {
  return db.prepare("select title, summary from press where id = ?").get(id) as
    | { title: string; summary: string }
    | undefined;
}

function sessionExists(cookie: string): boolean {
  return Boolean(db.prepare('select 1 from "session" where token = ?').get(tokenOf(cookie)));
}

function nextLead(overrides: Record<string, string> = {}) {
  leadCounter += 1;
  return leadBody(7_000_000 + leadCounter, overrides);
}

/** The opt-out link's path as the server makes it (app/modules/consent/token.server.ts), from the suite's secret. */
function optOutPathOf(phone: string): string {
  const key = createHmac("sha256", AUTH_SECRET).update("pentacity:opt-out-key").digest();
  return `/unsubscribe/${createHmac("sha256", key).update(`opt-out:${phone}`).digest("base64url")}`;
}

async function seedLead(): Promise<string> {
  const body = nextLead();
  const answer = await postLead(server, body);
  expect(answer.status).toBe(200);
  const row = db.prepare("select id from leads where phone = ?").get(body.get("phone")) as { id: string } | undefined;
  if (!row) throw new Error("the seeded lead is not in the database");
  return row.id;
}

async function throwawaySession(): Promise<string> {
  const answer = await signIn(server, ADMIN, PASSWORD);
  if (answer.status !== 302 || !answer.cookie) throw new Error(`sign-in failed: ${answer.status}`);
  return answer.cookie;
}

const count = (snap: Snapshot, table: keyof Snapshot) => snap[table].length;

/** `name=value` of a cookie an answer sets. */
function cookieSet(answer: Answer, name: string): string {
  const line = answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in the answer`);
  return line.split(";")[0] ?? "";
}

function twoFactorAccount() {
  return db.prepare('select id, "twoFactorEnabled" as enabled from "user" where email = ?').get(TWO_FACTOR_ACCOUNT) as {
    id: string;
    enabled: number | null;
  };
}

/** The authenticator app's current code for a secret (base32). */
async function totpNow(secret: string): Promise<string> {
  return createOTP(new Uint8Array(base32.decode(secret)) as never).totp();
}

// --- 1. cross-site posts --------------------------------------------------------------------------

/** The ways a post from another site (or a sandboxed frame, or a sibling subdomain) shows itself. */
const HOSTILE: { label: string; headers: Record<string, string> }[] = [
  { label: "Origin: https://evil.example", headers: { Origin: "https://evil.example" } },
  { label: "Origin: null", headers: { Origin: "null" } },
  { label: "Sec-Fetch-Site: cross-site (no Origin)", headers: { "Sec-Fetch-Site": "cross-site" } },
  { label: "Sec-Fetch-Site: same-site (no Origin)", headers: { "Sec-Fetch-Site": "same-site" } },
  {
    label: "Origin: the public host over plain http",
    headers: { Origin: SITE_URL.replace("https://", "http://") },
  },
];

type ActionCase = {
  name: string;
  path: string;
  /** Runs before the hostile posts (seeds rows, makes a session to end). */
  prepare?: () => Promise<void>;
  /** The cookie sent with every post of this case: by default the administrator's. */
  cookie?: () => string;
  /** Headers sent with every post of this case (a browser's user agent, say). */
  headers?: Record<string, string>;
  body: () => URLSearchParams | FormData;
  /** What the same post from the site itself must have done. */
  done: (answer: Answer, before: Snapshot, after: Snapshot) => void;
};

function leadCase(name: string, path: string, sourcePath: string, okStatus = 200): ActionCase {
  return {
    name,
    path,
    body: () => nextLead({ form: "inquiry", sourcePath }),
    done: (answer, before, after) => {
      expect(answer.status).toBe(okStatus);
      expect(count(after, "leads")).toBe(count(before, "leads") + 1);
    },
  };
}

let bookingCounter = 0;

/** A bookable slot, read from the booking page as a visitor sees it (the second open day). */
async function bookableSlot(): Promise<string> {
  const page = await get(server, "/Promotion/Visit");
  const day = [...page.text.matchAll(/\?date=(\d{4}-\d{2}-\d{2})#/g)][1]?.[1];
  const slots = await get(server, `/Promotion/Visit?date=${day}`);
  const slot = slots.text.match(/&amp;slot=([^"#&]+)#visit-details-title/)?.[1];
  if (!slot) throw new Error("no bookable slot on the booking page");
  return decodeURIComponent(slot);
}

function bookingForm(slot: string): URLSearchParams {
  bookingCounter += 1;
  const n = String(bookingCounter).padStart(4, "0");
  return new URLSearchParams({
    slot,
    name: `보안예약${n}`,
    phone: `010-7000-${n}`,
    partySize: "1",
    privacyConsent: "on",
    idempotencyKey: `security-booking-${n}`,
  });
}

function bookingCase(name: string, path: string): ActionCase {
  let slot = "";
  return {
    name,
    path,
    prepare: async () => {
      slot = await bookableSlot();
    },
    body: () => bookingForm(slot),
    done: (answer, before, after) => {
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toMatch(/^\/Promotion\/Visit\/[A-Za-z0-9_-]{43}\?new=1$/);
      expect(count(after, "bookings")).toBe(count(before, "bookings") + 1);
    },
  };
}

function actionCases(): ActionCase[] {
  let editId = "";
  let deleteId = "";
  let noticeId = "";
  let campaignId = "";
  let staffSlot = "";
  let staffKey = "";
  let statusBookingId = "";
  let capacitySlot = "";
  let leadId = "";
  let counsellorId = "";
  let mergePhone = "";
  let manageLink = "";
  let logoutCookie = "";
  let pressSignoutCookie = "";
  let twoFactorCookie = "";
  let totpSecret = "";
  let privacyPhone = "";
  let challengeCookie = "";
  let confirmCode = "";
  let staffCounter = 0;
  let inviteToken = "";
  let staffId = "";
  let staffCookie = "";
  let otherSessionCookie = "";
  let optOutPath = "";
  const pressInput = (title: string) => new URLSearchParams({ title, summary: `${title} 요약`, content: "본문" });
  return [
    leadCase("POST /api/lead", "/api/lead", "/"),
    {
      name: "page-view beacon /api/view",
      path: "/api/view",
      cookie: () => "",
      // A browser's beacon: a bot's (Node's own user agent included) would be ignored.
      headers: {
        "User-Agent":
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      },
      body: () => new URLSearchParams({ p: "/", l: "/?utm_source=security", r: "", v: "1" }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(204);
        const views = (snap: Snapshot) => snap.page_views_daily.reduce((sum, row) => sum + Number(row.views), 0);
        expect(views(after)).toBe(views(before) + 1);
      },
    },
    leadCase("page action /Promotion/Customer", "/Promotion/Customer", "/Promotion/Customer"),
    leadCase("page action /Promotion/Customer.data (single fetch)", "/Promotion/Customer.data", "/Promotion/Customer"),
    leadCase("page action /pentacityhansin/customer", "/pentacityhansin/customer", "/pentacityhansin/customer"),
    leadCase(
      "page action /pentacityhansin/customer.data (single fetch)",
      "/pentacityhansin/customer.data",
      "/pentacityhansin/customer",
    ),
    leadCase("page action / (home visit form)", "/?index", "/"),
    leadCase("page action /_.data?index (home, single fetch)", "/_.data?index", "/"),
    bookingCase("visit booking /Promotion/Visit", "/Promotion/Visit"),
    bookingCase("visit booking /pentacityhansin/visit", "/pentacityhansin/visit"),
    {
      name: "cancel through the change link /Promotion/Visit/:token",
      get path() {
        return manageLink;
      },
      prepare: async () => {
        const booked = await postForm(server, "/Promotion/Visit", bookingForm(await bookableSlot()), {
          Origin: server.url,
        });
        manageLink = (booked.headers.get("location") ?? "").replace(/\?.*$/, "");
        expect(manageLink).toMatch(/^\/Promotion\/Visit\/[A-Za-z0-9_-]{43}$/);
      },
      cookie: () => "",
      body: () => new URLSearchParams({ intent: "cancel" }),
      done: (answer) => {
        // Post → redirect → get: the page it leads to shows the cancellation.
        expect(answer.status).toBe(303);
        expect(answer.headers.get("location")).toBe(`${manageLink}?done=cancelled#visit-result`);
        const rows = db
          .prepare("select status from bookings where name like '보안예약%' and status = 'cancelled'")
          .all();
        expect(rows).toHaveLength(1);
      },
    },
    {
      name: "one-tap opt-out /unsubscribe/:token",
      get path() {
        return optOutPath;
      },
      prepare: async () => {
        const body = nextLead({ marketingConsent: "on" });
        expect((await postLead(server, body)).status).toBe(200);
        // The token as the server makes it (app/modules/consent/token.server.ts), from the suite's secret.
        optOutPath = optOutPathOf(String(body.get("phone")));
      },
      cookie: () => "",
      body: () => new URLSearchParams(),
      done: (answer, before, after) => {
        expect(answer.status).toBe(303);
        expect(answer.headers.get("location")).toBe(`${optOutPath}?done=1`);
        expect(count(after, "marketing_consent_events")).toBe(count(before, "marketing_consent_events") + 1);
        const withdrawals = (snap: Snapshot) =>
          snap.marketing_consent_events.filter((row) => row.action === "withdrawn" && row.channel === "link").length;
        expect(withdrawals(after)).toBe(withdrawals(before) + 1);
      },
    },
    {
      name: "sign-in /admin/login",
      path: "/admin/login",
      cookie: () => "",
      body: () => new URLSearchParams({ redirectTo: "/admin", email: ADMIN, password: PASSWORD }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/admin");
        expect(count(after, "session")).toBe(count(before, "session") + 1);
      },
    },
    {
      name: "sign-in from the press page's form (/admin/login, back to the press list)",
      path: "/admin/login",
      cookie: () => "",
      body: () => new URLSearchParams({ redirectTo: "/pentacityhansin/press", email: ADMIN, password: PASSWORD }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/pentacityhansin/press");
        expect(count(after, "session")).toBe(count(before, "session") + 1);
      },
    },
    {
      name: "sign-out /admin/logout",
      path: "/admin/logout",
      prepare: async () => {
        logoutCookie = await throwawaySession();
      },
      cookie: () => logoutCookie,
      body: () => new URLSearchParams(),
      done: (answer, before, after) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/admin/login");
        expect(sessionExists(logoutCookie)).toBe(false);
        expect(count(after, "session")).toBe(count(before, "session") - 1);
      },
    },
    {
      name: "sign-out on the press page (intent=signout)",
      path: "/pentacityhansin/press",
      prepare: async () => {
        pressSignoutCookie = await throwawaySession();
      },
      cookie: () => pressSignoutCookie,
      body: () => new URLSearchParams({ intent: "signout" }),
      done: (answer) => {
        expect(answer.status).toBe(302);
        expect(sessionExists(pressSignoutCookie)).toBe(false);
      },
    },
    {
      name: "press create /admin/press/new",
      path: "/admin/press/new",
      body: () => pressInput(`보안시험 새 기사 ${randomUUID().slice(0, 8)}`),
      done: (answer, before, after) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/admin/press?done=created");
        expect(count(after, "press")).toBe(count(before, "press") + 1);
      },
    },
    {
      name: "press create /admin/press/new.data (single fetch)",
      path: "/admin/press/new.data",
      body: () => pressInput(`보안시험 새 기사 ${randomUUID().slice(0, 8)}`),
      done: (answer, before, after) => {
        expect(answer.status).toBe(202);
        expect(answer.text).toContain("/admin/press?done=created");
        expect(count(after, "press")).toBe(count(before, "press") + 1);
      },
    },
    {
      name: "press create on the press page (intent=create)",
      path: "/pentacityhansin/press",
      body: () =>
        new URLSearchParams({ intent: "create", title: "보안시험 현장 기사", summary: "요약", content: "본문" }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/pentacityhansin/press");
        expect(count(after, "press")).toBe(count(before, "press") + 1);
      },
    },
    {
      name: "press update /admin/press/:id",
      get path() {
        return `/admin/press/${editId}`;
      },
      prepare: async () => {
        editId = seedPress("보안시험 수정 전");
      },
      body: () => {
        const body = pressInput("보안시험 수정 후");
        body.set("intent", "update");
        return body;
      },
      done: (answer) => {
        expect(answer.status).toBe(302);
        expect(pressRow(editId)?.title).toBe("보안시험 수정 후");
      },
    },
    {
      name: "press delete /admin/press/:id",
      get path() {
        return `/admin/press/${deleteId}`;
      },
      prepare: async () => {
        deleteId = seedPress("보안시험 삭제 대상");
      },
      body: () => new URLSearchParams({ intent: "delete", confirmed: "yes" }),
      done: (answer) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/admin/press?done=deleted");
        expect(pressRow(deleteId)).toBeUndefined();
      },
    },
    {
      name: "notice create /admin/notices",
      path: "/admin/notices",
      body: () =>
        new URLSearchParams({
          intent: "save",
          siteId: "pentacityhansin",
          title: "보안시험 공지",
          body: "본문",
          category: "general",
        }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toMatch(/^\/admin\/notices\/[0-9a-f-]{36}\?done=created$/);
        expect(count(after, "notices")).toBe(count(before, "notices") + 1);
      },
    },
    {
      name: "notice publish /admin/notices/:id",
      get path() {
        return `/admin/notices/${noticeId}`;
      },
      prepare: async () => {
        noticeId = seedNotice("보안시험 게시 전");
      },
      body: () =>
        new URLSearchParams({
          intent: "publish",
          siteId: "pentacityhansin",
          title: "보안시험 게시 후",
          body: "본문",
          category: "general",
        }),
      done: (answer) => {
        expect(answer.status).toBe(302);
        expect(noticeRow(noticeId)).toEqual({ state: "live", published_title: "보안시험 게시 후", revision: 1 });
      },
    },
    {
      name: "notice restore /admin/notices/:id (intent=restore)",
      get path() {
        return `/admin/notices/${noticeId}`;
      },
      body: () => new URLSearchParams({ intent: "restore", number: "1" }),
      done: (answer) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe(`/admin/notices/${noticeId}?done=restored`);
      },
    },
    {
      name: "campaign create /admin/campaigns",
      path: "/admin/campaigns",
      body: () =>
        new URLSearchParams({ name: "보안시험 캠페인", body: "(광고) 오픈 안내", booked: "any", visited: "any" }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toMatch(/^\/admin\/campaigns\/[0-9a-f-]{36}\?done=created$/);
        expect(count(after, "campaigns")).toBe(count(before, "campaigns") + 1);
      },
    },
    {
      name: "campaign save /admin/campaigns/:id (intent=save)",
      get path() {
        return `/admin/campaigns/${campaignId}`;
      },
      prepare: async () => {
        campaignId = seedCampaign("보안시험 저장 전");
      },
      body: () =>
        new URLSearchParams({ intent: "save", name: "보안시험 저장 후", body: "본문", booked: "any", visited: "any" }),
      done: (answer) => {
        expect(answer.status).toBe(302);
        expect(db.prepare("select name from campaigns where id = ?").get(campaignId)).toEqual({
          name: "보안시험 저장 후",
        });
      },
    },
    {
      name: "campaign cancel /admin/campaigns/:id (intent=cancel)",
      get path() {
        return `/admin/campaigns/${campaignId}`;
      },
      prepare: async () => {
        campaignId = seedCampaign("보안시험 취소");
      },
      body: () => new URLSearchParams({ intent: "cancel" }),
      done: (answer) => {
        expect(answer.status).toBe(302);
        expect(db.prepare("select status from campaigns where id = ?").get(campaignId)).toEqual({
          status: "cancelled",
        });
      },
    },
    {
      name: "schedule publish /admin/schedule",
      path: "/admin/schedule",
      body: () => {
        const body = new URLSearchParams({ intent: "publish" });
        for (const [name, value] of [
          ["label", "1순위"],
          ["start", "2026-12-01"],
          ["end", ""],
          ["note", "보안시험"],
        ]) {
          body.append(name as string, value as string);
        }
        return body;
      },
      done: (answer, before, after) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/admin/schedule?done=published");
        expect(count(after, "content_document_revisions")).toBe(count(before, "content_document_revisions") + 1);
      },
    },
    {
      name: "schedule restore /admin/schedule (intent=restore)",
      path: "/admin/schedule",
      body: () => new URLSearchParams({ intent: "restore", number: "1" }),
      done: (answer) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/admin/schedule?done=restored");
      },
    },
    {
      name: "document publish /admin/documents (a PDF, multipart)",
      path: "/admin/documents",
      body: () => {
        const form = uploadForm(minimalPdf(`% ${randomUUID()}`), "공고.pdf");
        for (const [name, value] of Object.entries({
          intent: "publish",
          document: "recruitment-notice",
          title: "입주자모집공고",
          label: "보안시험 공고",
          date: "2026-12-01",
        })) {
          form.append(name, value);
        }
        return form;
      },
      done: (answer, before, after) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/admin/documents?done=published");
        expect(count(after, "content_document_revisions")).toBe(count(before, "content_document_revisions") + 1);
      },
    },
    {
      name: "site facts publish /admin/site-facts",
      path: "/admin/site-facts",
      body: () =>
        new URLSearchParams({
          intent: "publish",
          salesPhone: "1661-0000",
          consultationHours: "24시간 상담",
          modelHouseAddress: "충청남도 아산시 배방읍 희망로 펜타시티 한신더휴 견본주택",
          modelHouseHours: "매일 10:00~18:00",
          mapUrl: "https://map.naver.com/p/search/pentacity",
          bookingNote: "보안시험",
        }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/admin/site-facts?done=published");
        expect(count(after, "content_document_revisions")).toBe(count(before, "content_document_revisions") + 1);
      },
    },
    {
      name: "site facts restore /admin/site-facts (intent=restore)",
      path: "/admin/site-facts",
      body: () => new URLSearchParams({ intent: "restore", number: "1" }),
      done: (answer) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/admin/site-facts?done=restored");
      },
    },
    {
      name: "template pages publish /admin/template",
      path: "/admin/template",
      body: () =>
        new URLSearchParams({
          intent: "publish",
          headline: "보안시험 대표 문구",
          intro: "",
          heroFileId: "",
          heroAlt: "",
          facts: "세대수: 100세대",
          address: "",
          mapUrl: "",
          locationText: "",
          locationFileId: "",
          locationAlt: "",
          developerName: "리버뷰개발 주식회사",
          typeName: "84A",
          typeExclusive: "84.97",
          typeSupply: "112.4",
          typeHouseholds: "100",
          typePlanFileId: "",
        }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/admin/template?done=published");
        expect(count(after, "content_document_revisions")).toBe(count(before, "content_document_revisions") + 1);
      },
    },
    {
      name: "banners publish /admin/banners",
      path: "/admin/banners",
      body: () => new URLSearchParams({ intent: "publish", strip: "보안시험 문구" }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/admin/banners?done=published");
        expect(count(after, "content_document_revisions")).toBe(count(before, "content_document_revisions") + 1);
      },
    },
    {
      name: "lead status /admin/leads/:id",
      get path() {
        return `/admin/leads/${leadId}`;
      },
      prepare: async () => {
        leadId = await seedLead();
      },
      body: () => new URLSearchParams({ intent: "status", status: "counselling" }),
      done: (answer) => {
        expect(answer.status).toBe(200);
        const row = db.prepare("select status from leads where id = ?").get(leadId);
        expect(row).toEqual({ status: "counselling" });
      },
    },
    {
      name: "080 opt-out entered by staff /admin/leads/:id (intent=consent)",
      get path() {
        return `/admin/leads/${leadId}`;
      },
      prepare: async () => {
        leadId = await seedLead();
      },
      body: () => new URLSearchParams({ intent: "consent", choice: "reply080", reason: "080 회신" }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(200);
        const added = (snap: Snapshot) =>
          snap.marketing_consent_events.filter((row) => row.action === "withdrawn" && row.channel === "reply080")
            .length;
        expect(added(after)).toBe(added(before) + 1);
      },
    },
    {
      name: "walk-in at the door /admin/walk-in",
      path: "/admin/walk-in",
      body: () =>
        new URLSearchParams({
          name: "보안현장",
          phone: "010-7777-0420",
          privacyConsent: "on",
          idempotencyKey: "security-walkin-0001",
        }),
      done: (answer) => {
        expect(answer.status).toBe(200);
        const rows = db.prepare("select form, status from leads where phone = '010-7777-0420'").all();
        expect(rows).toEqual([{ form: "walkin", status: "visited" }]);
      },
    },
    {
      name: "counselling entry /admin/leads/:id (intent=entry)",
      get path() {
        return `/admin/leads/${leadId}`;
      },
      prepare: async () => {
        leadId = await seedLead();
      },
      body: () => new URLSearchParams({ intent: "entry", channel: "call", outcome: "보안시험 통화" }),
      done: (answer) => {
        expect(answer.status).toBe(200);
        const rows = db.prepare("select outcome from counselling_entries where lead_id = ?").all(leadId);
        expect(rows).toEqual([{ outcome: "보안시험 통화" }]);
      },
    },
    {
      name: "lead assignment /admin/leads/:id (intent=assign)",
      get path() {
        return `/admin/leads/${leadId}`;
      },
      prepare: async () => {
        leadId = await seedLead();
        counsellorId ||= await createAdmin(store, "security-counsellor@rel.example", PASSWORD, "counsellor").then(
          () =>
            (
              db.prepare('select id from "user" where email = ?').get("security-counsellor@rel.example") as {
                id: string;
              }
            ).id,
        );
      },
      body: () => new URLSearchParams({ intent: "assign", assignee: counsellorId }),
      done: (answer) => {
        expect(answer.status).toBe(200);
        expect(db.prepare("select assigned_to from leads where id = ?").get(leadId)).toEqual({
          assigned_to: counsellorId,
        });
      },
    },
    {
      name: "visit booked from a lead's page /admin/leads/:id (intent=panel:bookings:book)",
      get path() {
        return `/admin/leads/${leadId}`;
      },
      prepare: async () => {
        leadId = await seedLead();
      },
      body: () => {
        const tomorrow = new Date(Date.now() + 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
        return new URLSearchParams({
          intent: "panel:bookings:book",
          slot: `${tomorrow}T05:00:00.000Z`,
          partySize: "2",
          idempotencyKey: `security-lead-booking-${leadId}`,
        });
      },
      done: (answer) => {
        expect(answer.status).toBe(200);
        expect(db.prepare("select party_size from bookings where lead_id = ?").all(leadId)).toEqual([
          { party_size: 2 },
        ]);
      },
    },
    {
      name: "lead merge /admin/leads/:id (intent=panel:leads:merge)",
      get path() {
        return `/admin/leads/${leadId}`;
      },
      prepare: async () => {
        const other = await seedLead();
        mergePhone = (db.prepare("select phone from leads where id = ?").get(other) as { phone: string }).phone;
        leadId = await seedLead();
      },
      body: () => new URLSearchParams({ intent: "panel:leads:merge", phone: mergePhone }),
      done: (answer) => {
        expect(answer.status).toBe(200);
        expect(db.prepare("select merged_into from leads where phone = ?").get(mergePhone)).toEqual({
          merged_into: leadId,
        });
      },
    },
    {
      name: "bulk assignment /admin/leads",
      path: "/admin/leads",
      prepare: async () => {
        leadId = await seedLead();
      },
      body: () => new URLSearchParams({ lead: leadId, assignee: counsellorId }),
      done: (answer) => {
        expect(answer.status).toBe(200);
        expect(db.prepare("select assigned_to from leads where id = ?").get(leadId)).toEqual({
          assigned_to: counsellorId,
        });
      },
    },
    {
      name: "duty /admin/duty (intent=duty)",
      path: "/admin/duty",
      body: () => new URLSearchParams({ intent: "duty", userId: counsellorId, onDuty: "yes" }),
      done: (answer) => {
        expect(answer.status).toBe(200);
        expect(db.prepare("select user_id from staff_duty").all()).toEqual([{ user_id: counsellorId }]);
      },
    },
    {
      name: "assignment mode /admin/duty (intent=mode)",
      path: "/admin/duty",
      body: () => new URLSearchParams({ intent: "mode", mode: "round_robin" }),
      done: (answer) => {
        expect(answer.status).toBe(200);
        expect(db.prepare("select mode from assignment_state").get()).toEqual({ mode: "round_robin" });
      },
    },
    {
      name: "assignment mode back /admin/duty (intent=mode)",
      path: "/admin/duty",
      body: () => new URLSearchParams({ intent: "mode", mode: "manual" }),
      done: (answer) => {
        expect(answer.status).toBe(200);
        expect(db.prepare("select mode from assignment_state").get()).toEqual({ mode: "manual" });
      },
    },
    {
      name: "staff booking /admin/bookings (intent=create)",
      path: "/admin/bookings",
      prepare: async () => {
        staffSlot = await bookableSlot();
        staffKey = randomUUID();
      },
      body: () =>
        new URLSearchParams({
          intent: "create",
          name: "보안시험전화예약",
          phone: "010-7100-0001",
          partySize: "1",
          slot: staffSlot,
          privacyConsent: "on",
          idempotencyKey: staffKey,
        }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(200);
        expect(count(after, "bookings")).toBe(count(before, "bookings") + 1);
        expect(count(after, "booking_staff_entries")).toBe(count(before, "booking_staff_entries") + 1);
      },
    },
    {
      name: "booking status /admin/bookings (arrived)",
      path: "/admin/bookings",
      prepare: async () => {
        const form = bookingForm(await bookableSlot());
        expect((await postForm(server, "/Promotion/Visit", form, { Origin: server.url })).status).toBe(303);
        const row = db.prepare("select id from bookings where name = ?").get(form.get("name")) as { id: string };
        statusBookingId = row.id;
      },
      body: () => new URLSearchParams({ id: statusBookingId, status: "arrived" }),
      done: (answer) => {
        expect(answer.status).toBe(200);
        expect(db.prepare("select status from bookings where id = ?").get(statusBookingId)).toEqual({
          status: "arrived",
        });
      },
    },
    {
      name: "slot capacity /admin/bookings/settings (intent=slot)",
      path: "/admin/bookings/settings",
      prepare: async () => {
        capacitySlot = await bookableSlot();
      },
      body: () => new URLSearchParams({ intent: "slot", slot: capacitySlot, capacity: "20" }),
      done: (answer) => {
        expect(answer.status).toBe(200);
        expect(db.prepare("select capacity from booking_slots where slot_start = ?").get(capacitySlot)).toEqual({
          capacity: 20,
        });
      },
    },
    {
      name: "CSV export /admin/leads/export",
      path: "/admin/leads/export",
      body: () => new URLSearchParams({ reason: "보안시험: 상담 배정 확인" }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-type")).toContain("text/csv");
        expect(answer.text).toContain("010-");
        expect(count(after, "audit_log")).toBe(count(before, "audit_log") + 1);
      },
    },
    {
      name: "CSV export /admin/bookings/export/csv",
      path: "/admin/bookings/export/csv",
      prepare: async () => {
        // A booking that came from a Naver campaign: the export carries its channel and campaign.
        const form = bookingForm(await bookableSlot());
        form.set("landing", "/Promotion/Visit?utm_source=naver&utm_campaign=security-export");
        const booked = await postForm(server, "/Promotion/Visit", form, { Origin: server.url });
        expect(booked.status).toBe(303);
      },
      body: () => new URLSearchParams({ from: "2000-01-01", to: "2099-12-31", reason: "보안시험: 방문 명단 확인" }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-type")).toContain("text/csv");
        const [header = "", ...rows] = answer.text
          .replace(/^\uFEFF/, "")
          .trim()
          .split("\r\n");
        expect(header).toContain('"유입채널","매체","캠페인"');
        expect(rows.some((row) => row.includes('"naver"') && row.includes('"security-export"'))).toBe(true);
        expect(count(after, "audit_log")).toBe(count(before, "audit_log") + 1);
      },
    },
    // A data-subject request: find one number's records, the person's CSV, erase them (owner only).
    {
      name: "privacy search /admin/privacy-requests (intent=search)",
      path: "/admin/privacy-requests",
      prepare: async () => {
        const id = await seedLead();
        privacyPhone = String((db.prepare("select phone from leads where id = ?").get(id) as { phone: string }).phone);
      },
      body: () => new URLSearchParams({ intent: "search", phone: privacyPhone }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(200);
        expect(answer.text).toContain(privacyPhone);
        expect(count(after, "audit_log")).toBe(count(before, "audit_log") + 1);
      },
    },
    {
      name: "privacy export /admin/privacy-requests/export",
      path: "/admin/privacy-requests/export",
      body: () => new URLSearchParams({ phone: privacyPhone, reason: "보안시험: 본인 열람 요구" }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-type")).toContain("text/csv");
        expect(answer.text).toContain(privacyPhone);
        expect(count(after, "audit_log")).toBe(count(before, "audit_log") + 1);
      },
    },
    {
      name: "privacy erase /admin/privacy-requests (intent=erase)",
      path: "/admin/privacy-requests",
      body: () =>
        new URLSearchParams({
          intent: "erase",
          phone: privacyPhone,
          confirmPhone: privacyPhone,
          reason: "보안시험: 본인 삭제 요구",
        }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(200);
        expect(count(after, "leads")).toBe(count(before, "leads") - 1);
        expect(after.leads.some((lead) => lead.phone === privacyPhone)).toBe(false);
        expect(count(after, "audit_log")).toBe(count(before, "audit_log") + 1);
        expect(JSON.stringify(after.audit_log)).not.toContain(privacyPhone);
      },
    },
    {
      name: "two-factor start /admin/account/2fa (intent=start)",
      path: "/admin/account/2fa",
      prepare: async () => {
        await createAdmin(store, TWO_FACTOR_ACCOUNT, PASSWORD);
        const answer = await signIn(server, TWO_FACTOR_ACCOUNT, PASSWORD);
        if (!answer.cookie) throw new Error("no session for the two-factor account");
        twoFactorCookie = answer.cookie;
      },
      cookie: () => twoFactorCookie,
      body: () => new URLSearchParams({ intent: "start", password: PASSWORD }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(200);
        totpSecret = answer.text.match(/otpauth:\/\/totp\/[^"]*?secret=([A-Z2-7]+)/)?.[1] ?? "";
        expect(totpSecret).toMatch(/^[A-Z2-7]{32,}$/);
        expect(count(after, "twoFactor")).toBe(count(before, "twoFactor") + 1);
        expect(twoFactorAccount().enabled).toBe(0);
      },
    },
    {
      name: "two-factor confirm /admin/account/2fa (intent=confirm)",
      path: "/admin/account/2fa",
      cookie: () => twoFactorCookie,
      // The code is read when the post is made (the hostile ones never reach the check).
      body: () =>
        new URLSearchParams({ intent: "confirm", code: confirmCode, uri: `otpauth://totp/x?secret=${totpSecret}` }),
      prepare: async () => {
        confirmCode = await totpNow(totpSecret);
      },
      done: (answer, before, after) => {
        expect(answer.status).toBe(200);
        expect(twoFactorAccount().enabled).toBe(1);
        expect(count(after, "audit_log")).toBe(count(before, "audit_log") + 1);
        // Better Auth starts a new session on enrolment.
        twoFactorCookie = cookieSet(answer, SESSION_COOKIE);
      },
    },
    {
      name: "two-factor backup codes /admin/account/2fa (intent=regenerate)",
      path: "/admin/account/2fa",
      cookie: () => twoFactorCookie,
      body: () => new URLSearchParams({ intent: "regenerate", password: PASSWORD }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(200);
        expect(count(after, "audit_log")).toBe(count(before, "audit_log") + 1);
      },
    },
    {
      name: "second sign-in step /admin/login/2fa",
      path: "/admin/login/2fa",
      prepare: async () => {
        const answer = await signIn(server, TWO_FACTOR_ACCOUNT, PASSWORD);
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/admin/login/2fa?redirectTo=%2Fadmin");
        challengeCookie = cookieSet(answer, "__Secure-pentacity.two_factor");
        confirmCode = await totpNow(totpSecret);
      },
      cookie: () => challengeCookie,
      body: () => new URLSearchParams({ method: "totp", code: confirmCode, redirectTo: "/admin" }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/admin");
        expect(count(after, "session")).toBe(count(before, "session") + 1);
      },
    },
    {
      name: "two-factor off /admin/account/2fa (intent=disable)",
      path: "/admin/account/2fa",
      cookie: () => twoFactorCookie,
      body: () => new URLSearchParams({ intent: "disable", password: PASSWORD }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(200);
        expect(twoFactorAccount().enabled).toBe(0);
        expect(count(after, "twoFactor")).toBe(count(before, "twoFactor") - 1);
        twoFactorCookie = cookieSet(answer, SESSION_COOKIE);
      },
    },
    {
      name: "POST /admin/uploads (a PDF, multipart, answered in JSON)",
      path: "/admin/uploads",
      headers: { Accept: "application/json" },
      body: () => uploadForm(minimalPdf(), "공고.pdf"),
      done: (answer, before, after) => {
        expect(answer.status, answer.text).toBe(201);
        expect(JSON.parse(answer.text)).toMatchObject({ ok: true, file: { kind: "pdf", filename: "공고.pdf" } });
        expect(count(after, "uploaded_files")).toBe(count(before, "uploaded_files") + 1);
      },
    },
    {
      name: "owner's two-factor reset /admin/account/2fa-reset",
      path: "/admin/account/2fa-reset",
      body: () => new URLSearchParams({ userId: twoFactorAccount().id }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(200);
        expect(count(after, "audit_log")).toBe(count(before, "audit_log") + 1);
        expect(sessionExists(twoFactorCookie)).toBe(false);
      },
    },
    {
      name: "staff add /admin/staff",
      path: "/admin/staff",
      body: () => {
        staffCounter += 1;
        return new URLSearchParams({
          name: "보안직원",
          email: `security-staff-${staffCounter}@rel.example`,
          role: "counsellor",
          phone: `010-6000-${String(staffCounter).padStart(4, "0")}`,
        });
      },
      done: (answer, before, after) => {
        expect(answer.status).toBe(200);
        expect(count(after, "staff_profiles")).toBe(count(before, "staff_profiles") + 1);
        expect(count(after, "staff_invites")).toBe(count(before, "staff_invites") + 1);
        inviteToken = answer.text.match(/\/admin\/invite\/([A-Za-z0-9_-]{43})/)?.[1] ?? "";
        expect(inviteToken).not.toBe("");
      },
    },
    {
      name: "complex add /admin/sites",
      path: "/admin/sites",
      body: () =>
        new URLSearchParams({ intent: "add", id: "security-second", name: "보안 단지", host: "second.rel.example" }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(200);
        expect(count(after, "sites")).toBe(count(before, "sites") + 1);
        expect(count(after, "site_hosts")).toBe(count(before, "site_hosts") + 1);
        expect(count(after, "audit_log")).toBe(count(before, "audit_log") + 1);
      },
    },
    {
      name: "complex sending settings /admin/sites/:siteId/sending",
      path: "/admin/sites/security-second/sending",
      body: () =>
        new URLSearchParams({ sender: "02-555-0000", optOut080: "080-555-0000", alertPhones: "010-6100-0001" }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(200);
        expect(count(after, "content_documents")).toBe(count(before, "content_documents") + 1);
        expect(count(after, "audit_log")).toBe(count(before, "audit_log") + 1);
      },
    },
    {
      name: "invitation password /admin/invite/:token",
      get path() {
        return `/admin/invite/${inviteToken}`;
      },
      cookie: () => "",
      body: () => new URLSearchParams({ password: PASSWORD, confirm: PASSWORD }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/admin/login?invited=1");
        expect(count(after, "account")).toBe(count(before, "account") + 1);
      },
    },
    {
      name: "staff deactivate /admin/staff/:id",
      get path() {
        return `/admin/staff/${staffId}`;
      },
      prepare: async () => {
        await createAdmin(store, STAFF_ACCOUNT, PASSWORD, "counsellor");
        staffCookie = (await signIn(server, STAFF_ACCOUNT, PASSWORD)).cookie ?? "";
        staffId = (db.prepare('select id from "user" where email = ?').get(STAFF_ACCOUNT) as { id: string }).id;
      },
      body: () => new URLSearchParams({ intent: "deactivate" }),
      done: (answer) => {
        expect(answer.status).toBe(200);
        expect(sessionExists(staffCookie)).toBe(false);
      },
    },
    {
      name: "staff phone set by the owner /admin/staff/:id (intent=phone)",
      get path() {
        return `/admin/staff/${staffId}`;
      },
      body: () => new URLSearchParams({ intent: "phone", phone: "010-6100-0001" }),
      done: (answer, before, after) => {
        expect(answer.status).toBe(200);
        expect(count(after, "audit_log")).toBe(count(before, "audit_log") + 1);
        expect(db.prepare("select phone from staff_profiles where user_id = ?").get(staffId)).toEqual({
          phone: "010-6100-0001",
        });
      },
    },
    {
      name: "own phone /admin/account (intent=phone)",
      path: "/admin/account",
      body: () => new URLSearchParams({ intent: "phone", phone: "010-6100-0002" }),
      done: (answer, before, after) => {
        // No provider on this server: saved at once, audited.
        expect(answer.status).toBe(200);
        expect(count(after, "audit_log")).toBe(count(before, "audit_log") + 1);
        expect(
          db.prepare('select phone from staff_profiles join "user" on "user".id = user_id where email = ?').get(ADMIN),
        ).toEqual({ phone: "010-6100-0002" });
      },
    },
    {
      name: "own session ended /admin/account/sessions (intent=revoke-session)",
      path: "/admin/account/sessions",
      prepare: async () => {
        otherSessionCookie = (await signIn(server, ADMIN, PASSWORD)).cookie ?? "";
      },
      body: () => {
        const row = db.prepare('select id from "session" where token = ?').get(tokenOf(otherSessionCookie)) as
          | { id: string }
          | undefined;
        return new URLSearchParams({ intent: "revoke-session", sessionId: row?.id ?? "" });
      },
      done: (answer) => {
        expect(answer.status).toBe(200);
        expect(sessionExists(otherSessionCookie)).toBe(false);
        expect(sessionExists(adminCookie)).toBe(true);
      },
    },
  ];
}

test("cross-site posts to every action are refused and change nothing; the same post from the site succeeds", async () => {
  const statuses = new Map<number, number>();
  let tried = 0;
  let refused = 0;
  const cases = actionCases();
  for (const action of cases) {
    await action.prepare?.();
    const cookie = action.cookie ? action.cookie() : adminCookie;
    const cookieHeader: Record<string, string> = cookie ? { Cookie: cookie } : {};
    for (const hostile of HOSTILE) {
      const before = snapshot();
      const body = action.body();
      const answer = await postForm(server, action.path, body, {
        ...cookieHeader,
        ...action.headers,
        ...hostile.headers,
      });
      tried += 1;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const where = `${action.name} with ${hostile.label}: ${answer.status} ${answer.text.slice(0, 200)}`;
      // 403 from the server's check before any action runs (server/app.ts), with Korean words.
      expect(answer.status, where).toBe(403);
      expect(answer.text, where).toMatch(/[가-힣]/);
      expect(answer.headers.getSetCookie(), where).toEqual([]);
      // Nothing stored leaks into the refusal (a page may show the visitor's own typed values again).
      const leaked = before.leads.map((lead) => String(lead.phone)).filter((phone) => answer.text.includes(phone));
      expect(
        leaked.filter((phone) => phone !== body.get("phone")),
        where,
      ).toEqual([]);
      expect(JSON.stringify(snapshot()) === JSON.stringify(before), `${where}: the database changed`).toBe(true);
      refused += 1;
    }
    const before = snapshot();
    const answer = await postForm(server, action.path, action.body(), {
      ...cookieHeader,
      ...action.headers,
      Origin: server.url,
    });
    action.done(answer, before, snapshot());
  }
  const byStatus = [...statuses].map(([status, n]) => `${status}×${n}`).join(", ");
  // A refusal is one structured warning, never a stack trace outside pino.
  const stackTraces = server
    .logs()
    .split("\n")
    .filter((line) => line.startsWith("Error: ")).length;
  expect(stackTraces).toBe(0);
  console.log(
    `security: ${cases.length} actions × ${HOSTILE.length} cross-site variants = ${tried} posts, refused ${refused} (${byStatus}), database unchanged after each; ${cases.length} same-site posts succeeded; unstructured error lines in the server log so far: ${stackTraces}`,
  );
});

test("hostile bodies on a lead page's one-step forms (book, move, cancel, merge): a Korean refusal, never a 5xx, nothing written", async () => {
  const leadId = await seedLead();
  const payloads = [...SQL_PAYLOADS, ...HTML_PAYLOADS, "", "0", "-1", "9".repeat(40), "2027-02-30T25:00:00Z"];
  const bodies: URLSearchParams[] = [
    new URLSearchParams({ intent: "panel:evil:drop" }),
    new URLSearchParams({ intent: "panel:bookings:drop" }),
    new URLSearchParams({ intent: "panel:" }),
    ...payloads.flatMap((value) => [
      new URLSearchParams({
        intent: "panel:bookings:book",
        slot: value,
        partySize: "1",
        idempotencyKey: "hostile-0001",
      }),
      new URLSearchParams({
        intent: "panel:bookings:book",
        slot: "2027-01-06T05:00:00.000Z",
        partySize: value,
        idempotencyKey: value,
      }),
      new URLSearchParams({ intent: "panel:bookings:move", booking: value, slot: value }),
      new URLSearchParams({ intent: "panel:bookings:cancel", booking: value }),
      new URLSearchParams({ intent: "panel:leads:merge", phone: value }),
    ]),
  ];
  const statuses = new Map<number, number>();
  for (const body of bodies) {
    const before = snapshot();
    const answer = await postForm(server, `/admin/leads/${leadId}`, body, { Cookie: adminCookie, Origin: server.url });
    const where = `${body.toString()}: ${answer.status} ${answer.text.slice(0, 200)}`;
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    expect([400, 404, 409], where).toContain(answer.status);
    expect(answer.text, where).toMatch(/[가-힣]/);
    expect(JSON.stringify(snapshot().bookings), where).toBe(JSON.stringify(before.bookings));
    expect(JSON.stringify(snapshot().leads), where).toBe(JSON.stringify(before.leads));
  }
  console.log(
    `security: ${bodies.length} hostile bodies on the lead page's panel forms → ${[...statuses].map(([s, n]) => `${s}×${n}`).join(", ")}, nothing written`,
  );
});

test("GET on an action's address changes nothing (a cross-site <img> or link cannot sign out or export)", async () => {
  const before = snapshot();
  const answers = await Promise.all(
    ["/admin/logout", "/admin/leads/export", "/api/lead"].map((path) =>
      get(server, path, { Cookie: adminCookie, "Sec-Fetch-Site": "cross-site" }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual([302, 302, 405]);
  expect(answers[1]?.text).not.toContain("010-");
  expect(JSON.stringify(snapshot()) === JSON.stringify(before)).toBe(true);
  expect((await get(server, "/admin/leads", { Cookie: adminCookie })).status).toBe(200);
  console.log(
    "security: 3 GETs on action addresses (logout, export, lead API): redirect/405, nothing changed, still signed in",
  );
});

test("a post naming the public address (SITE_URL) as its origin is accepted, as behind a TLS proxy", async () => {
  const headers = { Origin: SITE_URL, Cookie: adminCookie };
  const before = snapshot();
  const api = await postForm(server, "/api/lead", nextLead(), headers);
  const page = await postForm(server, "/Promotion/Customer", nextLead({ form: "inquiry" }), headers);
  const pageData = await postForm(server, "/Promotion/Customer.data", nextLead({ form: "inquiry" }), headers);
  const press = await postForm(
    server,
    "/admin/press/new",
    new URLSearchParams({ siteId: "pentacityhansin", title: "공개 주소 기사", summary: "요약", content: "" }),
    headers,
  );
  const after = snapshot();
  expect([api.status, page.status, pageData.status, press.status]).toEqual([200, 200, 200, 302]);
  expect(count(after, "leads")).toBe(count(before, "leads") + 3);
  expect(count(after, "press")).toBe(count(before, "press") + 1);
  console.log("security: 4 posts with Origin = SITE_URL accepted (lead API, page action, .data, admin action)");
});

// --- 2. sign-in guessing ----------------------------------------------------------------------------

const WRONG = "틀린-비밀번호-guess-0000";
const INVALID = "이메일 또는 비밀번호가 올바르지 않습니다.";
const THROTTLED = "시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.";

test("guessing one account's password is throttled after 8 attempts, even the right password then", async () => {
  const email = "guarded@rel.example";
  await createAdmin(store, email, PASSWORD);
  const sessionsBefore = count(snapshot(), "session");
  const answers: number[] = [];
  for (let attempt = 1; attempt <= 8; attempt++) {
    const answer = await signIn(server, email, `${WRONG}${attempt}`);
    answers.push(answer.status);
    expect(answer.status).toBe(401);
    expect(answer.text).toContain(INVALID);
    expect(answer.cookie).toBeNull();
  }
  const ninth = await signIn(server, email, `${WRONG}9`);
  expect(ninth.status).toBe(429);
  expect(ninth.text).toContain(THROTTLED);
  // The right password while throttled: refused, no session made.
  const right = await signIn(server, email, PASSWORD);
  expect(right.status).toBe(429);
  expect(right.text).toContain(THROTTLED);
  expect(right.cookie).toBeNull();
  // Also through the press page's sign-in form (it posts to /admin/login, the one sign-in route).
  const viaPress = await postForm(
    server,
    "/admin/login",
    new URLSearchParams({ redirectTo: "/pentacityhansin/press", email: email.toUpperCase(), password: PASSWORD }),
    { Origin: server.url },
  );
  expect(viaPress.status).toBe(429);
  expect(viaPress.text).toContain(THROTTLED);
  expect(count(snapshot(), "session")).toBe(sessionsBefore);
  // The limit is per account: another administrator signs in from the same address.
  const other = await signIn(server, ADMIN, PASSWORD);
  expect(other.status).toBe(302);
  console.log(
    `security: per-account limit: ${answers.length} wrong passwords → 401, then 3 attempts (wrong, right, right via the press page) → 429; another account still signs in`,
  );
});

test("guessing across accounts from one address is throttled at ADMIN_LOGIN_RATE_LIMIT", async () => {
  const limit = 5;
  const own = sqliteStore();
  extraStores.push(own);
  const limited = await startServer({ databaseUrl: own.url, env: { ADMIN_LOGIN_RATE_LIMIT: String(limit) } });
  const email = "limited@rel.example";
  await createAdmin(own, email, PASSWORD);
  const ownDb = openStore(own);
  openDbs.push(ownDb);
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= limit; attempt++) {
    const answer = await signIn(limited, `guess${attempt}@rel.example`, WRONG);
    statuses.push(answer.status);
    expect(answer.status).toBe(401);
  }
  const throttled: number[] = [];
  for (const [address, password] of [
    [`guess${limit + 1}@rel.example`, WRONG],
    [email, WRONG],
    [email, PASSWORD],
  ] as const) {
    const answer = await signIn(limited, address, password);
    throttled.push(answer.status);
    expect(answer.status).toBe(429);
    expect(answer.text).toContain(THROTTLED);
    expect(answer.cookie).toBeNull();
  }
  expect(count(snapshot(ownDb), "session")).toBe(0);
  await limited.stop();
  console.log(
    `security: per-address limit ${limit}: ${statuses.length} guesses on ${statuses.length} accounts → 401, then ${throttled.length} attempts (new account, the real one wrong and right) → 429`,
  );
});

// --- 3. sessions end --------------------------------------------------------------------------------

async function expectSignedOut(cookie: string, where: string) {
  const page = await get(server, "/admin/leads", { Cookie: cookie });
  expect(page.status, where).toBe(302);
  expect(page.headers.get("location"), where).toMatch(/^\/admin\/login\?redirectTo=/);
  const before = snapshot();
  const action = await postForm(
    server,
    "/admin/press/new",
    new URLSearchParams({ siteId: "pentacityhansin", title: "끝난 세션", summary: "요약", content: "" }),
    { Cookie: cookie, Origin: server.url },
  );
  expect(action.status, where).toBe(401);
  expect(snapshot(), where).toEqual(before);
}

test("signing out ends the session: the row is gone and the old cookie no longer opens the admin area", async () => {
  const cookie = await throwawaySession();
  expect((await get(server, "/admin/leads", { Cookie: cookie })).status).toBe(200);
  const logout = await postForm(server, "/admin/logout", new URLSearchParams(), { Cookie: cookie, Origin: server.url });
  expect(logout.status).toBe(302);
  expect(logout.headers.get("location")).toBe("/admin/login");
  const cleared = logout.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  expect(cleared).toMatch(/Max-Age=0/i);
  expect(sessionExists(cookie)).toBe(false);
  await expectSignedOut(cookie, "after logout");
  console.log("security: logout: session row deleted, cookie cleared (Max-Age=0), old cookie → redirect / 401");
});

test("sessions last 8 hours and an expired session no longer works", async () => {
  const answer = await signIn(server, ADMIN, PASSWORD);
  if (!answer.cookie) throw new Error("no cookie");
  const cookie = answer.cookie;
  const row = db.prepare('select id, "expiresAt", "createdAt" from "session" where token = ?').get(tokenOf(cookie)) as {
    id: string;
    expiresAt: string | number;
    createdAt: string | number;
  };
  const lifetime = (new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime()) / 1000;
  expect(Math.abs(lifetime - EIGHT_HOURS)).toBeLessThan(60);
  expect((await get(server, "/admin/leads", { Cookie: cookie })).status).toBe(200);
  // A minute in the past, in the form the row already uses.
  const past = new Date(Date.now() - 60_000);
  db.prepare('update "session" set "expiresAt" = ? where id = ?').run(
    typeof row.expiresAt === "number" ? past.getTime() : past.toISOString(),
    row.id,
  );
  await expectSignedOut(cookie, "after expiry");
  console.log(`security: session lifetime ${(lifetime / 3600).toFixed(3)} h; expired row → redirect / 401`);
});

test("resetting an administrator's password with the CLI ends that administrator's sessions only", async () => {
  const email = "reset@rel.example";
  await createAdmin(store, email, PASSWORD);
  const first = await signIn(server, email, PASSWORD);
  const second = await signIn(server, email, PASSWORD);
  if (!first.cookie || !second.cookie) throw new Error("no cookie");
  expect((await get(server, "/admin/leads", { Cookie: first.cookie })).status).toBe(200);
  const newPassword = "새-비밀번호-reliability-2027";
  const output = await createAdmin(store, email, newPassword);
  expect(output).toContain("기존 세션 종료");
  const userId = (db.prepare('select id from "user" where email = ?').get(email) as { id: string }).id;
  expect(db.prepare('select count(*) as n from "session" where "userId" = ?').get(userId)).toEqual({ n: 0 });
  await expectSignedOut(first.cookie, "after reset (1)");
  await expectSignedOut(second.cookie, "after reset (2)");
  expect((await signIn(server, email, PASSWORD)).status).toBe(401);
  expect((await signIn(server, email, newPassword)).status).toBe(302);
  // Another administrator's session is untouched.
  expect((await get(server, "/admin/leads", { Cookie: adminCookie })).status).toBe(200);
  console.log("security: password reset: 2 sessions ended, old password 401, new password 302, other admin unaffected");
});

// --- 4. cookies -------------------------------------------------------------------------------------

test("the session cookie is HttpOnly, Secure, SameSite=Lax, host-only, __Secure- prefixed, 8 hours", () => {
  const line = firstSignIn.setCookie ?? "";
  const [pair = "", ...parts] = line.split(";").map((part) => part.trim());
  const attributes = new Map(
    parts.map((part) => {
      const [key = "", ...rest] = part.split("=");
      return [key.toLowerCase(), rest.join("=")] as const;
    }),
  );
  expect(pair.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
  expect(attributes.has("httponly")).toBe(true);
  expect(attributes.has("secure")).toBe(true);
  expect(attributes.get("samesite")?.toLowerCase()).toBe("lax");
  expect(attributes.get("path")).toBe("/");
  expect(attributes.has("domain")).toBe(false);
  const maxAge = Number(attributes.get("max-age"));
  const expires = attributes.get("expires");
  if (attributes.has("max-age")) expect(Math.abs(maxAge - EIGHT_HOURS)).toBeLessThan(60);
  else if (expires) expect(Math.abs((Date.parse(expires) - Date.now()) / 1000 - EIGHT_HOURS)).toBeLessThan(300);
  else throw new Error(`the session cookie has no lifetime: ${line}`);
  // Only the session cookie is set by sign-in.
  expect(firstSignIn.headers.getSetCookie()).toHaveLength(1);
  console.log(`security: session cookie: ${[pair.split("=")[0], ...parts].join("; ")}`);
});

test("public pages and lead posts set no cookie at all", async () => {
  const pages = [
    "/",
    "/Brand/intro",
    "/Promotion/Customer",
    "/pentacityhansin/customer",
    "/pentacityhansin/press",
    "/brand/intro",
    "/BusinessGuide/intro?block=4ABL",
    "/no-such-page",
    "/robots.txt",
    "/sitemap.xml",
    "/Promotion/Customer.data",
    "/healthz",
  ];
  let checked = 0;
  for (const path of pages) {
    const answer = await get(server, path);
    expect(answer.status, path).toBeLessThan(500);
    expect(answer.headers.getSetCookie(), path).toEqual([]);
    checked += 1;
  }
  for (const [path, body] of [
    ["/api/lead", nextLead()],
    ["/Promotion/Customer", nextLead({ form: "inquiry" })],
    ["/?index", nextLead()],
    ["/Promotion/Customer.data", nextLead({ form: "inquiry" })],
    ["/api/lead", nextLead({ phone: "123" })],
  ] as const) {
    const answer = await postForm(server, path, body, { Origin: server.url });
    expect(answer.status, path).toBeLessThan(500);
    expect(answer.headers.getSetCookie(), path).toEqual([]);
    checked += 1;
  }
  console.log(`security: ${checked} public answers (pages, data, lead posts, a refused lead), none sets a cookie`);
});

// --- 5. admin answers are never cached or indexed --------------------------------------------------

test("admin pages, data and exports carry Cache-Control: no-store and X-Robots-Tag: noindex", async () => {
  const pressId = seedPress("캐시 시험 기사");
  const leadId = await seedLead();
  const withCookie = { Cookie: adminCookie };
  const answers: [string, Answer][] = [];
  for (const path of [
    "/admin",
    "/admin/press",
    "/admin/press/new",
    `/admin/press/${pressId}`,
    "/admin/leads",
    `/admin/leads/${leadId}`,
    "/admin/audit",
    "/admin/leads.data",
    `/admin/leads/${leadId}.data`,
    "/admin/press.data",
  ]) {
    answers.push([`GET ${path}`, await get(server, path, withCookie)]);
  }
  answers.push(["GET /admin/login (signed out)", await get(server, "/admin/login")]);
  // The invitation page is outside the admin layout too (an unknown link: its Korean refusal, 404).
  answers.push([
    "GET /admin/invite/:token (signed out)",
    await get(server, "/admin/invite/unknown-link-0123456789abcdefghij"),
  ]);
  answers.push(["GET /admin/leads (signed out → redirect)", await get(server, "/admin/leads")]);
  answers.push([
    "POST /admin/leads/export",
    await postForm(server, "/admin/leads/export", new URLSearchParams({ reason: "캐시 헤더 확인" }), {
      ...withCookie,
      Origin: server.url,
    }),
  ]);
  const pressInput = new URLSearchParams({ siteId: "pentacityhansin", title: "거절", summary: "요약", content: "" });
  // Refusals as the admin area's own scripts receive them (single fetch). A document POST's refusal
  // renders the root error page with React Router's headers; no shared cache stores a POST answer.
  answers.push([
    "POST /admin/press/new.data (signed out → 401)",
    await postForm(server, "/admin/press/new.data", pressInput, { Origin: server.url }),
  ]);
  answers.push([
    "POST /admin/press/new.data (cross-site → 403)",
    await postForm(server, "/admin/press/new.data", pressInput, { ...withCookie, "Sec-Fetch-Site": "cross-site" }),
  ]);
  answers.push([
    "POST /admin/leads/export (signed out → 401)",
    await postForm(server, "/admin/leads/export", new URLSearchParams({ reason: "거절" }), { Origin: server.url }),
  ]);
  answers.push([
    "POST /admin/login (wrong password)",
    await postForm(server, "/admin/login", new URLSearchParams({ email: ADMIN, password: WRONG }), {
      Origin: server.url,
    }),
  ]);
  const missing = answers
    .filter(
      ([, answer]) =>
        answer.status >= 500 ||
        !answer.headers.get("cache-control")?.includes("no-store") ||
        !answer.headers.get("x-robots-tag")?.includes("noindex"),
    )
    .map(
      ([label, answer]) =>
        `${label}: ${answer.status}, Cache-Control ${answer.headers.get("cache-control")}, X-Robots-Tag ${answer.headers.get("x-robots-tag")}`,
    );
  expect(missing).toEqual([]);
  console.log(`security: ${answers.length} admin answers, all no-store and noindex`);
});

// --- 6. the outside probe (issue 15) -----------------------------------------------------------------

test("wrong passwords from many addresses do not lock the administrator out; each address stays throttled", async () => {
  const own = sqliteStore();
  extraStores.push(own);
  // Addresses come from X-Forwarded-For, as behind the load balancer.
  const proxied = await startServer({
    databaseUrl: own.url,
    env: { TRUST_PROXY: "true", ADMIN_LOGIN_RATE_LIMIT: "20" },
  });
  const email = "besieged@rel.example";
  const single = "single@rel.example";
  await createAdmin(own, email, PASSWORD);
  await createAdmin(own, single, PASSWORD);
  const ownDb = openStore(own);
  openDbs.push(ownDb);
  const from = (address: string) => ({ "X-Forwarded-For": address });
  // An attacker who knows the email: 3 wrong passwords from each of 3 addresses (9, over the old 8).
  const wrong: number[] = [];
  for (let host = 1; host <= 3; host++) {
    for (let attempt = 1; attempt <= 3; attempt++) {
      wrong.push((await signIn(proxied, email, `${WRONG}${host}-${attempt}`, from(`198.51.100.${host}`))).status);
    }
  }
  expect(wrong).toEqual(Array(9).fill(401));
  // The account as a whole is slowed down, not closed: the next attempt waits before its answer.
  const started = Date.now();
  const slowed = await signIn(proxied, email, `${WRONG}slow`, from("198.51.100.50"));
  const slowMs = Date.now() - started;
  expect(slowed.status).toBe(401);
  expect(slowMs).toBeGreaterThanOrEqual(1000);
  // The real administrator, from an address of their own, with the right password: signed in.
  const real = await signIn(proxied, email, PASSWORD, from("203.0.113.7"));
  expect(real.status, real.text.slice(0, 200)).toBe(302);
  expect(real.cookie).not.toBeNull();
  // Guessing from one address is as slow as before: 8 attempts, then 429, even for the right password.
  const one: number[] = [];
  for (let attempt = 1; attempt <= 8; attempt++) {
    one.push((await signIn(proxied, single, `${WRONG}one-${attempt}`, from("198.51.100.99"))).status);
  }
  expect(one).toEqual(Array(8).fill(401));
  const ninth = await signIn(proxied, single, PASSWORD, from("198.51.100.99"));
  expect(ninth.status).toBe(429);
  expect(ninth.text).toContain(THROTTLED);
  expect(ninth.cookie).toBeNull();
  expect(count(snapshot(ownDb), "session")).toBe(1);
  await proxied.stop();
  console.log(
    `security: ${wrong.length} wrong passwords from 3 addresses → 401; the next one slowed (${slowMs} ms); the right password from a fresh address → 302; one address on one account: 8 × 401, then 429 for the right password`,
  );
  // About 20 sign-ins, each a deliberately slow password hash, and the slowdown's own waits.
}, 300_000);

test("a redirectTo with non-ASCII characters is percent-encoded: no 500, and a session row only with its cookie", async () => {
  const signedIn = await get(server, "/admin/login?redirectTo=/%E3%80%82evil", { Cookie: adminCookie });
  expect(signedIn.status).toBe(302);
  expect(signedIn.headers.get("location")).toBe("/%E3%80%82evil");
  const sessionsBefore = count(snapshot(), "session");
  const posted = await postForm(
    server,
    "/admin/login",
    new URLSearchParams({ redirectTo: "/\u3002evil", email: ADMIN, password: PASSWORD }),
    { Origin: server.url },
  );
  expect(posted.status).toBe(302);
  expect(posted.headers.get("location")).toBe("/%E3%80%82evil");
  const cookie = posted.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  expect(cookie).toBeDefined();
  expect(count(snapshot(), "session")).toBe(sessionsBefore + 1);
  console.log("security: redirectTo /。evil → 302 to /%E3%80%82evil (signed in, and on sign-in with one session row)");
});

/** A raw HTTP/1.1 post whose Host header the test chooses (fetch would set its own). */
function postWithHost(path: string, body: URLSearchParams, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(server.url);
    const payload = body.toString();
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

test("a post whose Origin matches only its own forged Host is refused in production: no complex answers on that host", async () => {
  const before = snapshot();
  const forged = { Host: "evil.example", Origin: "http://evil.example" };
  const statuses = [
    await postWithHost("/api/lead", nextLead(), forged),
    await postWithHost("/Promotion/Customer", nextLead({ form: "inquiry" }), forged),
    await postWithHost(
      "/admin/press/new",
      new URLSearchParams({ siteId: "pentacityhansin", title: "위조 호스트", summary: "요약", content: "" }),
      { ...forged, Cookie: adminCookie },
    ),
    await postWithHost("/admin/login", new URLSearchParams({ email: ADMIN, password: PASSWORD }), forged),
  ];
  expect(statuses).toEqual([404, 404, 404, 404]);
  expect(snapshot()).toEqual(before);
  console.log(
    "security: 4 posts with Host = Origin = evil.example → 404 (a host no complex answers on), nothing changed",
  );
});

test("the admin isolates what visitors typed: names and messages in <bdi> or dir=auto", async () => {
  const body = nextLead({ form: "inquiry", name: "격리확인", message: "문의 abc" });
  expect((await postLead(server, body)).status).toBe(200);
  const row = db.prepare("select id from leads where phone = ?").get(body.get("phone")) as { id: string };
  const inbox = await get(server, "/admin/leads", { Cookie: adminCookie });
  expect(inbox.text).toContain("<bdi>격리확인</bdi>");
  const detail = await get(server, `/admin/leads/${row.id}`, { Cookie: adminCookie });
  expect(detail.text).toContain('<dd dir="auto"><bdi>격리확인</bdi></dd>');
  expect(detail.text).toContain('<dd dir="auto"><bdi>문의 abc</bdi></dd>');
  expect(detail.text).toMatch(/<textarea[^>]*dir="auto"/);
  console.log("security: the inbox and the lead detail show names and messages isolated (<bdi>, dir=auto)");
});

test("a name with no visible letter is refused; bidi controls never reach the database", async () => {
  const before = count(snapshot(), "leads");
  for (const name of ["\u200B\u200B\u200B", "\u202E", "\u2066\u2069"]) {
    const answer = await postLead(server, nextLead({ name }));
    expect(answer.status, JSON.stringify(name)).toBe(400);
    expect(answer.text).toContain("이름을 입력해 주세요.");
  }
  expect(count(snapshot(), "leads")).toBe(before);
  const body = nextLead({ name: "\u202E홍길동\u2066" });
  expect((await postLead(server, body)).status).toBe(200);
  const row = db.prepare("select name from leads where phone = ?").get(body.get("phone")) as { name: string };
  expect(row.name).toBe("홍길동");
  console.log("security: 3 invisible names → 400 (nothing stored); bidi controls stripped from a stored name");
});

test("an impossible date in the inbox filter is answered with the Korean field note", async () => {
  const page = await get(server, "/admin/leads?from=2026-02-31", { Cookie: adminCookie });
  expect(page.status).toBe(200);
  expect(page.text).toContain("시작일을 YYYY-MM-DD 형식으로 입력해 주세요.");
  console.log("security: /admin/leads?from=2026-02-31 → the Korean note, the filter ignored");
});

test("least privilege: each role gets every admin route it is listed for and a Korean 403 for the rest (GET, .data and POST)", async () => {
  // Data-driven from ADMIN_ACCESS: a new route is covered as soon as its feature lists it.
  const paths = Object.keys(ADMIN_ACCESS).filter((path) => path !== "/admin/logout");
  const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, "0");
  let checked = 0;
  for (const role of STAFF_ROLES) {
    const email = `role-${role}@rel.example`;
    await createAdmin(store, email, PASSWORD, role);
    const answer = await signIn(server, email, PASSWORD);
    expect(answer.status, `${role} signs in`).toBe(302);
    const cookie = answer.cookie ?? "";
    for (const path of paths) {
      const entry = ADMIN_ACCESS[path];
      if (!entry) throw new Error(path);
      const url = concrete(path);
      const tries: [string, boolean, Answer][] = [
        ["GET", entry.read.includes(role), await get(server, url, { Cookie: cookie })],
        ["GET .data", entry.read.includes(role), await get(server, `${url}.data`, { Cookie: cookie })],
        [
          "POST",
          entry.write.includes(role),
          await postForm(server, url, new URLSearchParams({ intent: "role-check" }), {
            Cookie: cookie,
            Origin: server.url,
          }),
        ],
      ];
      for (const [how, allowed, result] of tries) {
        const where = `${role} ${how} ${url}: ${result.status} ${result.text.slice(0, 160)}`;
        checked += 1;
        if (allowed) {
          expect(result.status, where).not.toBe(403);
          expect(result.status, where).not.toBe(401);
        } else {
          expect(result.status, where).toBe(403);
          expect(result.text, where).toContain("권한이 없습니다");
        }
      }
    }
    // Everyone may sign out (last: it ends this role's session).
    const out = await postForm(server, "/admin/logout", new URLSearchParams(), { Cookie: cookie, Origin: server.url });
    expect(out.status, `${role} signs out`).not.toBe(403);
  }
  console.log(
    `least privilege: ${STAFF_ROLES.length} roles × ${paths.length} routes, ${checked} requests as the matrix says`,
  );
});

/** A post that declares `declared` bytes and sends only its first 64 KB: the answer must come before the rest. */
function postDeclaringLength(path: string, declared: number, headers: Record<string, string>) {
  const target = new URL(server.url);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": declared, ...headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, text });
          request.destroy();
        });
      },
    );
    request.on("error", reject);
    request.write(Buffer.alloc(64 * 1024, 0x41));
  });
}

test("uploads: signed out refused, a 2 MB PDF passes the admin area's 1 MB limit, over 20 MB is a 413 before the body is read, a hostile file a Korean 400", async () => {
  const json = { Origin: server.url, Accept: "application/json" };
  const before = snapshot();
  const signedOut = await postForm(server, "/admin/uploads", uploadForm(minimalPdf(), "a.pdf"), json);
  expect([401, 403], signedOut.text).toContain(signedOut.status);
  expect(signedOut.text).toMatch(/[가-힣]/);

  const hostile = await postForm(server, "/admin/uploads", uploadForm(htmlCalledPdf(), "notice.pdf"), {
    ...json,
    Cookie: adminCookie,
  });
  expect(hostile.status).toBe(400);
  expect(JSON.parse(hostile.text)).toEqual({ ok: false, message: expect.stringContaining("PDF 문서가 아닙니다") });
  expect(hostile.headers.get("cache-control")).toBe("no-store");

  const tooLarge = await postDeclaringLength("/admin/uploads", 21 * 1024 * 1024, { ...json, Cookie: adminCookie });
  expect(tooLarge.status).toBe(413);
  expect(JSON.parse(tooLarge.text).message).toMatch(/너무 커서/);
  // An editor's fetch that names no JSON Accept still gets JSON from this JSON endpoint.
  const noAccept = await postDeclaringLength("/admin/uploads", 21 * 1024 * 1024, {
    Origin: server.url,
    Cookie: adminCookie,
  });
  expect(noAccept.status).toBe(413);
  expect(JSON.parse(noAccept.text)).toMatchObject({ ok: false, message: expect.stringContaining("너무 커서") });
  expect(JSON.stringify(snapshot()) === JSON.stringify(before), "nothing stored by the refused posts").toBe(true);

  const twoMegabytes = minimalPdf(`% ${"0".repeat(2 * 1024 * 1024)}`);
  const accepted = await postForm(server, "/admin/uploads", uploadForm(twoMegabytes, "큰 공고.pdf"), {
    ...json,
    Cookie: adminCookie,
  });
  expect(accepted.status, accepted.text.slice(0, 200)).toBe(201);
  const { file } = JSON.parse(accepted.text) as { file: { url: string } };
  const served = await fetch(`${server.url}${file.url}`);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("application/pdf");
  expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(served.headers.get("content-disposition")).toContain("inline; ");
  expect((await served.arrayBuffer()).byteLength).toBe(twoMegabytes.length);
});

// Last in the file: it uses up this address's allowance of wrong opt-out tokens.
test("opt-out links: 20 wrong tokens from one address are 404, then a Korean 429 with Retry-After; a real link from that address still opens and works", async () => {
  const body = nextLead({ marketingConsent: "on" });
  expect((await postLead(server, body)).status).toBe(200);
  for (let n = 0; n < 20; n++) {
    const miss = await get(server, `/unsubscribe/${"g".repeat(41)}${String(n).padStart(2, "0")}`);
    expect(miss.status).toBe(404);
    expect(miss.text).toContain("수신거부 링크를 찾을 수 없습니다");
  }
  const limited = await get(server, `/unsubscribe/${"h".repeat(43)}`);
  expect(limited.status).toBe(429);
  expect(limited.text).toContain("잠시 후 다시 열어 주세요");
  const wait = Number(limited.headers.get("retry-after"));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(600);
  expect(limited.headers.get("cache-control")).toBe("no-store");

  const real = optOutPathOf(String(body.get("phone")));
  const page = await get(server, real);
  expect(page.status).toBe(200);
  expect(page.text).toContain("수신거부하기");
  const done = await postForm(server, real, new URLSearchParams(), { Origin: server.url });
  expect(done.status).toBe(303);
  expect(done.headers.get("location")).toBe(`${real}?done=1`);
});
