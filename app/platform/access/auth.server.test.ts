import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { MIGRATION_CHAIN_TIMEOUT, type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { type Auth, createAuth } from "./auth.server.ts";
import { passwordHasher } from "./password.server.ts";
import { createOrResetAdmin } from "./users.server.ts";

/** Sign-ins here test the flow, not the cost (password.server.test.ts does): a cheap scrypt, verified by the real code. */
const CHEAP_HASH = passwordHasher({ log2N: 10, r: 8, p: 1 });

const email = "admin@pentacity-hansin.example";
const password = "correct horse battery 1";

function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe.each(testDatabases())("admin auth on %s", (_name, open) => {
  let database: TestDatabase;
  let auth: Auth;
  beforeEach(async () => {
    database = await open();
    auth = createAuth({
      database,
      secret: "test-secret-of-at-least-thirty-two-characters",
      baseURL: "http://127.0.0.1:3000",
      secureCookies: true,
      hash: CHEAP_HASH,
    });
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("the typed credentials are the ones checked; the session cookie is HttpOnly, Lax, Secure", async () => {
    await createOrResetAdmin(auth, { email, password });
    await expect(auth.api.signInEmail({ body: { email, password: "wrong password 123" } })).rejects.toMatchObject({
      statusCode: 401,
      body: { code: "INVALID_EMAIL_OR_PASSWORD" },
    });
    await expect(auth.api.signInEmail({ body: { email: "someone@else.example", password } })).rejects.toMatchObject({
      statusCode: 401,
      body: { code: "INVALID_EMAIL_OR_PASSWORD" },
    });

    const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
    expect(response.status).toBe(200);
    const [sessionCookie] = response.headers.getSetCookie();
    expect(sessionCookie).toMatch(/^__Secure-pentacity\.session_token=/);
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).toMatch(/Secure/);

    const headers = new Headers({ cookie: cookieFrom(response) });
    const session = await auth.api.getSession({ headers });
    expect(session?.user.email).toBe(email);

    // Logout ends the session on the server: the old cookie no longer works.
    await auth.api.signOut({ headers });
    expect(await auth.api.getSession({ headers })).toBeNull();
  });

  test("a session ends after ADMIN_IDLE_HOURS without activity (the expiry is now + idle hours)", async () => {
    const idleAuth = createAuth({
      database,
      secret: "test-secret-of-at-least-thirty-two-characters",
      baseURL: "http://127.0.0.1:3000",
      secureCookies: true,
      idleHours: 2,
      hash: CHEAP_HASH,
    });
    await createOrResetAdmin(idleAuth, { email, password });
    const before = Date.now();
    const response = await idleAuth.api.signInEmail({ body: { email, password }, asResponse: true });
    const session = await idleAuth.api.getSession({ headers: new Headers({ cookie: cookieFrom(response) }) });
    const expiresAt = new Date(session?.session.expiresAt ?? 0).getTime();
    expect(expiresAt - before).toBeGreaterThan(2 * 60 * 60 * 1000 - 60_000);
    expect(expiresAt - before).toBeLessThan(2 * 60 * 60 * 1000 + 60_000);
  });

  test("sign-up is disabled and short passwords are refused", async () => {
    const newcomer = "new@pentacity-hansin.example";
    await expect(auth.api.signUpEmail({ body: { email: newcomer, password, name: "x" } })).rejects.toMatchObject({
      statusCode: 400,
      body: { code: "EMAIL_PASSWORD_SIGN_UP_DISABLED" },
    });
    // Refused before anything was written: the address has no account to sign in with.
    await expect(auth.api.signInEmail({ body: { email: newcomer, password } })).rejects.toMatchObject({
      statusCode: 401,
      body: { code: "INVALID_EMAIL_OR_PASSWORD" },
    });
    await expect(createOrResetAdmin(auth, { email, password: "short-pass1" })).rejects.toThrow(/12자 이상/);
  });

  test("resetting the password ends existing sessions and the old password stops working", async () => {
    await createOrResetAdmin(auth, { email, password });
    const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
    const headers = new Headers({ cookie: cookieFrom(response) });
    const reset = await createOrResetAdmin(auth, { email, password: "a brand new passphrase" });
    expect(reset.created).toBe(false);
    expect(await auth.api.getSession({ headers })).toBeNull();
    await expect(auth.api.signInEmail({ body: { email, password } })).rejects.toMatchObject({
      statusCode: 401,
      body: { code: "INVALID_EMAIL_OR_PASSWORD" },
    });
    await expect(auth.api.signInEmail({ body: { email, password: "a brand new passphrase" } })).resolves.toMatchObject({
      user: { email },
    });
  });

  test("an account keeps the role it was made with; a role cannot be sent in a sign-up or be unknown", async () => {
    await createOrResetAdmin(auth, { email, password });
    await createOrResetAdmin(auth, { email: "counsel@pentacity-hansin.example", password, role: "counsellor" });
    await createOrResetAdmin(auth, { email: "ads@pentacity-hansin.example", password, role: "marketer" });
    const roles = await database.db.selectFrom("user").select(["email", "role"]).orderBy("email").execute();
    expect(roles).toEqual([
      { email: "admin@pentacity-hansin.example", role: "owner" },
      { email: "ads@pentacity-hansin.example", role: "marketer" },
      { email: "counsel@pentacity-hansin.example", role: "counsellor" },
    ]);
    // A reset sets the role given (scripts use this to change one).
    await createOrResetAdmin(auth, { email: "ads@pentacity-hansin.example", password, role: "manager" });
    expect(
      (
        await database.db
          .selectFrom("user")
          .select("role")
          .where("email", "=", "ads@pentacity-hansin.example")
          .executeTakeFirst()
      )?.role,
    ).toBe("manager");
    await expect(createOrResetAdmin(auth, { email, password, role: "root" as never })).rejects.toThrow(
      /역할은 owner, manager, counsellor, marketer/,
    );
  });

  test("accounts made before roles existed become owners; an account made later without a role is a counsellor", {
    timeout: MIGRATION_CHAIN_TIMEOUT,
  }, async () => {
    await database.cleanup();
    database = await open({ upTo: "2026-11-26T15-00-00-lead-notes" });
    const now = new Date().toISOString();
    const legacy = {
      emailVerified: database.dialect === "postgres" ? true : 1,
      image: null,
      createdAt: now,
      updatedAt: now,
    };
    await database.db
      .insertInto("user")
      .values({ id: "old-admin", name: "관리자", email: "old@pentacity-hansin.example", ...legacy } as never)
      .execute();
    expect(await migrateToLatest(database.db)).toContain("2026-11-26T18-00-00-staff-roles");
    await database.db
      .insertInto("user")
      .values({ id: "newcomer", name: "신입", email: "new@pentacity-hansin.example", ...legacy } as never)
      .execute();
    const roles = await database.db.selectFrom("user").select(["id", "role", "banned"]).orderBy("id").execute();
    expect(roles.map(({ id, role }) => [id, role])).toEqual([
      ["newcomer", "counsellor"],
      ["old-admin", "owner"],
    ]);
    expect(roles.every((row) => !row.banned)).toBe(true);
  });
});
