import { acceptDocument404, expect, gotoHydrated, historyStep, readLeads, SITE_URL, test } from "./fixtures.ts";
import {
  acceptConsoleError,
  expectStored,
  fillLead,
  holdLeadRequests,
  interestDialog,
  messages,
  seriousAxeViolations,
  uniqueName,
  uniquePhone,
} from "./lead-helpers.ts";

/** The footer's reservation button: an entry point on every page and both layouts. */
function footerTrigger(page: import("@playwright/test").Page) {
  return page.getByRole("contentinfo").getByRole("link", { name: /관심고객 등록/ });
}

test.describe("interest popup", () => {
  test("the footer reservation button opens the popup; a submission is stored and the success message replaces the form", async ({
    page,
  }) => {
    await gotoHydrated(page, "/Brand/intro");
    await footerTrigger(page).click();
    const dialog = interestDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/Brand\/intro$/);

    const name = uniqueName();
    const phone = uniquePhone();
    await fillLead(dialog, name, phone.replaceAll("-", ""));
    const release = await holdLeadRequests(page);
    const submit = dialog.getByRole("button", { name: "등록하기" });
    await submit.click();
    const busy = dialog.getByRole("button", { name: messages.interestSubmitting });
    await expect(busy).toBeDisabled();
    release();

    const result = dialog.getByRole("status").filter({ hasText: messages.interestSuccess[0] });
    await expect(result).toBeVisible();
    await expect(result).toContainText(messages.interestSuccess[1]);
    // Two lines, as SPEC §8 writes it.
    expect(await result.locator("p br").count()).toBe(1);
    await expect(dialog.getByLabel("이름")).toBeHidden();
    // 방문 예약 is a button as wide and tall as the one below it, its label on one line.
    const visitBox = await result.getByRole("link", { name: "방문 예약" }).boundingBox();
    const doneBox = await result.getByRole("button").boundingBox();
    expect(visitBox?.width).toBeCloseTo(doneBox?.width ?? 0, 0);
    expect(visitBox?.height).toBeCloseTo(doneBox?.height ?? 0, 0);

    const [lead] = await expectStored(() => readLeads({ name }));
    expect(lead).toMatchObject({
      form: "interest",
      phone,
      privacy_consent: 1,
      marketing_consent: 0,
      source_path: "/Brand/intro",
      site_id: "pentacityhansin",
    });
    expect(lead?.email ?? "").toBe("");
  });

  test("the optional SMS consent is stored when ticked", async ({ page }) => {
    await gotoHydrated(page, "/ComplexGuide/intro");
    await footerTrigger(page).click();
    const dialog = interestDialog(page);
    const name = uniqueName();
    await fillLead(dialog, name, uniquePhone());
    await dialog.getByLabel(messages.marketingLabel).check();
    await dialog.getByRole("button", { name: "등록하기" }).click();
    await expect(dialog.getByText(messages.interestSuccess[0])).toBeVisible();
    const [lead] = await expectStored(() => readLeads({ name }));
    expect(lead?.marketing_consent).toBe(1);
  });

  test("a server failure shows SPEC §8's failure message; the form comes back with the input", {
    tag: "@any-viewport",
  }, async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/Brand/intro");
    await page.route("**/api/lead", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"status":"failed"}' }),
    );
    await footerTrigger(page).click();
    const dialog = interestDialog(page);
    await fillLead(dialog, "홍길동", "010-1234-5678");
    await dialog.getByRole("button", { name: "등록하기" }).click();
    await expect(dialog.getByText(messages.interestFailure)).toBeVisible();
    await expect(dialog.getByLabel("이름")).toBeHidden();

    await dialog.getByRole("button", { name: "다시 입력하기" }).click();
    await expect(dialog.getByLabel("이름")).toHaveValue("홍길동");
    acceptConsoleError(consoleErrors, "status of 500");
  });

  test("a network error shows SPEC §8's error message", { tag: "@any-viewport" }, async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/Brand/intro");
    await page.route("**/api/lead", (route) => route.abort("internetdisconnected"));
    await footerTrigger(page).click();
    const dialog = interestDialog(page);
    await fillLead(dialog, "홍길동", "010-1234-5678");
    await dialog.getByRole("button", { name: "등록하기" }).click();
    await expect(dialog.getByText(messages.interestError)).toBeVisible();
    acceptConsoleError(consoleErrors, "net::ERR_");
  });

  test("invalid input shows Korean errors under each field and focuses the first one", async ({ page }) => {
    await gotoHydrated(page, "/Brand/intro");
    await footerTrigger(page).click();
    const dialog = interestDialog(page);
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/lead")) requests += 1;
    });

    await dialog.getByRole("button", { name: "등록하기" }).click();
    const name = dialog.getByLabel("이름");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("이름을 입력해 주세요.");
    await expect(name).toBeFocused();
    await expect(dialog.getByText("연락처를 입력해 주세요.")).toBeVisible();
    await expect(dialog.getByText("개인정보 수집·이용에 동의해 주세요.")).toBeVisible();

    await name.fill("홍길동");
    await dialog.getByLabel("연락처").fill("12345");
    await dialog.getByLabel(messages.privacyLabel).check();
    await dialog.getByRole("button", { name: "등록하기" }).click();
    const phone = dialog.getByLabel("연락처");
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription("올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    expect(requests).toBe(0);
  });

  test("Back closes the popup and keeps the visitor on the page, where they were", async ({ page }) => {
    await gotoHydrated(page, "/LocationEnvironment/intro");
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(".data")) dataRequests.push(request.url());
    });

    await footerTrigger(page).click();
    const dialog = interestDialog(page);
    await expect(dialog).toBeVisible();
    const scrollWhenOpened = await page.evaluate(() => window.scrollY);
    expect(scrollWhenOpened).toBeGreaterThan(0);
    await dialog.getByLabel("이름").fill("홍길동");
    await historyStep(page, -1);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/LocationEnvironment\/intro$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("입지안내");
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollWhenOpened);
    expect(dataRequests).toEqual([]);

    // Forward reopens it, with what was typed.
    await historyStep(page, 1);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("이름")).toHaveValue("홍길동");
  });

  test("Escape and the X button close the popup and give focus back to the opener", async ({ page }) => {
    await gotoHydrated(page, "/Brand/intro");
    const trigger = footerTrigger(page);
    await trigger.click();
    const dialog = interestDialog(page);
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.querySelector("dialog[open]")?.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page).toHaveURL(/\/Brand\/intro$/);

    await trigger.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "닫기" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page).toHaveURL(/\/Brand\/intro$/);
    // Closing went back in history, it did not stack entries: one more Back leaves nothing open.
    expect(await page.evaluate(() => history.state?.usr?.interestDialog)).toBeUndefined();
  });

  test("reopening after a success shows a fresh form", async ({ page }) => {
    await gotoHydrated(page, "/Brand/intro");
    await footerTrigger(page).click();
    const dialog = interestDialog(page);
    const name = uniqueName();
    await fillLead(dialog, name, uniquePhone());
    await dialog.getByRole("button", { name: "등록하기" }).click();
    await expect(dialog.getByText(messages.interestSuccess[0])).toBeVisible();
    await dialog.getByRole("button", { name: "확인" }).click();
    await expect(dialog).toBeHidden();

    await footerTrigger(page).click();
    await expect(dialog.getByLabel("이름")).toHaveValue("");
    await expect(dialog.getByLabel("연락처")).toHaveValue("");
    await expect(dialog.getByLabel(messages.privacyLabel)).not.toBeChecked();
    await expect(dialog.getByRole("button", { name: "등록하기" })).toBeEnabled();
  });

  test("the popup's consent notice states purpose, items, retention and refusal, and links the policy", {
    tag: "@any-viewport",
  }, async ({ page }) => {
    await gotoHydrated(page, "/Brand/intro");
    await footerTrigger(page).click();
    const dialog = interestDialog(page);
    const notice = dialog.getByRole("group", { name: "개인정보 수집·이용 안내" });
    await expect(notice).toContainText("분양 상담");
    await expect(notice).toContainText("필수: 이름, 휴대전화번호");
    await expect(notice).toContainText("수집일로부터 1년");
    await expect(notice).toContainText("동의하지 않을 권리가 있습니다");
    await expect(dialog.getByLabel(messages.privacyLabel)).not.toBeChecked();
    await expect(dialog.getByLabel(messages.marketingLabel)).not.toBeChecked();
    const policy = dialog.getByRole("link", { name: /개인정보처리방침 전문 보기/ });
    await expect(policy).toHaveAttribute("href", "/privacy");
    await expect(policy).toHaveAttribute("target", "_blank");
    // Text inputs at 16px: phones do not zoom in on focus.
    for (const field of ["이름", "연락처"]) {
      expect(await dialog.getByLabel(field).evaluate((el) => getComputedStyle(el).fontSize)).toBe("16px");
    }
    await expect(dialog.getByLabel("연락처")).toHaveAttribute("type", "tel");
    await expect(dialog.getByLabel("연락처")).toHaveAttribute("autocomplete", "tel");
  });

  test("the open popup has no serious axe violation", async ({ page }) => {
    // Two axe scans of a modal dialog (the page behind it inert): 2–3 s each alone, near 14 s each on a
    // loaded two-core machine.
    test.slow();
    await gotoHydrated(page, "/Brand/intro");
    await footerTrigger(page).click();
    const dialog = interestDialog(page);
    await expect(dialog.getByLabel("이름")).toBeVisible();
    expect(await seriousAxeViolations(page, "dialog[open]")).toEqual([]);
    await dialog.getByRole("button", { name: "등록하기" }).click();
    await expect(dialog.getByText("이름을 입력해 주세요.")).toBeVisible();
    expect(await seriousAxeViolations(page, "dialog[open]")).toEqual([]);
  });

  // The footer's opener is one component on both layouts, so one viewport suffices. It runs in the full
  // browser (@chrome): the headless shell sometimes opened no tab for a Ctrl-click, or reported the new
  // tab's address as "" after it had loaded (1 run in 8 on the mobile emulation, 1 in 30 on desktop).
  test("a modified click keeps the link's own behaviour (no popup)", {
    tag: ["@any-viewport", "@chrome"],
  }, async ({ page, context }) => {
    await gotoHydrated(page, "/Brand/intro");
    const opened = context.waitForEvent("page");
    await footerTrigger(page).click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await expect(tab).toHaveURL(/\/Promotion\/Customer$/);
    await tab.close();
    await expect(interestDialog(page)).toBeHidden();
  });
});

