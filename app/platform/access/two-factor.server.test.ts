import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import type { Auth } from "./auth.server.ts";
import { passwordHasher } from "./password.server.ts";
import type { TwoFactorMode } from "./two-factor.ts";

/** Sign-ins here test the flow, not the cost (password.server.test.ts does): a cheap scrypt, verified by the real code. */
const CHEAP_HASH = passwordHasher({ log2N: 10, r: 8, p: 1 });

// Several sign-ins per test, each hashing a password at OWASP cost: more time than the default.
vi.setConfig({ testTimeout: 90_000 });

// The server functions as the routes call them, on a test database, with Better Auth's twoFactor plugin.
let database: TestDatabase;
let auth: Auth;
let mode: TwoFactorMode = "managers";
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));
vi.mock("#app/lib/env.server.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#app/lib/env.server.ts")>();
  return { ...actual, getEnv: () => ({ ...actual.getEnv(), ADMIN_2FA: mode, ADMIN_LOGIN_RATE_LIMIT: 1000 }) };
});
vi.mock("./auth.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./auth.server.ts")>()),
  getAuth: () => auth,
}));

type Session = typeof import("./session.server.ts");
type TwoFactor = typeof import("./two-factor.server.ts");
let session: Session;
let twoFactor: TwoFactor;

const password = "correct horse battery 1";
const ADDRESS = "203.0.113.7";

/** The cookies a response sets, as the browser would send them back (an expired one dropped). */
function jar(previous: string, headers: Headers): string {
  const cookies = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const line of headers.getSetCookie()) {
    const pair = line.split(";")[0] ?? "";
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0/i.test(line) || pair.endsWith("=")) cookies.delete(name);
    else cookies.set(name, pair);
  }
  return [...cookies.values()].join("; ");
}

function request(cookie = "", path = "/admin"): Request {
  return new Request(`http://127.0.0.1${path}`, { method: "POST", headers: cookie ? { cookie } : {} });
}

/** The sign-in's second step with an app's code (or a backup code). */
function secondStep(cookie: string, code: string, method: "totp" | "backup" = "totp") {
  return twoFactor.verifyTwoFactorStep(request(cookie), { method, code }, ADDRESS);
}

/** The authenticator app: the code for the URI's secret, `steps` periods away from now. */
async function codeFor(uri: string, steps = 0): Promise<string> {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  const otp = createOTP(new Uint8Array(base32.decode(secret)) as never);
  return otp.hotp(Math.floor(Date.now() / 30_000) + steps);
}

/** A 6-digit code the app does not show now (nor one period either side). */
async function wrongCodeFor(uri: string): Promise<string> {
  const near = new Set([await codeFor(uri, -1), await codeFor(uri), await codeFor(uri, 1)]);
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (!near.has(code)) return code;
  }
}

async function signIn(email: string): Promise<{ cookie: string; next: string }> {
  const result = await session.signInAdmin(request(), { email, password }, ADDRESS);
  if (!result.ok) throw new Error(result.message);
  return { cookie: jar("", result.headers), next: result.next };
}

function confirm(cookie: string, admin: Parameters<TwoFactor["confirmEnrolment"]>[2], code: string) {
  return twoFactor.confirmEnrolment(database.db, request(cookie), admin, code, ADDRESS);
}

/** Signs in, enrols and confirms; the signed-in cookie and the URI and backup codes. */
async function enrol(email: string) {
  let { cookie } = await signIn(email);
  const started = await twoFactor.startEnrolment(request(cookie), password);
  if (!started.ok) throw new Error(started.message);
  const admin = await session.requireAdminAction(request(cookie), { allowUnenrolled: true });
  const confirmed = await confirm(cookie, admin, await codeFor(started.uri));
  if (!confirmed.ok) throw new Error(confirmed.message);
  cookie = jar(cookie, confirmed.headers);
  return { cookie, uri: started.uri, backupCodes: confirmed.backupCodes, admin };
}

async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    const value = thrown as { init?: { status?: number }; data?: unknown };
    return { status: value.init?.status, data: value.data };
  }
  return null;
}

