import { expect, gotoHydrated, readLeads, test } from "./fixtures.ts";
import { expectStored, fillLead, interestDialog, messages, uniqueName } from "./lead-helpers.ts";

test("the header phone button opens the popup with the name field focused; a submission succeeds", async ({ page }) => {
  await gotoHydrated(page, "/ComplexGuide/community");
  const trigger = page.getByRole("banner").getByRole("link", { name: "분양 문의 1661-0000" });
  await trigger.click();
  const dialog = interestDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("이름")).toBeFocused();
  await expect(page).toHaveURL(/\/ComplexGuide\/community$/);

  const name = uniqueName();
  await fillLead(dialog, name, "010-2468-1357");
  await dialog.getByRole("button", { name: "등록하기" }).click();
  await expect(dialog.getByText(messages.interestSuccess[0])).toBeVisible();
  await expect(dialog.getByText(messages.interestSuccess[1])).toBeVisible();
  const [lead] = await expectStored(() => readLeads({ name }));
  expect(lead).toMatchObject({ form: "interest", source_path: "/ComplexGuide/community" });

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test.describe("with motion (the home stepper is off under a reduced-motion preference)", () => {
  test.use({ reducedMotion: "no-preference" });

  test("on the stepped desktop home the popup owns the keys and closing it leaves the step alone", async ({ page }) => {
    await gotoHydrated(page, "/");
    const main = page.locator("main#main");
    await expect(main).toHaveAttribute("data-stepper", "on");
    // The first step as a key press stamped at the page's time origin: its 500 ms lock is over before
    // any real key can come, so a key the stepper wrongly took while the popup is open would show at
    // once (no waiting for the lock).
    await page.evaluate(() => {
      const event = new KeyboardEvent("keydown", { key: "PageDown", cancelable: true, bubbles: true });
      Object.defineProperty(event, "timeStamp", { value: 0 });
      document.body.dispatchEvent(event);
    });
    await expect(main).toHaveAttribute("data-step", "2");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800);

    await page.getByRole("banner").getByRole("link", { name: "분양 문의 1661-0000" }).click();
    const dialog = interestDialog(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.press("PageDown");
    // Two frames: a step the key caused would be rendered by then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(main).toHaveAttribute("data-step", "2");
    await page.goBack();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(800);
    await expect(main).toHaveAttribute("data-step", "2");
  });
});

test("keyboard: Enter on the header phone button opens the popup; Tab stays inside it", async ({ page }) => {
  await gotoHydrated(page, "/Brand/intro");
  const trigger = page.getByRole("banner").getByRole("link", { name: "분양 문의 1661-0000" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = interestDialog(page);
  await expect(dialog).toBeVisible();
  // The form arrives with the dialog's lazy chunk and then takes the focus from the dialog.
  await expect(dialog.getByLabel("이름")).toBeFocused();
  const where = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return "browser";
      return document.querySelector("dialog[open]")?.contains(active)
        ? (active.getAttribute("name") ?? active.tagName)
        : "page";
    });
  // The page behind is inert: Tab walks the dialog's fields and, past its end, leaves for the browser's own UI,
  // never for the page. Shift+Tab from the first field does the same backwards.
  const visited = ["name"];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    const now = await where();
    expect(now).not.toBe("page");
    if (now === "browser") break;
    visited.push(now);
  }
  expect(visited).toEqual(expect.arrayContaining(["name", "phone", "privacyConsent", "BUTTON"]));
  await dialog.getByLabel("이름").focus();
  await page.keyboard.press("Shift+Tab");
  expect(await where()).not.toBe("page");
  await page.keyboard.press("Escape");
  await expect(trigger).toBeFocused();
});

test("the popup's code failing to load: one reload, then the Korean update message, never a dead click", async ({
  page,
  consoleErrors,
}) => {
  // Every request for the popup's chunk fails, as after a deploy that removed it (the idle and hover prefetches too).
  await page.route(/\/assets\/interest-popup-[\w-]+\.js$/, (route) => route.abort());
  await gotoHydrated(page, "/Brand/intro");
  const reload = page.waitForEvent("load");
  await page.getByRole("banner").getByRole("link", { name: "분양 문의 1661-0000" }).click();
  // The click was kept in history: the reloaded page tries to open the popup again, fails again, and says so.
  await reload;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("새 버전을 불러오는 중 문제가 발생했습니다");
  expect(await page.evaluate(() => history.state?.usr?.interestDialog)).toBe(true);
  const injected = (text: string) => /ERR_FAILED|Failed to fetch dynamically imported module|interest-popup/.test(text);
  expect(consoleErrors.some(injected)).toBe(true);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !injected(text)));
});

test("a click before the popup's code has arrived is kept: the popup opens when it lands", async ({ page }) => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/interest-popup-[\w-]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await gotoHydrated(page, "/Brand/intro");
  const trigger = page.getByRole("banner").getByRole("link", { name: "분양 문의 1661-0000" });
  await trigger.click();
  await expect.poll(() => page.evaluate(() => history.state?.usr?.interestDialog)).toBe(true);
  const dialog = interestDialog(page);
  await expect(dialog).toBeHidden();
  release();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("이름")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
