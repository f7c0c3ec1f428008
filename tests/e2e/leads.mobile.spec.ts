import { expect, gotoHydrated, readLeads, test } from "./fixtures.ts";
import { expectStored, fillLead, interestDialog, messages, uniqueName, uniquePhone } from "./lead-helpers.ts";

test("the bottom bar's 관심고객 등록 button opens the popup; a submission succeeds", async ({ page }) => {
  await gotoHydrated(page, "/FloorPlan/84A");
  const bar = page.getByRole("complementary", { name: "빠른 상담" });
  await bar.getByRole("link", { name: "관심고객 등록" }).tap();
  const dialog = interestDialog(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/FloorPlan\/84A$/);
  // On a touch screen the dialog takes the focus, so the keyboard does not cover the notice.
  await expect.poll(() => page.evaluate(() => document.activeElement?.matches("dialog[open]") ?? false)).toBe(true);

  const name = uniqueName();
  const phone = uniquePhone();
  await fillLead(dialog, name, `+82 ${phone.slice(1).replaceAll("-", " ")}`);
  await dialog.getByRole("button", { name: "등록하기" }).tap();
  await expect(dialog.getByText(messages.interestSuccess[0])).toBeVisible();
  const [lead] = await expectStored(() => readLeads({ name }));
  expect(lead).toMatchObject({ form: "interest", phone, source_path: "/FloorPlan/84A" });
});

test("the whole popup, consent notice included, fits a 390×844 screen without scrolling", async ({ page }) => {
  await gotoHydrated(page, "/Brand/intro");
  await page.getByRole("complementary", { name: "빠른 상담" }).getByRole("link", { name: "관심고객 등록" }).tap();
  const dialog = interestDialog(page);
  await expect(dialog.getByLabel("이름")).toBeVisible();
  const size = await dialog.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
  expect(size.scroll).toBeLessThanOrEqual(size.client);
  const notice = dialog.getByRole("group", { name: "개인정보 수집·이용 안내" });
  await expect(notice).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole("button", { name: "등록하기" })).toBeInViewport({ ratio: 1 });
  const smallest = await notice.evaluate((el) =>
    Math.min(
      ...[...el.querySelectorAll("dt, dd, label, p")].map((node) => Number.parseFloat(getComputedStyle(node).fontSize)),
    ),
  );
  expect(smallest).toBeGreaterThanOrEqual(13);
});

test("the bottom bar never covers a form's submit button", async ({ page }) => {
  for (const [path, selector] of [
    ["/Promotion/Customer", "#customer-form form"],
    ["/", "#interestForm form"],
  ] as const) {
    await gotoHydrated(page, path);
    const submit = page.locator(selector).getByRole("button", { name: "관심고객 등록" });
    const bar = page.getByRole("complementary", { name: "빠른 상담" });
    // Focus scrolling (keyboard, or the first invalid field) keeps clear of the bar.
    await submit.focus();
    // The page scrolls smoothly, so wait for the button to come to rest above the bar.
    await expect
      .poll(
        async () => {
          const barTop = (await bar.boundingBox())?.y ?? 0;
          const box = await submit.boundingBox();
          return barTop - ((box?.y ?? 0) + (box?.height ?? 0));
        },
        { message: path, timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(0);
    expect((await submit.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
});

test("no lead page is wider than the phone", async ({ page }) => {
  for (const path of ["/Promotion/Customer", "/privacy", "/seoul-branch/customer"]) {
    await gotoHydrated(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  await gotoHydrated(page, "/Brand/intro");
  await page.getByRole("complementary", { name: "빠른 상담" }).getByRole("link", { name: "관심고객 등록" }).tap();
  await expect(interestDialog(page).getByLabel("이름")).toBeVisible();
  const box = await interestDialog(page).boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true);
});
