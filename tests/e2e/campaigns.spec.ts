import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import Database from "better-sqlite3";
import { inQuietHours } from "../../app/lib/quiet-hours.ts";
import { createAdmin, gotoAdmin, signInAdmin, uniqueId } from "./admin-helpers.ts";
import { E2E_DATABASE_FILE, expect, test } from "./fixtures.ts";

/**
 * Advertising campaigns (issue 25) end to end on both viewports: a marketer composes (the live
 * preview adds "(광고)" and the footer once, whatever the body says), counts the audience, sends a
 * test to their own phone, sends; the report shows counts and statuses but never a recipient's
 * name or number; the owner opens the masked list. Screenshots go to SHOTS_DIR when it is set.
 */
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: import("@playwright/test").Page, name: string, project: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
}

function withDb<T>(run: (db: Database.Database) => T): T {
  const db = new Database(E2E_DATABASE_FILE);
  try {
    return run(db);
  } finally {
    db.close();
  }
}

function giveStaffPhone(email: string, phone: string) {
  withDb((db) => {
    const user = db.prepare('select id from "user" where email = ?').get(email) as { id: string };
    const at = new Date().toISOString();
    db.prepare(
      "insert into staff_profiles (user_id, phone, created_at, updated_at) values (?, ?, ?, ?) on conflict (user_id) do update set phone = excluded.phone",
    ).run(user.id, phone, at, at);
  });
}

/** Leads arriving through one utm campaign of the test's own: two consenting, one not. */
function seedLeads(utm: string, base: number) {
  const people = [
    { name: "광고수신갑", phone: `010-7${String(base).padStart(3, "0")}-0001`, consent: 1 },
    { name: "광고수신을", phone: `010-7${String(base).padStart(3, "0")}-0002`, consent: 1 },
    { name: "수신거부병", phone: `010-7${String(base).padStart(3, "0")}-0003`, consent: 0 },
  ];
  withDb((db) => {
    const at = new Date().toISOString();
    for (const person of people) {
      db.prepare(
        `insert into leads (id, created_at, updated_at, day, site_id, form, name, phone, privacy_consent, marketing_consent, consent_version, consented_at, dedupe_key, status, campaign)
         values (?, ?, ?, ?, 'pentacityhansin', 'interest', ?, ?, 1, ?, '2026-11-22', ?, ?, 'new', ?)`,
      ).run(randomUUID(), at, at, at.slice(0, 10), person.name, person.phone, person.consent, at, randomUUID(), utm);
    }
  });
  return people;
}

test("a marketer composes, counts, tests and sends a campaign, and never sees a recipient's name or number; the owner sees them masked", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const marketer = createAdmin("campaigns", testInfo, "marketer");
  const owner = createAdmin("campaigns", testInfo, "owner");
  giveStaffPhone(marketer, "010-5555-0101");
  const utm = uniqueId("ad").replace(/[^a-z0-9-]/gi, "");
  const people = seedLeads(utm, (testInfo.workerIndex * 10 + (project.startsWith("mobile") ? 5 : 0)) % 1000);

  await signInAdmin(page, marketer, "/admin/campaigns");
  await gotoAdmin(page, "/admin/campaigns?new");
  await page.getByLabel(/캠페인 이름/).fill(`오픈 안내 ${utm}`);
  // A body that tries to carry its own marker and footer: the preview still shows the product's, once.
  await page.getByLabel("문자 내용").fill("(광고) #{이름}님, 견본주택이 오픈합니다.\n무료수신거부 080-000-0000");
  const preview = page.getByTestId("campaign-preview-text");
  await expect(preview).toContainText("(광고)펜타시티 한신더휴");
  await expect(preview).toContainText("홍길동님, 견본주택이 오픈합니다.");
  await expect(preview).not.toContainText("080-000-0000");
  expect(((await preview.textContent()) ?? "").split("(광고)").length).toBe(2);
  await expect(page.getByTestId("campaign-bytes")).toContainText("장문(LMS)");
  await page.getByLabel("유입 캠페인(utm_campaign)").fill(utm);
  await shot(page, "campaign-composer", project);
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("캠페인을 만들었습니다.");
  await expect(page.getByTestId("campaign-audience")).toContainText("대상: 2명");

  // Sending needs the test send first.
  await expect(page.getByRole("button", { name: "발송 요청" })).toBeDisabled();
  await page.getByRole("button", { name: "내 휴대전화로 시험 발송" }).click();
  await expect(page.getByRole("status")).toContainText("시험 발송을 요청했습니다");
  await page.getByRole("button", { name: "발송 요청" }).click();
  if (inQuietHours(new Date())) {
    await expect(page.getByRole("alert")).toContainText("지금은 광고 문자를 보낼 수 없는 시간입니다");
    return;
  }
  await expect(page.getByRole("status")).toHaveText("발송을 예약했습니다.");
  const campaignUrl = page.url().replace(/\?.*$/, "");

  // The campaign job runs every few seconds on the server: the report fills in (no provider in e2e:
  // each text is "not sent", shown as 실패 with the reason to the owner).
  const report = page.getByTestId("campaign-report");
  await expect(async () => {
    await page.goto(campaignUrl);
    await expect(report).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main")).toContainText("발송 완료");
  }).toPass({ timeout: 60_000 });
  await expect(page.getByText("마케팅 담당자에게는 받는 분의 이름과 번호를 보여 드리지 않습니다.")).toBeVisible();
  await page.goto(`${campaignUrl}?recipients`);
  const html = await page.content();
  for (const person of people) {
    expect(html).not.toContain(person.phone);
    expect(html).not.toContain(person.phone.slice(-4) === "0001" ? "광고수신갑" : person.name);
  }
  await shot(page, "campaign-report", project);

  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInAdmin(ownerPage, owner, `${new URL(campaignUrl).pathname}?recipients`);
  const table = ownerPage.locator("table");
  await expect(table).toContainText(people[0]?.phone.replace(/-(\d{4})-/, "-****-") ?? "");
  await expect(table).toContainText("문자 발송 설정 없음");
  await expect(table).not.toContainText(people[2]?.phone.replace(/-(\d{4})-/, "-****-") ?? "");
  expect(await ownerPage.content()).not.toContain(people[0]?.phone ?? "");
  await ownerContext.close();
});
