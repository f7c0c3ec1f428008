import { createAdmin, readAudit, seriousViolations, signInAdmin, uniqueId } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

let adminEmail = "";
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern.
test.beforeAll(({}, testInfo) => {
  adminEmail = createAdmin("bookings", testInfo);
});

/** Books the 4th open day's first free slot the way the page's form posts it (from a Kakao ad); returns the day. */
async function book(
  request: import("@playwright/test").APIRequestContext,
  baseURL: string,
  name: string,
  phone: string,
) {
  const page = await (await request.get("/Promotion/Visit")).text();
  const day = [...page.matchAll(/\?date=(\d{4}-\d{2}-\d{2})#/g)][3]?.[1] ?? "";
  const slots = await (await request.get(`/Promotion/Visit?date=${day}`)).text();
  const slot = decodeURIComponent(slots.match(/&amp;slot=([^"#&]+)#visit-details-title/)?.[1] ?? "");
  const response = await request.post("/Promotion/Visit", {
    form: {
      slot,
      name,
      phone,
      partySize: "3",
      privacyConsent: "on",
      landing: "/Promotion/Visit?utm_source=kakao&utm_medium=display&utm_campaign=openhouse",
      referrer: "",
      idempotencyKey: uniqueId("b").replace(/[^\w-]/g, ""),
    },
    headers: { Origin: new URL(baseURL).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return day;
}

test("the sales team sees the day's bookings as a check-in sheet, marks a visitor arrived, and every text is listed honestly", async ({
  page,
  baseURL,
}) => {
  test.slow(); // Sign-in is deliberately slow.
  const name = `예약관리${uniqueId("").slice(-6)}`;
  const day = await book(page.request, baseURL ?? "", name, "010-6060-7070");

  await signInAdmin(page, adminEmail, `/admin/bookings?day=${day}`);
  await expect(page.getByRole("heading", { level: 1, name: /방문 예약/ })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("010-6060-7070");
  await expect(row).toContainText("예약 확정");
  await expect(row.locator("td[data-channel]")).toHaveText("kakao / display / openhouse");
  await expect(page.getByText(/예약 \d+건 · \d+명/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole("button", { name: "방문", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("예약 상태를 바꿨습니다.");
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("방문 완료");
  expect(readAudit({ action: "booking.update", actorEmail: adminEmail }).length).toBeGreaterThanOrEqual(1);
  expect(readAudit({ action: "booking.view", actorEmail: adminEmail }).length).toBeGreaterThanOrEqual(1);

  // Without a provider (the e2e server has none) the confirmation is stored and said to be not sent.
  await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "문자 발송" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "문자 발송" })).toBeVisible();
  const message = page.getByRole("row").filter({ hasText: "010-****-7070" });
  await expect(message.first()).toContainText("예약 확정");
  await expect(message.first()).toContainText("미발송: 문자 발송 설정 없음");
  await expect(message.first()).toContainText("문자 발송이 설정되지 않아 보내지 않았습니다.");
  // Staff are told in Korean that texting is not set up and who sets it up, not a setting's name.
  await expect(page.getByRole("note")).toHaveText(
    "문자 발송이 설정되지 않았습니다. 서버 관리자가 SOLAPI 발송 설정을 마치면 그 뒤의 문자부터 발송됩니다.",
  );
  await expect(page.locator("main")).not.toContainText("SMS_PROVIDER");
  await expect(page.getByRole("row").filter({ hasText: "발송 완료" })).toHaveCount(0);
});
