import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { seoulDay } from "../../app/lib/korea-time.ts";
import {
  acceptStatusConsoleErrors,
  createAdmin,
  gotoAdmin,
  openAdminMenu,
  readAudit,
  signInAdmin,
} from "./admin-helpers.ts";
import { E2E_DATABASE_FILE, expect, test } from "./fixtures.ts";

/**
 * A counsellor at the model house's door on a phone (390×844): registers a visitor who booked for
 * today, gets the form back empty for the next one, then finds the day on 오늘 할 일 (an overdue
 * call first, the visitor's booking marked arrived) and opens a lead with one tap.
 */

/** Writes what the counsellor's day starts with straight into the e2e server's database. */
function seedDay(email: string, phones: { overdue: string; booked: string }) {
  const db = new Database(E2E_DATABASE_FILE, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    const { id: userId } = db.prepare("select id from user where email = ?").get(email) as { id: string };
    const now = Date.now();
    const created = new Date(now - 86_400_000).toISOString();
    db.prepare(
      `insert into leads (id, created_at, updated_at, site_id, form, name, phone, privacy_consent, marketing_consent,
         consent_version, consented_at, status, dedupe_key, day, assigned_to, assigned_at, next_contact_at)
       values (?, ?, ?, 'pentacityhansin', 'interest', '연락할고객', ?, 1, 0, '2026-11-22', ?, 'counselling', ?, ?, ?, ?, ?)`,
    ).run(
      randomUUID(),
      created,
      created,
      phones.overdue,
      created,
      randomUUID(),
      seoulDay(new Date(created)),
      userId,
      created,
      new Date(now - 3_600_000).toISOString(),
    );
    const day = seoulDay(new Date(now));
    const slot = new Date(now + 3_600_000).toISOString();
    db.prepare(
      `insert into bookings (id, created_at, updated_at, site_id, slot_start, day, party_size, name, phone, status,
         active_key, token_hash, dedupe_key, privacy_consent, marketing_consent, consent_version, consented_at)
       values (?, ?, ?, 'pentacityhansin', ?, ?, 2, '예약한방문객', ?, 'confirmed', ?, ?, ?, 1, 0, '2026-11-22', ?)`,
    ).run(
      randomUUID(),
      created,
      created,
      slot,
      day,
      phones.booked,
      `pentacityhansin|${phones.booked}|${day}`,
      randomUUID(),
      randomUUID(),
      created,
    );
  } finally {
    db.close();
  }
}

test("a walk-in at the door, then the counsellor's day, one-handed on a phone", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const email = await createAdmin("desk", testInfo, "counsellor");
  const tail = String(Date.now() % 10_000).padStart(4, "0");
  const phones = { overdue: `010-8101-${tail}`, booked: `010-8202-${tail}` };
  // Signed in to the admin home, a counsellor starts on their day.
  await signInAdmin(page, email);
  await expect(page).toHaveURL((url) => url.pathname === "/admin/today");
  seedDay(email, phones);
  await gotoAdmin(page, "/admin/walk-in");

  const name = page.getByLabel("이름");
  await expect(name).toBeFocused();
  await name.fill("현장방문객");
  await page.getByLabel("휴대전화번호").fill(phones.booked.replaceAll("-", ""));
  // The consent is the public forms' notice, ticked by the visitor on the screen.
  await expect(page.getByText("개인정보 수집·이용 안내")).toBeVisible();
  await page.getByRole("button", { name: "방문 등록" }).click();
  await expect(page.getByText("개인정보 수집·이용에 동의해 주세요.")).toBeVisible();
  acceptStatusConsoleErrors(consoleErrors, 400);
  await page.getByLabel("[필수] 개인정보 수집·이용에 동의합니다.").check();
  await page.getByRole("button", { name: "방문 등록" }).click();

  const done = page.getByTestId("walk-in-done");
  await expect(done).toContainText("방문이 등록되었습니다.");
  await expect(done).toContainText(`010-****-${tail}`);
  await expect(done).toContainText("새 고객으로 등록했습니다.");
  await expect(done).toContainText("상담 단계: 방문 완료");
  await expect(done).toContainText("내 담당으로 배정했습니다.");
  await expect(done).toContainText("방문 예약을 도착으로 처리했습니다.");
  // Ready for the next visitor: an empty form, the name field focused.
  await expect(name).toHaveValue("");
  await expect(page.getByLabel("휴대전화번호")).toHaveValue("");
  await expect(name).toBeFocused();

  await (await openAdminMenu(page)).getByRole("link", { name: "오늘 할 일" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "오늘 할 일" })).toBeVisible();
  await expect(page.getByTestId("today-count-overdue")).toHaveText("1");
  const contacts = page.getByTestId("today-contacts");
  const open = contacts.locator('a[href^="/admin/leads/"]').filter({ hasText: "연락할고객" });
  await expect(open).toContainText("지남");
  await expect(
    page.getByTestId("today-bookings").locator('a[href^="/admin/leads/"]').filter({ hasText: "현장방문객" }),
  ).toContainText("도착");
  // Numbers are shown masked; each person has a call link beside the row: one tap to call.
  const text = await page.locator("main").innerText();
  expect(text).toContain(`010-****-${tail}`);
  expect(text).not.toContain(phones.overdue);
  expect(text).not.toContain(phones.booked);
  const dial = contacts.getByRole("link", { name: "연락할고객에게 전화" });
  await expect(dial).toHaveAttribute("href", `tel:${phones.overdue.replaceAll("-", "")}`);
  expect(await dial.evaluate((el) => el.matches('a[href^="tel:"]'))).toBe(true);
  const dialBox = await dial.boundingBox();
  expect(dialBox?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(dialBox?.width ?? 0).toBeGreaterThanOrEqual(44);
  await expect(page.getByTestId("today-bookings").getByRole("link", { name: "현장방문객에게 전화" })).toHaveAttribute(
    "href",
    `tel:${phones.booked.replaceAll("-", "")}`,
  );
  const box = await open.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(56);
  expect(box?.width ?? 0).toBeGreaterThan(240);
  // The look is recorded with how many call links the page carried, never a number.
  const looks = readAudit({ action: "desk.today.view", actorEmail: email });
  expect(JSON.parse(looks.at(-1)?.detail ?? "{}")).toMatchObject({ calls: 2 });
  expect(JSON.stringify(looks)).not.toContain(tail);

  await open.click();
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("lead-history")).toBeVisible();
  await expect(page.locator("main dl")).toContainText("연락할고객");
});
