import { expect, gotoHydrated, test } from "./fixtures.ts";

test("/Brand/video embeds the promotional video with autoplay and no loop", { tag: "@any-viewport" }, async ({
  page,
}) => {
  await gotoHydrated(page, "/Brand/video");
  const video = page.locator('iframe[title="펜타시티 한신더휴 홍보영상"]');
  await expect(video).toHaveAttribute("src", /autoplay=1/);
  expect(await video.getAttribute("src")).not.toContain("loop");
});

test("/BusinessGuide/intro switches between 2ABL and 4ABL: image, data table and page metadata", async ({ page }) => {
  await gotoHydrated(page, "/BusinessGuide/intro");
  const tabs = page.getByRole("tablist", { name: "블록 선택" });
  const panel = page.locator("#business-block-panel");
  await expect(tabs.getByRole("tab", { name: "2ABL" })).toHaveAttribute("aria-selected", "true");
  await expect(panel.locator("[data-block]")).toHaveAttribute("data-block", "2ABL");
  await expect(panel.getByRole("table")).toContainText("12,000㎡");
  await expect(panel.getByRole("table")).toContainText("1,597세대");
  await expect(panel.getByRole("table")).toContainText("106,050.4985㎡");
  await expect(panel.locator("img").first()).toHaveAttribute("alt", /2ABL/);

  await tabs.getByRole("tab", { name: "4ABL" }).click();
  await expect(page).toHaveURL(/\?block=4ABL$/);
  await expect(panel.locator("[data-block]")).toHaveAttribute("data-block", "4ABL");
  await expect(panel.getByRole("table")).toContainText("11,500㎡");
  await expect(panel.getByRole("table")).toContainText("340,000㎡");
  await expect(panel.getByRole("table")).toContainText("215%");
  await expect(panel.getByRole("table")).toContainText("595세대");
  await expect(panel.locator("img").first()).toHaveAttribute("alt", /4ABL/);
  await expect(page).toHaveTitle("사업개요 4ABL | 펜타시티 한신더휴");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/BusinessGuide\/intro\?block=4ABL$/);
});

test("/BusinessGuide/intro?block=4ABL is rendered by the server with the 4ABL data", { tag: "@any-viewport" }, async ({
  request,
}) => {
  const html = await (await request.get("/BusinessGuide/intro?block=4ABL")).text();
  expect(html).toContain("<title>사업개요 4ABL | 펜타시티 한신더휴</title>");
  expect(html).toContain("11,500㎡");
  expect(html).toContain('data-block="4ABL"');
});

test("/LocationEnvironment/intro: three tagline lines, four feature cards and the disclaimer", {
  tag: "@any-viewport",
}, async ({ page }) => {
  await gotoHydrated(page, "/LocationEnvironment/intro");
  const cards = page.locator("[data-feature-card]");
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole("heading", { level: 3 }).first()).toHaveText("약 250개 기업 입주 예정");
  for (const card of await cards.all()) await expect(card.locator("img")).toHaveCount(1);
  await expect(page.locator("#main")).toContainText("약 3,729세대");
  await expect(page.locator("#main [data-disclaimers]").first()).toContainText("변경·지연·취소");
});

test("/ComplexGuide/intro has six disclaimers and /ComplexGuide/detailintro two", { tag: "@any-viewport" }, async ({
  page,
}) => {
  await gotoHydrated(page, "/ComplexGuide/intro");
  await expect(page.locator("#main [data-disclaimers] li")).toHaveCount(6);
  await gotoHydrated(page, "/ComplexGuide/detailintro");
  await expect(page.locator("#main [data-disclaimers] li")).toHaveCount(2);
  await gotoHydrated(page, "/ComplexGuide/community");
  await expect(page.locator("#main").getByRole("heading", { level: 3 })).toContainText([
    "피트니스센터",
    "독서실",
    "카페",
  ]);
});

test("/FloorPlan/59A is named 84A everywhere, shows the 84A plan and fades the plan in", async ({ page }) => {
  await gotoHydrated(page, "/FloorPlan/59A");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("84A 타입");
  await expect(page).toHaveTitle(/84A/);
  const named = [await page.title(), await page.locator("#main").innerText()];
  named.push(...(await page.locator('script[type="application/ld+json"]').allTextContents()));
  named.push((await page.locator('meta[name="description"]').getAttribute("content")) ?? "");
  // The path itself stays the original's; no name shown or read out is the path's.
  for (const text of named) expect(text.replaceAll("/FloorPlan/59A", "")).not.toMatch(/\b59A\b/);
  await expect(page.locator("[data-unit-label]")).toHaveAttribute("data-unit-label", "84A");
  const figure = page.locator("#main figure[data-loaded]").first();
  await expect(figure).toHaveAttribute("data-loaded", "true");
  await expect(figure.locator("img")).toHaveCSS("opacity", "1");
  await expect(figure.locator("img")).toHaveAttribute("alt", /84A 타입 평면도/);
  await expect(page.locator("#main")).toContainText("유상 옵션");

  await page.getByRole("navigation", { name: "하위 메뉴" }).getByRole("link", { name: "99C" }).click();
  await expect(page).toHaveURL(/\/FloorPlan\/114C$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("99C 타입");
  await expect(page.locator("[data-unit-label]")).toHaveAttribute("data-unit-label", "99C");
  await expect(page.locator("#main figure[data-loaded]").first()).toHaveAttribute("data-loaded", "true");
});

test("/FloorPlan/videos: three tabs, the first selected, one embedded video at a time", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/FloorPlan/videos");
  const tabs = page.getByRole("tablist", { name: "가이드영상 선택" }).getByRole("tab");
  await expect(tabs).toHaveText(["입지 안내 영상", "59타입 영상", "84타입 영상"]);
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  const panel = page.locator("#guide-video-panel");
  await expect(panel.locator("iframe")).toHaveCount(1);
  await expect(panel.locator("iframe")).toHaveAttribute("src", /autoplay=1/);

  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(panel.locator("[data-video-tab]")).toHaveAttribute("data-video-tab", "2");
  await expect(panel.locator("iframe")).toHaveCount(1);
  await expect(panel.locator("iframe")).toHaveAttribute("title", /59타입 영상/);

  const box = await panel.locator("iframe").boundingBox();
  if (testInfo.project.name === "mobile") {
    expect(box?.height).toBe(300);
    expect(box?.width).toBeLessThanOrEqual(400);
  } else {
    expect(box?.height).toBe(500);
    expect(box?.width).toBeLessThanOrEqual(1300);
    expect(box?.width).toBeGreaterThanOrEqual(1100);
  }
});

