import Database from "better-sqlite3";
import { acceptDocument404, E2E_DATABASE_FILE, expect, gotoHydrated, test } from "./fixtures.ts";
import { acceptConsoleError } from "./lead-helpers.ts";
import { chooseDateAndSlot, fillDetails, uniqueVisitor } from "./visit-helpers.ts";

/** Model-house visit booking: date → slot → details → the booking's own page; move and cancel there. */

type StoredBooking = {
  id: string;
  name: string;
  phone: string;
  party_size: number;
  status: string;
  slot_start: string;
};

function readBookings(name: string): StoredBooking[] {
  const db = new Database(E2E_DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("select id, name, phone, party_size, status, slot_start from bookings where name = ?")
      .all(name) as StoredBooking[];
  } finally {
    db.close();
  }
}

test("with JavaScript: a visitor books a slot without a reload, sees the confirmation, moves it and cancels it", async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, "/Promotion/Visit");
  // Navigations between steps stay in the page: the marker set on window survives them.
  await page.evaluate(() => {
    (window as unknown as { __stayed: boolean }).__stayed = true;
  });
  const time = await chooseDateAndSlot(page, 2, 3);
  const visitor = uniqueVisitor(testInfo.project.name);
  await fillDetails(page, visitor, "2");
  await page.getByRole("button", { name: "방문 예약하기" }).click();

  await expect(page.getByRole("heading", { name: "방문 예약이 확정되었습니다" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
  await expect(page).toHaveURL(/\/Promotion\/Visit\/[A-Za-z0-9_-]{43}\?new=1$/);
  await expect(page.getByText(time, { exact: true })).toBeVisible();
  await expect(page.getByText("2명", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /지도에서 보기/ })).toHaveAttribute("href", /map\.naver\.com/);
  const [stored] = readBookings(visitor.name);
  expect(stored).toMatchObject({ phone: visitor.phone, party_size: 2, status: "confirmed" });

  // Move to another free slot on another day.
  await page.getByRole("list", { name: "방문 날짜" }).getByRole("link").nth(4).click();
  await page
    .locator("label")
    .filter({ hasText: /자리 남음/ })
    .first()
    .click();
  await page.getByRole("button", { name: "이 시간으로 변경" }).click();
  await expect(page.getByText("예약 시간이 변경되었습니다.")).toBeVisible();
  const [moved] = readBookings(visitor.name);
  expect(moved?.slot_start).not.toBe(stored?.slot_start);

  await page.getByRole("button", { name: "예약 취소" }).click();
  await expect(page.getByText("예약이 취소되었습니다.", { exact: false })).toBeVisible();
  expect(readBookings(visitor.name)[0]?.status).toBe("cancelled");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole booking works with links and plain form posts; a wrong field keeps what was typed", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    await page.goto("/Promotion/Visit");
    await chooseDateAndSlot(page, 5, 2);
    const visitor = uniqueVisitor(`${testInfo.project.name}nojs`);
    await fillDetails(page, { name: visitor.name, phone: "12345" }, "3");
    await page.getByRole("button", { name: "방문 예약하기" }).click();
    await expect(page.getByText("올바른 전화번호를 입력해 주세요.", { exact: false })).toBeVisible();
    await expect(page.locator("main#main").getByLabel("이름")).toHaveValue(visitor.name);
    expect(readBookings(visitor.name)).toHaveLength(0);
    // The refused post's page is a 400 document, which Chromium reports on the console.
    acceptConsoleError(consoleErrors, "status of 400");

    await page.locator("main#main").getByLabel("연락처").fill(visitor.phone);
    await page.locator("main#main").getByLabel("[필수] 개인정보 수집·이용에 동의합니다.").check();
    await page.getByRole("button", { name: "방문 예약하기" }).click();
    await expect(page.getByRole("heading", { name: "방문 예약이 확정되었습니다" })).toBeVisible();
    expect(readBookings(visitor.name)).toMatchObject([{ party_size: 3, status: "confirmed" }]);
  });
});

test("a wrong change link answers 404", { tag: "@any-viewport" }, async ({ page, consoleErrors }) => {
  const response = await page.goto(`/Promotion/Visit/${"A".repeat(43)}`);
  expect(response?.status()).toBe(404);
  acceptDocument404(consoleErrors);
});

test("the booking page is one click away from the footer, the customer page and the home visit section", async ({
  page,
}) => {
  await gotoHydrated(page, "/Promotion/Customer");
  await page.locator("main#main").getByRole("link", { name: "견본주택 방문 시간 예약하기" }).click();
  await expect(page).toHaveURL(/\/Promotion\/Visit$/);
  await expect(page.getByRole("heading", { level: 1, name: "견본주택 방문 예약" })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "방문 시간 예약" }).click();
  await expect(page).toHaveURL(/\/Promotion\/Visit$/);
});
