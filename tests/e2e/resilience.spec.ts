import { expect, gotoHydrated, test } from "./fixtures.ts";

test("with reduced motion, nothing animates and the home page scrolls natively", async ({ page }, testInfo) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/");
  await expect(page.locator("main#main")).toHaveAttribute("data-stepper", "off");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  const longest = await page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll("*")].map((element) => {
        const style = getComputedStyle(element);
        return Math.max(parseFloat(style.animationDuration) || 0, parseFloat(style.transitionDuration) || 0);
      }),
    ),
  );
  // Zero, not merely short: a 0.01ms transition still waits for a frame (global.css).
  expect(longest, testInfo.project.name).toBe(0);
});
