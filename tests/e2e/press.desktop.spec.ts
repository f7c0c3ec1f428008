import {
  ADMIN_PASSWORD,
  acceptStatusConsoleErrors,
  createAdmin,
  readPress,
  readPressById,
  SESSION_COOKIE,
  SIGN_IN_TIMEOUT,
  seedComplex,
  seedPress,
  seriousViolations,
  uniqueId,
} from "./admin-helpers.ts";
import { expect, gotoHydrated, SITE_URL, test } from "./fixtures.ts";

const REQUIRED = "제목과 요약은 필수입니다.";
const KOREAN_DATE = /^\d{4}\. \d{1,2}\. \d{1,2}\.$/;

let adminEmail = "";
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern.
test.beforeAll(async ({}, testInfo) => {
  adminEmail = await createAdmin("press", testInfo);
});

function rows(page: import("@playwright/test").Page) {
  return page.getByRole("table", { name: "보도자료 목록" }).locator("tbody tr");
}

test("the administrator signs in with the typed credentials, writes an article, reads it and signs out", async ({
  page,
  consoleErrors,
}) => {
  test.slow(); // A long journey with two deliberately slow password checks.
  // The first complex's board: other tests seed articles here with older dates, so a new one is on top.
  const site = "pentacityhansin";
  const ours = (title: string) => readPress(site).filter((row) => row.title === title);
  await gotoHydrated(page, `/${site}/press`);
  await expect(page.getByRole("heading", { level: 1, name: "보도자료" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "하위 메뉴" }).getByRole("link", { name: "보도자료" }),
  ).toHaveAttribute("aria-current", "page");

  // A wrong password: the form posts to the admin's sign-in route (the one place that signs in),
  // which says SPEC §8 "login failed:" with the reason, in Korean, and keeps the way back.
  const signIn = page.getByRole("region", { name: "관리자 로그인" });
  await signIn.getByLabel("이메일").fill(adminEmail);
  await signIn.getByLabel("비밀번호").fill("not-the-password-123");
  // Submitted with Enter, as many people do (the button is the same form's; the write form's buttons are clicked below).
  await signIn.getByLabel("비밀번호").press("Enter");
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: SIGN_IN_TIMEOUT });
  await expect(page.getByRole("alert")).toHaveText(/^로그인 실패: .+/, { timeout: SIGN_IN_TIMEOUT });
  acceptStatusConsoleErrors(consoleErrors, 401);

  // The typed credentials are the ones checked (SPEC §6's flaw fixed); success returns to the list.
  await page.getByLabel("비밀번호").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL(new RegExp(`/${site}/press$`), { timeout: SIGN_IN_TIMEOUT });
  await expect(page.getByText(`${adminEmail}님, 환영합니다.`)).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  const session = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  expect(session, "the session cookie").toBeDefined();
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax" });

  // Signed in: the page is never cached.
  const signedIn = await page.request.get(`/${site}/press`);
  expect(signedIn.headers()["cache-control"]).toBe("private, no-store");

  // Title or summary empty: the SPEC §8 alert, and nothing is stored.
  const write = page.getByRole("region", { name: "보도자료 작성" });
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await write.getByLabel("요약").fill("요약만 있는 글");
  await write.getByRole("button", { name: "등록" }).click();
  await expect.poll(() => alerts).toEqual([REQUIRED]);
  await write.getByLabel("요약").fill("");
  await write.getByLabel("제목").fill("제목만 있는 글");
  await write.getByRole("button", { name: "등록" }).click();
  await expect.poll(() => alerts).toEqual([REQUIRED, REQUIRED]);
  expect([...ours("요약만 있는 글"), ...ours("제목만 있는 글")]).toEqual([]);

  // Without JavaScript the server says the same with a 400, and stores nothing.
  const refusedSummary = `제목 없는 요약 ${uniqueId("요약")}`;
  const refused = await page.request.post(`/${site}/press`, {
    form: { intent: "create", title: "", summary: refusedSummary, content: "" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain(REQUIRED);
  expect(readPress(site).filter((row) => row.summary === refusedSummary)).toEqual([]);

  // A real article: it appears on top, the form is cleared.
  const title = `보도자료 ${uniqueId("제목")}`;
  await write.getByLabel("제목").fill(title);
  await write.getByLabel("요약").fill("견본주택 개관 소식을 전합니다.");
  await write.getByLabel("내용").fill("첫째 문단입니다.\n둘째 문단입니다.\n\n셋째 <b>문단</b>입니다.");
  await write.getByRole("button", { name: "등록" }).click();
  const first = rows(page).first();
  await expect(first.getByRole("link")).toHaveText(title);
  await expect(first.getByRole("cell").nth(0)).toHaveText(String(await rows(page).count()));
  await expect(first.getByRole("cell").nth(2)).toHaveText("관리자");
  await expect(first.getByRole("cell").nth(3)).toHaveText(KOREAN_DATE);
  await expect(first.getByRole("cell").nth(4)).toContainText("0");
  await expect(write.getByLabel("제목")).toHaveValue("");
  await expect(write.getByLabel("요약")).toHaveValue("");
  const [stored] = ours(title);
  expect(stored).toMatchObject({
    title,
    views: 0,
    content: "첫째 문단입니다.\n둘째 문단입니다.\n\n셋째 <b>문단</b>입니다.",
  });

  // Opening it counts one view per load; the content is split into paragraphs, as text.
  await first.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/${site}/press/${stored?.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const article = page.getByRole("article");
  await expect(article).toContainText("관리자");
  await expect(article.locator("time")).toHaveText(/^\d{4}\. \d{1,2}\. \d{1,2}\. (오전|오후) \d{1,2}:\d{2}$/);
  await expect(page.getByTestId("press-views")).toHaveText("1");
  await expect(page.getByTestId("press-content").locator("p")).toHaveText([
    "첫째 문단입니다.",
    "둘째 문단입니다.",
    "셋째 <b>문단</b>입니다.",
  ]);
  // Views are written in batches (every 0.2 s in these tests): the stored count follows.
  await expect.poll(() => readPressById(stored?.id ?? "")?.views).toBe(1);
  await page.reload();
  await page.locator('nav[aria-label="주 메뉴"][data-enhanced="true"]').waitFor({ state: "attached" });
  await expect(page.getByTestId("press-views")).toHaveText("2");
  await expect.poll(() => readPressById(stored?.id ?? "")?.views).toBe(2);

  // Back to the list: one step back in history (we came from the list).
  await page.getByRole("link", { name: "목록으로" }).click();
  await expect(page).toHaveURL(new RegExp(`/${site}/press$`));
  await expect(rows(page).first().getByRole("link")).toHaveText(title);

  // Logout ends the session: signed-out state, and the old cookie no longer works on the server.
  await page.getByRole("button", { name: "로그아웃" }).click();
  await expect(page.getByRole("region", { name: "관리자 로그인" })).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
  const replay = await page.request.get("/admin", {
    headers: { Cookie: `${SESSION_COOKIE}=${session?.value}` },
    maxRedirects: 0,
  });
  expect(replay.status()).toBe(302);
  expect(replay.headers().location).toContain("/admin/login");
});

test("More loads the next 10 by cursor until a page comes back short; numbers count down from the loaded count", async ({
  page,
}) => {
  const { id: site, origin } = await seedComplex(page.request, uniqueId("e2e-more"));
  seedPress(site, 25, (index) => `${site} 기사 ${String(index + 1).padStart(2, "0")}`);
  await gotoHydrated(page, `${origin}/${site}/press`);

  await expect(rows(page)).toHaveCount(10);
  await expect(rows(page).first().getByRole("cell").first()).toHaveText("10");
  await expect(rows(page).first().getByRole("link")).toHaveText(`${site} 기사 25`);
  await expect(rows(page).last().getByRole("link")).toHaveText(`${site} 기사 16`);

  const more = page.getByRole("button", { name: "더보기" });
  await more.click();
  await expect(rows(page)).toHaveCount(20);
  await expect(rows(page).first().getByRole("cell").first()).toHaveText("20");
  await expect(rows(page).nth(10).getByRole("link")).toHaveText(`${site} 기사 15`);
  // The rows were appended, not a new page: the address is the list's.
  expect(new URL(page.url()).search).toBe("");

  await more.click();
  await expect(rows(page)).toHaveCount(25);
  await expect(rows(page).first().getByRole("cell").first()).toHaveText("25");
  await expect(rows(page).last().getByRole("cell").first()).toHaveText("1");
  await expect(rows(page).last().getByRole("link")).toHaveText(`${site} 기사 01`);
  await expect(page.getByRole("button", { name: "더보기" })).toHaveCount(0);

  // Another complex's list (its own host) has none of them.
  await gotoHydrated(page, "/Promotion/Press");
  await expect(page).toHaveURL(/\/pentacityhansin\/press$/);
  await expect(page.getByText(`${site} 기사`)).toHaveCount(0);
});

test("exactly 10 articles: no More button once the next page would be empty", async ({ page }) => {
  const { id: site, origin } = await seedComplex(page.request, uniqueId("e2e-ten"));
  seedPress(site, 10);
  await gotoHydrated(page, `${origin}/${site}/press`);
  await expect(rows(page)).toHaveCount(10);
  // A full page may have more behind it: the button shows, and the next page comes back empty.
  await page.getByRole("button", { name: "더보기" }).click();
  await expect(page.getByRole("button", { name: "더보기" })).toHaveCount(0);
  await expect(rows(page)).toHaveCount(10);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("More is a link to the next page by cursor", async ({ page }) => {
    const { id: site, origin } = await seedComplex(page.request, uniqueId("e2e-nojs"));
    seedPress(site, 12);
    await page.goto(`${origin}/${site}/press`);
    await expect(rows(page)).toHaveCount(10);
    await page.getByRole("button", { name: "더보기" }).click();
    await expect(page).toHaveURL(/\?cursor=/);
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).first().getByRole("link")).toHaveText(`${site} 기사 2`);
    await expect(page.getByRole("button", { name: "더보기" })).toHaveCount(0);
    await page.getByRole("link", { name: "처음 목록으로" }).click();
    await expect(rows(page)).toHaveCount(10);
  });
});

