import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import type { Page } from "@playwright/test";
import {
  ADMIN_PASSWORD,
  acceptStatusConsoleErrors,
  createAdmin,
  gotoAdmin,
  readAudit,
  SIGN_IN_TIMEOUT,
  signInAdmin,
} from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

// The e2e server runs with ADMIN_2FA=off (the other specs' accounts sign in with the password alone);
// an account that has enrolled is asked for its second step whatever the mode.

let adminEmail = "";
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern.
test.beforeAll(async ({}, testInfo) => {
  adminEmail = await createAdmin("two-factor", testInfo);
});

/** The authenticator app: the current code for the secret the page shows (base32, spaced in fours). */
async function totpFor(secret: string): Promise<string> {
  return createOTP(new Uint8Array(base32.decode(secret.replace(/\s/g, ""))) as never).totp();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "로그아웃" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "관리자 로그인" })).toBeVisible();
}

async function password(page: Page) {
  await gotoAdmin(page, "/admin/login?redirectTo=%2Fadmin%2Faccount%2F2fa");
  await page.getByLabel("이메일").fill(adminEmail);
  await page.getByLabel("비밀번호").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL(/\/admin\/login\/2fa\?redirectTo=%2Fadmin%2Faccount%2F2fa$/, {
    timeout: SIGN_IN_TIMEOUT,
  });
  await expect(page.getByRole("heading", { level: 1, name: "2단계 인증" })).toBeVisible();
  await page.locator('[data-hydrated="true"]').first().waitFor({ state: "attached" });
}

test("enrol with the QR code's secret, sign out, sign in with the app's code, then with a backup code", async ({
  page,
  consoleErrors,
}) => {
  await signInAdmin(page, adminEmail, "/admin/account/2fa");
  await expect(page.getByRole("heading", { level: 1, name: "2단계 인증" })).toBeVisible();
  await page.getByLabel("비밀번호").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "설정 시작" }).click();

  await expect(page.getByRole("img", { name: "인증 앱으로 인식할 QR 코드" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  expect(secret.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32,}$/);

  await page.getByLabel("인증 코드").fill("000000" === (await totpFor(secret)) ? "111111" : "000000");
  await page.getByRole("button", { name: "설정 완료" }).click();
  await expect(page.getByRole("alert")).toContainText("인증 코드가 올바르지 않습니다");
  acceptStatusConsoleErrors(consoleErrors, 400);
  // The QR code stays for another try.
  await page.getByLabel("인증 코드").fill(await totpFor(secret));
  await page.getByRole("button", { name: "설정 완료" }).click();

  const codes = page.getByTestId("backup-codes").locator("code");
  await expect(codes).toHaveCount(10);
  const backupCodes = await codes.allTextContents();
  await expect(page.getByRole("button", { name: "인쇄" })).toBeVisible();
  await expect(page.getByRole("button", { name: "복사" })).toBeVisible();
  // No page is wider than the screen (the mobile project's 390 px included).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(readAudit({ action: "staff.2fa.enable", actorEmail: adminEmail })).toHaveLength(1);
  await signOut(page);

  // The password alone opens no admin page.
  await password(page);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin$/);
  await password(page);
  await page.getByLabel("인증 코드").fill(await totpFor(secret));
  await page.getByRole("button", { name: "확인" }).click();
  await expect(page.getByTestId("admin-email")).toHaveText(adminEmail, { timeout: SIGN_IN_TIMEOUT });
  await expect(page).toHaveURL(/\/admin\/account\/2fa$/);
  await expect(page.getByText("남은 백업 코드: 10개")).toBeVisible();
  await signOut(page);

  await password(page);
  await page.getByRole("link", { name: "백업 코드 사용" }).click();
  await page.getByLabel("백업 코드").fill(backupCodes[0] ?? "");
  await page.getByRole("button", { name: "확인" }).click();
  await expect(page.getByTestId("admin-email")).toHaveText(adminEmail, { timeout: SIGN_IN_TIMEOUT });
  await expect(page.getByText("남은 백업 코드: 9개")).toBeVisible();
  await signOut(page);

  // Used once, the same backup code is refused (in Korean).
  await password(page);
  await page.getByRole("link", { name: "백업 코드 사용" }).click();
  await page.getByLabel("백업 코드").fill(backupCodes[0] ?? "");
  await page.getByRole("button", { name: "확인" }).click();
  await expect(page.getByRole("alert")).toHaveText("백업 코드가 올바르지 않거나 이미 사용한 코드입니다.");
  acceptStatusConsoleErrors(consoleErrors, 401);
});

test("lost device: the owner resets another person's two-factor sign-in; they sign in with the password again", async ({
  page,
}, testInfo) => {
  const owner = await createAdmin("two-factor-owner", testInfo);
  const target = await createAdmin("two-factor-lost", testInfo);
  // The person enrols (as in the test above, shortened).
  await signInAdmin(page, target, "/admin/account/2fa");
  await page.getByLabel("비밀번호").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "설정 시작" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await page.getByLabel("인증 코드").fill(await totpFor(secret));
  await page.getByRole("button", { name: "설정 완료" }).click();
  await expect(page.getByTestId("backup-codes").locator("code")).toHaveCount(10);
  await signOut(page);

  await signInAdmin(page, owner, "/admin/account/2fa");
  await page.getByRole("link", { name: "다른 직원의 2단계 인증 초기화" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "2단계 인증 초기화" })).toBeVisible();
  const row = page.locator("main table tbody tr").filter({ hasText: target });
  await expect(row).toContainText("사용 중");
  await expect(page.locator("main table tbody tr").filter({ hasText: owner })).toContainText("본인");
  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: "초기화" }).click();
  await expect(page.getByRole("status")).toHaveText("2단계 인증을 초기화했습니다.");
  await expect(row).toContainText("사용 안 함");
  expect(readAudit({ action: "staff.2fa.reset", actorEmail: owner })).toHaveLength(1);
  await signOut(page);

  // With ADMIN_2FA=off here the password alone signs in again (where required, enrolment comes first: unit tests).
  await signInAdmin(page, target, "/admin/account/2fa");
  await expect(page.getByRole("button", { name: "설정 시작" })).toBeVisible();
});
