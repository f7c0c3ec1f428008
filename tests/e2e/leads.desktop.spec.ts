import type { Page } from "@playwright/test";
import { createAdmin, readUserId, signInAdmin, taggedLanding, uniqueId } from "./admin-helpers.ts";
import { expect, gotoHydrated, historyStep, holdRequests, readLeads, test } from "./fixtures.ts";
import { expectStored, fillLead, interestDialog, messages, uniqueName, uniquePhone } from "./lead-helpers.ts";

/** The chunk that hydrates the customer page's visit form in its own root. */
const FORM_ROOT_CHUNK = /\/assets\/visit-form-root-[\w-]+\.js$/;

test("the header phone button opens the popup with the name field focused; a submission succeeds", async ({ page }) => {
  await gotoHydrated(page, "/ComplexGuide/community");
  const trigger = page.getByRole("banner").getByRole("link", { name: "분양 문의 1661-0000" });
  await trigger.click();
  const dialog = interestDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("이름")).toBeFocused();
  await expect(page).toHaveURL(/\/ComplexGuide\/community$/);

  const name = uniqueName();
  await fillLead(dialog, name, uniquePhone());
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
    await historyStep(page, -1);
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(800);
    await expect(main).toHaveAttribute("data-step", "2");
  });
});

test("a late echo of an earlier close does not close the reopened popup; a real close still goes back", async ({
  page,
}) => {
  await gotoHydrated(page, "/Brand/intro");
  await page.getByRole("banner").getByRole("link", { name: "분양 문의 1661-0000" }).click();
  const dialog = interestDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("이름").fill("홍길동");
  // Back then Forward: the popup closes and opens again, with what was typed.
  await historyStep(page, -1);
  await expect(dialog).toBeHidden();
  await historyStep(page, 1);
  await expect(dialog.getByLabel("이름")).toHaveValue("홍길동");
  // The browser queues a dialog's `close` event; under load the one from Back's close arrived after
  // Forward had reopened the popup, which then went back again. Delivered now, it must change nothing.
  await page.evaluate(() => document.querySelector("dialog[open]")?.dispatchEvent(new Event("close")));
  await expect(page.locator("dialog[open]")).toHaveCount(1);
  await expect(dialog.getByLabel("이름")).toHaveValue("홍길동");
  // A close the browser makes by itself (the dialog really closed) still closes through history: the
  // page goes back one entry once its (queued) close event arrives, and Forward reopens the popup.
  const entry = () =>
    page.evaluate(
      () => (window as unknown as { navigation: { currentEntry: { index: number } } }).navigation.currentEntry.index,
    );
  const openEntry = await entry();
  await page.evaluate(() => document.querySelector<HTMLDialogElement>("dialog[open]")?.close());
  await expect(dialog).toBeHidden();
  await expect.poll(entry).toBe(openEntry - 1);
  await historyStep(page, 1);
  await expect(dialog).toBeVisible();
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
  const { release } = await holdRequests(page, /\/assets\/interest-popup-[\w-]+\.js$/);
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

test.describe("the customer form's code comes after the page's (visit-form-later.tsx)", () => {
  /** Holds the form's root chunk until `release()`; `asked` settles once the page has asked for it. */
  const holdFormCode = (page: Page) => holdRequests(page, FORM_ROOT_CHUNK);

  /**
   * Every POST the page sends, by path, but the page-view beacon (/api/view): a form posted without
   * JavaScript would show up as the page's own path.
   */
  function recordPosts(page: Page): string[] {
    const posts: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === "POST" && pathname !== "/api/view") posts.push(pathname);
    });
    return posts;
  }

  test("typing and a submit before it arrives are kept: the lead is sent by the hydrated form", async ({ page }) => {
    const code = await holdFormCode(page);
    const posts = recordPosts(page);
    await gotoHydrated(page, "/Promotion/Customer");
    const form = page.locator("#customer-form form");
    const name = uniqueName();
    const phone = uniquePhone();
    await fillLead(form, name, phone, "코드보다 먼저 쓴 문의");
    // Focusing the form asked for its code, which is held: the form has not hydrated.
    await code.asked;
    await form.getByRole("button", { name: "관심고객 등록" }).click();
    await expect(form.getByLabel("이름")).toHaveValue(name);
    code.release();
    await expect(form.getByText(messages.inquirySuccess)).toBeVisible();
    // The page's own action would have answered at /Promotion/Customer#customer-form.
    await expect(page).toHaveURL(/\/Promotion\/Customer$/);
    await expect(form.getByLabel("이름")).toHaveValue("");
    const [lead] = await expectStored(() => readLeads({ name }));
    expect(lead).toMatchObject({
      form: "inquiry",
      phone,
      message: "코드보다 먼저 쓴 문의",
      source_path: "/Promotion/Customer",
      privacy_consent: 1,
    });
    expect(posts).toEqual(["/api/lead"]);
  });

  test("an empty submit before it arrives gets the Korean messages and focus, not the browser's", async ({ page }) => {
    const code = await holdFormCode(page);
    await gotoHydrated(page, "/Promotion/Customer");
    const form = page.locator("#customer-form form");
    await form.getByRole("button", { name: "관심고객 등록" }).click();
    await code.asked;
    code.release();
    await expect(form.getByText("이름을 입력해 주세요.")).toBeVisible();
    await expect(form.getByText("입력 내용을 확인해 주세요.")).toBeVisible();
    await expect(form.getByLabel("이름")).toBeFocused();
  });

  test("the interest popup opened and closed before it arrives leaves the server's form and its input", async ({
    page,
  }) => {
    const code = await holdFormCode(page);
    const posts = recordPosts(page);
    await gotoHydrated(page, "/Promotion/Customer");
    const form = page.locator("#customer-form form");
    const name = uniqueName();
    await form.getByLabel("이름").fill(name);
    await code.asked;
    // A mark on the server's element: a form React threw away and rendered again would not carry it.
    await form.evaluate((element) => element.setAttribute("data-e2e-server-form", ""));

    const trigger = page.getByRole("banner").getByRole("link", { name: "분양 문의 1661-0000" });
    await trigger.click();
    const dialog = interestDialog(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(form).toHaveAttribute("data-e2e-server-form", "");
    await expect(form.getByLabel("이름")).toHaveValue(name);

    code.release();
    const phone = uniquePhone();
    await form.getByLabel("연락처").fill(phone);
    await form.getByLabel(messages.privacyLabel).check();
    await form.getByRole("button", { name: "관심고객 등록" }).click();
    await expect(form.getByText(messages.inquirySuccess)).toBeVisible();
    await expect(form).toHaveAttribute("data-e2e-server-form", "");
    await expect(page).toHaveURL(/\/Promotion\/Customer$/);
    const [lead] = await expectStored(() => readLeads({ name }));
    expect(lead).toMatchObject({ form: "inquiry", phone, source_path: "/Promotion/Customer" });
    expect(posts).toEqual(["/api/lead"]);
  });

  test("if its code cannot load, the form posts without JavaScript and the lead is stored", async ({
    page,
    consoleErrors,
  }) => {
    await page.route(FORM_ROOT_CHUNK, (route) => route.abort());
    await gotoHydrated(page, "/Promotion/Customer");
    const form = page.locator("#customer-form form");
    const name = uniqueName();
    const phone = uniquePhone();
    await fillLead(form, name, phone);
    await form.getByRole("button", { name: "관심고객 등록" }).click();
    await expect(page).toHaveURL(/\/Promotion\/Customer#customer-form$/);
    await expect(page.locator("#customer-form").getByText(messages.inquirySuccess)).toBeVisible();
    const [lead] = await expectStored(() => readLeads({ name }));
    expect(lead).toMatchObject({ form: "inquiry", phone });
    const injected = (text: string) =>
      /ERR_FAILED|Failed to fetch dynamically imported module|visit-form-root/.test(text);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !injected(text)));
  });
});