test("/FloorPlan/Emodel: one tab, the virtual tour frame and the click-to-view text", { tag: "@any-viewport" }, async ({
  page,
}) => {
  await gotoHydrated(page, "/FloorPlan/Emodel");
  await expect(page.getByRole("tablist", { name: "모델하우스 선택" }).getByRole("tab")).toHaveCount(1);
  await expect(page.locator("#main iframe")).toHaveAttribute("src", /^https:\/\//);
  await expect(page.locator("#main")).toContainText("화면을 클릭하시면 VR을 보실 수 있습니다.");
});

test("interior pages show their pictures; 84B is COMING SOON with the amber spinner", { tag: "@any-viewport" }, async ({
  page,
}) => {
  await gotoHydrated(page, "/Interior/84A");
  await expect(page.locator('[data-interior="84A"] figure')).toHaveCount(3);
  await expect(page.getByRole("navigation", { name: "하위 메뉴" }).getByRole("link")).toHaveText(["59㎡", "84㎡"]);

  await gotoHydrated(page, "/Interior/84B");
  const soon = page.locator("[data-coming-soon]");
  await expect(soon).toContainText("COMING SOON");
  const spinner = soon.locator("[data-spinner]");
  await expect(spinner).toHaveAttribute("role", "status");
  await expect(spinner).toContainText("준비 중입니다");
  const dot = spinner.locator("span[aria-hidden]").first();
  await expect(dot).toHaveCSS("background-color", "rgb(253, 180, 97)");
  await expect(page.getByRole("navigation", { name: "하위 메뉴" }).getByRole("link")).toHaveText(["84B", "119"]);
});

test("sales pages: guide and stamp tax are coming soon; the subscription guide warns of editing errors", async ({
  page,
}) => {
  // The guide shows the published sales schedule (sales-schedule.desktop.spec.ts), or, with none
  // published, the coming-soon placeholder; the 청약홈 note in both.
  await gotoHydrated(page, "/SalesInfo/guide");
  await expect(page.locator("[data-coming-soon], table").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "청약홈 바로가기" })).toBeVisible();
  await gotoHydrated(page, "/SalesInfo/stampTax");
  await expect(page.locator("[data-coming-soon]")).toBeVisible();
  await gotoHydrated(page, "/SalesInfo/SubscriptionGuide");
  await expect(page.locator("#main")).toContainText("입주자모집공고를 확인하시기 바랍니다");
});

// The full browser: the headless shell has no PDF viewer, so the new tab never loads the file.
test("/SalesInfo/announcement opens the PDF in a new tab behind a loading overlay that clears on load", {
  tag: "@chrome",
}, async ({ page, context }) => {
  // The PDF is held back until the test has seen the overlay say it is loading (no fixed delay).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The bundled PDF, or the published version's stable address and the file it leads to
  // (documents.desktop.spec.ts publishes one).
  await context.route("**/*.pdf", async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, "/SalesInfo/announcement");
  const overlay = page.locator("[data-loading]");
  await expect(overlay).toHaveAttribute("data-loading", "false");
  const link = page.getByRole("link", { name: "입주자모집공고 확인하기" });
  await expect(link).toHaveAttribute("href", /^\/(announcement|documents\/recruitment-notice)\.pdf$/);
  await expect(link).toHaveAttribute("target", "_blank");

  // Record every state the overlay passes through (headless windows can hand focus back at once).
  await page.evaluate(() => {
    const target = document.querySelector("[data-loading]");
    const seen: string[] = [];
    (window as unknown as { overlayStates: string[] }).overlayStates = seen;
    new MutationObserver(() => {
      seen.push(`${target?.getAttribute("data-loading")}:${target?.textContent ?? ""}`);
    }).observe(target as Node, { attributes: true, childList: true, subtree: true, characterData: true });
  });
  const opened = context.waitForEvent("page");
  await link.click();
  await expect(overlay).toHaveAttribute("data-loading", "true");
  release();
  const popup = await opened;
  await popup.waitForLoadState("load");
  expect(popup.url()).toMatch(/\/(announcement|files\/[0-9a-f]{16})\.pdf$/);
  await expect(overlay).toHaveAttribute("data-loading", "false");
  const states = await page.evaluate(() => (window as unknown as { overlayStates: string[] }).overlayStates);
  expect(states).toContain("true:파일을 불러오는 중입니다...");
  expect(states.at(-1)).toBe("false:");
});

test("the PDF is served as a PDF", { tag: "@any-viewport" }, async ({ request }) => {
  const response = await request.get("/announcement.pdf");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("without JavaScript the 2ABL/4ABL switch still works as links", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await page.goto("/BusinessGuide/intro");
  await page.getByRole("tab", { name: "4ABL" }).click();
  await expect(page).toHaveURL(/\?block=4ABL$/);
  await expect(page.locator("#business-block-panel [data-block]")).toHaveAttribute("data-block", "4ABL");
  await context.close();
});