test.describe("home visit form", () => {
  test("a visit is stored, the success message shows and the form is emptied", async ({ page }) => {
    await gotoHydrated(page, "/");
    const form = page.locator("#interestForm form");
    await form.scrollIntoViewIfNeeded();
    const name = uniqueName();
    const phone = uniquePhone();
    await fillLead(form, name, phone.replaceAll("-", " "), "주말 오후 방문을 희망합니다.");
    await expect(form.getByLabel("연락처")).toHaveAttribute("placeholder", "000-0000-0000");
    await expect(form.getByLabel("문의사항 (선택)")).toHaveAttribute("rows", "5");

    const release = await holdLeadRequests(page);
    await form.getByRole("button", { name: "관심고객 등록" }).click();
    await expect(form.getByRole("button", { name: messages.inquirySubmitting })).toBeDisabled();
    release();

    await expect(form.getByText(messages.inquirySuccess)).toBeVisible();
    await expect(form.getByLabel("이름")).toHaveValue("");
    await expect(form.getByLabel("연락처")).toHaveValue("");
    await expect(form.getByLabel("문의사항 (선택)")).toHaveValue("");
    await expect(form.getByLabel(messages.privacyLabel)).not.toBeChecked();
    await expect(form.getByRole("button", { name: "관심고객 등록" })).toBeEnabled();
    await expect(page).toHaveURL(/\/$/);

    const [lead] = await expectStored(() => readLeads({ name }));
    expect(lead).toMatchObject({ form: "visit", phone, message: "주말 오후 방문을 희망합니다." });
  });

  test("the sales line stays beside the form", async ({ page }) => {
    await gotoHydrated(page, "/");
    const section = page.locator("section#interestForm");
    await expect(section.getByRole("link", { name: /1661-0000/ })).toHaveAttribute("href", "tel:16610000");
    await expect(section).toContainText("전화 상담 24시간");
  });
});