test("a link prefetch does not count as a view; the visit does", async ({ page }) => {
  const { id: site, origin } = await seedComplex(page.request, uniqueId("e2e-prefetch"));
  const [id] = seedPress(site, 1);
  await gotoHydrated(page, `${origin}/${site}/press`);
  const link = rows(page).first().getByRole("link");
  const prefetch = page.waitForRequest((request) => request.url().includes(`/press/${id}.data`));
  await link.focus();
  const prefetched = await prefetch;
  expect((await prefetched.allHeaders())["sec-purpose"]).toContain("prefetch");
  await (await prefetched.response())?.finished();
  expect(readPressById(id ?? "")?.views).toBe(0);

  // The page shows the stored count plus the views not yet written: a counted prefetch would show 2.
  await link.click();
  await expect(page.getByTestId("press-views")).toHaveText("1");
  await expect.poll(() => readPressById(id ?? "")?.views).toBe(1);
});

test("the article is server-rendered for search engines: NewsArticle, canonical, sitemap", async ({ request }) => {
  const [id] = seedPress("pentacityhansin", 1, () => "검색엔진용 보도자료");
  const response = await request.get(`/pentacityhansin/press/${id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<title>검색엔진용 보도자료 | 펜타시티 한신더휴</title>");
  expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/pentacityhansin/press/${id}"/>`);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>,
  );
  const news = jsonLd.find((entry) => entry["@type"] === "NewsArticle");
  expect(news).toMatchObject({
    headline: "검색엔진용 보도자료",
    author: { "@type": "Organization", name: "펜타시티 한신더휴" },
    publisher: { "@type": "Organization", name: "펜타시티 한신더휴" },
  });
  expect(Date.parse(String(news?.datePublished))).not.toBeNaN();
  expect(html).toContain("첫 문단");

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${SITE_URL}/pentacityhansin/press/${id}</loc>`);
  expect(sitemap).toContain(`<loc>${SITE_URL}/pentacityhansin/press</loc>`);

  // Another complex's host: its own sitemap and robots at its own address, without this article.
  const other = await seedComplex(request, uniqueId("e2e-seo"));
  const [theirs] = seedPress(other.id, 1, () => "다른 단지 보도자료");
  const onOther = { headers: { Host: other.host } };
  const otherSitemap = await (await request.get("/sitemap.xml", onOther)).text();
  expect(otherSitemap).toContain(`<loc>https://${other.host}/${other.id}/press/${theirs}</loc>`);
  expect(otherSitemap).toContain(`<loc>https://${other.host}/FloorPlan</loc>`);
  expect(otherSitemap).not.toContain(id);
  expect(otherSitemap).not.toContain(SITE_URL);
  expect(sitemap).not.toContain(String(theirs));
  expect(await (await request.get("/robots.txt", onOther)).text()).toContain(
    `Sitemap: https://${other.host}/sitemap.xml`,
  );
  // Its article is not on the first complex's host, nor the first complex's on its.
  for (const [path, options] of [
    [`/${other.id}/press/${theirs}`, {}],
    [`/pentacityhansin/press/${id}`, onOther],
  ] as const) {
    const missing = await request.get(path, { ...options, maxRedirects: 0 });
    expect(missing.status(), path).toBe(302);
    expect(missing.headers().location, path).toBe("/Promotion/Press");
  }
});

