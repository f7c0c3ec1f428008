import Database from "better-sqlite3";
import { acceptDocument404, E2E_DATABASE_FILE, expect, gotoHydrated, SITE_URL, test } from "./fixtures.ts";
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

/** Another visitor takes a slot's last places while this one is still typing. */
function fillSlot(slotStart: string) {
  const db = new Database(E2E_DATABASE_FILE, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(
      "insert into booking_slots (site_id, slot_start, booked, capacity) values ('pentacityhansin', ?, 0, 0) on conflict (site_id, slot_start) do update set capacity = booked",
    ).run(slotStart);
  } finally {
    db.close();
  }
}

/** The texts are not sent in the e2e run (SMS_PROVIDER=log): no page may promise one. */
const TEXT_PROMISE = /문자로(도)? 보내 드/;

test("with JavaScript: a visitor books, sees the booking's number and address to copy, moves it and cancels it after a question", async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, "/Promotion/Visit");
  const main = page.locator("main#main");
  // Navigations between steps stay in the page: the marker set on window survives them.
  await page.evaluate(() => {
    (window as unknown as { __stayed: boolean }).__stayed = true;
  });
  const time = await chooseDateAndSlot(page, 2, 3);
  await expect(main).not.toContainText(TEXT_PROMISE);
  const visitor = uniqueVisitor(testInfo.project.name);
  await fillDetails(page, visitor, "2");
  await page.getByRole("button", { name: "방문 예약하기" }).click();

  await expect(page.getByRole("heading", { name: "방문 예약이 확정되었습니다" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
  await expect(page).toHaveURL(/\/Promotion\/Visit\/[A-Za-z0-9_-]{43}\?new=1$/);
  const token = new URL(page.url()).pathname.split("/").at(-1);
  await expect(main.getByText(time, { exact: true })).toBeVisible();
  await expect(main.getByText("2명", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /지도에서 보기/ })).toHaveAttribute("href", /map\.naver\.com/);
  const [stored] = readBookings(visitor.name);
  expect(stored).toMatchObject({ phone: visitor.phone, party_size: 2, status: "confirmed" });
  // Who booked, a number to quote on the phone, and the change link as a full address to copy.
  await expect(main.getByText(visitor.name, { exact: true })).toBeVisible();
  await expect(main.getByText(`010-****-${visitor.phone.slice(-4)}`, { exact: true })).toBeVisible();
  const number = (stored?.id ?? "").replace(/-/g, "").slice(0, 8).toUpperCase();
  await expect(main.getByText(number, { exact: true })).toBeVisible();
  const address = main.getByRole("textbox", { name: "예약 확인·변경 주소" });
  await expect(address).toHaveValue(`${SITE_URL}/Promotion/Visit/${token}`);
  await expect(address).not.toBeEditable();
  await main.getByRole("button", { name: "복사", exact: true }).click();
  await expect(main.getByText("주소를 복사했습니다.")).toBeVisible();
  await expect(main).toContainText("이 페이지의 주소를 저장해 두세요");
  await expect(main).not.toContainText(TEXT_PROMISE);

  // Move: the new time is announced right where the button was, as good news.
  await main.getByRole("list", { name: "방문 날짜" }).getByRole("link").nth(4).click();
  const choice = main
    .locator("label")
    .filter({ hasText: /자리 남음/ })
    .first();
  const newTime = (await choice.locator("span").first().textContent()) ?? "";
  await choice.click();
  await main.getByRole("button", { name: "이 시간으로 변경" }).click();
  const moved = main.getByRole("status").filter({ hasText: "예약 시간이 변경되었습니다." });
  await expect(moved).toContainText(newTime);
  await expect(moved).toBeFocused();
  await expect(moved).toBeInViewport();
  await expect(moved.locator("p")).toHaveCSS("border-left-color", "rgb(31, 122, 77)");
  const [afterMove] = readBookings(visitor.name);
  expect(afterMove?.slot_start).not.toBe(stored?.slot_start);

  // Cancel: a question first; only the answer cancels.
  await main.getByRole("link", { name: "예약 취소", exact: true }).click();
  const question = main.getByRole("region", { name: "예약을 취소하시겠습니까?" });
  await expect(question).toBeFocused();
  expect(readBookings(visitor.name)[0]?.status).toBe("confirmed");
  await question.getByRole("button", { name: "예, 예약을 취소합니다" }).click();
  const cancelled = main.getByRole("status").filter({ hasText: "예약이 취소되었습니다." });
  await expect(cancelled).toBeFocused();
  await expect(cancelled).toBeInViewport();
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
    // The change link as plain text to copy by hand.
    const token = new URL(page.url()).pathname.split("/").at(-1);
    await expect(page.locator("main#main").getByText(`${SITE_URL}/Promotion/Visit/${token}`)).toBeVisible();
  });

  test("the change link moves and cancels the booking with plain form posts", async ({ page }, testInfo) => {
    await page.goto("/Promotion/Visit");
    await chooseDateAndSlot(page, 6, 4);
    const visitor = uniqueVisitor(`${testInfo.project.name}nojsm`);
    await fillDetails(page, visitor, "1");
    await page.getByRole("button", { name: "방문 예약하기" }).click();
    await expect(page.getByRole("heading", { name: "방문 예약이 확정되었습니다" })).toBeVisible();
    const [booked] = readBookings(visitor.name);
    const main = page.locator("main#main");

    await main.getByRole("list", { name: "방문 날짜" }).getByRole("link").nth(7).click();
    const choice = main
      .locator("label")
      .filter({ hasText: /자리 남음/ })
      .nth(1);
    const newTime = (await choice.locator("span").first().textContent()) ?? "";
    await choice.click();
    await main.getByRole("button", { name: "이 시간으로 변경" }).click();
    const moved = main.getByRole("status").filter({ hasText: "예약 시간이 변경되었습니다." });
    await expect(moved).toContainText(newTime);
    await expect(moved).toBeInViewport();
    expect(readBookings(visitor.name)[0]?.slot_start).not.toBe(booked?.slot_start);

    await main.getByRole("link", { name: "예약 취소", exact: true }).click();
    await expect(main.getByRole("heading", { name: "예약을 취소하시겠습니까?" })).toBeInViewport();
    expect(readBookings(visitor.name)[0]?.status).toBe("confirmed");
    await main.getByRole("button", { name: "예, 예약을 취소합니다" }).click();
    await expect(main.getByRole("status").filter({ hasText: "예약이 취소되었습니다." })).toBeVisible();
    expect(readBookings(visitor.name)[0]?.status).toBe("cancelled");
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a slot that fills while the visitor types is shown as 마감, no longer chosen, with other times offered", async ({
      page,
      consoleErrors,
    }, testInfo) => {
      await (javaScriptEnabled ? gotoHydrated(page, "/Promotion/Visit") : page.goto("/Promotion/Visit"));
      const mobile = testInfo.project.name.startsWith("mobile");
      const time = await chooseDateAndSlot(page, 8, (mobile ? 10 : 6) + (javaScriptEnabled ? 0 : 2));
      const visitor = uniqueVisitor(`${testInfo.project.name}full`);
      await fillDetails(page, visitor, "1");
      fillSlot(new URL(page.url()).searchParams.get("slot") ?? "");
      await page.getByRole("button", { name: "방문 예약하기" }).click();

      const main = page.locator("main#main");
      await expect(main.getByText("선택하신 시간은 방금 마감되었습니다.", { exact: false })).toBeVisible();
      const full = main.getByRole("list", { name: "방문 시간" }).getByRole("listitem").filter({ hasText: time });
      await expect(full).toContainText("마감");
      await expect(full.getByRole("link")).toHaveCount(0);
      await expect(main.getByRole("heading", { name: /예약자 정보/ })).toHaveCount(0);
      await expect(main.getByText("예약 가능한 가까운 시간")).toBeVisible();
      expect(readBookings(visitor.name)).toHaveLength(0);
      // The refused post answers 409 (a document without JavaScript, a data request with it).
      acceptConsoleError(consoleErrors, "status of 409");
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("an empty submit shows and announces each missing field's Korean message", async ({ page, consoleErrors }) => {
      await (javaScriptEnabled ? gotoHydrated(page, "/Promotion/Visit") : page.goto("/Promotion/Visit"));
      await chooseDateAndSlot(page, 9, 1);
      await page.getByRole("button", { name: "방문 예약하기" }).click();
      const main = page.locator("main#main");
      const name = main.getByLabel("이름");
      await expect(name).toHaveAccessibleDescription(/이름을 입력해 주세요\./);
      await expect(main.getByLabel("연락처")).toHaveAccessibleDescription(/연락처를 입력해 주세요\./);
      await expect(main.getByText("개인정보 수집·이용에 동의해 주세요.")).toBeVisible();
      await expect(main.getByRole("status").filter({ hasText: "입력 내용을 확인해 주세요." })).toBeAttached();
      if (javaScriptEnabled) await expect(name).toBeFocused();
      acceptConsoleError(consoleErrors, "status of 400");
    });
  });
}

