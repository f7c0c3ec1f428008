import Database from "better-sqlite3";
import { seoulDay } from "../../app/lib/korea-time.ts";
import { createAdmin, gotoAdmin, openAdminMenu, signInAdmin } from "./admin-helpers.ts";
import { E2E_DATABASE_FILE, expect, gotoHydrated, test } from "./fixtures.ts";
import { chooseDateAndSlot, fillDetails, uniqueVisitor } from "./visit-helpers.ts";

/**
 * One person, one record, through the team's day at both viewports: a visitor books on the site,
 * the booking is a lead; the counsellor takes it, records the call and moves the visit from the
 * lead's page, finds the person on 오늘 할 일 with a call link, the funnel counts the booking, and a
 * walk-in with the same number joins the same lead.
 */

type Row = { id: string; form: string; status: string; assigned_to: string | null };

function read<T>(sql: string, ...values: string[]): T[] {
  const db = new Database(E2E_DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...values) as T[];
  } finally {
    db.close();
  }
}

const leadsOf = (phone: string) =>
  read<Row>("select id, form, status, assigned_to from leads where phone = ? and merged_into is null", phone);
const bookingsOf = (phone: string) =>
  read<{ lead_id: string; slot_start: string; status: string }>(
    "select lead_id, slot_start, status from bookings where phone = ? order by created_at",
    phone,
  );

/** The funnel's "이 단계까지" figure of 방문 예약 on the dashboard (the owner's view). */
async function bookedInFunnel(page: import("@playwright/test").Page): Promise<number> {
  await gotoAdmin(page, "/admin");
  const row = page
    .locator('section[aria-labelledby="dashboard-funnel"] tbody tr')
    .filter({ has: page.getByText("방문 예약", { exact: true }) });
  const cells = await row.locator("th, td").allInnerTexts();
  return Number((cells[1] ?? "").replace(/[^0-9]/g, ""));
}

test("a web booking is the person's lead: taken, called, moved from the lead page, on 오늘 할 일, in the funnel; a walk-in joins it", async ({
  page,
  browser,
}, testInfo) => {
  const counsellor = await createAdmin("one-record", testInfo, "counsellor");
  const owner = await createAdmin("one-record", testInfo, "owner");
  const ownerPage = await (await browser.newContext({ viewport: page.viewportSize() ?? undefined })).newPage();
  await signInAdmin(ownerPage, owner);
  const bookedBefore = await bookedInFunnel(ownerPage);

  // The visitor books on the site.
  const visitor = uniqueVisitor(`one${testInfo.project.name.slice(0, 1)}`);
  await gotoHydrated(page, "/Promotion/Visit");
  await chooseDateAndSlot(page, 0, 0);
  await fillDetails(page, visitor, "2");
  await page.getByRole("button", { name: "방문 예약하기" }).click();
  await expect(page.getByRole("heading", { name: "방문 예약이 확정되었습니다" })).toBeVisible();

  const [lead, ...others] = leadsOf(visitor.phone);
  expect(others).toEqual([]);
  expect(lead).toMatchObject({ form: "booking", status: "booked" });
  const [booking] = bookingsOf(visitor.phone);
  expect(booking).toMatchObject({ lead_id: lead?.id, status: "confirmed" });
  const leadId = lead?.id ?? "";

  // The counsellor takes the lead, records the call, and moves the visit in one step.
  await signInAdmin(page, counsellor);
  await gotoAdmin(page, `/admin/leads/${leadId}`);
  await page.getByRole("button", { name: "내가 맡기" }).click();
  await expect(page.getByTestId("lead-assignment").getByRole("status")).toHaveText("이 고객을 맡았습니다.");
  const history = page.getByTestId("lead-history");
  await history.getByRole("radio", { name: "전화" }).check();
  await page.getByLabel("상담 결과").fill("통화 완료, 방문 시간 변경 희망");
  await page.getByLabel("다음 연락 날짜 (선택)").fill(seoulDay(new Date()));
  await page.getByLabel("시각").fill("23:50");
  await page.getByRole("button", { name: "상담 기록 저장" }).click();
  await expect(history.getByRole("status")).toHaveText("상담 기록을 저장했습니다.");

  const panel = page.getByTestId("lead-panel-bookings");
  const move = panel.getByRole("form", { name: /예약$/ }).first();
  const choices = await move
    .getByLabel("바꿀 시간")
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  const target = choices.find((value) => value !== booking?.slot_start) ?? "";
  await move.getByLabel("바꿀 시간").selectOption(target);
  await move.getByRole("button", { name: "시간 변경" }).click();
  await expect(panel.getByRole("status")).toContainText("예약 시간을 바꿨습니다.");
  expect(bookingsOf(visitor.phone)).toEqual([{ lead_id: leadId, slot_start: target, status: "confirmed" }]);

  // 오늘 할 일: the person is there with a call link, one tap.
  await (await openAdminMenu(page)).getByRole("link", { name: "오늘 할 일" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "오늘 할 일" })).toBeVisible();
  const call = page.getByTestId("today-contacts").getByRole("link", { name: `${visitor.name}에게 전화` });
  await expect(call).toHaveAttribute("href", `tel:${visitor.phone.replaceAll("-", "")}`);

  // The funnel counts the booking as 방문 예약.
  expect(await bookedInFunnel(ownerPage)).toBeGreaterThan(bookedBefore);

  // A walk-in with the same number joins the same lead.
  await gotoAdmin(page, "/admin/walk-in");
  await page.getByLabel("이름").fill(visitor.name);
  await page.getByLabel("휴대전화번호").fill(visitor.phone);
  await page.getByLabel("[필수] 개인정보 수집·이용에 동의합니다.").check();
  await page.getByRole("button", { name: "방문 등록" }).click();
  await expect(page.getByTestId("walk-in-done")).toContainText("방문이 등록되었습니다.");
  const after = leadsOf(visitor.phone);
  expect(after).toHaveLength(1);
  expect(after[0]).toMatchObject({ id: leadId, status: "visited" });
  await ownerPage.context().close();
});
