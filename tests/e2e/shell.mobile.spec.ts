import { expect, gotoHydrated, test } from "./fixtures.ts";

test("the hamburger opens a full-height menu with the visit booking link first; Escape closes it", async ({ page }) => {
  await gotoHydrated(page, "/Brand/intro");
  const toggle = page.getByRole("button", { name: "메뉴 열기" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const menu = page.getByRole("navigation", { name: "모바일 메뉴" });
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "메뉴 닫기" })).toHaveAttribute("aria-expanded", "true");
  const box = await menu.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(700);
  await expect(menu.getByRole("link").first()).toHaveAttribute("href", "/Promotion/Visit");
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "메뉴 열기" })).toBeFocused();
});

test("menu groups are an accordion with one open at a time; a sub-link navigates and closes the menu", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "메뉴 열기" }).click();
  const menu = page.getByRole("navigation", { name: "모바일 메뉴" });
  const groups = menu.locator("details");
  await expect(groups).toHaveCount(6);

  await menu.getByText("브랜드", { exact: true }).click();
  await expect(groups.nth(0)).toHaveAttribute("open", "");
  await menu.getByText("단지안내", { exact: true }).click();
  await expect(groups.nth(3)).toHaveAttribute("open", "");
  await expect(groups.nth(0)).not.toHaveAttribute("open", "");
  await menu.getByText("단지안내", { exact: true }).click();
  await expect(groups.nth(3)).not.toHaveAttribute("open", "");

  await menu.getByText("입지환경", { exact: true }).click();
  await menu.getByRole("link", { name: "프리미엄" }).click();
  await expect(page).toHaveURL(/\/LocationEnvironment\/primium$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "메뉴 열기" })).toHaveAttribute("aria-expanded", "false");
});

test("mobile header call link and the fixed bottom bar", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.getByRole("link", { name: "분양 문의 전화 걸기" })).toHaveAttribute("href", "tel:16610000");
  await expect(page.getByRole("navigation", { name: "주 메뉴" })).toBeHidden();

  const bar = page.getByRole("complementary", { name: "빠른 상담" });
  await expect(bar).toBeVisible();
  // One name for one thing: "방문 예약" is the booking page, the popup is the lead form's "관심고객 등록".
  await expect(bar.getByRole("link", { name: "방문 예약" })).toHaveAttribute("href", "/Promotion/Visit");
  await expect(bar.getByRole("link", { name: "관심고객 등록" })).toHaveAttribute("data-interest-trigger", "");
  await expect(bar.getByRole("link", { name: "전화상담" })).toHaveAttribute("href", "tel:16610000");
  const barBox = await bar.boundingBox();
  expect(barBox && barBox.y + barBox.height).toBeCloseTo(844, 0);
  for (const link of await bar.getByRole("link").all()) {
    expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
});

test("the bottom bar never covers the end of the page", async ({ page }) => {
  await gotoHydrated(page, "/Brand/intro");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const copyright = page.getByRole("contentinfo").getByText(/Copyright/);
  const bar = page.getByRole("complementary", { name: "빠른 상담" });
  await expect(copyright).toBeInViewport();
  const textBox = await copyright.boundingBox();
  const barBox = await bar.boundingBox();
  expect((textBox?.y ?? 0) + (textBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
});

test("no page is wider than the phone screen", async ({ page }) => {
  for (const path of ["/", "/Brand/intro", "/BusinessGuide/intro", "/FloorPlan/videos", "/SalesInfo/announcement"]) {
    await gotoHydrated(page, path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
});
