import { mkdirSync } from "node:fs";
import Database from "better-sqlite3";
import { smallPng } from "../../app/modules/uploads/test-fixtures.ts";
import { seriousViolations, signedInAs, uniqueId } from "./admin-helpers.ts";
import { E2E_DATABASE_FILE, expect, readLeads, test } from "./fixtures.ts";
import { acceptConsoleError, expectStored, fillLead, messages, uniqueName, uniquePhone } from "./lead-helpers.ts";
import { chooseDateAndSlot, fillDetails, uniqueVisitor } from "./visit-helpers.ts";

/**
 * A complex without a developer, on both viewports: the agency owner adds it, switches the admin to
 * it, writes its pages in 홈페이지 내용 (a refusal first, then pictures and a type), opens it, and a
 * visitor on its own host sees its home, 평면도 and 입지 in the standard template, books a visit and
 * registers interest, both stored under it. The rules behind (fields, isolation, purge) are
 * unit-tested; the two complexes side by side under load are in tests/reliability/sites.test.ts.
 */
const SHOTS = process.env.SHOTS_DIR;
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Chromium's note for a header over plain http on a name that is not localhost (production is https). */

function readBookingsOf(name: string): { site_id: string }[] {
  const db = new Database(E2E_DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("select site_id from bookings where name = ?").all(name) as { site_id: string }[];
  } finally {
    db.close();
  }
}

