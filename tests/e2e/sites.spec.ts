import { mkdirSync } from "node:fs";
import { acceptStatusConsoleErrors, openAdminMenu, seriousViolations, signedInAs, uniqueId } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

/**
 * 단지 관리 on both viewports: the owner adds a complex (a bad host first: a Korean refusal that keeps
 * what was typed), gives it a second host, opens it and saves its sending settings; its host answers
 * with the notice naming it until it is live, then with the standard template (template.spec.ts).
 * The rules (taken ids and hosts, the audit entries, other roles) are unit- and reliability-tested.
 */
const SHOTS = process.env.SHOTS_DIR;

test("the owner adds a complex and its hosts from the admin, and its host answers at once", async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  await signedInAs(page, testInfo, "owner", "/admin");
  await (await openAdminMenu(page)).getByRole("link", { name: "단지 관리" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "단지 관리" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "기본 단지" })).toContainText("운영 중");

  const id = uniqueId("e2e").toLowerCase();
  const host = `${id}.e2e.example`;
  const add = page.locator("form").filter({ has: page.getByRole("button", { name: "단지 추가" }) });
  await add.getByLabel("단지 아이디").fill(id);
  await add.getByLabel("단지 이름").fill("둘째 단지");
  await add.getByLabel("시공사").fill("둘째건설(주)");
  await add.getByLabel("호스트").fill(`https://${host}/`);
  await add.getByRole("button", { name: "단지 추가" }).click();
  await expect(page.getByRole("alert")).toContainText("호스트 이름을 확인해 주세요");
  await expect(page.getByLabel("단지 아이디")).toHaveValue(id);
  await expect(page.locator("#site-add-host")).toHaveAttribute("aria-invalid", "true");
  acceptStatusConsoleErrors(consoleErrors, 400);

  await page.locator("#site-add-host").fill(host);
  await page.getByRole("button", { name: "단지 추가", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("단지를 추가했습니다: 둘째 단지");
  const row = page.locator(`tr[data-site="${id}"]`);
  await expect(row).toContainText("준비 중");
  await expect(row).toContainText(host);

  await page.locator("#site-host-siteId").selectOption(id);
  await page.locator("#site-host-host").fill(`www.${host}`);
  await page.getByRole("button", { name: "호스트 추가" }).click();
  await expect(page.getByRole("status")).toContainText(`호스트를 연결했습니다: www.${host} → 둘째 단지`);
  await expect(row).toContainText(`www.${host}`);

  // Being prepared, its host answers a visitor (no session cookie) the notice naming it, never the first
  // complex's pages; the signed-in owner gets the preview (template.spec.ts).
  const preparing = await request.get("/", { headers: { Host: `www.${host}` } });
  expect(preparing.status()).toBe(503);
  expect(await preparing.text()).toContain("둘째 단지 홈페이지를 준비하고 있습니다");

  await row.getByRole("button", { name: "둘째 단지: 운영 시작" }).click();
  await expect(page.getByRole("status")).toContainText("단지 상태를 바꿨습니다: 둘째 단지 → 운영 중");
  await expect(row).toContainText("운영 중");
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/admin-sites-${testInfo.project.name}.png`, fullPage: true });
  }

  // Its own sending settings: a wrong sender is refused in Korean and kept; then saved.
  await row.getByRole("link", { name: "둘째 단지 발송 설정" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "둘째 단지 발송 설정" })).toBeVisible();
  await page.getByLabel("발신번호").fill("010-12");
  await page.getByLabel("담당자 알림 번호").fill("010-6200-0001\n010-6200-0002");
  await page.getByRole("button", { name: "발송 설정 저장" }).click();
  await expect(page.getByRole("alert")).toContainText("저장하지 않았습니다");
  await expect(page.locator("#sending-sender")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#sending-sender-error")).toContainText("1661-0000");
  await expect(page.getByLabel("담당자 알림 번호")).toHaveValue("010-6200-0001\n010-6200-0002");
  acceptStatusConsoleErrors(consoleErrors, 400);
  await page.getByLabel("발신번호").fill("02-555-0000");
  await page.getByRole("button", { name: "발송 설정 저장" }).click();
  await expect(page.getByRole("status")).toContainText("둘째 단지의 발송 설정을 저장했습니다");
  await expect(page.getByLabel("발신번호")).toHaveValue("02-555-0000");
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/admin-site-sending-${testInfo.project.name}.png`, fullPage: true });
  await page.getByRole("link", { name: "단지 목록" }).click();
  await expect(row).toContainText("운영 중");

  // The top bar moves the admin to the new complex: its name, and none of the first complex's leads;
  // the switch is in its access log. Then back.
  await page.getByLabel("관리 단지").selectOption(id);
  await page.getByRole("button", { name: "전환", exact: true }).click();
  await expect(page.getByTestId("admin-complex")).toHaveText("둘째 단지 관리자");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-switched-${testInfo.project.name}.png` });
  await page.goto("/admin/leads");
  await expect(page.getByText("조건에 맞는 관심고객이 없습니다.")).toBeVisible();
  await page.goto("/admin/audit");
  await expect(page.getByRole("row").filter({ hasText: "관리 단지 전환" }).first()).toBeVisible();
  await page.getByLabel("관리 단지").selectOption("pentacityhansin");
  await page.getByRole("button", { name: "전환", exact: true }).click();
  await expect(page.getByTestId("admin-complex")).toHaveText("펜타시티 한신더휴 관리자");
  // The agency owner's dashboard compares the complexes, the one worked on marked.
  const comparison = page.getByRole("table", { name: /^단지별 방문/ });
  await expect(comparison.getByRole("row").filter({ hasText: "펜타시티 한신더휴 (현재 단지)" })).toBeVisible();
  await expect(comparison.getByRole("row").filter({ hasText: "둘째 단지" }).first()).toBeVisible();
  if (SHOTS) {
    await comparison.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/admin-compare-${testInfo.project.name}.png` });
  }
  await page.goto("/admin/sites");

  // Live: its host answers the standard template with its name; the designed pages are not its own.
  const answer = await page.request.get("/", { headers: { Host: `www.${host}` } });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain("<title>둘째 단지</title>");
  expect((await page.request.get("/Brand/intro", { headers: { Host: `www.${host}` } })).status()).toBe(404);

  // Closing is asked once more, then its host answers the closing notice.
  await row.getByRole("button", { name: "둘째 단지: 분양 종료" }).click();
  await expect(page.getByRole("alert")).toContainText("분양 종료 안내로 바뀝니다");
  await expect(row).toContainText("운영 중");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-sites-close-${testInfo.project.name}.png` });
  await page.getByRole("button", { name: "분양 종료 확인" }).click();
  await expect(page.getByRole("status")).toContainText("단지 상태를 바꿨습니다: 둘째 단지 → 분양 종료");
  await expect(row).toContainText("분양 종료");
  const closed = await page.request.get("/", { headers: { Host: host } });
  expect(closed.status()).toBe(410);
  expect(await closed.text()).toContain("둘째 단지의 분양이 종료되어");
});
