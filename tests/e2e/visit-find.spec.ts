import { seriousAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/**
 * "예약 확인" on the e2e server, which sends no texts (SMS_PROVIDER=log): the page is its own (not
 * taken for a change link's token) and, at both sizes and without JavaScript, promises no text:
 * it says plainly that the check by text is not available and gives the sales phone. The texted-code journey runs in
 * tests/reliability/booking-lookup.test.ts against a SOLAPI fake.
 */
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("예약 확인 without texting: no code is promised, the sales phone instead", async ({ page }) => {
      const response = await page.goto("/Promotion/Visit/find");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "방문 예약 확인" })).toBeVisible();
      // It belongs to the booking: the sub-menu marks 방문 예약, not the lead form.
      const subMenu = page.getByRole("navigation", { name: "하위 메뉴" });
      await expect(subMenu.locator('[aria-current="page"]')).toHaveText("방문 예약");
      const notice = page.getByText("지금은 문자 인증으로 예약을 확인할 수 없습니다.", { exact: false });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole("link", { name: /\d{4}-\d{4}/ })).toHaveAttribute("href", /^tel:/);
      await expect(page.getByRole("button", { name: "인증번호 받기" })).toHaveCount(0);
      await expect(page.locator("main#main")).not.toContainText("문자로 보내 드렸습니다");
      await expect(page.locator("main#main")).not.toContainText("설정");
      if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
}
