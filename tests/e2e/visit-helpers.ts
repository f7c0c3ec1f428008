import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** The visit booking's steps as a visitor takes them (tests/e2e/visit.spec.ts, attribution.desktop.spec.ts). */

let counter = 0;
/** A name and a phone number no other booking uses (one booking per phone and day). */
export function uniqueVisitor(project: string) {
  counter += 1;
  const n = `${Date.now() % 100000}${counter}`.padStart(8, "0").slice(-8);
  return { name: `예약${project}${n}`, phone: `010-${n.slice(0, 4)}-${n.slice(4)}` };
}

/** Follows the date link `dayIndex`, then the slot link `slotIndex`; returns the slot's time. */
export async function chooseDateAndSlot(page: Page, dayIndex: number, slotIndex: number) {
  const main = page.locator("main#main");
  await main.getByRole("list", { name: "방문 날짜" }).getByRole("link").nth(dayIndex).click();
  const slots = main.getByRole("list", { name: "방문 시간" }).getByRole("link");
  await expect(slots.first()).toBeVisible();
  const slot = slots.nth(slotIndex);
  const time = (await slot.locator("span").first().textContent()) ?? "";
  await slot.click();
  await expect(main.getByRole("heading", { name: /예약자 정보/ })).toBeVisible();
  return time;
}

/** Fills the booking form's details and ticks the required consent. */
export async function fillDetails(page: Page, visitor: { name: string; phone: string }, party: string) {
  const main = page.locator("main#main");
  await main.getByLabel("이름").fill(visitor.name);
  await main.getByLabel("연락처").fill(visitor.phone);
  await main.getByLabel("방문 인원").selectOption(party);
  await main.getByLabel("[필수] 개인정보 수집·이용에 동의합니다.").check();
}
