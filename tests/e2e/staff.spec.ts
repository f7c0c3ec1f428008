import {
  ADMIN_PASSWORD,
  gotoAdmin,
  openAdminMenu,
  SIGN_IN_TIMEOUT,
  seriousViolations,
  signedInAs,
  uniqueId,
} from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Issue 23's staff journey on both viewports: the owner adds a counsellor, copies the one-time
 * link, and the counsellor sets a password on it and signs in. The rules (reuse, expiry, managers'
 * limits, the last owner) are unit-tested in app/modules/staff/staff.server.test.ts.
 */
test("the owner adds a counsellor, copies the link; the counsellor sets a password and signs in", async ({
  page,
  browser,
  context,
}, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signedInAs(page, testInfo, "owner", "/admin/staff");
  await expect(page.getByRole("heading", { level: 1, name: "직원 관리" })).toBeVisible();
  const email = `${uniqueId("counsellor")}@e2e.example`;
  await page.getByLabel("이름").fill("김상담");
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("역할").selectOption({ label: "상담사" });
  await page.getByLabel("휴대전화").fill("010-2345-6789");
  await page.getByRole("button", { name: "추가하고 초대 링크 만들기" }).click();

  // No provider on this server: the page says the link was not texted, and brings it into view, focused.
  await expect(
    page.getByRole("status").filter({ hasText: "초대 링크를 문자로 보내지 않았습니다. 아래 링크를 복사해" }),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "문자로 보냈습니다" })).toHaveCount(0);
  const linkField = page.getByLabel("초대 링크 (지금 한 번만 표시됩니다)");
  await expect(linkField).toBeFocused();
  await expect(linkField).toBeInViewport();
  const shown = await linkField.inputValue();
  await page.getByRole("button", { name: "링크 복사" }).click();
  await expect(page.getByRole("button", { name: "복사했습니다." })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  expect(copied).toMatch(/^https:\/\/www\.pentacity-hansin\.example\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
  // The list shows the new person waiting, with the number masked.
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("초대 대기");
  await expect(row).toContainText("010-****-6789");
  expect(await seriousViolations(page)).toEqual([]);

  // The counsellor, on their own device: the link's path on this test server.
  const device = await browser.newContext();
  const phone = await device.newPage();
  const invitePath = new URL(copied).pathname;
  await phone.goto(invitePath);
  await phone.locator('[data-hydrated="true"]').first().waitFor({ state: "attached" });
  await expect(phone.getByText("김상담님, 관리자 계정의 비밀번호를 설정해 주세요.")).toBeVisible();
  await phone.getByLabel("새 비밀번호", { exact: true }).fill(ADMIN_PASSWORD);
  await phone.getByLabel("새 비밀번호 확인").fill(ADMIN_PASSWORD);
  await phone.getByRole("button", { name: "비밀번호 설정" }).click();
  await expect(phone).toHaveURL(/\/admin\/login\?invited=1$/, { timeout: SIGN_IN_TIMEOUT });
  await expect(phone.getByRole("status")).toHaveText("비밀번호를 설정했습니다. 새 비밀번호로 로그인해 주세요.");

  await phone.getByLabel("이메일").fill(email);
  await phone.getByLabel("비밀번호").fill(ADMIN_PASSWORD);
  await phone.getByRole("button", { name: "로그인" }).click();
  await expect(phone.getByTestId("admin-email")).toHaveText(email, { timeout: SIGN_IN_TIMEOUT });
  // A counsellor's menu has no staff page, but their own sessions.
  const menu = await openAdminMenu(phone);
  await expect(menu.getByRole("link", { name: "내 세션" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "직원 관리" })).toHaveCount(0);
  await gotoAdmin(phone, "/admin/account/sessions");
  await expect(phone.getByRole("cell", { name: /지금 이 기기/ })).toBeVisible();

  // The link was for one use: opened again it explains itself and offers no form.
  const again = await phone.goto(invitePath);
  expect(again?.status()).toBe(410);
  await expect(phone.getByRole("alert")).toContainText("이미 사용한 초대 링크입니다.");
  await expect(phone.getByLabel("새 비밀번호", { exact: true })).toHaveCount(0);
  await device.close();
});
