import { RateLimiterMemory } from "rate-limiter-flexible";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import type { CampaignSettings } from "#app/modules/campaigns/campaigns.server.ts";
import { NO_FILTERS } from "#app/modules/campaigns/schema.ts";
import type { StaffRole } from "#app/platform/access/roles.ts";
import type { AdminUser } from "#app/platform/access/session.server.ts";
import { staffCopy } from "./admin-copy.ts";

let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));

const { confirmOwnPhoneChange, deleteExpiredPhoneCodes, pendingPhoneChange, setStaffPhone, startOwnPhoneChange } =
  await import("./phone.server.ts");
const { testSendCampaign, createCampaign } = await import("#app/modules/campaigns/campaigns.server.ts");

const T0 = new Date("2026-12-01T03:00:00.000Z");
const ADDRESS = "203.0.113.9";
const copy = staffCopy.phone;

async function person(role: StaffRole, id = `${role}-1`): Promise<AdminUser> {
  const sqlite = database.dialect === "sqlite";
  await database.db
    .insertInto("user")
    .values({
      id,
      name: `${role} 이름`,
      email: `${id}@example.com`,
      emailVerified: sqlite ? 1 : true,
      image: null,
      createdAt: T0.toISOString(),
      updatedAt: T0.toISOString(),
      role,
      banned: sqlite ? 0 : false,
      banReason: null,
      banExpires: null,
      twoFactorEnabled: sqlite ? 0 : false,
    })
    .execute();
  return { id, email: `${id}@example.com`, name: `${role} 이름`, role };
}

const phoneOf = async (id: string) =>
  (await database.db.selectFrom("staff_profiles").select("phone").where("user_id", "=", id).executeTakeFirst())
    ?.phone ?? null;
const texts = () => database.db.selectFrom("messages").select(["kind", "recipient", "status", "body"]).execute();
const audit = () => database.db.selectFrom("audit_log").select(["action", "target", "detail"]).execute();
const limits = () => new RateLimiterMemory({ points: 5, duration: 3600 });

