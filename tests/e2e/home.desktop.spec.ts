import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

async function openHome(page: Page) {
  await gotoHydrated(page, "/");
  const main = page.locator("main#main");
  await expect(main).toHaveAttribute("data-stepper", "on");
  return main;
}

/** One wheel gesture, dispatched the way a mouse wheel notch arrives. */
async function wheel(page: Page, deltaY: number) {
  await page.evaluate((delta) => {
    window.dispatchEvent(new WheelEvent("wheel", { deltaY: delta, cancelable: true, bubbles: true }));
  }, deltaY);
}

test("the wheel steps one full-screen section at a time and scrolls to it smoothly", async ({ page }) => {
  const main = await openHome(page);
  await expect(main).toHaveAttribute("data-step", "1");
  await wheel(page, 100);
  await expect(main).toHaveAttribute("data-step", "2");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800);
  await page.waitForTimeout(600);
  await wheel(page, 100);
  await expect(main).toHaveAttribute("data-step", "3");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1600);
  await page.waitForTimeout(600);
  await wheel(page, -100);
  await expect(main).toHaveAttribute("data-step", "2");
});

test("steps are locked for 500 ms: a second gesture inside the lock is ignored", async ({ page }) => {
  // Timed inside the page so the gaps are exact: wheel, +200 ms wheel (inside the lock), +650 ms wheel.
  // On an overloaded machine a 200 ms timer can fire after the lock has ended; such a run measured
  // nothing about the lock, so it is repeated (up to four times) rather than judged.
  let result: { steps: (string | null | undefined)[]; insideGap: number; outsideGap: number } | undefined;
  for (let attempt = 0; attempt < 4; attempt++) {
    await openHome(page);
    result = await page.evaluate(async () => {
      const main = document.querySelector("main#main");
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const wheel = () => {
        window.dispatchEvent(new WheelEvent("wheel", { deltaY: 100, cancelable: true, bubbles: true }));
        return performance.now();
      };
      const steps: (string | null | undefined)[] = [];
      const first = wheel();
      await wait(200);
      const second = wheel();
      await wait(50);
      steps.push(main?.getAttribute("data-step"));
      await wait(400);
      const third = wheel();
      // The step may take a frame or two to render on a busy machine: give it up to a second.
      for (let waited = 0; waited < 1000 && main?.getAttribute("data-step") !== "3"; waited += 25) await wait(25);
      steps.push(main?.getAttribute("data-step"));
      return { steps, insideGap: second - first, outsideGap: third - first };
    });
    if (result.insideGap < 450 && result.outsideGap > 550) break;
  }
  expect(result?.insideGap, "the second gesture came inside the lock").toBeLessThan(450);
  expect(result?.steps).toEqual(["2", "3"]);
});

test("steps are clamped between 1 and 8.5", async ({ page }) => {
  const main = await openHome(page);
  await wheel(page, -100);
  await page.waitForTimeout(100);
  await expect(main).toHaveAttribute("data-step", "1");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.locator("body").press("End");
  await expect(main).toHaveAttribute("data-step", "8.5");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(7.5 * 800);
  await page.waitForTimeout(600);
  await wheel(page, 100);
  await page.waitForTimeout(100);
  await expect(main).toHaveAttribute("data-step", "8.5");
});

test("PageDown, PageUp, arrows, Home and End step through the sections", async ({ page }) => {
  const main = await openHome(page);
  const body = page.locator("body");
  await body.press("PageDown");
  await expect(main).toHaveAttribute("data-step", "2");
  await page.waitForTimeout(600);
  await body.press("ArrowDown");
  await expect(main).toHaveAttribute("data-step", "3");
  await page.waitForTimeout(600);
  await body.press("PageUp");
  await expect(main).toHaveAttribute("data-step", "2");
  await page.waitForTimeout(600);
  await body.press("Home");
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
  await expect(interest.getByRole("heading", { name: /방문예약/ })).toHaveCount(1);
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
