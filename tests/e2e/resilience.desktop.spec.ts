import { expect, gotoHydrated, test } from "./fixtures.ts";

// Desktop: the link used sits in the desktop menu.
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
