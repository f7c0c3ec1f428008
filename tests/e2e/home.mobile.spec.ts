import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

// The slider's autoplay is motion (paused under a reduced-motion preference), and the wheel test means
// something only where the desktop stepper would run.
test.use({ reducedMotion: "no-preference" });

async function openHome(page: Page) {
  await gotoHydrated(page, "/");
  const main = page.locator("main#main");
  await expect(main).toHaveAttribute("data-stepper", "off");
  return main;
}

/** A real touch swipe through the DevTools protocol. */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error("swipe target is not visible");
  const y = box.y + box.height / 2;
  const x0 = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: x0, y }] });
  for (let step = 1; step <= 5; step++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x0 + (dx * step) / 5, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test("mobile scrolls normally: the wheel does not step sections", async ({ page }) => {
  const main = await openHome(page);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(main).toHaveAttribute("data-step", "1");
});

test("the overview and complex accordions keep one item open at a time", async ({ page }) => {
  await openHome(page);
  const overview = page.locator('[data-home-accordion="overview"] details');
  await expect(overview).toHaveCount(3);
  await expect(overview.nth(0)).toHaveAttribute("open", "");
  await overview.nth(1).locator("summary").click();
  await expect(overview.nth(1)).toHaveAttribute("open", "");
  await expect(overview.nth(0)).not.toHaveAttribute("open", "");
  await overview.nth(1).locator("summary").click();
  await expect(overview.nth(1)).not.toHaveAttribute("open", "");

  const complex = page.locator('[data-home-accordion="complex"] details');
  await expect(complex.locator("summary")).toHaveText([/단지배치도/, /특화설계/, /커뮤니티/]);
  await complex.nth(2).locator("summary").click();
  await expect(complex.nth(2)).toHaveAttribute("open", "");
  await expect(complex.nth(0)).not.toHaveAttribute("open", "");
});

test("the premium slider advances every 6 s and loops", async ({ page }) => {
  // Time stands still until the test moves it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await openHome(page);
  const premium = page.locator('[data-home-accordion="overview"] details').nth(2);
  await premium.locator("summary").click();
  const slider = premium.locator("[data-premium-slider]");
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveAttribute("data-autoplay", "true");
  const count = await slider.getByRole("button", { name: /번째 슬라이드$/ }).count();
  expect(count).toBeGreaterThan(1);
  await expect(slider).toHaveAttribute("data-index", "0");

  await page.clock.runFor(5_900);
  await expect(slider).toHaveAttribute("data-index", "0");
  await page.clock.runFor(200);
  await expect(slider).toHaveAttribute("data-index", "1");
  for (let i = 2; i <= count; i++) await page.clock.runFor(6_000);
  await expect(slider).toHaveAttribute("data-index", "0");
});

test("the premium slider follows swipes over 50px and its dot buttons", async ({ page }) => {
  await openHome(page);
  const premium = page.locator('[data-home-accordion="overview"] details').nth(2);
  await premium.locator("summary").click();
  const slider = premium.locator("[data-premium-slider]");
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveAttribute("data-index", "0");

  await swipe(page, slider, -40);
  await expect(slider).toHaveAttribute("data-index", "0");
  await swipe(page, slider, -120);
  await expect(slider).toHaveAttribute("data-index", "1");
  await swipe(page, slider, 120);
  await expect(slider).toHaveAttribute("data-index", "0");
  await swipe(page, slider, 120);
  const count = await slider.getByRole("button", { name: /번째 슬라이드$/ }).count();
  await expect(slider).toHaveAttribute("data-index", String(count - 1));

  const third = slider.getByRole("button", { name: "3번째 슬라이드" });
  await third.click();
  await expect(slider).toHaveAttribute("data-index", "2");
  await expect(third).toHaveAttribute("aria-current", "true");
});

test("the unit viewer uses 30px arrows on a phone and links to the plan page", async ({ page }) => {
  await openHome(page);
  const viewer = page.locator("[data-unit-viewer]").first();
  await viewer.scrollIntoViewIfNeeded();
  const next = viewer.getByRole("button", { name: "다음 주택형" });
  expect((await next.locator("svg").boundingBox())?.width).toBe(30);
  expect((await next.boundingBox())?.width).toBeGreaterThanOrEqual(44);
  await next.click();
  await expect(viewer).toHaveAttribute("data-index", "1");
  await expect(viewer.getByRole("link", { name: "84B 평면 자세히 보기" })).toHaveAttribute("href", "/FloorPlan/59B");
});

test("the E-model section has the VR frame with 84A/84B/99A tabs and a link to /FloorPlan/84A", async ({ page }) => {
  await openHome(page);
  const vr = page.locator("[data-vr-viewer]").first();
  await vr.scrollIntoViewIfNeeded();
  await vr.getByRole("tab", { name: "84B" }).click();
  await expect(vr.locator("iframe")).toHaveAttribute("src", /\/84B$/);
  await expect(page.locator("#main").getByRole("link", { name: "평면도 자세히 보기" }).first()).toHaveAttribute(
    "href",
    "/FloorPlan/84A",
  );
});