test("/Promotion/Press redirects to the default site's list; a missing article goes there too", async ({
  page,
  request,
}) => {
  const redirect = await request.get("/Promotion/Press", { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe("/pentacityhansin/press");

  await page.goto("/pentacityhansin/press/no-such-article");
  await expect(page).toHaveURL(/\/pentacityhansin\/press$/);
  await expect(page.getByRole("heading", { level: 1, name: "보도자료" })).toBeVisible();

  const signedOut = await request.get("/pentacityhansin/press");
  expect(signedOut.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
});

test("a site parameter that is not a site id is Not Found", async ({ page, consoleErrors }) => {
  const response = await page.goto("/Not_A_Site/press");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Not Found" })).toBeVisible();
  acceptStatusConsoleErrors(consoleErrors, 404);
});

test("a complex's empty board; an anonymous or cross-site post to the write form stores nothing", async ({
  request,
  baseURL,
}) => {
  const empty = await seedComplex(request, uniqueId("e2e-empty"));
  const list = await request.get(`/${empty.id}/press`, { headers: { Host: empty.host } });
  expect(list.status()).toBe(200);
  expect(await list.text()).toContain("등록된 보도자료가 없습니다");

  const site = "pentacityhansin";
  const before = readPress(site).length;
  const form = { intent: "create", title: "무단 등록", summary: "무단", content: "" };
  const anonymous = await request.post(`/${site}/press`, { form, headers: { Origin: new URL(baseURL ?? "").origin } });
  expect(anonymous.status()).toBe(401);
  const withoutOrigin = await request.post(`/${site}/press`, { form });
  expect(withoutOrigin.status()).toBe(401);
  // Cross-site: React Router's own origin check answers 400 before the action runs; ours would say 403.
  const foreign = await request.post(`/${site}/press`, { form, headers: { Origin: "https://evil.example" } });
  expect([400, 403]).toContain(foreign.status());
  // A path naming no complex of this host is not a board at all.
  const elsewhere = await request.post("/press-room/press", {
    form,
    headers: { Origin: new URL(baseURL ?? "").origin },
  });
  expect(elsewhere.status()).toBe(404);
  expect(readPress(site).filter((row) => row.title === "무단 등록")).toEqual([]);
  expect(readPress(site).length).toBeGreaterThanOrEqual(before);
  expect(readPress("press-room")).toEqual([]);
});

test("the press list and an article have no serious accessibility violations", async ({ page }) => {
  const site = "pentacityhansin";
  const [id] = seedPress(site, 3);
  for (const path of [`/${site}/press`, `/${site}/press/${id}`]) {
    await gotoHydrated(page, path);
    await page.waitForLoadState("load");
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