describe.each(testDatabases())("staff phone numbers on %s", (_name, open) => {
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("the owner sets anyone's number (normalised, audited without it); a manager or a bad number changes nothing", async () => {
    const owner = await person("owner");
    const manager = await person("manager");
    const marketer = await person("marketer");
    expect(await setStaffPhone(database.db, owner, marketer.id, { phone: "010 2222 3333" }, ADDRESS, T0)).toEqual({
      ok: true,
    });
    expect(await phoneOf(marketer.id)).toBe("010-2222-3333");
    expect(await setStaffPhone(database.db, manager, marketer.id, { phone: "010-4444-5555" }, ADDRESS, T0)).toEqual({
      ok: false,
      status: 403,
      message: copy.ownerOnly,
    });
    for (const phone of ["02-123-4567", "", "010-12", "<script>", "9".repeat(200)]) {
      const refused = await setStaffPhone(database.db, owner, marketer.id, { phone }, ADDRESS, T0);
      expect(refused, phone).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/[가-힣]/) });
    }
    expect(await setStaffPhone(database.db, owner, "nobody", { phone: "010-4444-5555" }, ADDRESS, T0)).toMatchObject({
      status: 404,
    });
    expect(await phoneOf(marketer.id)).toBe("010-2222-3333");
    const rows = await audit();
    expect(rows).toEqual([{ action: "staff.phone", target: marketer.id, detail: expect.any(String) }]);
    expect(JSON.parse(rows[0]?.detail ?? "")).toEqual({ self: false, verified: false });
    expect(JSON.stringify(rows)).not.toMatch(/2222|3333/);
  });

  test("without texting a person's own number is saved at once, and a marketer without a phone can then test-send", async () => {
    const marketer = await person("marketer");
    const actor = { actorId: marketer.id, actorEmail: marketer.email, ipAddress: ADDRESS, role: marketer.role };
    const settings: CampaignSettings = {
      siteId: "pentacityhansin",
      senderName: "펜타시티 한신더휴",
      siteUrl: "https://www.example.test",
      approvalThreshold: 1000,
      optOutUrl: () => "https://www.example.test/unsubscribe/x",
      contactPhone: "1661-0000",
      optOut080: "080-000-0000",
    };
    const created = await createCampaign(
      database.db,
      { name: "시험", body: "분양 소식입니다.", filters: NO_FILTERS },
      actor,
      settings,
      T0,
    );
    if (!created.ok) throw new Error(created.message);
    const before = await testSendCampaign(database.db, created.value, { ...actor, name: "마케터" }, settings, T0);
    expect(before).toMatchObject({ ok: false, message: expect.stringContaining("내 정보") });

    expect(
      await startOwnPhoneChange(database.db, marketer, { phone: "01077778888" }, ADDRESS, {
        texting: false,
        now: T0,
        limits: limits(),
      }),
    ).toEqual({ ok: true, saved: true });
    expect(await phoneOf(marketer.id)).toBe("010-7777-8888");
    expect(await texts()).toEqual([]);
    const after = await testSendCampaign(database.db, created.value, { ...actor, name: "마케터" }, settings, T0);
    expect(after).toMatchObject({ ok: true });
    const entry = (await audit()).find((row) => row.action === "staff.phone");
    expect(JSON.parse(entry?.detail ?? "")).toEqual({ self: true, verified: false });
  });

  test("with texting a code goes to the new number; only the right code saves it, five wrong ones lock it, ten minutes end it", async () => {
    const counsellor = await person("counsellor");
    await setStaffPhone(database.db, await person("owner"), counsellor.id, { phone: "010-1111-2222" }, ADDRESS, T0);
    const start = (now = T0) =>
      startOwnPhoneChange(database.db, counsellor, { phone: "010-3333-4444" }, ADDRESS, {
        texting: true,
        now,
        limits: limits(),
      });
    expect(await start()).toEqual({ ok: true, saved: false, masked: "010-****-4444" });
    // Nothing saved yet; the code goes to the new number only.
    expect(await phoneOf(counsellor.id)).toBe("010-1111-2222");
    expect(await pendingPhoneChange(database.db, counsellor.id, T0)).toEqual({ masked: "010-****-4444" });
    let stored = await texts();
    expect(stored.map((row) => [row.kind, row.recipient])).toEqual([["staff.phone", "010-3333-4444"]]);
    const code = stored[0]?.body.match(/인증번호는 (\d{6})입니다/)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    const rows = await database.db.selectFrom("staff_phone_verifications").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(code);

    const wrong = code === "000000" ? "111111" : "000000";
    expect(await confirmOwnPhoneChange(database.db, counsellor, { code: wrong }, ADDRESS, T0)).toEqual({
      ok: false,
      status: 400,
      message: copy.wrongCode(4),
    });
    expect(await confirmOwnPhoneChange(database.db, counsellor, { code: "12a" }, ADDRESS, T0)).toMatchObject({
      status: 400,
    });
    expect(await confirmOwnPhoneChange(database.db, counsellor, { code }, ADDRESS, T0)).toEqual({ ok: true });
    expect(await phoneOf(counsellor.id)).toBe("010-3333-4444");
    expect(await pendingPhoneChange(database.db, counsellor.id, T0)).toBeNull();
    // Used once; the stored text no longer holds the code.
    expect(await confirmOwnPhoneChange(database.db, counsellor, { code }, ADDRESS, T0)).toMatchObject({
      message: copy.expired,
    });
    stored = await texts();
    expect(stored[0]?.body).not.toContain(code);
    const entries = (await audit()).filter((row) => row.action === "staff.phone");
    expect(entries.map((row) => JSON.parse(row.detail ?? ""))).toEqual([
      { self: false, verified: false },
      { self: true, verified: true },
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/3333|4444|1111/);

    // Five wrong tries, also at once, lock the code; the number stays.
    await start();
    const pending = await texts();
    const second = pending.at(-1)?.body.match(/인증번호는 (\d{6})입니다/)?.[1] ?? "";
    const bad = second === "999999" ? "888888" : "999999";
    await Promise.all(
      Array.from({ length: 6 }, () => confirmOwnPhoneChange(database.db, counsellor, { code: bad }, ADDRESS, T0)),
    );
    expect(await confirmOwnPhoneChange(database.db, counsellor, { code: second }, ADDRESS, T0)).toMatchObject({
      message: copy.locked,
    });
    expect(await phoneOf(counsellor.id)).toBe("010-3333-4444");

    // Ten minutes end a code; the purge drops it and its text loses the code.
    await start();
    const third = (await texts()).at(-1)?.body.match(/인증번호는 (\d{6})입니다/)?.[1] ?? "";
    const later = new Date(T0.getTime() + 10 * 60_000);
    expect(await confirmOwnPhoneChange(database.db, counsellor, { code: third }, ADDRESS, later)).toMatchObject({
      message: copy.expired,
    });
    expect(await deleteExpiredPhoneCodes(database.db, later)).toBe(1);
    expect(JSON.stringify(await texts())).not.toContain(third);
  });

  test("codes asked for per person are limited (Korean 429), nothing queued past the limit", async () => {
    const marketer = await person("marketer");
    const limiter = new RateLimiterMemory({ points: 2, duration: 3600 });
    const ask = () =>
      startOwnPhoneChange(database.db, marketer, { phone: "010-5555-6666" }, ADDRESS, {
        texting: true,
        now: T0,
        limits: limiter,
      });
    await ask();
    await ask();
    expect(await ask()).toEqual({ ok: false, status: 429, message: copy.tooMany });
    expect((await texts()).length).toBe(2);
  });
});
