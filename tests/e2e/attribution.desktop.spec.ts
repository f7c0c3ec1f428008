import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { createAdmin, signInAdmin } from "./admin-helpers.ts";
import { E2E_DATABASE_FILE, expect, gotoHydrated, test } from "./fixtures.ts";
import {
  acceptConsoleError,
  expectStored,
  fillLead,
  interestDialog,
  messages,
  uniqueName,
  uniquePhone,
} from "./lead-helpers.ts";
import { chooseDateAndSlot, fillDetails, uniqueVisitor } from "./visit-helpers.ts";

/**
 * Issue 13's journeys: the channel of a visit travels with the lead or booking (with JavaScript from
 * session storage; without it from the page's own address, the booking's step links, or the form
 * post's own-origin Referer on a prerendered page), the sales team sees it, and page views are
 * counted as daily totals. The browser presents itself as desktop Chrome: the headless user agent
 * is a bot's, whose beacons are ignored (so the other specs' page views are never counted).
 */
test.use({
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
});

let adminEmail = "";
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern.
test.beforeAll(async ({}, testInfo) => {
  adminEmail = await createAdmin("attribution", testInfo);
});

type Channel = { channel: string | null; medium: string | null; campaign: string | null; landing_path: string | null };

function readChannel(name: string): Array<Channel & { id: string }> {
  const db = new Database(E2E_DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("select id, channel, medium, campaign, landing_path from leads where name = ? order by created_at")
      .all(name) as Array<Channel & { id: string }>;
  } finally {
    db.close();
  }
}

function readBookingChannel(name: string): Channel[] {
  const db = new Database(E2E_DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("select channel, medium, campaign, landing_path from bookings where name = ?")
      .all(name) as Channel[];
  } finally {
    db.close();
  }
}

function readViews(campaign: string) {
  const db = new Database(E2E_DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        "select path, channel, sum(views) as views, sum(visits) as visits from page_views_daily where campaign = ? group by path, channel order by path",
      )
      .all(campaign) as Array<{ path: string; channel: string; views: number; visits: number }>;
  } finally {
    db.close();
  }
}

async function registerFromPopup(page: Page, name: string) {
  await page.getByRole("banner").getByRole("link", { name: "분양 문의 1661-0000" }).click();
  const dialog = interestDialog(page);
  await expect(dialog).toBeVisible();
  await fillLead(dialog, name, uniquePhone());
  await dialog.getByRole("button", { name: "등록하기" }).click();
  await expect(dialog.getByText(messages.interestSuccess[0])).toBeVisible();
}