test("the owner fills a new complex's template pages, and a visitor on its host books a visit and registers interest", async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  await signedInAs(page, testInfo, "owner", "/admin/sites");
  const id = uniqueId("tpl").toLowerCase();
  const host = `${id}.e2e.example`;
  const name = `리버뷰 ${project === "mobile" ? "모바일" : "데스크톱"}`;
  const add = page.locator("form").filter({ has: page.getByRole("button", { name: "단지 추가" }) });
  await add.getByLabel("단지 아이디").fill(id);
  await add.getByLabel("단지 이름").fill(name);
  await add.getByLabel("시공사").fill("리버건설(주)");
  await page.locator("#site-add-host").fill(host);
  await page.getByRole("button", { name: "단지 추가", exact: true }).click();
  await expect(page.getByRole("status")).toContainText(`단지를 추가했습니다: ${name}`);

  // The admin works on the new complex from here.
  await page.getByLabel("관리 단지").selectOption(id);
  await page.getByRole("button", { name: "전환", exact: true }).click();
  await expect(page.getByTestId("admin-complex")).toHaveText(`${name} 관리자`);
  await page.goto("/admin/template");
  await expect(page.getByRole("heading", { level: 1, name: "홈페이지 내용" })).toBeVisible();

  // A refusal names its field and keeps what was typed.
  await page.getByLabel("대표 문구").fill("강이 보이는 첫 번째 집");
  await page.getByLabel("주요 정보").fill("세대수 1,200세대");
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("입력한 내용을 확인해 주세요.");
  await expect(page.locator("#template-facts")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#template-facts-error")).toContainText("주요 정보 1번째 줄");
  // The privacy policy's controller is needed to publish.
  await expect(page.locator("#template-developerName-error")).toContainText("사업주체(시행사) 법인명을 입력해 주세요.");
  await expect(page.getByLabel("대표 문구")).toHaveValue("강이 보이는 첫 번째 집");
  acceptConsoleError(consoleErrors, "status of 400");

  await page.getByLabel("주요 정보").fill("세대수: 1,200세대\n입주 예정: 2029년 3월\n규모: 지하 2층~지상 29층");
  await page.getByLabel("소개 문구").fill("강과 공원 사이, 둘째 단지가 문을 엽니다.");
  await page.getByLabel("홈 대표 사진", { exact: true }).setInputFiles({
    name: "hero.png",
    mimeType: "image/png",
    buffer: await smallPng(1600, 900),
  });
  await page.getByLabel("홈 대표 사진 설명").fill("강변에서 본 단지 전경");
  await page.getByLabel("단지 주소").fill("세종특별자치시 강변로 1");
  await page.getByLabel("지도 링크").fill("https://map.example.com/?q=river");
  await page.getByLabel("입지 설명").fill("강과 공원 사이에 자리합니다.\n\n초등학교가 걸어서 5분입니다.");
  await page.getByLabel("사업주체(시행사) 법인명").fill("리버뷰개발 주식회사");
  await page.getByLabel("개인정보 보호책임자 연락처").fill("privacy@river.example");
  const firstType = page.getByRole("group", { name: "1번째 타입" });
  await firstType.getByLabel("타입").fill("84A");
  await firstType.getByLabel("전용면적(㎡)").fill("84.97");
  await firstType.getByLabel("공급면적(㎡)").fill("112.40");
  await firstType.getByLabel("세대수").fill("600");
  await firstType.getByLabel("평면도 사진").setInputFiles({
    name: "84a.png",
    mimeType: "image/png",
    buffer: await smallPng(900, 900),
  });
  await page.getByRole("button", { name: "게시", exact: true }).click();
  // The two pictures are re-encoded (AVIF, WebP widths) before the publish: seconds on a busy machine.
  await expect(page.getByRole("status")).toContainText("게시했습니다", { timeout: 30_000 });
  await expect(page.getByTestId("template-state")).toContainText("게시 중: 제1판");
  await expect(page.getByRole("group", { name: "1번째 타입" }).getByLabel("타입")).toHaveValue("84A");
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/admin-template-${project}.png`, fullPage: true });
  }

  // Still 준비 중: a visitor on its host gets the notice; the owner, signed in, a preview no cache keeps.
  const origin = `http://${host}:${PORT}`;
  const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith(".session_token"));
  expect(session).toBeDefined();
  const signedOut = await request.get("/", { headers: { Host: host }, maxRedirects: 0 });
  expect(signedOut.status()).toBe(503);
  expect(await signedOut.text()).toContain("홈페이지를 준비하고 있습니다");
  // page.request carries the owner's session cookie.
  for (const path of ["/", "/FloorPlan", "/privacy"]) {
    const preview = await page.request.get(path, { headers: { Host: host }, maxRedirects: 0 });
    expect(preview.status(), path).toBe(200);
    expect(preview.headers()["cache-control"], path).toBe("private, no-store");
    expect(preview.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    expect(await preview.text(), path).toContain("미리보기: 아직 공개되지 않은 단지입니다");
  }
  // In a browser on its host: the cookie is Secure and the e2e host plain http, so it is given as a header.
  const staffView = await page.context().newPage();
  await staffView.setExtraHTTPHeaders({ Cookie: `${session?.name}=${session?.value}` });
  await staffView.goto(`${origin}/`);
  await expect(staffView.getByText("미리보기: 아직 공개되지 않은 단지입니다")).toBeVisible();
  await expect(staffView.getByRole("heading", { level: 1 })).toHaveText("강이 보이는 첫 번째 집");
  if (SHOTS) await staffView.screenshot({ path: `${SHOTS}/template-preview-${project}.png` });
  await staffView.close();

  await page.goto("/admin/sites");
  await page
    .locator(`tr[data-site="${id}"]`)
    .getByRole("button", { name: `${name}: 운영 시작` })
    .click();
  await expect(page.getByRole("status")).toContainText(`단지 상태를 바꿨습니다: ${name} → 운영 중`);

  // A visitor on the complex's own host.
  await page.goto(`${origin}/`);
  await expect(page).toHaveTitle(name);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("강이 보이는 첫 번째 집");
  await expect(page.getByRole("img", { name: "강변에서 본 단지 전경" })).toBeVisible();
  // Its picture is the page's LCP: one high-priority AVIF preload in the head.
  await expect(
    page.locator('head link[rel="preload"][as="image"][fetchpriority="high"][type="image/avif"]'),
  ).toHaveCount(1);
  await expect(page.locator(".tpl-facts")).toContainText("1,200세대");
  await expect(page.locator("footer")).toContainText("리버건설(주)");
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/template-home-${project}.png`, fullPage: true });

  // The menu entries of the boards lead to the complex's own lists; the designed site's pages are not its own.
  for (const [entry, list] of [
    ["/Promotion/Press", `/${id}/press`],
    ["/Promotion/Notice", `/${id}/notice`],
  ] as const) {
    const answer = await page.request.get(entry, { headers: { Host: host }, maxRedirects: 0 });
    expect(answer.status(), entry).toBe(302);
    expect(answer.headers().location, entry).toBe(list);
  }
  expect((await page.request.get("/Brand/intro", { headers: { Host: host } })).status()).toBe(404);

  const menu = async (label: string) => {
    if (project === "mobile") await page.getByText("메뉴", { exact: true }).click();
    await page
      .getByRole("navigation", { name: "메뉴" })
      .getByRole("link", { name: label })
      .filter({ visible: true })
      .click();
  };
  await menu("평면도");
  await expect(page.getByRole("heading", { level: 2, name: "84A타입" })).toBeVisible();
  await expect(page.locator("#type-84A")).toContainText("84.97㎡");
  await expect(page.getByRole("img", { name: "84A타입 평면도" })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/template-plans-${project}.png`, fullPage: true });
  await menu("입지");
  await expect(page.getByRole("heading", { level: 1, name: "입지 환경" })).toBeVisible();
  await expect(page.getByRole("link", { name: /지도에서 보기/ })).toHaveAttribute(
    "href",
    "https://map.example.com/?q=river",
  );
  await expect(page.getByText("초등학교가 걸어서 5분입니다.")).toBeVisible();

  // A visit booked on its host is its own.
  await menu("방문 예약");
  await expect(page.getByRole("heading", { level: 1, name: "견본주택 방문 예약" })).toBeVisible();
  await chooseDateAndSlot(page, 1, 0);
  const visitor = uniqueVisitor(project);
  await fillDetails(page, visitor, "2");
  await page.getByRole("button", { name: "방문 예약하기" }).click();
  await expect(page.getByRole("heading", { name: "방문 예약이 확정되었습니다" })).toBeVisible();
  const [booking] = await expectStored(() => readBookingsOf(visitor.name));
  expect(booking?.site_id).toBe(id);

  // And so is an interest registration.
  await page.getByRole("link", { name: "관심고객 등록" }).first().click();
  const form = page.locator("#customer-form form");
  await expect(page.locator("main#main")).toContainText(`등록하시면 ${name}의 분양 소식을 안내해 드립니다.`);
  const person = uniqueName("템플릿");
  await fillLead(form, person, uniquePhone());
  await form.getByRole("button", { name: "관심고객 등록" }).click();
  await expect(form.getByText(messages.inquirySuccess)).toBeVisible();
  const [lead] = await expectStored(() => readLeads({ name: person }));
  expect(lead).toMatchObject({ form: "inquiry", site_id: id });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/template-customer-${project}.png`, fullPage: true });

  // Its privacy policy names its developer as the controller, and the contact written for it.
  await page.goto(`${origin}/privacy`);
  const officer = page.locator("section", { has: page.getByRole("heading", { name: "9. 개인정보 보호책임자" }) });
  await expect(officer).toContainText("분양 시행사리버뷰개발 주식회사");
  await expect(officer.getByRole("link", { name: "privacy@river.example" })).toHaveAttribute(
    "href",
    "mailto:privacy@river.example",
  );
  await expect(page.locator("main#main")).toContainText('리버뷰개발 주식회사(이하 "사업주체")');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/template-privacy-${project}.png`, fullPage: true });
});