test.describe("customer page", () => {
  test("content: complex name, heading, image, blurb, phone, 24-hour line, sub-menu", async ({ page }) => {
    await gotoHydrated(page, "/Promotion/Customer");
    const main = page.locator("main#main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("관심고객 등록");
    await expect(main).toContainText("펜타시티 한신더휴");
    await expect(main).toContainText("문의를 남겨 주시면 빠르게 답변드립니다.");
    await expect(main).toContainText("분양 소식을 안내해 드립니다.");
    await expect(main.getByRole("img", { name: "견본주택 상담 공간 일러스트" })).toBeAttached();
    await expect(main.getByRole("link", { name: /1661-0000/ })).toHaveAttribute("href", "tel:16610000");
    await expect(main).toContainText("전화 상담 24시간");
    const subMenu = page.getByRole("navigation", { name: "하위 메뉴" });
    await expect(subMenu.getByRole("link")).toHaveText(["보도자료", "공지사항", "방문 예약", "관심고객 등록"]);
    await expect(subMenu.locator('[aria-current="page"]')).toHaveText("관심고객 등록");
  });

  test("an inquiry is stored for the default site and the form is emptied", async ({ page }) => {
    await gotoHydrated(page, "/Promotion/Customer");
    const form = page.locator("#customer-form form");
    const name = uniqueName();
    await fillLead(form, name, uniquePhone(), "84㎡ 잔여세대 문의");
    await form.getByRole("button", { name: "관심고객 등록" }).click();
    await expect(form.getByText(messages.inquirySuccess)).toBeVisible();
    await expect(form.getByLabel("이름")).toHaveValue("");
    const [lead] = await expectStored(() => readLeads({ name }));
    expect(lead).toMatchObject({
      form: "inquiry",
      site_id: "pentacityhansin",
      message: "84㎡ 잔여세대 문의",
      source_path: "/Promotion/Customer",
    });
  });

  test("a server failure shows the failure message and keeps the input", { tag: "@any-viewport" }, async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, "/Promotion/Customer");
    await page.route("**/api/lead", (route) => route.fulfill({ status: 503, body: '{"status":"failed"}' }));
    const form = page.locator("#customer-form form");
    await fillLead(form, "홍길동", "010-1111-2222", "문의합니다");
    await form.getByRole("button", { name: "관심고객 등록" }).click();
    await expect(form.getByText(messages.inquiryFailure)).toBeVisible();
    await expect(form.getByLabel("이름")).toHaveValue("홍길동");
    await expect(form.getByLabel("연락처")).toHaveValue("010-1111-2222");
    await expect(form.getByLabel("문의사항 (선택)")).toHaveValue("문의합니다");
    await expect(form.getByLabel(messages.privacyLabel)).toBeChecked();
    await expect(form.getByRole("button", { name: "관심고객 등록" })).toBeEnabled();
    acceptConsoleError(consoleErrors, "status of 503");
  });

  test("a network error shows the error message and keeps the input", { tag: "@any-viewport" }, async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, "/Promotion/Customer");
    await page.route("**/api/lead", (route) => route.abort("connectionrefused"));
    const form = page.locator("#customer-form form");
    await fillLead(form, "홍길동", "010-1111-2222");
    await form.getByRole("button", { name: "관심고객 등록" }).click();
    await expect(form.getByText(messages.inquiryError)).toBeVisible();
    await expect(form.getByLabel("이름")).toHaveValue("홍길동");
    acceptConsoleError(consoleErrors, "net::ERR_");
  });

  test("a double click on submit stores one lead", { tag: "@any-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/Promotion/Customer");
    const form = page.locator("#customer-form form");
    const name = uniqueName();
    await fillLead(form, name, uniquePhone());
    // Every post the page sends is counted until the server has answered it: no fixed wait.
    let sent = 0;
    let answered = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") sent++;
    });
    page.on("response", (response) => {
      if (response.request().method() === "POST") answered++;
    });
    page.on("requestfailed", (request) => {
      if (request.method() === "POST") answered++;
    });
    await form.getByRole("button", { name: "관심고객 등록" }).dblclick();
    await expect(form.getByText(messages.inquirySuccess)).toBeVisible();
    await expect.poll(() => sent - answered).toBe(0);
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(readLeads({ name })).toHaveLength(1);
  });

  test("the same form render sent twice (a retry after a lost answer) is stored once", {
    tag: "@any-viewport",
  }, async ({ page }) => {
    await gotoHydrated(page, "/Promotion/Customer");
    const form = page.locator("#customer-form form");
    const name = uniqueName();
    await fillLead(form, name, uniquePhone());
    const statuses = await form.evaluate(async (element) => {
      const body = new URLSearchParams();
      for (const [key, value] of new FormData(element as HTMLFormElement)) body.append(key, String(value));
      const send = () => fetch("/api/lead", { method: "POST", body }).then((response) => response.status);
      return [await send(), await send()];
    });
    expect(statuses).toEqual([200, 200]);
    expect(readLeads({ name })).toHaveLength(1);
  });

  test("/{site}/customer with the host's complex files the lead under it, with the canonical of /Promotion/Customer", {
    tag: "@any-viewport",
  }, async ({ page }) => {
    const response = await gotoHydrated(page, "/pentacityhansin/customer");
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/Promotion/Customer`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("관심고객 등록");
    const form = page.locator("#customer-form form");
    const name = uniqueName();
    await fillLead(form, name, uniquePhone());
    await form.getByRole("button", { name: "관심고객 등록" }).click();
    await expect(form.getByText(messages.inquirySuccess)).toBeVisible();
    const [lead] = await expectStored(() => readLeads({ name }));
    expect(lead).toMatchObject({ site_id: "pentacityhansin", source_path: "/pentacityhansin/customer" });
  });

  test("a {site} other than the host's complex, or outside [a-z0-9-], is a 404", { tag: "@any-viewport" }, async ({
    page,
    consoleErrors,
  }) => {
    for (const path of ["/seoul-branch/customer", "/Seoul_Branch/customer", "/seoul-branch/visit"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not Found");
      acceptDocument404(consoleErrors);
    }
  });

  test("the form with errors shown has no serious axe violation", async ({ page }) => {
    await gotoHydrated(page, "/Promotion/Customer");
    const form = page.locator("#customer-form form");
    await form.getByRole("button", { name: "관심고객 등록" }).click();
    await expect(form.getByText("이름을 입력해 주세요.")).toBeVisible();
    await expect(form.getByText("입력 내용을 확인해 주세요.")).toBeVisible();
    expect(await seriousAxeViolations(page, "#customer-form")).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer reservation link leads to the customer page", async ({ page }) => {
    await page.goto("/Brand/intro");
    await footerTrigger(page).click();
    await expect(page).toHaveURL(/\/Promotion\/Customer$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("관심고객 등록");
  });

  test("the customer form posts to its page and shows the success message", async ({ page }) => {
    await page.goto("/Promotion/Customer");
    const form = page.locator("#customer-form form");
    const name = uniqueName();
    const phone = uniquePhone();
    await fillLead(form, name, phone, "JS 없이 보낸 문의");
    await form.getByRole("button", { name: "관심고객 등록" }).click();
    await expect(page).toHaveURL(/\/Promotion\/Customer#customer-form$/);
    await expect(page.locator("#customer-form").getByText(messages.inquirySuccess)).toBeVisible();
    await expect(page.locator("#customer-form form").getByLabel("이름")).toHaveValue("");
    const [lead] = await expectStored(() => readLeads({ name }));
    expect(lead).toMatchObject({ form: "inquiry", message: "JS 없이 보낸 문의", phone });
  });

  test("a server-side error comes back with the typed values and the Korean message", { tag: "@any-viewport" }, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/Promotion/Customer");
    const form = page.locator("#customer-form form");
    await fillLead(form, "홍길동", "12345", "남겨 둔 문의");
    await form.getByRole("button", { name: "관심고객 등록" }).click();
    const answered = page.locator("#customer-form form");
    await expect(answered.getByText("올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)")).toBeVisible();
    await expect(answered.getByLabel("연락처")).toHaveAttribute("aria-invalid", "true");
    await expect(answered.getByLabel("이름")).toHaveValue("홍길동");
    await expect(answered.getByLabel("연락처")).toHaveValue("12345");
    await expect(answered.getByLabel("문의사항 (선택)")).toHaveValue("남겨 둔 문의");
    await expect(answered.getByLabel(messages.privacyLabel)).toBeChecked();
    expect(await answered.locator('input[name="homepage"]').inputValue()).toBe("");
    acceptConsoleError(consoleErrors, "status of 400");
  });

  test("the home visit form posts to the home page and shows the success message", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("#interestForm form");
    const name = uniqueName();
    await fillLead(form, name, uniquePhone());
    await form.getByRole("button", { name: "관심고객 등록" }).click();
    await expect(page).toHaveURL(/\/\?index#interestForm$/);
    await expect(page.locator("#interestForm").getByText(messages.inquirySuccess)).toBeVisible();
    const [lead] = await expectStored(() => readLeads({ name }));
    expect(lead).toMatchObject({ form: "visit", source_path: "/" });
  });
});

test.describe("privacy policy", () => {
  test("the footer links it in bold; it states retention, processors, rights and the contact", async ({ page }) => {
    await gotoHydrated(page, "/Brand/intro");
    const link = page.getByRole("contentinfo").getByRole("link", { name: "개인정보처리방침" });
    expect(Number(await link.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700);
    await link.click();
    await expect(page).toHaveURL(/\/privacy$/);
    const main = page.locator("main#main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("개인정보처리방침");
    await expect(main).toContainText("수집일로부터 1년");
    await expect(main.getByRole("table")).toContainText("분양대행사");
    await expect(main).toContainText("열람, 정정, 삭제, 처리정지");
    await expect(main.getByRole("link", { name: "1661-0000" })).toHaveAttribute("href", "tel:16610000");
    await expect(main).toContainText("2026년 11월 22일");
  });
});