test("an ad's visit: land with utm parameters, browse two pages, register from the popup → naver / cpc / launch", async ({
  page,
}) => {
  // Three pages, a lead and a sign-in (scrypt at full cost) on a shared machine.
  test.slow();
  const campaign = `launch-${Date.now().toString(36)}`;
  const landing = page.waitForRequest((request) => request.url().endsWith("/api/view"));
  await gotoHydrated(page, `/?utm_source=naver&utm_medium=cpc&utm_campaign=${campaign}`);
  expect((await landing).postData()).toContain("v=1");
  // A second page in the same tab (a full load: session storage keeps the visit's source), then a
  // third by a link inside the app (a client-side navigation is a page view too).
  await gotoHydrated(page, "/Brand/intro");
  const third = page.waitForRequest(
    (request) => request.url().endsWith("/api/view") && (request.postData() ?? "").includes("p=%2FBrand%2Fvideo"),
  );
  await page.locator('a[href="/Brand/video"]:visible').first().click();
  await expect(page).toHaveURL(/\/Brand\/video$/);
  expect((await third).postData()).toContain("v=0");
  const name = uniqueName("광고");
  await registerFromPopup(page, name);

  const [lead] = await expectStored(() => readChannel(name));
  expect(lead).toMatchObject({ channel: "naver", medium: "cpc", campaign, landing_path: "/" });
  // Page views: three pages, one visit, all under the ad's channel and campaign.
  await expect.poll(() => readViews(campaign).reduce((sum, row) => sum + row.views, 0)).toBe(3);
  expect(readViews(campaign)).toEqual([
    { path: "/", channel: "naver", views: 1, visits: 1 },
    { path: "/Brand/intro", channel: "naver", views: 1, visits: 0 },
    { path: "/Brand/video", channel: "naver", views: 1, visits: 0 },
  ]);

  // The sales team sees it on the lead and filters the inbox by it.
  await signInAdmin(page, adminEmail, `/admin/leads/${lead?.id}`);
  const block = page.getByTestId("lead-attribution");
  await expect(block.getByRole("definition").first()).toHaveText("naver");
  await expect(block).toContainText("cpc");
  await expect(block).toContainText(campaign);
  await page.goto(`/admin/leads?channel=naver&campaign=${campaign}`);
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(page.getByLabel("유입 채널")).toHaveValue("naver");
  await expect(page.locator(`tr:has-text("${name}") td[data-channel]`)).toHaveText(`naver / cpc / ${campaign}`);

  // The dashboard (the admin's first page, the last 30 days) counts it under the ad's channel and campaign.
  await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "관리자 홈" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "대시보드" })).toBeVisible();
  const channels = page.getByRole("table", { name: "유입 채널별 방문, 관심고객, 전환율" });
  await expect(channels.getByRole("row").filter({ hasText: "naver" })).toBeAttached();
  const campaigns = page.getByRole("table", { name: "캠페인별 방문, 관심고객, 전환율" });
  // One visit, one lead: 100 %.
  await expect(campaigns.getByRole("row").filter({ hasText: campaign })).toHaveText(
    new RegExp(`${campaign}.*네이버.*1.*1.*100%$`),
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the customer page reached from an ad carries its channel in the form", async ({ page }) => {
    const campaign = `nojs-${Date.now().toString(36)}`;
    await page.goto(`/Promotion/Customer?utm_source=naver&utm_medium=cpc&utm_campaign=${campaign}&fbclid=secret`);
    const form = page.locator("#customer-form form");
    await expect(form.locator('input[name="landing"]')).toHaveValue(
      `/Promotion/Customer?utm_source=naver&utm_medium=cpc&utm_campaign=${campaign}`,
    );
    const name = uniqueName("무스크립트");
    await fillLead(form, name, uniquePhone());
    await form.getByRole("button", { name: "관심고객 등록" }).click();
    await expect(page.getByText(messages.inquirySuccess)).toBeVisible();
    const [lead] = await expectStored(() => readChannel(name));
    expect(lead).toMatchObject({ channel: "naver", medium: "cpc", campaign, landing_path: "/Promotion/Customer" });
  });

  test("the prerendered home page's visit form posted from an ad's address names its channel (the post's Referer), after a refused post too", async ({
    page,
    consoleErrors,
  }) => {
    const campaign = `home-${Date.now().toString(36)}`;
    await page.goto(`/?utm_source=naver&utm_medium=cpc&utm_campaign=${campaign}`);
    const form = page.locator("#interestForm form");
    // The page is the same file for every address: the form cannot carry the campaign itself.
    await expect(form.locator('input[name="landing"]')).toHaveCount(0);
    const name = uniqueName("홈무스크립트");
    await fillLead(form, name, "12345");
    await form.getByRole("button", { name: "관심고객 등록" }).click();
    // Refused (a wrong number) and answered from /?index: the answer hands the campaign to the form.
    const answered = page.locator("#interestForm form");
    await expect(answered.getByText("올바른 전화번호를 입력해 주세요.", { exact: false })).toBeVisible();
    acceptConsoleError(consoleErrors, "status of 400");
    await expect(answered.locator('input[name="landing"]')).toHaveValue(
      `/?utm_source=naver&utm_medium=cpc&utm_campaign=${campaign}`,
    );
    await answered.getByLabel("연락처").fill("010-2323-4545");
    await answered.getByRole("button", { name: "관심고객 등록" }).click();
    await expect(page.locator("#interestForm").getByText(messages.inquirySuccess)).toBeVisible();
    const [lead] = await expectStored(() => readChannel(name));
    expect(lead).toMatchObject({ channel: "naver", medium: "cpc", campaign, landing_path: "/" });
  });

  test("a booking from an ad's address keeps its campaign through every step and books under its channel", async ({
    page,
  }) => {
    const campaign = `visit-${Date.now().toString(36)}`;
    const ad = `utm_source=kakao&utm_medium=display&utm_campaign=${campaign}`;
    await page.goto(`/Promotion/Visit?${ad}`);
    await chooseDateAndSlot(page, 6, 1);
    await expect(page).toHaveURL(new RegExp(`[?&]slot=.*&${ad}#visit-details-title$`));
    await expect(page.locator('main#main input[name="landing"]')).toHaveValue(`/Promotion/Visit?${ad}`);
    const visitor = uniqueVisitor("attr");
    await fillDetails(page, visitor, "1");
    await page.getByRole("button", { name: "방문 예약하기" }).click();
    await expect(page.getByRole("heading", { name: "방문 예약이 확정되었습니다" })).toBeVisible();
    expect(readBookingChannel(visitor.name)).toEqual([
      { channel: "kakao", medium: "display", campaign, landing_path: "/Promotion/Visit" },
    ]);
  });

  test("a form posted from a page without campaign parameters is not guessed: the channel stays unknown", async ({
    page,
  }) => {
    // Without JavaScript the site cannot tell a direct visit from a move inside the site: the post's
    // Referer names only the form's page, which need not be the visit's first.
    await page.goto("/");
    const form = page.locator("#interestForm form");
    const name = uniqueName("무스크립트직접");
    await fillLead(form, name, uniquePhone());
    await form.getByRole("button", { name: "관심고객 등록" }).click();
    await expect(page.locator("#interestForm").getByText(messages.inquirySuccess)).toBeVisible();
    const [lead] = await expectStored(() => readChannel(name));
    expect(lead).toMatchObject({ channel: null, medium: null, campaign: null, landing_path: null });
  });
});

test("a direct visit shows as direct", async ({ page }) => {
  await gotoHydrated(page, "/Brand/video");
  const name = uniqueName("직접");
  await registerFromPopup(page, name);
  const [lead] = await expectStored(() => readChannel(name));
  expect(lead).toMatchObject({ channel: "direct", medium: "none", campaign: null, landing_path: "/Brand/video" });
});
