import { expect, gotoHydrated, test } from "./fixtures.ts";

test("a code chunk that fails to load after a deploy reloads the page once", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, "/");
  let failed = 0;
  await page.route(/\/assets\/location-premium-[\w-]+\.js$/, async (route) => {
    if (failed === 0) {
      failed++;
      await route.abort();
    } else {
      await route.continue();
    }
  });
  const premiumLink = page
    .getByRole("navigation", { name: "주 메뉴" })
    .getByRole("link", { name: "프리미엄", includeHidden: true });
  const reload = page.waitForEvent("load");
  await premiumLink.dispatchEvent("click");
  await reload;
  expect(failed).toBe(1);
  // After the reload the new code loads and the visitor carries on.
  await page.locator('nav[aria-label="주 메뉴"][data-enhanced="true"]').waitFor({ state: "attached" });
  await premiumLink.dispatchEvent("click");
  await expect(page).toHaveURL(/\/LocationEnvironment\/primium$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("프리미엄");
  // The failed request and its report are the fault this test injected; nothing else may be logged.
  const injected = (text: string) =>
    /ERR_FAILED|Error loading route module|Failed to fetch dynamically imported module/.test(text);
  expect(consoleErrors.some(injected)).toBe(true);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !injected(text)));
});

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
  expect(longest, testInfo.project.name).toBeLessThan(0.01);
});
