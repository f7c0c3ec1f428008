import { expect, gotoHydrated, test } from "./fixtures.ts";

test("hovering a menu group opens its dropdown; leaving the header closes it", async ({ page }) => {
  await gotoHydrated(page, "/Brand/intro");
  const nav = page.getByRole("navigation", { name: "주 메뉴" });
  const group = nav.getByRole("button", { name: "단지안내" });
  await group.hover();
  await expect(group).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "호수배치도" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveAttribute("data-dropdown-open", "true");

  await nav.getByRole("button", { name: "세대안내" }).hover();
  await expect(group).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: "84A" })).toBeVisible();

  await page.mouse.move(640, 700);
  await expect(page.getByRole("banner")).toHaveAttribute("data-dropdown-open", "false");
  await expect(nav.getByRole("link", { name: "84A" })).toBeHidden();
});

test("the six groups and their links match the SPEC menu, including the unit label table", async ({ page }) => {
  await gotoHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "주 메뉴" });
  await expect(nav.getByRole("button")).toHaveText([
    "브랜드",
    "사업개요",
    "입지환경",
    "단지안내",
    "세대안내",
    "홍보센터",
  ]);
  await expect(nav.getByRole("link", { name: "브랜드 소개", includeHidden: true })).toHaveAttribute(
    "href",
    "/brand/intro",
  );
  const units = { "84A": "/FloorPlan/59A", "84B": "/FloorPlan/59B", "84C": "/FloorPlan/84A", "84D": "/FloorPlan/84B" };
  for (const [label, href] of Object.entries(units)) {
    await expect(nav.getByRole("link", { name: label, exact: true, includeHidden: true })).toHaveAttribute(
      "href",
      href,
    );
  }
  // 99B and 99C go to their own plans (the original's menu sent all three to 114A).
  for (const [label, href] of Object.entries({
    "99A": "/FloorPlan/114A",
    "99B": "/FloorPlan/114B",
    "99C": "/FloorPlan/114C",
  })) {
    await expect(nav.getByRole("link", { name: label, exact: true, includeHidden: true })).toHaveAttribute(
      "href",
      href,
    );
  }
  await expect(nav.getByRole("link", { name: "모델하우스", includeHidden: true })).toHaveAttribute(
    "href",
    "/FloorPlan/Emodel",
  );
});

test("dropdowns work from the keyboard: Enter opens, Escape closes and returns focus", async ({ page }) => {
  await gotoHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "주 메뉴" });
  const group = nav.getByRole("button", { name: "입지환경" });
  await group.focus();
  await page.keyboard.press("Enter");
  await expect(group).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "입지안내" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(group).toHaveAttribute("aria-expanded", "false");
  await expect(group).toBeFocused();
});

test("choosing a dropdown link navigates and closes the dropdown", async ({ page }) => {
  await gotoHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "주 메뉴" });
  await nav.getByRole("button", { name: "단지안내" }).hover();
  await nav.getByRole("link", { name: "커뮤니티" }).click();
  await expect(page).toHaveURL(/\/ComplexGuide\/community$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("커뮤니티");
  await expect(page.getByRole("banner")).toHaveAttribute("data-dropdown-open", "false");
});

test("the header restyles once scrolled below 0 and fades its image in past 200", async ({ page }) => {
  await gotoHydrated(page, "/ComplexGuide/intro");
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await expect(header).toHaveAttribute("data-faded", "false");
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(header).toHaveAttribute("data-faded", "false");
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute("data-faded", "true");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test("header actions: the visit booking, mobile consultation and the phone button carry the sales phone", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "방문 예약", exact: true })).toHaveAttribute(
    "href",
    "/Promotion/Visit",
  );
  await expect(header.getByRole("link", { name: "모바일 상담" })).toHaveAttribute("href", "/Promotion/Customer");
  const phone = header.getByRole("link", { name: "분양 문의 1661-0000" });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute("data-interest-trigger", "");
  await expect(header.getByRole("link", { name: "펜타시티 한신더휴 홈" })).toHaveAttribute("href", "/");
  // The mobile-only parts are not shown on a desktop.
  await expect(page.getByRole("button", { name: "메뉴 열기" })).toBeHidden();
  await expect(page.getByRole("complementary", { name: "빠른 상담" })).toBeHidden();
});

test("footer: related sites collapse and open the official site in a new tab", async ({ page }) => {
  await gotoHydrated(page, "/");
  const footer = page.getByRole("contentinfo");
  const toggle = footer.getByRole("button", { name: "관련 사이트" });
  const official = footer.getByRole("link", { name: /한신더휴 공식 홈페이지/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(official).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(official).toBeVisible();
  await expect(official).toHaveAttribute("target", "_blank");
  await expect(official).toHaveAttribute("rel", /noopener/);
  await toggle.click();
  await expect(official).toBeHidden();

  await expect(footer.getByRole("link", { name: /관심고객 등록/ })).toHaveAttribute("data-interest-trigger", "");
  await expect(footer).toContainText("1661-0000");
  await expect(footer).toContainText("한신공영(주)");
  await expect(footer).toContainText("2025");
  await expect(footer.getByRole("list", { name: "유의사항" })).toContainText("실제와 다를 수 있습니다");
});

test("sub-page banner text fades in after 100 ms and the brand box after 500 ms", async ({ page }) => {
  // Time stands still until the test moves it, so the delays are measured from hydration.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await gotoHydrated(page, "/LocationEnvironment/intro");
  const banner = page.getByRole("region", { name: "페이지 배너" });
  const revealed = banner.locator("[data-revealed]");
  await expect(revealed.nth(0)).toHaveAttribute("data-revealed", "false");
  await expect(revealed.nth(1)).toHaveAttribute("data-revealed", "false");
  await page.clock.runFor(150);
  await expect(revealed.nth(0)).toHaveAttribute("data-revealed", "true");
  await expect(revealed.nth(1)).toHaveAttribute("data-revealed", "false");
  await page.clock.runFor(400);
  await expect(revealed.nth(1)).toHaveAttribute("data-revealed", "true");
  await expect(banner).toContainText("LOCATION");
});

test("the sub-menu marks the current page, also under a lower-case alias", async ({ page }) => {
  await gotoHydrated(page, "/brand/intro");
  const subMenu = page.getByRole("navigation", { name: "하위 메뉴" });
  await expect(subMenu.locator('[aria-current="page"]')).toHaveText("브랜드 소개");
  await gotoHydrated(page, "/ComplexGuide/detailintro");
  await expect(subMenu.getByRole("link")).toHaveText(["단지배치도", "호수배치도", "커뮤니티"]);
  await expect(subMenu.locator('[aria-current="page"]')).toHaveText("호수배치도");
});

test("every route change scrolls to the top", async ({ page }) => {
  await gotoHydrated(page, "/ComplexGuide/intro");
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole("navigation", { name: "하위 메뉴" }).getByRole("link", { name: "커뮤니티" }).click();
  await expect(page).toHaveURL(/\/ComplexGuide\/community$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