test("bulk assignment: one box ticks the page's leads, mixed when some are ticked, by keyboard too", async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueId("pick");
  for (const name of ["선택일", "선택이", "선택삼"]) {
    const response = await request.post("/api/lead", {
      form: { form: "inquiry", name, phone: uniquePhone(), privacyConsent: "on", landing: taggedLanding(tag) },
    });
    expect(response.status()).toBe(200);
  }
  const owner = await createAdmin("lead-pick", testInfo, "owner");
  const counsellor = await createAdmin("lead-pick", testInfo, "counsellor");
  await signInAdmin(page, owner, `/admin/leads?campaign=${tag}`);
  const all = page.getByRole("checkbox", { name: "이 페이지의 고객 3명 모두 선택" });
  const rows = page.locator('main table tbody input[type="checkbox"][name="lead"]');
  await expect(rows).toHaveCount(3);
  await expect(all).not.toBeChecked();

  // Keyboard: Space on the box ticks every row of the page; the count is announced.
  await all.focus();
  await page.keyboard.press("Space");
  await expect(all).toBeChecked();
  for (const box of await rows.all()) await expect(box).toBeChecked();
  await expect(page.locator("#bulk-picked")).toHaveText("3명 선택됨");
  await expect(page.locator("#bulk-picked")).toHaveAttribute("aria-live", "polite");

  // One row unticked: the box is mixed (announced as such), and a click ticks all again.
  await page.getByRole("checkbox", { name: "선택이 선택" }).uncheck();
  expect(await all.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
  await expect(page.locator("#bulk-picked")).toHaveText("2명 선택됨");
  await all.click();
  expect(await all.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(false);
  await expect(all).toBeChecked();
  await all.click();
  for (const box of await rows.all()) await expect(box).not.toBeChecked();

  // The whole page to one counsellor, in one assignment.
  await all.check();
  await page.getByLabel("배정할 상담사").selectOption(readUserId(counsellor));
  await page.getByRole("button", { name: "선택한 고객 배정" }).click();
  await expect(page.getByRole("status").filter({ hasText: "담당을 바꿨습니다" })).toHaveText(
    "3건의 담당을 바꿨습니다.",
  );
  await expect(all).not.toBeChecked();
});
