import { expect, test } from "@playwright/test";

test("home page answers with its title", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/펜타시티 한신더휴/);
});

test("unknown path is a 404 with the Not Found heading", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not Found");
});
