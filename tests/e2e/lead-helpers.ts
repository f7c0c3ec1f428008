import { createHash } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, holdRequests } from "./fixtures.ts";

export const messages = {
  interestSuccess: ["관심고객 등록이 완료되었습니다.", "빠른 시일 내에 전문 상담사가 연락드리겠습니다."],
  interestFailure: "등록에 실패했습니다. 다시 시도해 주세요.",
  interestError: "오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
  interestSubmitting: "등록 중입니다...",
  inquirySuccess: "✅ 등록이 완료되었습니다. 전문 상담사가 곧 연락드리겠습니다.",
  inquiryFailure: "❌ 등록에 실패했습니다. 다시 시도해 주세요.",
  inquiryError: "⚠️ 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
  inquirySubmitting: "등록 중...",
  privacyLabel: "[필수] 개인정보 수집·이용에 동의합니다.",
  marketingLabel: "[선택] 분양 소식·잔여세대 안내 문자(SMS) 수신에 동의합니다.",
} as const;

let counter = 0;
/** A name no other test (or parallel worker) uses, within the 50-character limit. */
export function uniqueName(prefix = "테스트"): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/**
 * A mobile number no other test uses (010-XXXX-XXXX): one lead per number, so two tests (or the two
 * viewports' runs of one test) sharing a number would share a lead.
 */
export function uniquePhone(): string {
  const digits = String(
    BigInt(`0x${createHash("sha256").update(uniqueName("phone")).digest("hex").slice(0, 12)}`) % 100_000_000n,
  ).padStart(8, "0");
  return `010-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** Removes console lines Chromium writes for a failed request the test caused on purpose. */
export function acceptConsoleError(consoleErrors: string[], fragment: string) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i]?.includes(fragment)) consoleErrors.splice(i, 1);
  }
}

export function interestDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "관심고객 등록" });
}

/** Fills name and phone and ticks the required consent inside a form or dialog. */
export async function fillLead(scope: Locator, name: string, phone: string, message?: string) {
  await scope.getByLabel("이름").fill(name);
  await scope.getByLabel("연락처").fill(phone);
  if (message !== undefined) await scope.getByLabel("문의사항 (선택)").fill(message);
  await scope.getByLabel(messages.privacyLabel).check();
}

/** Holds /api/lead until `release()`, so a test can see the submitting state. */
export async function holdLeadRequests(page: Page) {
  return (await holdRequests(page, "**/api/lead")).release;
}

export { seriousAxeViolations } from "./axe.ts";

/** Waits until the server has committed `count` leads under this name (the answer comes after the commit). */
export async function expectStored<T>(read: () => T[], count = 1) {
  await expect.poll(() => read().length).toBe(count);
  return read();
}