describe.each(testDatabases())("two-factor sign-in on %s", (_name, open) => {
  beforeEach(async () => {
    vi.resetModules();
    mode = "managers";
    database = await open();
    const { createAuth } = await import("./auth.server.ts");
    auth = createAuth({
      database,
      secret: "test-secret-of-at-least-thirty-two-characters",
      baseURL: "http://127.0.0.1",
      secureCookies: false,
      hash: CHEAP_HASH,
    });
    session = await import("./session.server.ts");
    twoFactor = await import("./two-factor.server.ts");
  });
  afterEach(async () => {
    await database.cleanup();
  });

  async function account(email: string, role: "owner" | "manager" | "counsellor" | "marketer") {
    const { createOrResetAdmin } = await import("./users.server.ts");
    return (await createOrResetAdmin(auth, { email, password, role })).userId;
  }

  test("an owner who must enrol reaches only enrolment; the first code turns it on and shows 10 backup codes once", async () => {
    await account("owner@example.com", "owner");
    const { cookie, next } = await signIn("owner@example.com");
    expect(next).toBe("enrol");
    // Every admin page but enrolment and sign-out is refused until enrolled.
    expect(await refusalOf(session.requireAdminPage(request(cookie)))).toEqual({
      status: 302,
      location: "/admin/account/2fa",
    });
    expect(await refusalOf(session.requireAdminAction(request(cookie)))).toMatchObject({
      status: 403,
      data: { error: "2단계 인증을 먼저 설정해 주세요." },
    });
    const admin = await session.requireAdminPage(request(cookie), undefined, { allowUnenrolled: true });
    expect(admin.role).toBe("owner");

    expect(await twoFactor.startEnrolment(request(cookie), "wrong password 123")).toEqual({
      ok: false,
      status: 400,
      message: "비밀번호가 올바르지 않습니다.",
    });
    const started = await twoFactor.startEnrolment(request(cookie), password);
    if (!started.ok) throw new Error(started.message);
    expect(started.uri).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+&issuer=/);
    expect(started.secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(started.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(started.qrImage.split(",")[1] ?? "", "base64").toString()).toContain("<svg");

    // A wrong first code leaves it off.
    const wrong = await confirm(cookie, admin, await wrongCodeFor(started.uri));
    expect(wrong).toMatchObject({ ok: false, message: expect.stringContaining("인증 코드가 올바르지 않습니다") });
    expect(await refusalOf(session.requireAdminPage(request(cookie)))).toMatchObject({ status: 302 });

    const confirmed = await confirm(cookie, admin, await codeFor(started.uri));
    if (!confirmed.ok) throw new Error(confirmed.message);
    expect(confirmed.backupCodes).toHaveLength(10);
    expect(new Set(confirmed.backupCodes).size).toBe(10);
    const signedIn = jar(cookie, confirmed.headers);
    await expect(session.requireAdminPage(request(signedIn))).resolves.toMatchObject({ email: "owner@example.com" });
    const audit = await database.db.selectFrom("audit_log").select(["action", "target", "detail"]).execute();
    expect(audit).toEqual([{ action: "staff.2fa.enable", target: admin.id, detail: null }]);
    // The secret and the codes are stored encrypted.
    const row = await database.db.selectFrom("twoFactor").selectAll().executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(started.secret);
    for (const code of confirmed.backupCodes) expect(row.backupCodes).not.toContain(code);
    expect(await twoFactor.twoFactorStatus(database.db, admin)).toEqual({
      enabled: true,
      required: true,
      backupCodesLeft: 10,
    });
  });

  test("sign-in asks for the second step: a wrong code is refused, the app's code signs in", async () => {
    await account("owner@example.com", "owner");
    const { uri } = await enrol("owner@example.com");
    const { cookie, next } = await signIn("owner@example.com");
    expect(next).toBe("two-factor");
    // The password alone gives no session, only the pending step's cookie.
    expect(await session.getAdmin(request(cookie))).toBeNull();
    expect(twoFactor.hasTwoFactorChallenge(request(cookie))).toBe(true);

    const wrong = await secondStep(cookie, await wrongCodeFor(uri));
    expect(wrong).toMatchObject({
      ok: false,
      status: 401,
      restart: false,
      message: expect.stringContaining("인증 코드가 올바르지 않습니다"),
    });
    expect(await secondStep(cookie, "12ab")).toMatchObject({
      ok: false,
      status: 400,
      message: "인증 코드는 6자리 숫자입니다.",
    });

    const right = await secondStep(cookie, await codeFor(uri));
    if (!right.ok) throw new Error(right.message);
    const signedIn = jar(cookie, right.headers);
    await expect(session.requireAdminPage(request(signedIn))).resolves.toMatchObject({ email: "owner@example.com" });
    // The step's cookie is spent with the sign-in.
    expect(twoFactor.hasTwoFactorChallenge(request(signedIn))).toBe(false);
  });

  test("a code that signed in is refused for any later sign-in in its window, even two at once; the next period's code signs in", async () => {
    // The clock held mid-period, so that the codes around it stay valid for the whole test.
    vi.useFakeTimers({ toFake: ["Date"], now: Math.floor(Date.now() / 30_000) * 30_000 + 10_000 });
    try {
      const id = await account("owner@example.com", "owner");
      const { uri } = await enrol("owner@example.com");
      const sessions = async () =>
        (await database.db.selectFrom("session").select("id").where("userId", "=", id).execute()).length;
      const used = {
        ok: false,
        status: 401,
        restart: true,
        message: "이미 사용한 인증 코드입니다. 인증 앱에 새 코드가 나오면 처음부터 다시 로그인해 주세요.",
      };
      const before = await sessions();
      const [first, second] = await Promise.all([signIn("owner@example.com"), signIn("owner@example.com")]);
      const code = await codeFor(uri);
      const both = await Promise.all([secondStep(first.cookie, code), secondStep(second.cookie, code)]);
      expect(both.filter((result) => result.ok)).toHaveLength(1);
      expect(both.find((result) => !result.ok)).toMatchObject(used);
      expect(await sessions()).toBe(before + 1);

      // Seconds later, the same code again: refused, and no session is left for it.
      expect(await secondStep((await signIn("owner@example.com")).cookie, code)).toMatchObject(used);
      // An older code of the window, after a newer one signed in: refused too.
      expect(await secondStep((await signIn("owner@example.com")).cookie, await codeFor(uri, 1))).toMatchObject({
        ok: true,
      });
      expect(await secondStep((await signIn("owner@example.com")).cookie, await codeFor(uri, -1))).toMatchObject(used);
      expect(await sessions()).toBe(before + 2);
      // A wrong code still says so (not "used").
      expect(await secondStep((await signIn("owner@example.com")).cookie, await wrongCodeFor(uri))).toMatchObject({
        ok: false,
        restart: false,
        message: expect.stringContaining("인증 코드가 올바르지 않습니다"),
      });
    } finally {
      vi.useRealTimers();
    }
  });

  test("five wrong codes end the pending sign-in: the password again", async () => {
    await account("owner@example.com", "owner");
    const { uri } = await enrol("owner@example.com");
    const { cookie } = await signIn("owner@example.com");
    const wrong = await wrongCodeFor(uri);
    for (let attempt = 0; attempt < 5; attempt++) {
      const result = await secondStep(cookie, wrong);
      expect(result).toMatchObject({ ok: false, restart: false });
    }
    const refused = await secondStep(cookie, await codeFor(uri));
    expect(refused).toMatchObject({
      ok: false,
      restart: true,
      message: "시도가 너무 많습니다. 처음부터 다시 로그인해 주세요.",
    });
  });

  test("a backup code signs in once; used again it is refused", async () => {
    await account("owner@example.com", "owner");
    const { backupCodes } = await enrol("owner@example.com");
    const code = backupCodes[0] ?? "";

    const first = await signIn("owner@example.com");
    const used = await secondStep(first.cookie, code, "backup");
    if (!used.ok) throw new Error(used.message);
    await expect(session.getAdmin(request(jar(first.cookie, used.headers)))).resolves.toMatchObject({ role: "owner" });

    const second = await signIn("owner@example.com");
    expect(await secondStep(second.cookie, code, "backup")).toMatchObject({
      ok: false,
      status: 401,
      message: "백업 코드가 올바르지 않거나 이미 사용한 코드입니다.",
    });
    // Typed without its hyphen, another code still works.
    const other = (backupCodes[1] ?? "").replace("-", "");
    const again = await secondStep(second.cookie, other, "backup");
    expect(again.ok).toBe(true);
  });

  test("new backup codes replace the old ones; an optional account may turn it off, a required one may not", async () => {
    await account("owner@example.com", "owner");
    await account("ads@example.com", "marketer");
    const owner = await enrol("owner@example.com");
    const renewed = await twoFactor.regenerateBackupCodes(
      database.db,
      request(owner.cookie),
      owner.admin,
      password,
      ADDRESS,
    );
    if (!renewed.ok) throw new Error(renewed.message);
    expect(renewed.backupCodes).toHaveLength(10);
    const pending = await signIn("owner@example.com");
    expect(await secondStep(pending.cookie, owner.backupCodes[0] ?? "", "backup")).toMatchObject({ ok: false });
    expect(
      await twoFactor.turnOffTwoFactor(database.db, request(owner.cookie), owner.admin, password, ADDRESS),
    ).toEqual({
      ok: false,
      status: 403,
      message: "이 계정의 역할에는 2단계 인증이 필수라서 해제할 수 없습니다.",
    });

    // A marketer is never required to: signed in straight away, may enrol and turn it off with the password.
    expect((await signIn("ads@example.com")).next).toBe("signed-in");
    const marketer = await enrol("ads@example.com");
    expect(
      await twoFactor.turnOffTwoFactor(
        database.db,
        request(marketer.cookie),
        marketer.admin,
        "wrong password 123",
        ADDRESS,
      ),
    ).toMatchObject({
      ok: false,
      message: "비밀번호가 올바르지 않습니다.",
    });
    const off = await twoFactor.turnOffTwoFactor(
      database.db,
      request(marketer.cookie),
      marketer.admin,
      password,
      ADDRESS,
    );
    expect(off.ok).toBe(true);
    expect((await signIn("ads@example.com")).next).toBe("signed-in");
    const actions = await database.db.selectFrom("audit_log").select("action").orderBy("created_at").execute();
    expect(actions.map((row) => row.action).sort()).toEqual(
      ["staff.2fa.backup_codes", "staff.2fa.disable", "staff.2fa.enable", "staff.2fa.enable"].sort(),
    );
  });

  test("lost device: the owner resets another person's two-factor sign-in; they must enrol again", async () => {
    await account("owner@example.com", "owner");
    const managerId = await account("manager@example.com", "manager");
    const owner = await enrol("owner@example.com");
    const manager = await enrol("manager@example.com");

    // Nobody but the owner, and not on their own account.
    expect(await twoFactor.resetTwoFactor(database.db, manager.admin, owner.admin.id, ADDRESS)).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await twoFactor.resetTwoFactor(database.db, owner.admin, owner.admin.id, ADDRESS)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await twoFactor.resetTwoFactor(database.db, owner.admin, "no-such-id", ADDRESS)).toMatchObject({
      ok: false,
      status: 404,
    });

    expect(await twoFactor.resetTwoFactor(database.db, owner.admin, managerId, ADDRESS)).toEqual({ ok: true });
    // Their sessions end; the secret and codes are gone; the next sign-in goes to enrolment.
    expect(await session.getAdmin(request(manager.cookie))).toBeNull();
    expect(await database.db.selectFrom("twoFactor").select("userId").execute()).toEqual([{ userId: owner.admin.id }]);
    const again = await signIn("manager@example.com");
    expect(again.next).toBe("enrol");
    expect(await refusalOf(session.requireAdminPage(request(again.cookie)))).toMatchObject({ status: 302 });
    const entry = await database.db
      .selectFrom("audit_log")
      .select(["actor_id", "target", "detail"])
      .where("action", "=", "staff.2fa.reset")
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      actor_id: owner.admin.id,
      target: managerId,
      detail: JSON.stringify({ role: "manager", hadTwoFactor: true }),
    });
    const accounts = await twoFactor.listTwoFactorAccounts(database.db);
    expect(accounts.map(({ email, enabled, mustEnrol }) => ({ email, enabled, mustEnrol }))).toEqual([
      { email: "manager@example.com", enabled: false, mustEnrol: true },
      { email: "owner@example.com", enabled: true, mustEnrol: false },
    ]);
  });

  test("ADMIN_2FA decides who must enrol after the password", async () => {
    for (const role of ["owner", "manager", "counsellor", "marketer"] as const)
      await account(`${role}@example.com`, role);
    const nextFor = async (role: string) => (await signIn(`${role}@example.com`)).next;
    mode = "managers";
    expect([
      await nextFor("owner"),
      await nextFor("manager"),
      await nextFor("counsellor"),
      await nextFor("marketer"),
    ]).toEqual(["enrol", "enrol", "signed-in", "signed-in"]);
    mode = "all";
    expect([
      await nextFor("owner"),
      await nextFor("manager"),
      await nextFor("counsellor"),
      await nextFor("marketer"),
    ]).toEqual(["enrol", "enrol", "enrol", "signed-in"]);
    mode = "off";
    const off = await signIn("owner@example.com");
    expect(off.next).toBe("signed-in");
    await expect(session.requireAdminPage(request(off.cookie))).resolves.toMatchObject({ role: "owner" });
  });

  test("a deactivated account's right code is refused in Korean, and no session stays", async () => {
    const id = await account("kim@example.com", "counsellor");
    const { uri } = await enrol("kim@example.com");
    await database.db
      .updateTable("user")
      .set({ banned: database.dialect === "sqlite" ? 1 : true })
      .where("id", "=", id)
      .execute();
    const { cookie, next } = await signIn("kim@example.com");
    expect(next).toBe("two-factor");
    const step = await secondStep(cookie, await codeFor(uri));
    expect(step).toMatchObject({
      ok: false,
      status: 403,
      restart: true,
      message: "비활성화된 계정입니다. 총괄 관리자나 매니저에게 문의해 주세요.",
    });
    expect(await database.db.selectFrom("session").select("id").where("userId", "=", id).execute()).toEqual([]);
  });
});