test("after a date is tapped its times come into view and take the focus; after a time, the form", async ({ page }) => {
  await gotoHydrated(page, "/Promotion/Visit");
  const main = page.locator("main#main");
  await main.getByRole("list", { name: "방문 날짜" }).getByRole("link").nth(12).click();
  const times = main.locator("#visit-slot-title");
  await expect(times).toBeFocused();
  await expect(times).toBeInViewport();
  await expect(main.getByRole("list", { name: "방문 시간" }).getByRole("link").first()).toBeInViewport();
  await main.getByRole("list", { name: "방문 시간" }).getByRole("link").nth(2).click();
  const details = main.locator("#visit-details-title");
  await expect(details).toBeFocused();
  await expect(details).toBeInViewport();
});

test("내 예약 확인·변경 is linked from the home, visit and customer pages", async ({ page }) => {
  for (const [path, scope] of [
    ["/", "section#interestForm"],
    ["/Promotion/Visit", "main#main"],
    ["/Promotion/Customer", "main#main"],
  ] as const) {
    await gotoHydrated(page, path);
    await expect(page.locator(scope).getByRole("link", { name: "내 예약 확인·변경" }), path).toHaveAttribute(
      "href",
      "/Promotion/Visit/find",
    );
  }
  await page.locator("main#main").getByRole("link", { name: "내 예약 확인·변경" }).click();
  await expect(page).toHaveURL(/\/Promotion\/Visit\/find$/);
});

