import { expect, test } from "./fixtures";

/**
 * The console guard itself (fixtures.ts): Chromium reports a header it cannot parse — an unknown
 * Permissions-Policy feature, say — as a console *warning*, not an error; the guard must still catch it.
 */
test("the console guard catches a header the browser cannot parse", async ({ page, consoleErrors }) => {
  await page.route("**/Brand/intro", async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    headers["permissions-policy"] = `${headers["permissions-policy"]}, no-such-feature=()`;
    await route.fulfill({ response, headers });
  });
  await page.goto("/Brand/intro");
  await expect
    .poll(() => consoleErrors.join("\n"))
    .toContain("Error with Permissions-Policy header: Unrecognized feature: 'no-such-feature'");
  // Caught as intended: the rest of the page is clean, or the guard fails this test in teardown.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes("no-such-feature")));
});
