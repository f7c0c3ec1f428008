import type { Page } from "@playwright/test";
import { expect, gotoHydrated, holdRequests, test } from "./fixtures.ts";

// The stepper and its smooth scrolls are motion: off under a reduced-motion preference (tested in resilience.spec.ts).
test.use({ reducedMotion: "no-preference" });

async function openHome(page: Page) {
  await gotoHydrated(page, "/");
  const main = page.locator("main#main");
  await expect(main).toHaveAttribute("data-stepper", "on");
  return main;
}

/**
 * One wheel notch or key press at a chosen moment: `at` ms after the page's first synthetic
 * gesture. The stepper reads time from the event itself (`event.timeStamp`), so setting it drives
 * time exactly: a gesture "600 ms later" needs no real waiting, and one "200 ms later" lands inside
 * the 500 ms lock however busy the machine is.
 */
async function gesture(page: Page, input: { wheel: number } | { key: string }, at: number) {
  await page.evaluate(
    ({ input, at }) => {
      const clock = window as unknown as { __gestureStart?: number };
      clock.__gestureStart ??= performance.now();
      const event =
        "wheel" in input
          ? new WheelEvent("wheel", { deltaY: input.wheel, cancelable: true, bubbles: true })
          : new KeyboardEvent("keydown", { key: input.key, cancelable: true, bubbles: true });
      Object.defineProperty(event, "timeStamp", { value: clock.__gestureStart + at });
      ("wheel" in input ? window : document.body).dispatchEvent(event);
    },
    { input, at },
  );
}

test("the wheel steps one full-screen section at a time and scrolls to it smoothly", async ({ page }) => {
  const main = await openHome(page);
  await expect(main).toHaveAttribute("data-step", "1");
  await gesture(page, { wheel: 100 }, 0);
  await expect(main).toHaveAttribute("data-step", "2");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800);
  await gesture(page, { wheel: 100 }, 600);
  await expect(main).toHaveAttribute("data-step", "3");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1600);
  await gesture(page, { wheel: -100 }, 1200);
  await expect(main).toHaveAttribute("data-step", "2");
});

test("steps are locked for 500 ms: a second gesture inside the lock is ignored", async ({ page }) => {
  const main = await openHome(page);
  await gesture(page, { wheel: 100 }, 0);
  await expect(main).toHaveAttribute("data-step", "2");
  // 200 ms later, inside the lock: ignored (the same answer as a step would have come at once).
  await gesture(page, { wheel: 100 }, 200);
  await gesture(page, { key: "PageDown" }, 450);
  // Two frames: any step those gestures caused has been rendered by then.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await main.getAttribute("data-step")).toBe("2");
  // 650 ms after the first step the lock is over.
  await gesture(page, { wheel: 100 }, 650);
  await expect(main).toHaveAttribute("data-step", "3");
});

