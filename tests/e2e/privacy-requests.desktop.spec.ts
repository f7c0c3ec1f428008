import { readFileSync } from "node:fs";
import { acceptStatusConsoleErrors, createAdmin, readAudit, signInAdmin, uniqueId } from "./admin-helpers.ts";
import { expect, readLeads, test } from "./fixtures.ts";

/**
 * A data-subject request (개인정보 보호법 art. 35–37) as the owner handles it: find one number's
 * records, give the person their file, delete everything; each step in the access log without the
 * number. The rules (what is deleted, kept anonymised, rolled back) are unit-tested beside the module.
 */
test("the owner finds a person's data by phone, downloads it for them and erases it", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const email = await createAdmin("privacy", testInfo, "owner");
  const digits = String(Date.now()).slice(-8);
  const phone = `010-${digits.slice(0, 4)}-${digits.slice(4)}`;
  const name = uniqueId("열람").slice(-12);
  for (const [kind, message] of [
    ["interest", "84A 타입 문의"],
    ["inquiry", "주말 방문 희망"],
  ]) {
    const form = {
      form: kind ?? "",
      name,
      phone,
      message: message ?? "",
      privacyConsent: "on",
      siteId: "pentacityhansin",
    };
    expect((await page.request.post("/api/lead", { form })).status()).toBe(200);
  }
  // One person, one record: the second form is on the first one's lead.
  expect(readLeads({ name })).toHaveLength(1);

  await signInAdmin(page, email);
  await page.getByRole("navigation").getByRole("link", { name: "개인정보 요청" }).click();
  await expect(page.getByRole("heading", { name: "개인정보 요청", level: 1 })).toBeVisible();

  // A wrong number is refused in Korean; the number as people type it is found.
  await page.getByLabel("전화번호", { exact: true }).fill("010-12");
  await page.getByRole("button", { name: "조회" }).click();
  await expect(page.getByRole("alert")).toHaveText("전화번호 형식이 올바르지 않습니다. 예: 010-1234-5678");
  await page.getByLabel("전화번호", { exact: true }).fill(phone.replaceAll("-", ""));
  await page.getByRole("button", { name: "조회" }).click();
  const result = page.getByTestId("privacy-result");
  await expect(result.getByRole("heading", { name: `${phone}의 보관 정보` })).toBeVisible();
  await expect(result.getByRole("status")).toHaveText("모두 2건");
  await expect(result.getByRole("heading", { name: "관심고객 등록 1건" })).toBeVisible();
  await expect(result.getByText("주말 방문 희망")).toBeVisible();
  await expect(result.getByText(name).first()).toBeVisible();
  await expect(result.getByRole("heading", { name: "방문 예약 0건" })).toBeVisible();

  // The person's copy: one CSV with a BOM, their name and number and what they wrote.
  await page.getByLabel("내려받기 사유").fill("본인 열람 요구 (전화 접수)");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "내려받기", exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{8}\.csv$/);
  const file = readFileSync((await download.path()) ?? "", "utf8");
  expect(file.startsWith('\uFEFF"구분","번호","항목","내용"')).toBe(true);
  for (const value of [name, phone, "주말 방문 희망"]) expect(file).toContain(value);

  // Erasing asks for the number again; then everything goes at once.
  const erase = page.getByRole("region", { name: "삭제 (삭제 요구)" });
  await erase.getByLabel("확인을 위해 전화번호를 한 번 더 입력해 주세요").fill("010-0000-0000");
  await erase.getByLabel("삭제 사유").fill("본인 삭제 요구 (서면 접수)");
  await erase.getByRole("button", { name: "모두 삭제" }).click();
  await expect(page.getByRole("alert")).toHaveText("확인용 전화번호가 조회한 번호와 다릅니다.");
  expect(readLeads({ name })).toHaveLength(1);
  await erase.getByLabel("확인을 위해 전화번호를 한 번 더 입력해 주세요").fill(phone);
  await erase.getByLabel("삭제 사유").fill("본인 삭제 요구 (서면 접수)");
  await erase.getByRole("button", { name: "모두 삭제" }).click();
  const erased = page.getByTestId("privacy-erased");
  await expect(
    erased.getByRole("heading", { name: "삭제했습니다. 아래 건수가 열람 기록에 남았습니다." }),
  ).toBeVisible();
  await expect(erased.getByText("삭제한 관심고객")).toBeVisible();
  expect(readLeads({ name })).toEqual([]);

  // The access log: search, export and erase, with counts and reasons, never the number or the name.
  const entries = readAudit({ actorEmail: email }).filter((entry) => entry.action.startsWith("privacy."));
  expect(entries.map((entry) => entry.action)).toEqual([
    "privacy.search",
    "privacy.export",
    "privacy.search",
    "privacy.erase",
  ]);
  expect(entries.map((entry) => entry.reason)).toEqual([
    null,
    "본인 열람 요구 (전화 접수)",
    null,
    "본인 삭제 요구 (서면 접수)",
  ]);
  expect(new Set(entries.map((entry) => entry.target)).size).toBe(1);
  expect(JSON.parse(entries[3]?.detail ?? "{}").erased).toMatchObject({ deletedLeads: 1 });
  for (const entry of entries) {
    expect(JSON.stringify(entry)).not.toContain(digits.slice(4));
    expect(JSON.stringify(entry)).not.toContain(name);
  }
  // The two refusals above were answered 400 on purpose.
  acceptStatusConsoleErrors(consoleErrors, 400);
});
