import { mkdirSync } from "node:fs";
import { acceptStatusConsoleErrors, createAdmin, readAudit, signInAdmin } from "./admin-helpers.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { chooseDateAndSlot, fillDetails, uniqueVisitor } from "./visit-helpers.ts";

/**
 * The site's facts (issue 24): the owner changes the sales phone and the model house's hours and
 * publishes; a visitor's next page (rendered and kept in the page cache, no rebuild, no restart)
 * shows them in the header and footer. Ends by restoring revision 1's values and publishing them, so
 * the first values are back. Runs after every other spec (playwright.config.ts, "desktop-last"):
 * the others find the first phone in the header. Screenshots of the editor at 1280×800 and 390×844
 * go to SHOTS_DIR when it is set.
 */
const SHOTS = process.env.SHOTS_DIR;
const KAKAO = "https://pf.kakao.com/_pentaHansin";

async function shots(page: import("@playwright/test").Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, width, height] of [
    ["desktop", 1280, 800],
    ["mobile", 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the owner publishes a new phone and hours; the public header and footer show them without a restart", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.slow(); // Sign-in is deliberately slow.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const pub = await visitor.newPage();
  await pub.goto("/Brand/intro");
  await expect(pub.getByRole("banner").getByRole("link", { name: "분양 문의 1661-0000" })).toBeVisible();

  const email = await createAdmin("facts", testInfo);
  await signInAdmin(page, email, "/admin/site-facts");
  await expect(page.getByLabel("대표 전화번호")).toHaveValue("1661-0000");
  // Publish the first values as they are (revision 1), to restore them at the end.
  await page.locator('[data-hydrated="true"]').first().waitFor({ state: "attached" });
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "게시했습니다" })).toBeVisible();
  const first = Number(/제(\d+)판/.exec((await page.getByTestId("facts-state").textContent()) ?? "")?.[1]);

  // A refused value: the Korean message at the field, what was typed kept, nothing published.
  await page.getByLabel("대표 전화번호").fill("1588-7777");
  await page.getByLabel("지도 링크").fill("javascript:alert(1)");
  await page.getByLabel("카카오톡 채널 주소").fill("https://pf.kakao.com.evil.example/_x");
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(
    page.getByText("지도 링크는 http:// 또는 https://로 시작하는 인터넷 주소로 입력해 주세요."),
  ).toBeVisible();
  await expect(
    page.getByText("카카오톡 채널 주소는 https://pf.kakao.com/_으로 시작하는 채널 주소로 입력해 주세요."),
  ).toBeVisible();
  await expect(page.getByLabel("대표 전화번호")).toHaveValue("1588-7777");
  acceptStatusConsoleErrors(consoleErrors, 400);

  await page.getByLabel("지도 링크").fill("https://map.naver.com/p/search/pentacity");
  await page.getByLabel("견본주택 운영 시간").fill("매일 10:00~17:00 (화요일 휴관)");
  await page.getByLabel("카카오톡 채널 주소").fill(KAKAO);
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "게시했습니다" })).toBeVisible();
  await expect(page.getByTestId("facts-preview")).toContainText("1588-7777");
  await shots(page, "site-facts-editor");
  expect(readAudit({ target: "site-facts" }).map((entry) => entry.action)).toEqual(["facts.publish", "facts.publish"]);

  // The visitor reloads (the browser revalidates its copy, kept a minute by Cache-Control): the new
  // phone in the header and footer, the hours in the footer.
  await pub.reload();
  await expect(pub.getByRole("banner").getByRole("link", { name: "분양 문의 1588-7777" })).toBeVisible();
  const footer = pub.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "1588-7777" })).toHaveAttribute("href", "tel:15887777");
  // Each hours line says whose it is.
  await expect(footer).toContainText("전화 상담 24시간");
  await expect(footer.locator("dl > div").filter({ hasText: "견본주택 운영" })).toContainText(
    "매일 10:00~17:00 (화요일 휴관)",
  );
  // The channel: a plain link in the footer and the booking confirmation, no Kakao request.
  const kakaoRequests: string[] = [];
  pub.on("request", (request) => {
    if (new URL(request.url()).hostname.endsWith("kakao.com")) kakaoRequests.push(request.url());
  });
  await expect(footer.getByRole("link", { name: /카카오톡 채널 상담/ })).toHaveAttribute("href", KAKAO);
  await gotoHydrated(pub, "/Promotion/Visit");
  await chooseDateAndSlot(pub, 11, 3);
  await fillDetails(pub, uniqueVisitor("facts"), "1");
  await pub.getByRole("button", { name: "방문 예약하기" }).click();
  await expect(pub.getByRole("heading", { name: "방문 예약이 확정되었습니다" })).toBeVisible();
  await expect(pub.locator("main#main").getByRole("link", { name: /카카오톡 채널 상담/ })).toHaveAttribute(
    "href",
    KAKAO,
  );
  expect(kakaoRequests).toEqual([]);
  await shots(pub, "site-facts-kakao-confirmation");
  await visitor.close();
  // And in the phone's bottom bar.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const mobile = await phone.newPage();
  await mobile.goto("/Brand/intro");
  const bar = mobile.getByRole("complementary", { name: "빠른 상담" });
  await expect(bar.getByRole("link", { name: /카카오톡/ })).toHaveAttribute("href", KAKAO);
  await expect(bar.getByRole("link", { name: /카카오톡/ })).toBeInViewport();
  await phone.close();

  // Back to the first values: restore revision 1 into the draft and publish it.
  await page
    .getByRole("listitem")
    .filter({ hasText: `제${first}판` })
    .getByRole("button", { name: "임시 저장본으로 불러오기" })
    .click();
  await expect(page.getByLabel("대표 전화번호")).toHaveValue("1661-0000");
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "게시했습니다" })).toBeVisible();
  const signedOut = await browser.newContext();
  const restored = await (await signedOut.request.get("/Brand/intro")).text();
  expect(restored).toContain("1661-0000");
  // Not set: no channel link anywhere.
  expect(restored).not.toContain("pf.kakao.com");
  await signedOut.close();
});