test("a wrong change link answers 404 and leads to 예약 확인 by phone", { tag: "@any-viewport" }, async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto(`/Promotion/Visit/${"A".repeat(43)}`);
  expect(response?.status()).toBe(404);
  acceptDocument404(consoleErrors);
  await expect(page.getByRole("heading", { level: 1, name: "예약을 찾을 수 없습니다" })).toBeVisible();
  await page.getByRole("link", { name: "휴대폰 번호로 예약 확인하기" }).click();
  await expect(page).toHaveURL(/\/Promotion\/Visit\/find$/);
});

test("every 방문 예약 link reaches the booking page in one click, and its sub-tab marks itself", async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, "/Promotion/Customer");
  await page.locator("main#main").getByRole("link", { name: "견본주택 방문 예약하기" }).click();
  await expect(page).toHaveURL(/\/Promotion\/Visit$/);
  await expect(page.getByRole("heading", { level: 1, name: "견본주택 방문 예약" })).toBeVisible();
  const subMenu = page.getByRole("navigation", { name: "하위 메뉴" });
  await expect(subMenu.locator('[aria-current="page"]')).toHaveText("방문 예약");

  await gotoHydrated(page, "/Brand/intro");
  const quick = testInfo.project.name.startsWith("mobile")
    ? page.getByRole("complementary", { name: "빠른 상담" })
    : page.getByRole("banner");
  await quick.getByRole("link", { name: "방문 예약", exact: true }).click();
  await expect(page).toHaveURL(/\/Promotion\/Visit$/);

  await gotoHydrated(page, "/Brand/intro");
  await page.getByRole("contentinfo").getByRole("link", { name: "방문 예약", exact: true }).click();
  await expect(page).toHaveURL(/\/Promotion\/Visit$/);

  await gotoHydrated(page, "/");
  await page.locator("section#interestForm").getByRole("link", { name: "견본주택 방문 예약하기" }).click();
  await expect(page).toHaveURL(/\/Promotion\/Visit$/);
});
