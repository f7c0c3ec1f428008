import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import type { Auth } from "#app/platform/access/auth.server.ts";
import { passwordHasher } from "#app/platform/access/password.server.ts";
import type { AdminUser } from "#app/platform/access/session.server.ts";

// Each account with a password costs a hash at OWASP cost: more time than the default.
vi.setConfig({ testTimeout: 90_000 });

let database: TestDatabase;
let auth: Auth;
let rateLimit = 1000;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));
vi.mock("#app/lib/env.server.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#app/lib/env.server.ts")>();
  return {
    ...actual,
    getEnv: () => ({
      ...actual.getEnv(),
      ADMIN_2FA: "off",
      ADMIN_LOGIN_RATE_LIMIT: rateLimit,
      SITE_URL: "https://www.example.test",
    }),
  };
});
vi.mock("#app/platform/access/auth.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/platform/access/auth.server.ts")>()),
  getAuth: () => auth,
}));

type Modules = {
  session: typeof import("#app/platform/access/session.server.ts");
  staff: typeof import("./staff.server.ts");
  invites: typeof import("./invites.server.ts");
  sessions: typeof import("./sessions.server.ts");
};
let m: Modules;

const PASSWORD = "correct horse battery 1";
/** Sign-ins here test the flow, not the cost (password.server.test.ts does): a cheap scrypt, verified by the real code. */
const CHEAP_HASH = passwordHasher({ log2N: 10, r: 8, p: 1 });
const ADDRESS = "203.0.113.7";
const T0 = new Date("2026-11-26T12:00:00.000Z");

function request(cookie = ""): Request {
  return new Request("http://127.0.0.1/admin", { method: "POST", headers: cookie ? { cookie } : {} });
}

function cookieOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

async function signIn(email: string, password = PASSWORD): Promise<string> {
  const result = await m.session.signInAdmin(request(), { email, password }, ADDRESS);
  if (!result.ok) throw new Error(result.message);
  return cookieOf(result.headers);
}

/** An account with a password, as `npm run admin -- create` makes it. */
async function account(email: string, role: AdminUser["role"]): Promise<AdminUser> {
  const { createOrResetAdmin } = await import("#app/platform/access/users.server.ts");
  const { userId } = await createOrResetAdmin(auth, { email, password: PASSWORD, role });
  return { id: userId, email, name: "관리자", role };
}

const tokenOf = (link: string) => link.slice(link.lastIndexOf("/") + 1);

async function added(actor: AdminUser, input: Record<string, unknown>) {
  const result = await m.staff.createStaff(database.db, actor, input, ADDRESS, T0);
  if (!result.ok) throw new Error(`${result.message} ${JSON.stringify("errors" in result ? result.errors : null)}`);
  if ("joined" in result) throw new Error("joined an existing account instead of adding one");
  return result;
}

/** A new link for an invitation a minute after the first; the test stops if it is refused. */
async function resentMinuteLater(actor: AdminUser, userId: string) {
  const result = await m.staff.resendInvite(database.db, actor, userId, ADDRESS, new Date(T0.getTime() + 60_000));
  if (!result.ok) throw new Error(result.message);
  return result;
}

const counsellor = { name: "김상담", email: "Kim@Example.com", role: "counsellor", phone: "01012345678" };

async function auditRows() {
  return database.db
    .selectFrom("audit_log")
    .select(["action", "target", "detail"])
    .orderBy("created_at")
    .orderBy("action")
    .execute();
}

