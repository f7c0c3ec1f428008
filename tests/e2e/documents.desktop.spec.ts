import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { minimalPdf, smallPng } from "../../app/modules/uploads/test-fixtures.ts";
import { acceptStatusConsoleErrors, createAdmin, readAudit, signInAdmin } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Documents (issue 24): the owner's image posted as the recruitment notice is refused with what
 * was typed kept; a PDF is published as a new version, listed in the history, and
 * /SalesInfo/announcement (without JavaScript) shows its label and date, its button leading
 * through /documents/recruitment-notice.pdf to that very file. Screenshots of the editor and the
 * page at 1280×800 and 390×844 go to SHOTS_DIR when it is set.
 */
const SHOTS = process.env.SHOTS_DIR;

async function shots(page: import("@playwright/test").Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, width, height] of [
    ["desktop", 1280, 800],
    ["mobile", 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // From the top: a sticky header scrolled along would be drawn over the middle of a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the owner publishes a new recruitment notice PDF; the public page's button leads to it without JavaScript", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.slow(); // Sign-in is deliberately slow.
  const email = await createAdmin("documents", testInfo);
  await signInAdmin(page, email, "/admin/documents");
  const label = `${new Date().toISOString().slice(0, 10).replaceAll("-", ".")} 공고 ${randomUUID().slice(0, 4)}`;
  const marker = randomUUID();

  // An image is no recruitment notice: refused in Korean, the fields kept, nothing published.
  await page
    .getByLabel("PDF 파일")
    .setInputFiles({ name: "공고.png", mimeType: "image/png", buffer: await smallPng() });
  await page.getByLabel("판 이름").fill(label);
  await page.getByLabel("공고일").fill("2026-12-01");
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(/입주자모집공고는 PDF 문서만 올릴 수 있습니다/);
  await expect(page.getByLabel("판 이름")).toHaveValue(label);
  await expect(page.getByTestId("document-state")).not.toContainText(label);
  acceptStatusConsoleErrors(consoleErrors, 400);

  await page.getByLabel("PDF 파일").setInputFiles({
    name: "입주자모집공고.pdf",
    mimeType: "application/pdf",
    buffer: minimalPdf(`% ${marker}`),
  });
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "게시했습니다" })).toBeVisible();
  await expect(page.getByTestId("document-state")).toContainText(label);
  await expect(page.getByTestId("document-revisions").getByRole("listitem").first()).toContainText(label);
  expect(readAudit({ target: "document:recruitment-notice" }).map((entry) => entry.action)).toContain(
    "document.publish",
  );
  await shots(page, "admin");

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const plain = await context.newPage();
  await plain.goto("/SalesInfo/announcement");
  await expect(plain.getByTestId("announcement-version")).toHaveText(`${label} · 공고일 2026. 12. 1.`);
  const link = plain.getByRole("link", { name: "입주자모집공고 확인하기" });
  await expect(link).toHaveAttribute("href", "/documents/recruitment-notice.pdf");
  await expect(link).toHaveAttribute("target", "_blank");
  const redirect = await plain.request.get("/documents/recruitment-notice.pdf", { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toMatch(/^\/files\/[0-9a-f]{16}\.pdf$/);
  const file = await plain.request.get((await link.getAttribute("href")) as string);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect((await file.body()).toString("latin1")).toContain(marker);
  await shots(plain, "public");
  await context.close();
});
