import { mkdirSync } from "node:fs";
import Database from "better-sqlite3";
import { minimalPdf, smallPng } from "../../app/modules/uploads/test-fixtures.ts";
import {
  acceptStatusConsoleErrors,
  createAdmin,
  gotoAdmin,
  readAudit,
  seedComplex,
  signInAdmin,
  uniqueId,
} from "./admin-helpers.ts";
import { E2E_DATABASE_FILE, expect, test } from "./fixtures.ts";

/**
 * The notices board (issue 24) end to end, on both viewports: the owner writes a draft, previews it
 * inside the public layout, publishes it, and the public list and notice show it (also without
 * JavaScript). Screenshots of the editor, preview and public pages go to SHOTS_DIR when it is set.
 */
const SHOTS = process.env.SHOTS_DIR;

let adminEmail = "";
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern.
test.beforeAll(async ({}, testInfo) => {
  adminEmail = await createAdmin("notices", testInfo);
});

async function shot(page: import("@playwright/test").Page, name: string, project: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
}

function noticeIdOf(url: string): string {
  return /\/notice\/([0-9a-f-]{36})/.exec(url)?.[1] ?? /\/admin\/notices\/([0-9a-f-]{36})/.exec(url)?.[1] ?? "";
}

test("the owner writes, previews and publishes a notice; the public list and page show it, with and without JavaScript", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow(); // Sign-in is deliberately slow.
  const project = testInfo.project.name;
  // A complex of this test's own (its board is its alone), worked on from the admin as the agency's owner.
  const { id: site, host, origin } = await seedComplex(page.request, uniqueId("e2e-notice"));
  const title = `1순위 청약 일정 안내 ${site.slice(-6)}`;
  await page.context().addCookies([{ name: "admin_site", value: site, url: baseURL as string }]);
  await signInAdmin(page, adminEmail, "/admin/notices");
  await expect(page.getByTestId("admin-complex")).toContainText(`${site} 단지`);
  await page.getByRole("link", { name: "새 공지사항" }).click();
  await page.getByLabel("분류").selectOption({ label: "분양 일정" });
  await page.getByLabel("제목").fill(title);
  await page.getByLabel("목록 맨 위에 고정").check();
  await page
    .getByLabel("내용")
    .fill(
      "1순위 청약은 12월 1일(화)입니다.\n청약홈: https://www.applyhome.co.kr\n\n서류 접수는 당첨자 발표 뒤 안내합니다.",
    );
  await shot(page, "editor-new", project);
  await page.getByRole("button", { name: "저장 후 미리보기" }).click();

  // The preview: the public layout with the draft, marked as not yet published.
  await expect(page.getByTestId("notice-preview-bar")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${site}/notice/[0-9a-f-]{36}\\?preview=1$`));
  const id = noticeIdOf(page.url());
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: "https://www.applyhome.co.kr" })).toHaveAttribute(
    "href",
    "https://www.applyhome.co.kr/",
  );
  await shot(page, "preview", project);
  // Not published yet: the public address (on the complex's host) leads to the (empty) list.
  const before = await page.request.get(`/${site}/notice/${id}`, { headers: { Host: host }, maxRedirects: 0 });
  expect(before.status()).toBe(302);

  await page.getByRole("link", { name: "편집으로 돌아가기" }).click();
  await expect(page.getByTestId("notice-state")).toHaveText("임시 저장");
  await page.locator('[data-hydrated="true"]').first().waitFor({ state: "attached" });
  // Attachments go with the publish (one multipart post): a PDF and a picture with its alt text.
  await page.getByLabel("파일 추가 (PDF, 이미지)").setInputFiles([
    { name: "입주자모집공고.pdf", mimeType: "application/pdf", buffer: minimalPdf() },
    { name: "배치도.png", mimeType: "image/png", buffer: await smallPng() },
  ]);
  await page.getByLabel("새 이미지 설명 (대체 텍스트)").fill("단지 배치도");
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "게시했습니다" })).toBeVisible();
  await expect(page.getByTestId("notice-state")).toHaveText("게시 중");
  await expect(page.getByTestId("notice-attachments").getByRole("listitem")).toHaveCount(2);
  await shot(page, "editor-published", project);
  expect(readAudit({ target: id }).map((entry) => entry.action)).toEqual(["notice.create", "notice.publish"]);

  // A second publish with another title: the history compares the two revisions field by field.
  await page.getByLabel("제목").fill(`${title} (변경)`);
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByTestId("notice-state")).toContainText("게시 중");
  await expect(page.getByText("2판")).toBeVisible();
  await page.getByRole("link", { name: "게시 이력" }).click();
  const diff = page.getByTestId("notice-diff");
  await expect(diff.locator("tr[data-changed]")).toHaveCount(1);
  await expect(diff.locator("tr[data-changed]")).toContainText(`${title} (변경)`);
  await shot(page, "revisions", project);
  await page.getByRole("button", { name: "이 판으로 되돌리기" }).last().click();
  await expect(page.getByRole("status").filter({ hasText: "임시 저장본으로 되돌렸습니다" })).toBeVisible();
  await expect(page.getByLabel("제목")).toHaveValue(title);

  // Without JavaScript: the list (pinned first, marked) and the notice, plain links.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
  const plain = await context.newPage();
  await plain.goto(`${origin}/${site}/notice`);
  const row = plain.getByRole("table", { name: "공지사항 목록" }).locator("tbody tr").first();
  await expect(row).toContainText(`${title} (변경)`);
  await expect(row).toContainText("고정");
  await expect(row).toContainText("분양 일정");
  await shot(plain, "public-list", project);
  await row.getByRole("link", { name: `${title} (변경)` }).click();
  await expect(plain).toHaveURL(new RegExp(`/${site}/notice/${id}$`));
  await expect(plain.getByRole("heading", { level: 1, name: `${title} (변경)` })).toBeVisible();
  await expect(plain.getByTestId("notice-body")).toContainText("서류 접수는 당첨자 발표 뒤 안내합니다.");
  const pdfLink = plain.getByRole("link", { name: /입주자모집공고\.pdf\s*PDF · 1 KB/ });
  const pdfUrl = (await pdfLink.getAttribute("href")) ?? "";
  expect(pdfUrl).toMatch(/^\/files\/[0-9a-f]{16}\.pdf$/);
  const pdf = await plain.request.get(pdfUrl);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const picture = plain.getByRole("img", { name: "단지 배치도" });
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveJSProperty("complete", true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(plain.locator("picture", { has: picture }).locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /\/files\/[0-9a-f]{16}\.avif 300w/,
  );
  const canonical = await plain.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toBe(`https://${host}/${site}/notice/${id}`);
  const jsonLd = await plain.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join("\n")).toContain('"@type":"NewsArticle"');
  await shot(plain, "public-notice", project);
  await context.close();
});

