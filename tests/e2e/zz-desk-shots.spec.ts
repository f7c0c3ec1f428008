import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { seoulDay } from "../../app/lib/korea-time.ts";
import { createAdmin, gotoAdmin, signInAdmin } from "./admin-helpers.ts";
import { E2E_DATABASE_FILE, test } from "./fixtures.ts";

// Temporary: screenshots for the helper's report, never committed.
const names = ["김민지", "이서준", "박하은", "최도윤", "정수아", "강지호", "윤서연", "장예준"];
const channels = ["naver", "kakao", "google", "instagram", "walkin", null];
const stages = ["new", "new", "counselling", "counselling", "booked", "visited", "applied", "contracted", "on_hold", "dropped"];

function seed(emails: string[], me: string, project: string) {
  const db = new Database(E2E_DATABASE_FILE, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    const ids = emails.map((email) => (db.prepare("select id from user where email = ?").get(email) as { id: string }).id);
    const myId = (db.prepare("select id from user where email = ?").get(me) as { id: string }).id;
    db.prepare("update user set name = ? where id = ?").run("김상담", ids[0]);
    db.prepare("update user set name = ? where id = ?").run("이상담", ids[1]);
    const now = Date.now();
    const insert = db.prepare(
      `insert into leads (id, created_at, updated_at, site_id, form, name, phone, privacy_consent, marketing_consent,
         consent_version, consented_at, status, dedupe_key, day, assigned_to, assigned_at, next_contact_at, channel)
       values (?, ?, ?, 'pentacityhansin', 'interest', ?, ?, 1, 0, '2026-11-22', ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (let i = 0; i < 60; i++) {
      const created = new Date(now - (i % 20) * 86_400_000 - 3_600_000).toISOString();
      const owner = i % 3 === 2 ? null : (ids[i % 2] as string);
      insert.run(randomUUID(), created, created, names[i % names.length], `010-${project === "mobile" ? 7 : 6}${String(i).padStart(3, "0")}-${String(1000 + i)}`, created, stages[i % stages.length], randomUUID(), seoulDay(new Date(created)), owner, owner ? created : null, null, channels[i % channels.length]);
    }
    // My day: two overdue calls, two later today, three new.
    const at = (offset: number) => new Date(now + offset).toISOString();
    const mine = [
      ["박하은", "counselling", at(-26 * 3_600_000)],
      ["최도윤", "booked", at(-2 * 3_600_000)],
      ["정수아", "counselling", at(2 * 3_600_000)],
      ["남궁민수", "visited", at(3 * 3_600_000)],
      ["강지호", "new", null],
      ["윤서연", "new", null],
      ["장예준", "new", null],
    ] as const;
    mine.forEach(([name, stage, next], i) => {
      const created = at(-(i + 1) * 3_600_000);
      insert.run(randomUUID(), created, created, name, `010-5${project === "mobile" ? 1 : 2}${i}0-4${i}21`, created, stage, randomUUID(), seoulDay(new Date(created)), myId, created, next, "naver");
    });
    const day = seoulDay(new Date(now));
    const booking = db.prepare(
      `insert into bookings (id, created_at, updated_at, site_id, slot_start, day, party_size, name, phone, status,
         active_key, token_hash, dedupe_key, privacy_consent, marketing_consent, consent_version, consented_at)
       values (?, ?, ?, 'pentacityhansin', ?, ?, 2, '예약', ?, ?, ?, ?, ?, 1, 0, '2026-11-22', ?)`,
    );
    booking.run(randomUUID(), at(0), at(0), at(3_600_000), day, `010-5${project === "mobile" ? 1 : 2}10-4121`, "confirmed", `x${project}1|${day}`, randomUUID(), randomUUID(), at(0));
    booking.run(randomUUID(), at(0), at(0), at(-3_600_000), day, `010-5${project === "mobile" ? 1 : 2}30-4321`, "arrived", `x${project}2|${day}`, randomUUID(), randomUUID(), at(0));
  } finally {
    db.close();
  }
}

test("desk screenshots", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const dir = "/work/shots/desk";
  const size = testInfo.project.name === "mobile" ? "390x844" : "1280x800";
  const me = createAdmin("shots-me", testInfo, "counsellor");
  const a = createAdmin("shots-a", testInfo, "counsellor");
  const b = createAdmin("shots-b", testInfo, "counsellor");
  const marketer = createAdmin("shots-m", testInfo, "marketer");
  seed([a, b], me, testInfo.project.name);
  await signInAdmin(page, me, "/admin/today");
  await page.screenshot({ path: `${dir}/today-${size}.png`, fullPage: false });
  await page.screenshot({ path: `${dir}/today-${size}-full.png`, fullPage: true });
  await gotoAdmin(page, "/admin/walk-in");
  await page.screenshot({ path: `${dir}/walk-in-${size}.png`, fullPage: false });
  await page.screenshot({ path: `${dir}/walk-in-${size}-full.png`, fullPage: true });
  await page.getByLabel("이름").fill("홍길동");
  await page.getByLabel("휴대전화번호").fill(testInfo.project.name === "mobile" ? "01051104121" : "01052104121");
  await page.getByLabel("[필수] 개인정보 수집·이용에 동의합니다.").check();
  await page.getByRole("button", { name: "방문 등록" }).click();
  await page.getByTestId("walk-in-done").waitFor();
  await page.screenshot({ path: `${dir}/walk-in-done-${size}.png`, fullPage: false });
  await page.getByRole("button", { name: "방문 등록" }).click();
  await page.getByText("개인정보 수집·이용에 동의해 주세요.").waitFor();
  await page.screenshot({ path: `${dir}/walk-in-error-${size}-full.png`, fullPage: true });

  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: "ko-KR", timezoneId: "Asia/Seoul" });
  const other = await context.newPage();
  await signInAdmin(other, marketer, "/admin");
  const counsellorTable = other.getByTestId("dashboard-stages-counsellor");
  await counsellorTable.scrollIntoViewIfNeeded();
  await counsellorTable.screenshot({ path: `${dir}/dashboard-counsellor-${size}.png` });
  const channelTable = other.getByTestId("dashboard-stages-channel");
  await channelTable.scrollIntoViewIfNeeded();
  await channelTable.screenshot({ path: `${dir}/dashboard-channel-${size}.png` });
  await counsellorTable.locator("table").evaluate((table) => {
    (table.parentElement as HTMLElement).scrollLeft = 260;
  });
  await counsellorTable.evaluate((section) => section.scrollIntoView({ block: "start" }));
  await other.screenshot({ path: `${dir}/dashboard-counsellor-scrolled-${size}.png` });
  console.log("page width", await other.evaluate(() => document.documentElement.scrollWidth));
  await other.screenshot({ path: `${dir}/dashboard-${size}-full.png`, fullPage: true });
  await context.close();
});
