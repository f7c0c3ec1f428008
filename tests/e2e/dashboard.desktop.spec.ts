import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { createAdmin, gotoAdmin, seriousViolations, signInAdmin, uniqueId } from "./admin-helpers.ts";
import { E2E_DATABASE_FILE, expect, test } from "./fixtures.ts";

let adminEmail = "";
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern.
test.beforeAll(async ({}, testInfo) => {
  adminEmail = await createAdmin("dashboard", testInfo);
});

/**
 * A period of 2020 no other test writes to, filled straight into the server's database: daily
 * view aggregates, attributed leads and a booking, so every figure on the page is known exactly.
 * Returns the period's first day (two days long). Each call takes its own year-day pair.
 */
let seeded = 0;
function seedQuietPeriod(): { from: string; to: string; campaign: string } {
  seeded += 1;
  const month = String(((process.pid + seeded) % 12) + 1).padStart(2, "0");
  const from = `2020-${month}-0${(seeded % 4) * 2 + 1}`;
  const to = `2020-${month}-0${(seeded % 4) * 2 + 2}`;
  const campaign = uniqueId("launch");
  const db = new Database(E2E_DATABASE_FILE, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    // Clear what an earlier run of this file may have left in the same days.
    db.prepare("delete from page_views_daily where day in (?, ?)").run(from, to);
    db.prepare("delete from leads where day in (?, ?)").run(from, to);
    db.prepare("delete from bookings where day in (?, ?)").run(from, to);
    const view = db.prepare(
      "insert into page_views_daily (day, path, channel, campaign, views, visits) values (?, ?, ?, ?, ?, ?)",
    );
    view.run(from, "/", "naver", campaign, 300, 200);
    view.run(to, "/Brand/intro", "naver", campaign, 100, 50);
    view.run(to, "/", "direct", "", 80, 50);
    const lead = db.prepare(
      `insert into leads (id, created_at, updated_at, site_id, form, name, phone, privacy_consent, marketing_consent,
         consent_version, consented_at, status, dedupe_key, day, channel, medium, campaign, landing_path)
       values (?, ?, ?, 'pentacityhansin', ?, '대시보드', '010-0000-0000', 1, 0, '2026-11-22', ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const leads: Array<[string, string, string | null, string | null, string | null]> = [
      // day, form, channel, campaign, status
      [from, "interest", "naver", campaign, "new"],
      [from, "interest", "naver", campaign, "counselling"],
      [to, "visit", "naver", campaign, "booked"],
      [to, "inquiry", "direct", null, "new"],
      [to, "interest", null, null, "new"], // from before attribution
    ];
    for (const [day, form, channel, leadCampaign, status] of leads) {
      const at = `${day}T03:00:00.000Z`;
      lead.run(
        randomUUID(),
        at,
        at,
        form,
        at,
        status,
        randomUUID(),
        day,
        channel,
        channel === "naver" ? "cpc" : null,
        leadCampaign,
        channel ? "/" : null,
      );
    }
    db.prepare(
      `insert into bookings (id, created_at, updated_at, site_id, slot_start, day, party_size, name, phone, status,
         active_key, token_hash, dedupe_key, privacy_consent, marketing_consent, consent_version, consented_at)
       values (?, ?, ?, 'pentacityhansin', ?, ?, 3, '대시보드', '010-0000-0000', 'arrived', null, ?, ?, 1, 0, '2026-11-22', ?)`,
    ).run(
      randomUUID(),
      `${from}T01:00:00.000Z`,
      `${from}T01:00:00.000Z`,
      `${from}T01:00:00.000Z`,
      from,
      randomUUID(),
      randomUUID(),
      `${from}T01:00:00.000Z`,
    );
  } finally {
    db.close();
  }
  return { from, to, campaign };
}

test("the dashboard shows a period's visits, leads, channels, campaigns, forms, statuses and bookings exactly", async ({
  page,
}) => {
  test.slow(); // Sign-in is deliberately slow.
  const { from, to, campaign } = seedQuietPeriod();
  await signInAdmin(page, adminEmail, `/admin?from=${from}&to=${to}`);
  await expect(page.getByRole("heading", { level: 1, name: "대시보드" })).toBeVisible();
  await expect(page.getByLabel("시작일")).toHaveValue(from);
  await expect(page.getByLabel("종료일")).toHaveValue(to);

  // 300 visits, 480 page views, 5 leads: 1.7 %.
  await expect(page.getByTestId("dashboard-visits")).toHaveText("300회");
  await expect(page.getByTestId("dashboard-leads")).toHaveText("5건");
  await expect(page.getByRole("definition").filter({ hasText: "%" }).first()).toHaveText("1.7%");

  const channels = page.getByRole("table", { name: "유입 채널별 방문, 관심고객, 전환율" });
  await expect(channels.getByRole("row").nth(1)).toHaveText(/^네이버.*naver.*250.*3.*1\.2%$/);
  await expect(channels.getByRole("row").filter({ hasText: "직접 방문" })).toHaveText(/50.*1.*2%$/);
  await expect(channels.getByRole("row").filter({ hasText: "알 수 없음" })).toHaveText(/알 수 없음.*0.*1.*—$/);
  const campaigns = page.getByRole("table", { name: "캠페인별 방문, 관심고객, 전환율" });
  await expect(campaigns.getByRole("row").filter({ hasText: campaign })).toHaveText(/네이버.*250.*3.*1\.2%$/);
  const forms = page.getByRole("table", { name: "접수 양식별 관심고객 수" });
  await expect(forms.getByRole("row").filter({ hasText: "관심고객 팝업" })).toHaveText(/3.*60%$/);
  const funnel = page.getByRole("table", { name: /현재 상태별 수/ });
  await expect(funnel.getByRole("row").filter({ hasText: "신규" })).toHaveText(/신규.*5.*3.*100%$/);
  await expect(funnel.getByRole("row").filter({ hasText: "상담 중" })).toHaveText(/2.*1.*40%$/);

  // Each chart's numbers are one press away, as a table.
  const visitsChart = page.getByRole("figure", { name: "일별 방문 수와 페이지뷰" });
  await expect(visitsChart.getByRole("img")).toHaveAccessibleName(/합계 300, 하루 최대 200/);
  await visitsChart.getByText("표로 보기").click();
  await expect(visitsChart.getByRole("row").nth(1)).toHaveText(/200.*300|300.*200/);
  const bookings = page.getByRole("figure", { name: "일별 예약 인원, 방문 인원, 정원" });
  await bookings.getByText("표로 보기").click();
  await expect(bookings.getByRole("row").nth(1)).toContainText("3");

  expect(await seriousViolations(page)).toEqual([]);

  // The phone: nothing wider than the screen, the same figures.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("dashboard-leads")).toHaveText("5건");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a lead posted to the public /api/lead is counted on today's dashboard; presets and wrong dates", async ({
  page,
}) => {
  test.slow();
  await signInAdmin(page, adminEmail, "/admin");
  await page.getByRole("link", { name: "최근 7일" }).click();
  await expect(page).toHaveURL(/\/admin\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole("link", { name: "최근 7일" })).toHaveAttribute("aria-current", "true");
  const today = new URL(page.url()).searchParams.get("to") ?? "";
  await gotoAdmin(page, `/admin?from=${today}&to=${today}`);
  const before = Number((await page.getByTestId("dashboard-leads").textContent())?.replace(/\D/g, ""));

  const response = await page.request.post("/api/lead", {
    form: { form: "interest", name: uniqueId("대시").slice(-8), phone: "010-4545-7878", privacyConsent: "on" },
  });
  expect(response.status()).toBe(200);
  await gotoAdmin(page, `/admin?from=${today}&to=${today}`);
  // Other tests may post leads at the same time: at least this one more.
  const after = Number((await page.getByTestId("dashboard-leads").textContent())?.replace(/\D/g, ""));
  expect(after).toBeGreaterThanOrEqual(before + 1);

  // An impossible date: a Korean message at the field, and the default 30 days.
  await gotoAdmin(page, "/admin?from=2026-02-31&to=2026-03-01");
  await expect(page.getByRole("alert")).toContainText("시작일: 실제 있는 날짜를 YYYY-MM-DD 형식으로 입력해 주세요.");
  await expect(page.getByLabel("시작일")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("link", { name: "최근 30일" })).toHaveAttribute("aria-current", "true");
});