test("steps are clamped between 1 and 8.5", async ({ page }) => {
  const main = await openHome(page);
  await gesture(page, { wheel: -100 }, 0);
  await expect(main).toHaveAttribute("data-step", "1");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.locator("body").press("End");
  await expect(main).toHaveAttribute("data-step", "8.5");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(7.5 * 800);
  // The page's own End press came at its real time; a notch a minute later is well past any lock.
  await gesture(page, { wheel: 100 }, 60_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(7.5 * 800);
  await expect(main).toHaveAttribute("data-step", "8.5");
});

test("PageDown, PageUp, arrows, Home and End step through the sections", async ({ page }) => {
  const main = await openHome(page);
  // A real key press first (the browser's own event), then presses at set moments past each lock.
  await page.locator("body").press("PageDown");
  await expect(main).toHaveAttribute("data-step", "2");
  await gesture(page, { key: "ArrowDown" }, 60_000);
  await expect(main).toHaveAttribute("data-step", "3");
  await gesture(page, { key: "PageUp" }, 60_600);
  await expect(main).toHaveAttribute("data-step", "2");
  await gesture(page, { key: "End" }, 61_200);
  await expect(main).toHaveAttribute("data-step", "8.5");
  await gesture(page, { key: "Home" }, 61_800);
  await expect(main).toHaveAttribute("data-step", "1");
});

test("the section dots jump to a section and mark the current one", async ({ page }) => {
  const main = await openHome(page);
  const dots = page.getByRole("navigation", { name: "섹션 바로가기" });
  await dots.getByRole("button", { name: "4번째 섹션으로 이동" }).click();
  await expect(main).toHaveAttribute("data-step", "4");
  await expect(dots.getByRole("button", { name: "4번째 섹션으로 이동" })).toHaveAttribute("aria-current", "step");
});

test("four PREMIUM cards link where the SPEC says; the hero links to the video and the visit section", async ({
  page,
}) => {
  await openHome(page);
  const cards = page.locator("[data-premium-card] a");
  await expect(cards).toHaveCount(4);
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual([
    "/BusinessGuide/intro",
    "/LocationEnvironment/intro",
    "/LocationEnvironment/primium",
    "/LocationEnvironment/primium",
  ]);
  for (const n of [1, 2, 3, 4]) await expect(page.locator("#main")).toContainText(`PREMIUM 0${n}`);

  await expect(page.getByRole("link", { name: "홍보영상 보기" })).toHaveAttribute("href", "/Brand/video");
  await expect(page.locator("#main").getByText("2,192세대", { exact: true }).first()).toBeVisible();
  const interest = page.locator("section#interestForm");
  await expect(interest).toHaveCount(1);
  await expect(interest.getByRole("heading", { name: /관심고객 등록/ })).toHaveCount(1);
});

test("the unit viewer steps through seven types with arrows dimmed at the ends", async ({ page }) => {
  await openHome(page);
  const viewer = page.locator("[data-unit-viewer]").first();
  const prev = viewer.getByRole("button", { name: "이전 주택형" });
  const next = viewer.getByRole("button", { name: "다음 주택형" });
  await viewer.scrollIntoViewIfNeeded();
  await expect(viewer.getByRole("tab")).toHaveText(["84A", "84B", "84C", "84D", "99A", "99B", "99C"]);
  await expect(viewer).toHaveAttribute("data-index", "0");
  await expect(prev).toBeDisabled();
  await expect(prev).toHaveAttribute("aria-disabled", "true");
  expect((await next.locator("svg").boundingBox())?.width).toBe(50);

  for (let i = 1; i <= 6; i++) {
    await next.click();
    await expect(viewer).toHaveAttribute("data-index", String(i));
  }
  await expect(next).toBeDisabled();
  await expect(viewer.getByRole("tab", { name: "99C" })).toHaveAttribute("aria-selected", "true");
  await expect(viewer.locator("figure")).toHaveAttribute("data-loaded", "true");

  await viewer.getByRole("tab", { name: "84C" }).click();
  await expect(viewer).toHaveAttribute("data-index", "2");
  await expect(viewer.getByRole("link", { name: "84C 평면 자세히 보기" })).toHaveAttribute("href", "/FloorPlan/84A");
  await expect(viewer.locator("figure img")).toHaveCSS("transition-duration", "0.5s");
});

test("a click on a later-hydrated section before its code arrives is kept and carried out after hydration", async ({
  page,
}) => {
  const { release } = await holdRequests(page, /\/assets\/emodel-section-[\w-]+\.js$/);
  await openHome(page);
  const vr = page.locator("[data-vr-viewer]").first();
  await vr.getByRole("tab", { name: "99A" }).click();
  // Its code is held: the server HTML has no handler yet, and nothing has changed.
  await expect(vr).toHaveAttribute("data-key", "84A");
  release();
  await expect(vr).toHaveAttribute("data-key", "99A");
  await expect(vr.locator("iframe")).toHaveAttribute("src", /\/99A$/);
});

test("the E-model viewer switches the VR frame between 84A, 84B and 99A", async ({ page }) => {
  await openHome(page);
  const vr = page.locator("[data-vr-viewer]").first();
  await expect(vr.getByRole("tab")).toHaveText(["84A", "84B", "99A"]);
  await expect(vr.locator("iframe")).toHaveAttribute("src", /\/84A$/);
  await vr.getByRole("tab", { name: "99A" }).click();
  await expect(vr).toHaveAttribute("data-key", "99A");
  await expect(vr.locator("iframe")).toHaveAttribute("src", /\/99A$/);
  await expect(vr.locator("iframe")).toHaveAttribute("title", "99A 타입 E-모델하우스 VR 투어");
  await expect(page.locator("#main").getByRole("link", { name: "평면도 자세히 보기" })).toHaveAttribute(
    "href",
    "/FloorPlan/84A",
  );
});