describe.each(testDatabases())("staff accounts on %s", (_name, open) => {
  beforeEach(async () => {
    vi.resetModules();
    rateLimit = 1000;
    database = await open();
    const { createAuth } = await import("#app/platform/access/auth.server.ts");
    auth = createAuth({
      database,
      secret: "test-secret-of-at-least-thirty-two-characters",
      baseURL: "http://127.0.0.1",
      secureCookies: false,
      hash: CHEAP_HASH,
    });
    m = {
      session: await import("#app/platform/access/session.server.ts"),
      staff: await import("./staff.server.ts"),
      invites: await import("./invites.server.ts"),
      sessions: await import("./sessions.server.ts"),
    };
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("the owner adds a counsellor: a hashed one-time link texted to the phone, the person sets a password and signs in", async () => {
    const owner = await account("owner@example.com", "owner");
    const result = await added(owner, counsellor);
    expect(result.link).toMatch(/^https:\/\/www\.example\.test\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(result.texted).toBe(true);
    const token = tokenOf(result.link);

    // Only the token's SHA-256 is kept; the text carries the link to the person's own number.
    const invite = await database.db.selectFrom("staff_invites").selectAll().executeTakeFirstOrThrow();
    expect(invite.token_hash).toBe(m.invites.hashInviteToken(token));
    expect(JSON.stringify(invite)).not.toContain(token);
    expect(new Date(invite.expires_at).getTime() - T0.getTime()).toBe(24 * 60 * 60 * 1000);
    const texts = await database.db.selectFrom("messages").select(["kind", "recipient", "purpose", "body"]).execute();
    expect(texts).toEqual([
      {
        kind: "staff.invite",
        recipient: "010-1234-5678",
        purpose: "service",
        body: expect.stringContaining(result.link),
      },
    ]);
    expect(texts[0]?.body).not.toContain("김상담");

    // The list: masked phone, waiting for the invitation, the role's label comes from the page.
    const list = await m.staff.listStaff(database.db);
    expect(list.map((row) => [row.email, row.role, row.phone, row.status])).toEqual([
      ["owner@example.com", "owner", null, "active"],
      ["kim@example.com", "counsellor", "010-****-5678", "invited"],
    ]);

    // The audit entries hold no name, number, email or token.
    const audit = await auditRows();
    expect(audit.map((row) => row.action)).toEqual(["staff.create", "staff.invite"]);
    const logged = JSON.stringify(audit);
    for (const secret of ["김상담", "1234-5678", "kim@example.com", token]) expect(logged).not.toContain(secret);

    expect(await m.invites.readInvite(database.db, token, T0)).toMatchObject({ ok: true, name: "김상담" });
    expect(
      await m.invites.acceptInvite(database.db, token, { password: PASSWORD, confirm: PASSWORD }, ADDRESS, T0),
    ).toEqual({
      ok: true,
    });
    const cookie = await signIn("kim@example.com");
    await expect(m.session.getAdmin(request(cookie))).resolves.toMatchObject({ role: "counsellor", name: "김상담" });
    expect((await m.staff.getStaffMember(database.db, result.userId))?.status).toBe("active");
    expect((await auditRows()).map((row) => row.action)).toContain("staff.invite.accept");
    // The text not sent yet is not sent at all now, and the stored body holds no live link.
    expect(await database.db.selectFrom("messages").select(["status", "body"]).execute()).toEqual([
      { status: "cancelled", body: expect.stringContaining("(사용이 끝난 링크)") },
    ]);
    expect(JSON.stringify(await database.db.selectFrom("messages").selectAll().execute())).not.toContain(token);
  });

  test("an invitation text keeps its live link only while the link works: replaced, revoked or expired, the stored body loses it", async () => {
    const owner = await account("owner@example.com", "owner");
    const texts = async () =>
      database.db.selectFrom("messages").select(["status", "body"]).orderBy("created_at").execute();
    const markSent = () =>
      database.db.updateTable("messages").set({ status: "sent" }).where("status", "=", "pending").execute();
    const spent = expect.stringContaining("(사용이 끝난 링크)");

    // Replaced: the text already sent keeps its words without the link; the new one waits with its own.
    const first = await added(owner, counsellor);
    await markSent();
    const again = await resentMinuteLater(owner, first.userId);
    let stored = await texts();
    expect(stored.map((text) => [text.status, text.body])).toEqual([
      ["sent", spent],
      ["pending", expect.stringContaining(again.link)],
    ]);
    expect(stored[0]?.body).not.toContain(tokenOf(first.link));
    expect(stored[0]?.body).toContain("관리자 계정에 초대되었습니다.");

    // Revoked by the deactivation before it was sent: cancelled, and the link taken out.
    expect(await m.staff.deactivateStaff(database.db, owner, first.userId, [], ADDRESS)).toEqual({
      ok: true,
      sessions: 0,
    });
    stored = await texts();
    expect(stored[1]).toMatchObject({ status: "cancelled", body: spent });
    expect(JSON.stringify(stored)).not.toContain(tokenOf(again.link));

    // Expired: the daily purge takes the link out once the 24 hours are over, not before.
    const other = await added(owner, { ...counsellor, email: "lee@example.com", phone: "01087654321" });
    await markSent();
    const otherText = () =>
      database.db
        .selectFrom("messages")
        .select(["status", "body"])
        .where("recipient", "=", "010-8765-4321")
        .executeTakeFirst();
    const expiry = T0.getTime() + 24 * 60 * 60 * 1000;
    await m.invites.deleteOldInvites(database.db, new Date(expiry - 1));
    expect((await otherText())?.body).toContain(other.link);
    await m.invites.deleteOldInvites(database.db, new Date(expiry));
    expect(await otherText()).toMatchObject({ status: "sent", body: spent });
    expect(JSON.stringify(await texts())).not.toContain(tokenOf(other.link));
  });

  test("a used, replaced, expired or unknown link is refused and changes nothing", async () => {
    const owner = await account("owner@example.com", "owner");
    const first = await added(owner, counsellor);
    const again = await resentMinuteLater(owner, first.userId);
    expect(await database.db.selectFrom("messages").select("kind").execute()).toHaveLength(2);

    // The older link stopped working when a new one was sent.
    const accept = (token: string, now: Date) =>
      m.invites.acceptInvite(database.db, token, { password: PASSWORD, confirm: PASSWORD }, ADDRESS, now);
    expect(await accept(tokenOf(first.link), T0)).toEqual({ ok: false, status: 410, reason: "replaced" });
    expect(await m.invites.readInvite(database.db, tokenOf(first.link), T0)).toEqual({ ok: false, reason: "replaced" });
    expect(await accept("not-a-token-of-ours-at-all-0123456789", T0)).toEqual({
      ok: false,
      status: 404,
      reason: "unknown",
    });
    expect(await accept("../../etc", T0)).toMatchObject({ reason: "unknown" });

    // 24 hours after it was sent (fake clock) it is refused.
    const token = tokenOf(again.link);
    const expiry = new Date(T0.getTime() + 60_000 + 24 * 60 * 60 * 1000);
    expect(await m.invites.readInvite(database.db, token, new Date(expiry.getTime() - 1))).toMatchObject({ ok: true });
    expect(await accept(token, expiry)).toEqual({ ok: false, status: 410, reason: "expired" });
    expect(await database.db.selectFrom("account").select("id").where("userId", "=", first.userId).execute()).toEqual(
      [],
    );

    // Once used, the same link is refused again, and the password stays the first one.
    expect(await accept(token, T0)).toEqual({ ok: true });
    const second = await m.invites.acceptInvite(
      database.db,
      token,
      { password: "another password 99", confirm: "another password 99" },
      ADDRESS,
      T0,
    );
    expect(second).toEqual({ ok: false, status: 410, reason: "used" });
    await signIn("kim@example.com");
    await expect(signIn("kim@example.com", "another password 99")).rejects.toThrow("올바르지 않습니다");
    // With a password set, a new link is not a way into the account.
    expect(await m.staff.resendInvite(database.db, owner, first.userId, ADDRESS, T0)).toMatchObject({
      ok: false,
      status: 409,
    });

    // The daily purge deletes a link 30 days after it ran out, not before.
    const day = 24 * 60 * 60 * 1000;
    expect(await m.invites.deleteOldInvites(database.db, new Date(T0.getTime() + 31 * day + 30_000))).toBe(1);
    expect(await database.db.selectFrom("staff_invites").select("id").execute()).toHaveLength(1);
    expect(await m.invites.deleteOldInvites(database.db, new Date(T0.getTime() + 31 * day + 120_000))).toBe(1);
    expect(await database.db.selectFrom("staff_invites").select("id").execute()).toHaveLength(0);
  });

  test("deactivating an invited account voids its link; after reactivation a new link is needed", async () => {
    const owner = await account("owner@example.com", "owner");
    const { link, userId } = await added(owner, counsellor);
    const token = tokenOf(link);
    expect(await m.staff.deactivateStaff(database.db, owner, userId, [], ADDRESS)).toEqual({ ok: true, sessions: 0 });
    expect(await m.invites.readInvite(database.db, token, T0)).toEqual({ ok: false, reason: "inactive" });
    expect(await m.staff.resendInvite(database.db, owner, userId, ADDRESS, T0)).toMatchObject({
      ok: false,
      status: 409,
    });
    await m.staff.reactivateStaff(database.db, owner, userId, ADDRESS);
    expect(
      await m.invites.acceptInvite(database.db, token, { password: PASSWORD, confirm: PASSWORD }, ADDRESS, T0),
    ).toEqual({
      ok: false,
      status: 410,
      reason: "replaced",
    });
    const fresh = await m.staff.resendInvite(database.db, owner, userId, ADDRESS, T0);
    if (!fresh.ok) throw new Error(fresh.message);
    expect(await m.invites.readInvite(database.db, tokenOf(fresh.link), T0)).toMatchObject({ ok: true });
  });

  test("when the password cannot be stored, the link stays usable and nothing else changed", async () => {
    const owner = await account("owner@example.com", "owner");
    const { link, userId } = await added(owner, counsellor);
    const working = auth;
    auth = {
      get $context() {
        return Promise.reject(new Error("database unavailable"));
      },
    } as unknown as Auth;
    const failed = await m.invites.acceptInvite(
      database.db,
      tokenOf(link),
      { password: PASSWORD, confirm: PASSWORD },
      ADDRESS,
      T0,
    );
    expect(failed).toEqual({
      ok: false,
      status: 503,
      message: "일시적인 오류로 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.",
    });
    auth = working;
    expect(await database.db.selectFrom("account").select("id").where("userId", "=", userId).execute()).toEqual([]);
    expect(
      await m.invites.acceptInvite(database.db, tokenOf(link), { password: PASSWORD, confirm: PASSWORD }, ADDRESS, T0),
    ).toEqual({
      ok: true,
    });
  });

  test("hostile input on the invitation's password form is refused with Korean messages; attempts are limited", async () => {
    const owner = await account("owner@example.com", "owner");
    const { link } = await added(owner, counsellor);
    const token = tokenOf(link);
    const cases: [unknown, unknown, string][] = [
      ["short", "short", "비밀번호는 12자 이상이어야 합니다."],
      ["x".repeat(10_000), "x".repeat(10_000), "비밀번호는 128자 이하여야 합니다."],
      [PASSWORD, "different password 1", "두 비밀번호가 같지 않습니다."],
      [undefined, undefined, "비밀번호를 입력해 주세요."],
      [["a", "b"], PASSWORD, "비밀번호를 입력해 주세요."],
      [12345678901234, 12345678901234, "비밀번호를 입력해 주세요."],
    ];
    for (const [password, confirm, message] of cases) {
      const result = await m.invites.acceptInvite(database.db, token, { password, confirm }, ADDRESS, T0);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.status).toBe(400);
      expect(Object.values(result.errors ?? {}).flat()).toContain(message);
    }
    const invite = await database.db.selectFrom("staff_invites").select("used_at").executeTakeFirstOrThrow();
    expect(invite.used_at).toBeNull();

    // Like the sign-in: posts per address are limited in the database (fresh modules take the new limit).
    vi.resetModules();
    rateLimit = 2;
    m.invites = await import("./invites.server.ts");
    const other = "198.51.100.9";
    for (let i = 0; i < 2; i++) {
      expect(
        await m.invites.acceptInvite(database.db, token, { password: "x", confirm: "x" }, other, T0),
      ).toMatchObject({
        status: 400,
      });
    }
    expect(
      await m.invites.acceptInvite(database.db, token, { password: PASSWORD, confirm: PASSWORD }, other, T0),
    ).toEqual({
      ok: false,
      status: 429,
      message: "시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.",
    });
  });

  test("hostile input on the add form is refused field by field and stores nothing", async () => {
    const owner = await account("owner@example.com", "owner");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...counsellor, name: "가".repeat(51) }, "name", "이름은 50자 이내로 입력해 주세요."],
      [{ ...counsellor, name: "김\u0000상담" }, "name", "사용할 수 없는 문자가 들어 있습니다."],
      [{ ...counsellor, name: "\u200b\u3164" }, "name", "이름은 글자로 입력해 주세요."],
      [{ ...counsellor, name: ["a"] }, "name", "이름을 입력해 주세요."],
      [{ ...counsellor, email: "not an email" }, "email", "올바른 이메일 주소를 입력해 주세요."],
      [{ ...counsellor, email: `${"a".repeat(300)}@example.com` }, "email", "이메일이 너무 깁니다."],
      [{ ...counsellor, role: "admin" }, "role", "역할을 선택해 주세요."],
      [{ ...counsellor, role: 1 }, "role", "역할을 선택해 주세요."],
      [
        { ...counsellor, phone: "<script>alert(1)</script>" },
        "phone",
        "올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)",
      ],
      [{ ...counsellor, phone: undefined }, "phone", "연락처를 입력해 주세요."],
    ];
    for (const [input, field, message] of cases) {
      const result = await m.staff.createStaff(database.db, owner, input, ADDRESS, T0);
      expect(result, JSON.stringify(input).slice(0, 80)).toMatchObject({ ok: false, status: 400 });
      if (result.ok || !("errors" in result)) continue;
      expect(result.errors?.[field as "name"]).toContain(message);
    }
    // A script in a name is only text: stored as typed, React renders it inert.
    const script = await added(owner, { ...counsellor, name: "<script>alert(1)</script>" });
    expect((await m.staff.getStaffMember(database.db, script.userId))?.name).toBe("<script>alert(1)</script>");
    // The same email twice: refused on the field.
    expect(
      await m.staff.createStaff(database.db, owner, { ...counsellor, name: "다른 사람" }, ADDRESS, T0),
    ).toMatchObject({
      ok: false,
      status: 400,
      errors: {
        email: ["이미 이 단지에 등록된 이메일입니다. 총괄 관리자나 비활성화된 계정은 다른 단지에 추가할 수 없습니다."],
      },
    });
    expect(await database.db.selectFrom("user").select("id").execute()).toHaveLength(2);
    expect(await database.db.selectFrom("staff_invites").select("id").execute()).toHaveLength(1);
  });

  test("a manager adds and changes only counsellors and marketers (refused on the server)", async () => {
    const owner = await account("owner@example.com", "owner");
    const manager = await account("manager@example.com", "manager");
    for (const role of ["owner", "manager"]) {
      expect(
        await m.staff.createStaff(
          database.db,
          manager,
          { ...counsellor, email: `${role}2@example.com`, role },
          ADDRESS,
          T0,
        ),
      ).toEqual({
        ok: false,
        status: 403,
        message: "이 역할의 계정은 관리할 수 없습니다. 매니저는 상담사와 마케터 계정만 추가하거나 바꿀 수 있습니다.",
      });
    }
    const marketer = await added(manager, { ...counsellor, role: "marketer" });
    expect(await m.staff.changeRole(database.db, manager, marketer.userId, { role: "counsellor" }, ADDRESS)).toEqual({
      ok: true,
    });
    expect(await m.staff.changeRole(database.db, manager, marketer.userId, { role: "manager" }, ADDRESS)).toMatchObject(
      {
        status: 403,
      },
    );
    expect(await m.staff.changeRole(database.db, manager, owner.id, { role: "counsellor" }, ADDRESS)).toMatchObject({
      status: 403,
    });
    expect(await m.staff.deactivateStaff(database.db, manager, owner.id, [], ADDRESS)).toMatchObject({ status: 403 });
    expect(await m.staff.changeRole(database.db, manager, marketer.userId, { role: "<b>" }, ADDRESS)).toMatchObject({
      status: 400,
    });
    const roles = (await m.staff.listStaff(database.db))
      .map(({ email, role }) => ({ email, role }))
      .sort((a, b) => a.email.localeCompare(b.email));
    expect(roles).toEqual([
      { email: "kim@example.com", role: "counsellor" },
      { email: "manager@example.com", role: "manager" },
      { email: "owner@example.com", role: "owner" },
    ]);
    const detail = (await auditRows()).find((row) => row.action === "staff.role")?.detail;
    expect(JSON.parse(detail ?? "{}")).toEqual({ fromRole: "marketer", toRole: "counsellor" });
  });

  test("complexes: a person works where they are a member, with the role there; an owner everywhere", async () => {
    const { siteScoped } = await import("#app/platform/sites/scope.server.ts");
    const { addSite } = await import("#app/platform/sites/sites.server.ts");
    await addSite(database.db, {
      id: "riverside",
      name: "리버사이드 단지",
      builder: "리버건설",
      host: "riverside.example",
    });
    const river = siteScoped(database.db, "riverside");
    const first = siteScoped(database.db, "pentacityhansin");
    const owner = await account("owner@example.com", "owner");
    const kim = await account("kim@example.com", "counsellor");
    // A manager of the second complex adds Kim (a counsellor of the first) by address: Kim joins as a marketer there.
    const manager = await account("manager@example.com", "manager");
    await database.db.deleteFrom("site_staff").where("user_id", "=", manager.id).execute();
    await river
      .insertInto("site_staff")
      .values({ user_id: manager.id, role: "manager", created_at: T0.toISOString() })
      .execute();
    const joined = await m.staff.createStaff(river, manager, { ...counsellor, role: "marketer" }, ADDRESS, T0);
    expect(joined).toEqual({ ok: true, userId: kim.id, joined: true });
    expect(
      await database.db.selectFrom("user").select("id").where("email", "=", "kim@example.com").execute(),
    ).toHaveLength(1);
    // Each complex lists its own: the owner in both, the manager only in the second, Kim in each with that role.
    const rolesIn = async (db: typeof river) =>
      Object.fromEntries((await m.staff.listStaff(db)).map((member) => [member.email, member.role]));
    expect(await rolesIn(first)).toEqual({ "owner@example.com": "owner", "kim@example.com": "counsellor" });
    expect(await rolesIn(river)).toEqual({
      "owner@example.com": "owner",
      "manager@example.com": "manager",
      "kim@example.com": "marketer",
    });
    // The second complex's manager cannot reach the first's people, nor end Kim's account (Kim also works for the first).
    const managerOnFirst = await m.session.requireAdminState(
      request(`${await signIn("manager@example.com")}; admin_site=pentacityhansin`),
      { read: true, siteId: "pentacityhansin" },
    );
    expect(managerOnFirst).toMatchObject({ site: { id: "riverside" }, refused: "pentacityhansin" });
    expect(await m.staff.deactivateStaff(river, { ...manager }, kim.id, [], ADDRESS)).toMatchObject({
      status: 403,
      message: "다른 단지에서도 일하는 직원입니다. 계정 비활성화는 총괄 관리자만 할 수 있습니다.",
    });
    // A role change in one complex leaves the other's.
    expect(await m.staff.changeRole(river, manager, kim.id, { role: "counsellor" }, ADDRESS)).toEqual({ ok: true });
    expect((await rolesIn(first))["kim@example.com"]).toBe("counsellor");
    // Signed in, Kim works on the chosen complex; one chosen without membership is refused and recorded.
    const cookie = await signIn("kim@example.com");
    const onHost = (extra: string, host = "pentacityhansin") =>
      m.session.requireAdminState(request(`${cookie}${extra}`), { read: true, siteId: host });
    expect((await onHost("")).site?.id).toBe("pentacityhansin");
    expect((await onHost("; admin_site=riverside")).site?.id).toBe("riverside");
    expect((await onHost("; admin_site=riverside")).admin.role).toBe("counsellor");
    expect((await onHost("", "riverside")).complexes.map((site) => site.id)).toEqual(["pentacityhansin", "riverside"]);
    // Taken off the second complex: what Kim held there goes back, the first complex's membership stays.
    const held: string[] = [];
    const hook = async (trx: Parameters<Parameters<typeof m.staff.removeFromComplex>[3][number]>[0], id: string) => {
      held.push(`${id}@${(await import("#app/platform/sites/scope.server.ts")).scopeOf(trx)}`);
      return { returnedLeads: 2 };
    };
    expect(await m.staff.removeFromComplex(river, manager, owner.id, [hook], ADDRESS)).toMatchObject({ status: 403 });
    expect(await m.staff.removeFromComplex(river, owner, owner.id, [hook], ADDRESS)).toMatchObject({
      status: 400,
      message: "총괄 관리자는 모든 단지에서 일합니다. 한 단지에서만 제외할 수 없습니다.",
    });
    expect(await m.staff.removeFromComplex(river, manager, kim.id, [hook], ADDRESS)).toEqual({ ok: true });
    expect(held).toEqual([`${kim.id}@riverside`]);
    expect((await rolesIn(river))["kim@example.com"]).toBeUndefined();
    expect((await rolesIn(first))["kim@example.com"]).toBe("counsellor");
    const leave = await database.db
      .selectFrom("audit_log")
      .select(["site_id", "detail"])
      .where("action", "=", "staff.leave")
      .executeTakeFirstOrThrow();
    expect({ ...leave, detail: JSON.parse(leave.detail ?? "{}") }).toEqual({
      site_id: "riverside",
      detail: { role: "counsellor", returnedLeads: 2 },
    });

    const stale = await onHost("; admin_site=riverside");
    expect(stale).toMatchObject({ refused: "riverside", site: { id: "pentacityhansin" } });
    expect(await m.session.getAdmin(request(cookie), "riverside")).toBeNull();
    // A person who is a member of no complex is refused in Korean (sign-out and enrolment still open).
    await database.db.deleteFrom("site_staff").where("user_id", "=", kim.id).execute();
    const refusal = await onHost("").catch((error: unknown) => error);
    expect(refusal).toMatchObject({ init: { status: 403 }, data: { error: expect.stringMatching(/어느 단지에도/) } });
    const owners = await m.session.requireAdminState(request(await signIn("owner@example.com")), {
      read: true,
      siteId: "riverside",
    });
    expect(owners).toMatchObject({ site: { id: "riverside" }, admin: { role: "owner" } });
    expect(owners.complexes).toHaveLength(2);
  });

  test("a complex being prepared is previewed by its members and every owner, whatever complex they chose in the admin; by no one else", async () => {
    const { siteScoped } = await import("#app/platform/sites/scope.server.ts");
    const { addSite } = await import("#app/platform/sites/sites.server.ts");
    await addSite(database.db, { id: "riverside", name: "리버사이드 단지", host: "riverside.example" });
    await account("owner@example.com", "owner");
    const kim = await account("kim@example.com", "counsellor");
    await account("lee@example.com", "manager");
    await siteScoped(database.db, "riverside")
      .insertInto("site_staff")
      .values({ user_id: kim.id, role: "marketer", created_at: T0.toISOString() })
      .execute();
    const preview = async (email: string | null, extra = "") =>
      m.session.worksForComplex(request(`${email ? await signIn(email) : ""}${extra}`), "riverside");
    expect(await preview("owner@example.com")).toBe(true);
    expect(await preview("kim@example.com", "; admin_site=pentacityhansin")).toBe(true);
    // A manager of the first complex only, and a signed-out visitor.
    expect(await preview("lee@example.com")).toBe(false);
    expect(await preview(null, "pentacity.session_token=forged")).toBe(false);
    // Deactivated: no longer.
    const kimCookie = await signIn("kim@example.com");
    await database.db
      .updateTable("user")
      .set({ banned: database.dialect === "sqlite" ? 1 : true })
      .where("id", "=", kim.id)
      .execute();
    expect(await m.session.worksForComplex(request(kimCookie), "riverside")).toBe(false);
  });

  test("the last active owner cannot be demoted or deactivated", async () => {
    const owner = await account("owner@example.com", "owner");
    const lastOwner =
      "활성 상태의 총괄 관리자가 한 명뿐이라 역할을 바꾸거나 비활성화할 수 없습니다. 다른 총괄 관리자를 먼저 지정해 주세요.";
    expect(await m.staff.changeRole(database.db, owner, owner.id, { role: "manager" }, ADDRESS)).toEqual({
      ok: false,
      status: 409,
      message: lastOwner,
    });
    const second = await account("second@example.com", "owner");
    // Two owners: one may deactivate the other, and then is the last one again.
    expect(await m.staff.deactivateStaff(database.db, second, owner.id, [], ADDRESS)).toMatchObject({ ok: true });
    expect(await m.staff.changeRole(database.db, second, second.id, { role: "manager" }, ADDRESS)).toMatchObject({
      status: 409,
    });
    expect(await m.staff.deactivateStaff(database.db, second, second.id, [], ADDRESS)).toMatchObject({ status: 400 });
    // Back: two active owners, one may step down.
    expect(await m.staff.reactivateStaff(database.db, second, owner.id, ADDRESS)).toEqual({ ok: true });
    expect(await m.staff.changeRole(database.db, second, second.id, { role: "manager" }, ADDRESS)).toEqual({
      ok: true,
    });
    const active = await database.db.selectFrom("user").select(["email", "role", "banned"]).orderBy("email").execute();
    expect(active.map((row) => [row.email, row.role, Boolean(row.banned)])).toEqual([
      ["owner@example.com", "owner", false],
      ["second@example.com", "manager", false],
    ]);
  });

  test("deactivation ends a live session on its next request, in one transaction with the features' hooks", async () => {
    const owner = await account("owner@example.com", "owner");
    const person = await account("kim@example.com", "counsellor");
    const cookie = await signIn("kim@example.com");
    await signIn("kim@example.com");
    await expect(m.session.getAdmin(request(cookie))).resolves.toMatchObject({ id: person.id });

    const seen: string[] = [];
    const hook = vi.fn(async (trx: Parameters<import("./staff.server.ts").StaffDeactivatedHook>[0], userId: string) => {
      // Inside the deactivation's transaction: the ban is already visible there.
      const row = await trx.selectFrom("user").select("banned").where("id", "=", userId).executeTakeFirstOrThrow();
      seen.push(`${userId}:${Boolean(row.banned)}`);
      return { returnedLeads: 3 };
    });
    expect(await m.staff.deactivateStaff(database.db, owner, person.id, [hook], ADDRESS)).toEqual({
      ok: true,
      sessions: 2,
    });
    expect(seen).toEqual([`${person.id}:true`]);
    expect(await m.session.getAdmin(request(cookie))).toBeNull();
    expect(await database.db.selectFrom("session").select("id").where("userId", "=", person.id).execute()).toEqual([]);
    const entry = (await auditRows()).find((row) => row.action === "staff.deactivate");
    expect(JSON.parse(entry?.detail ?? "{}")).toEqual({ role: "counsellor", sessions: 2, returnedLeads: 3 });
    expect((await m.staff.getStaffMember(database.db, person.id))?.status).toBe("inactive");

    // A hook that fails rolls the whole deactivation back.
    await m.staff.reactivateStaff(database.db, owner, person.id, ADDRESS);
    const again = await signIn("kim@example.com");
    const failing = async () => {
      throw new Error("pool unavailable");
    };
    await expect(m.staff.deactivateStaff(database.db, owner, person.id, [failing], ADDRESS)).rejects.toThrow(
      "pool unavailable",
    );
    await expect(m.session.getAdmin(request(again))).resolves.toMatchObject({ id: person.id });

    // Signing in again is refused with a Korean reason, and no session stays behind.
    await m.staff.deactivateStaff(database.db, owner, person.id, [], ADDRESS);
    await expect(signIn("kim@example.com")).rejects.toThrow("로그인 실패: 비활성화된 계정입니다.");
    expect(await database.db.selectFrom("session").select("id").where("userId", "=", person.id).execute()).toEqual([]);

    // A session that outlived the deletion (another instance wrote it just then) is refused too: banned is read per request.
    await m.staff.reactivateStaff(database.db, owner, person.id, ADDRESS);
    const survivor = await signIn("kim@example.com");
    await database.db
      .updateTable("user")
      .set({ banned: database.dialect === "sqlite" ? 1 : true })
      .where("id", "=", person.id)
      .execute();
    expect(await m.session.getAdmin(request(survivor))).toBeNull();
  });

  test("sessions: each person lists and ends their own; only the owner ends someone else's", async () => {
    const owner = await account("owner@example.com", "owner");
    const person = await account("kim@example.com", "counsellor");
    const first = await signIn("kim@example.com");
    await signIn("kim@example.com");
    const third = await signIn("kim@example.com");
    const current = await m.sessions.currentSessionId(request(third));
    const list = await m.sessions.listSessions(database.db, person.id, current);
    expect(list).toHaveLength(3);
    expect(list.filter((row) => row.current)).toHaveLength(1);
    expect(list[0]?.address).toBe("203.0.113.*");

    const firstId = await m.sessions.currentSessionId(request(first));
    const me: AdminUser = { ...person, role: "counsellor" };
    expect(await m.sessions.revokeSessions(database.db, me, person.id, { sessionId: firstId ?? "" }, ADDRESS)).toEqual({
      ok: true,
      count: 1,
    });
    expect(await m.session.getAdmin(request(first))).toBeNull();
    expect(await m.sessions.revokeSessions(database.db, me, person.id, { except: current }, ADDRESS)).toEqual({
      ok: true,
      count: 1,
    });
    await expect(m.session.getAdmin(request(third))).resolves.toMatchObject({ id: person.id });

    // Someone else's: refused for anyone but the owner.
    expect(await m.sessions.revokeSessions(database.db, me, owner.id, { except: null }, ADDRESS)).toMatchObject({
      status: 403,
    });
    expect(await m.sessions.revokeSessions(database.db, owner, person.id, { except: null }, ADDRESS)).toEqual({
      ok: true,
      count: 1,
    });
    expect(await m.session.getAdmin(request(third))).toBeNull();
    expect(
      await m.sessions.revokeSessions(database.db, owner, person.id, { sessionId: "nope" }, ADDRESS),
    ).toMatchObject({
      status: 404,
    });
  });
});

test("device and address summaries show no more than needed", async () => {
  const { deviceOf, maskAddress } = await import("./sessions.server.ts");
  expect(
    deviceOf(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    ),
  ).toBe("Safari · iPhone");
  expect(
    deviceOf(
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
    ),
  ).toBe("Chrome · Windows");
  expect(deviceOf(null)).toBe("알 수 없는 기기");
  expect(maskAddress("203.0.113.7")).toBe("203.0.113.*");
  expect(maskAddress("2001:db8:1:2::5")).toBe("2001:db8:1:*");
  expect(maskAddress("unknown")).toBeNull();
});