test("/Promotion/Notice goes to the default site's list; the menus link it beside 보도자료 @any-viewport", async ({
  request,
}) => {
  const answer = await request.get("/Promotion/Notice", { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe("/pentacityhansin/notice");
  const list = await request.get("/pentacityhansin/notice");
  expect(list.status()).toBe(200);
  const html = await list.text();
  expect(html).toContain('href="/Promotion/Notice"');
  expect(html).toContain('<link rel="canonical" href="https://www.pentacity-hansin.example/pentacityhansin/notice"');
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/pentacityhansin/notice</loc>");
});

test("hostile input to the editor is refused with a Korean message and changes nothing @any-viewport", async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.slow();
  await signInAdmin(page, adminEmail, "/admin/notices");
  const created = await page.request.post("/admin/notices", {
    headers: { Origin: baseURL as string },
    // A posted site id is not read: the notice is the admin's complex's.
    form: { intent: "save", siteId: "other-complex", title: "원래 제목", body: "원래 본문", category: "general" },
    maxRedirects: 0,
  });
  expect(created.status()).toBe(302);
  const id = noticeIdOf(created.headers().location ?? "");
  const stored = () => {
    const db = new Database(E2E_DATABASE_FILE, { readonly: true, fileMustExist: true });
    try {
      return db.prepare("select site_id, title, body, category, state, revision from notices where id = ?").get(id);
    } finally {
      db.close();
    }
  };
  const original = stored();
  expect(original).toMatchObject({ site_id: "pentacityhansin", title: "원래 제목" });
  const base = { title: "제목", body: "본문", category: "general" };
  const cases: [string, Record<string, string>, RegExp][] = [
    ["empty title", { ...base, title: "   " }, /제목을 입력해 주세요/],
    ["huge title", { ...base, title: "가".repeat(5_000) }, /200자 이내/],
    ["huge body", { ...base, body: "가".repeat(25_000) }, /20,000자 이내/],
    ["NUL in the title", { ...base, title: "제목\u0000" }, /사용할 수 없는 문자/],
    ["escape in the body", { ...base, body: "본문\u001b[2J" }, /사용할 수 없는 문자/],
    ["unknown category", { ...base, category: "<script>" }, /분류를 선택해 주세요/],
    ["bad publish time", { ...base, publishAt: "내일 아침" }, /날짜와 시간/],
    ["hide before publish", { ...base, publishAt: "2030-01-02T09:00", hideAt: "2030-01-01T09:00" }, /내리는 시각/],
  ];
  for (const [name, form, message] of cases) {
    for (const intent of ["save", "publish"]) {
      if (intent === "save" && /time|hide/.test(name)) continue;
      const answer = await page.request.post(`/admin/notices/${id}`, {
        headers: { Origin: baseURL as string },
        form: { ...form, intent },
        maxRedirects: 0,
      });
      expect(answer.status(), `${name} (${intent})`).toBe(400);
      expect(await answer.text(), `${name} (${intent})`).toMatch(message);
    }
  }
  // A new notice's form refuses the same way (one case: it shares the schema).
  const refusedNew = await page.request.post("/admin/notices", {
    headers: { Origin: baseURL as string },
    form: { ...base, title: "" },
    maxRedirects: 0,
  });
  expect(refusedNew.status()).toBe(400);
  expect(stored()).toEqual(original);

  // Without JavaScript's help the browser shows the message in the form, the typed values kept.
  await gotoAdmin(page, `/admin/notices/${id}`);
  await page.getByLabel("제목").fill("제목\u0007");
  await page.getByRole("button", { name: "임시 저장" }).click();
  await expect(page.getByRole("alert")).toHaveText("사용할 수 없는 문자가 들어 있습니다.");
  acceptStatusConsoleErrors(consoleErrors, 400);
  expect(stored()).toEqual(original);
});
