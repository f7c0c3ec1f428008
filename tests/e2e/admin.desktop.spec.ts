import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN_NAV } from "../../app/modules/index.ts";
import {
  ADMIN_PASSWORD,
  acceptStatusConsoleErrors,
  createAdmin,
  gotoAdmin,
  openAdminMenu,
  readAudit,
  readCounsellingEntries,
  readInboxLeads,
  readPress,
  readPressById,
  SESSION_COOKIE,
  SIGN_IN_TIMEOUT,
  seedComplex,
  seedPress,
  seriousViolations,
  signInAdmin,
  taggedLanding,
  uniqueId,
} from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { uniquePhone } from "./lead-helpers.ts";

let adminEmail = "";
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern.
test.beforeAll(async ({}, testInfo) => {
  adminEmail = await createAdmin("admin", testInfo);
});

function originOf(baseURL: string | undefined): string {
  return new URL(baseURL ?? "http://127.0.0.1").origin;
}

/** Leads sent the way the site's forms send them (POST /api/lead), from a campaign no other test uses. */
async function sendLeads(request: APIRequestContext, tag: string) {
  const token = uniqueId("고객").slice(-10);
  const leads: { form: string; name: string; phone: string; message?: string; marketingConsent?: string }[] = [
    { form: "interest", name: `관심${token}`, phone: uniquePhone(), marketingConsent: "on" },
    { form: "visit", name: `방문${token}`, phone: uniquePhone(), message: "주말 방문 희망\n오후 2시" },
    { form: "inquiry", name: `문의${token}`, phone: uniquePhone(), message: '=HYPERLINK("http://x")' },
  ];
  for (const lead of leads) {
    const form: Record<string, string> = { ...lead, privacyConsent: "on", landing: taggedLanding(tag) };
    const response = await request.post("/api/lead", { form });
    expect(response.status(), lead.form).toBe(200);
  }
  return leads;
}

function inboxRows(page: Page) {
  return page.locator("main table tbody tr");
}

function seoulToday(offsetDays = 0): string {
  const date = new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000);
  return date.toISOString().slice(0, 10);
}

test("admin pages send anonymous visitors to sign-in; the typed credentials get in; logout ends the session", async ({
  page,
  consoleErrors,
}) => {
  const response = await gotoAdmin(page, "/admin/leads?status=new");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fleads%3Fstatus%3Dnew$/);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1, name: "관리자 로그인" })).toBeVisible();

  await page.getByLabel("이메일").fill(adminEmail);
  await page.getByLabel("비밀번호").fill("wrong-password-0000");
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^로그인 실패: /, { timeout: SIGN_IN_TIMEOUT });
  acceptStatusConsoleErrors(consoleErrors, 401);

  await page.getByLabel("비밀번호").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?status=new$/, { timeout: SIGN_IN_TIMEOUT });
  await expect(page.getByTestId("admin-email")).toHaveText(adminEmail);
  const menu = page.getByRole("navigation", { name: "관리자 메뉴" });
  for (const name of ["관리자 홈", "보도자료", "관심고객(리드)", "열람 기록"]) {
    await expect(menu.getByRole("link", { name })).toBeVisible();
  }
  // A desktop shows the menu as the sidebar, the page beside it.
  const sidebar = await menu.boundingBox();
  const main = await page.locator("main").boundingBox();
  expect((sidebar?.x ?? 0) + (sidebar?.width ?? 0)).toBeLessThanOrEqual(main?.x ?? 0);
  // Its own shell: none of the public site's header.
  await expect(page.getByRole("navigation", { name: "주 메뉴" })).toHaveCount(0);
  const home = await page.request.get("/admin");
  expect(home.status()).toBe(200);
  expect(home.headers()["cache-control"]).toBe("no-store");

  await page.getByRole("button", { name: "로그아웃" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/press");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fpress$/);
});

test("on a phone (390×844) the page comes first: the menu waits behind one toggle naming the page, then every item is on screen and one tap away", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page, adminEmail, "/admin/audit");
  const menu = page.getByRole("navigation", { name: "관리자 메뉴" });
  const toggle = menu.locator("summary");
  await expect(toggle).toHaveText("메뉴 현재 화면: 열람 기록");
  await expect(menu.getByRole("link")).toHaveCount(0);
  const heading = page.getByRole("heading", { level: 1, name: "열람 기록" });
  expect((await heading.boundingBox())?.y).toBeLessThan(200);

  await openAdminMenu(page);
  // The owner's menu is every feature's section (the list is checked item by item in app/modules/index.test.ts).
  // On the first complex, whose pages are designed: the template's items are not there.
  const items = ADMIN_NAV.filter((item) => !item.template).map((item) => [item.title, item.url] as const);
  await expect(menu.getByRole("link")).toHaveCount(items.length);
  await expect(menu.getByRole("heading", { level: 2 })).toHaveText([
    "상담·예약",
    "문자",
    "사이트 관리",
    "운영",
    "내 계정",
  ]);
  // Wholly inside the screen, none cut off, without scrolling first.
  for (const [name] of items) await expect(menu.getByRole("link", { name }), name).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page, 'nav[aria-label="관리자 메뉴"]')).toEqual([]);
  for (const [name, path] of items) {
    await (await openAdminMenu(page)).getByRole("link", { name }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    // Closed again on the new page, which the toggle names.
    await expect(toggle).toHaveText(`메뉴 현재 화면: ${name}`);
    await expect(menu.getByRole("link")).toHaveCount(0);
  }
  await expect((await openAdminMenu(page)).getByRole("link", { name: "내 세션" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("press management: create, edit and delete with confirmation, each in the access log", async ({
  page,
  baseURL,
}) => {
  test.slow(); // A long journey; sign-in is deliberately slow.
  // The agency's owner works on a complex of the test's own: its board is its alone.
  const { id: site } = await seedComplex(page.request, uniqueId("e2e-admin-press"));
  await page.context().addCookies([{ name: "admin_site", value: site, url: baseURL as string }]);
  await signInAdmin(page, adminEmail, "/admin/press");
  const title = `관리 ${uniqueId("기사")}`;

  await page.getByRole("link", { name: "새 보도자료" }).click();
  // No 현장 코드 to type: the article is the complex's the admin works on.
  await expect(page.getByLabel("현장 코드")).toHaveCount(0);
  await page.getByLabel("제목").fill(title);
  await page.getByLabel("요약").fill("관리자 화면에서 등록한 요약");
  await page.getByLabel("내용").fill("첫 문단\n둘째 문단");
  await page.getByRole("button", { name: "등록" }).click();
  await expect(page).toHaveURL(/\/admin\/press\?done=created$/);
  await expect(page.getByRole("status")).toHaveText("보도자료를 등록했습니다.");
  const [created] = readPress(site);
  expect(created).toMatchObject({ title, summary: "관리자 화면에서 등록한 요약", views: 0 });
  const id = created?.id ?? "";
  expect(readAudit({ target: id })).toMatchObject([{ action: "press.create", actor_email: adminEmail }]);

  const row = page.locator("main table tbody tr", { hasText: title });
  await row.getByRole("link", { name: "수정" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/press/${id}$`));
  await expect(page.getByLabel("제목")).toHaveValue(title);
  await page.getByLabel("제목").fill(`${title} (수정)`);
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page).toHaveURL(/\/admin\/press\?done=updated$/);
  expect(readPressById(id)?.title).toBe(`${title} (수정)`);
  const update = readAudit({ target: id, action: "press.update" });
  expect(update).toHaveLength(1);
  expect(JSON.parse(update[0]?.detail ?? "{}")).toEqual({ changed: ["title"] });

  // The confirmation step: dismissed, nothing happens; accepted, the article is gone.
  const updatedRow = page.locator("main table tbody tr", { hasText: `${title} (수정)` });
  const dialogs: string[] = [];
  page.once("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await updatedRow.getByRole("button", { name: /삭제/ }).click();
  await expect.poll(() => dialogs.length).toBe(1);
  expect(dialogs[0]).toContain(`${title} (수정)`);
  expect(readPressById(id)).toBeDefined();
  page.once("dialog", (dialog) => void dialog.accept());
  await updatedRow.getByRole("button", { name: /삭제/ }).click();
  await expect(page).toHaveURL(/\/admin\/press\?done=deleted$/);
  await expect(page.locator("main table tbody tr", { hasText: title })).toHaveCount(0);
  expect(readPressById(id)).toBeUndefined();
  expect(readAudit({ target: id }).map((entry) => entry.action)).toEqual([
    "press.create",
    "press.update",
    "press.delete",
  ]);

  // Without JavaScript the server asks first, and deletes only when confirmed.
  const [other] = seedPress(site, 1);
  const origin = { Origin: originOf(baseURL) };
  const ask = await page.request.post(`/admin/press/${other}`, { form: { intent: "delete" }, headers: origin });
  expect(ask.status()).toBe(200);
  expect(await ask.text()).toContain("이 보도자료를 삭제할까요?");
  expect(readPressById(other ?? "")).toBeDefined();
  const confirmed = await page.request.post(`/admin/press/${other}`, {
    form: { intent: "delete", confirmed: "yes" },
    headers: origin,
  });
  expect(confirmed.status()).toBe(200);
  expect(readPressById(other ?? "")).toBeUndefined();
});

test("leads inbox: filters, the detail view, the stage and a counselling note are logged, the CSV export opens in Excel", async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // A long journey; sign-in is deliberately slow.
  const tag = uniqueId("e2e-inbox");
  const [interest, visit, inquiry] = await sendLeads(request, tag);
  const stored = readInboxLeads(tag);
  expect(stored).toHaveLength(3);
  const visitLead = stored.find((lead) => lead.form === "visit");
  const masked = (phone = "") => phone.replace(/-\d{4}-/, "-****-");
  const visitPhone = visit?.phone ?? "";

  await signInAdmin(page, adminEmail, `/admin/leads?campaign=${tag}`);
  await expect(page.getByText("총 3건")).toBeVisible();
  // Newest first.
  await expect(inboxRows(page)).toHaveCount(3);
  await expect(inboxRows(page).nth(0)).toContainText(inquiry?.name ?? "");
  await expect(inboxRows(page).nth(2)).toContainText(interest?.name ?? "");
  await expect(inboxRows(page).nth(1)).toContainText("메인 관심고객 등록");
  // Lists mask the number for every role (issue 23); the lead's page shows it.
  await expect(inboxRows(page).nth(1)).toContainText(masked(visitPhone));
  await expect(inboxRows(page).nth(1)).not.toContainText(visitPhone);
  await expect(inboxRows(page).nth(1)).toContainText("신규");

  // Filters are GET parameters: the filtered list is a shareable address.
  await page.getByLabel("구분").selectOption({ label: "메인 관심고객 등록" });
  await page.getByRole("button", { name: "검색" }).click();
  await expect(page).toHaveURL(/form=visit/);
  await expect(page).toHaveURL(new RegExp(`campaign=${tag}`));
  await expect(inboxRows(page)).toHaveCount(1);
  await expect(inboxRows(page).first()).toContainText(visit?.name ?? "");

  await gotoAdmin(page, `/admin/leads?campaign=${tag}&phone=${inquiry?.phone.slice(-4)}`);
  await expect(inboxRows(page)).toHaveCount(1);
  await expect(inboxRows(page).first()).toContainText(inquiry?.name ?? "");
  await gotoAdmin(page, `/admin/leads?campaign=${tag}&from=${seoulToday()}&to=${seoulToday()}`);
  await expect(inboxRows(page)).toHaveCount(3);
  await gotoAdmin(page, `/admin/leads?campaign=${tag}&to=${seoulToday(-1)}`);
  await expect(page.getByText("조건에 맞는 관심고객이 없습니다.")).toBeVisible();
  await gotoAdmin(page, `/admin/leads?campaign=${tag}&phone=12`);
  await expect(page.getByRole("alert")).toContainText("전화번호 뒷자리는 숫자 4자리");

  // The detail view: every field, and one lead.view row per view.
  await gotoAdmin(page, `/admin/leads?campaign=${tag}`);
  await inboxRows(page)
    .nth(1)
    .getByRole("link", { name: visit?.name ?? "", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "관심고객 상세" })).toBeVisible();
  // The lead's own fields (the first list; its visit source follows).
  const details = page.locator("main dl").first();
  await expect(details).toContainText(visit?.name ?? "");
  // The number is masked until "번호 보기", which records lead.phone.view (no number in the record).
  await expect(details).toContainText(masked(visitPhone));
  await details.getByRole("button", { name: "번호 보기" }).click();
  await expect(details.getByRole("link", { name: visitPhone })).toHaveAttribute(
    "href",
    `tel:${visitPhone.replaceAll("-", "")}`,
  );
  expect(readAudit({ target: visitLead?.id, action: "lead.phone.view" })).toMatchObject([
    { actor_email: adminEmail, detail: null },
  ]);
  await expect(details).toContainText("주말 방문 희망\n오후 2시");
  await expect(details).toContainText("동의서 버전");
  await expect(details).toContainText("마케팅(문자) 수신 동의미동의");
  expect(readAudit({ target: visitLead?.id, action: "lead.view" })).toMatchObject([{ actor_email: adminEmail }]);

  // Stage; saving is lead.stage (not another view).
  await page.getByLabel("단계", { exact: true }).selectOption({ label: "상담 중" });
  await page.getByRole("button", { name: "단계 저장" }).click();
  await expect(page.getByRole("status")).toHaveText("단계를 저장했습니다.");
  await expect(details).toContainText("상담 중");
  expect(readInboxLeads(tag).find((lead) => lead.id === visitLead?.id)).toMatchObject({ status: "counselling" });
  const updates = readAudit({ target: visitLead?.id, action: "lead.stage" });
  expect(updates).toHaveLength(1);
  expect(JSON.parse(updates[0]?.detail ?? "{}")).toEqual({ from: "new", to: "counselling" });

  // One note system: the 상담 기록 form is the page's only note form; its note is the CSV's newest note.
  await expect(page.getByTestId("lead-notes")).toHaveCount(0);
  await expect(page.getByLabel("새 메모")).toHaveCount(0);
  const history = page.getByTestId("lead-history");
  await history.getByLabel("상담 결과").fill("부재중");
  await history.getByLabel("메모 (선택)").fill("내일 오후 재연락");
  await history.getByRole("button", { name: "상담 기록 저장" }).click();
  await expect(history.getByRole("status")).toHaveText("상담 기록을 저장했습니다.");
  await expect(history.locator('li[data-type="entry"]').first()).toContainText("내일 오후 재연락");
  expect(readCounsellingEntries(visitLead?.id ?? "")).toEqual([{ outcome: "부재중", note: "내일 오후 재연락" }]);
  // Saving the stage after the entry keeps it listed (the page shows the action's answer, not a reload).
  await page.getByRole("button", { name: "단계 저장" }).click();
  await expect(page.getByText("단계를 저장했습니다.")).toBeVisible();
  await expect(history.locator('li[data-type="entry"]')).toHaveCount(1);
  expect(readAudit({ target: visitLead?.id, action: "lead.view" })).toHaveLength(1);

  await gotoAdmin(page, `/admin/leads?campaign=${tag}&status=counselling`);
  await expect(inboxRows(page)).toHaveCount(1);
  await expect(inboxRows(page).first()).toContainText("상담 중");

  // CSV export of the current filter, with a reason.
  await gotoAdmin(page, `/admin/leads?campaign=${tag}`);
  await page.getByLabel("내려받기 사유").fill("e2e 상담 배정 확인");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "CSV 내려받기" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{8}\.csv$/);
  const bytes = readFileSync((await download.path()) ?? "");
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n");
  expect(lines[0]).toBe(
    '"접수일시","구분","현장","이름","연락처","이메일","방문희망일","문의내용","마케팅수신동의","동의버전","단계","최근 메모",' +
      '"유입채널","매체","캠페인","키워드","광고소재","이전사이트","첫방문페이지","네이버광고정보"',
  );
  const rows = lines.slice(1).filter(Boolean);
  expect(rows).toHaveLength(3);
  expect(rows[0]).toContain(`"관심고객 등록","pentacityhansin","${inquiry?.name}","${inquiry?.phone}"`);
  // A formula in a visitor's message is never run by Excel.
  expect(rows[0]).toContain(`"'=HYPERLINK(""http://x"")"`);
  expect(rows[1]).toContain(`"메인 관심고객 등록","pentacityhansin","${visit?.name}","${visitPhone}"`);
  expect(rows[1]).toContain('"상담 중","내일 오후 재연락"'); // the newest note
  expect(rows[2]).toContain(`"관심고객 팝업","pentacityhansin","${interest?.name}","${interest?.phone}"`);
  expect(rows[2]).toContain('"동의"');
  expect(rows[0]).toMatch(/^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}"/);

  const exports = readAudit({ action: "lead.export", actorEmail: adminEmail }).filter((entry) =>
    entry.detail?.includes(tag),
  );
  expect(exports).toHaveLength(1);
  expect(exports[0]?.reason).toBe("e2e 상담 배정 확인");
  const detail = JSON.parse(exports[0]?.detail ?? "{}");
  expect(detail).toMatchObject({ filter: { campaign: tag }, count: 3 });
  for (const lead of [interest, visit, inquiry]) {
    expect(exports[0]?.detail).not.toContain(lead?.name);
    expect(exports[0]?.detail).not.toContain(lead?.phone.slice(-4));
  }

  // No reason, no file: back to the inbox with the message, nothing logged.
  const refused = await page.request.post("/admin/leads/export", {
    form: { campaign: tag, reason: " " },
    headers: { Origin: originOf(baseURL) },
  });
  expect(refused.headers()["content-type"]).toContain("text/html");
  expect(await refused.text()).toContain("내려받기 사유를 2자 이상 입력해 주세요.");
  const exportsAfter = readAudit({ action: "lead.export" }).filter((entry) => entry.detail?.includes(tag));
  expect(exportsAfter).toHaveLength(1);
});

test("the access log lists what was viewed; admin pages have no serious accessibility violations", async ({
  page,
  request,
}) => {
  test.slow(); // Sign-in (deliberately slow) and an axe scan of nine admin pages, the dashboard's charts included.
  const tag = uniqueId("e2e-audit");
  await sendLeads(request, tag);
  const [lead] = readInboxLeads(tag);
  await gotoAdmin(page, "/admin/login");
  expect(await seriousViolations(page), "/admin/login").toEqual([]);
  await signInAdmin(page, adminEmail, `/admin/leads/${lead?.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "관심고객 상세" })).toBeVisible();
  await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "열람 기록" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "열람 기록" })).toBeVisible();
  await page.getByLabel("작업").selectOption({ label: "관심고객 열람" });
  await page.getByRole("button", { name: "보기" }).click();
  await expect(page).toHaveURL(/action=lead\.view/);
  // Other tests view leads at the same time: find this one's row.
  const row = page.locator("main table tbody tr", { hasText: lead?.id.slice(0, 8) ?? "" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("관심고객 열람");
  await expect(row).toContainText(adminEmail);

  expect(await seriousViolations(page), "/admin/audit").toEqual([]);
  for (const path of [
    "/admin",
    "/admin/press",
    "/admin/press/new",
    `/admin/leads?campaign=${tag}`,
    `/admin/leads/${lead?.id}`,
    "/admin/staff",
    "/admin/account/sessions",
  ]) {
    await gotoAdmin(page, path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test("anonymous, forged and cross-site posts to every admin action change nothing (401/403)", async ({
  request,
  baseURL,
}) => {
  const site = uniqueId("e2e-forged");
  const [articleId] = seedPress(site, 1, () => "건드리면 안 되는 기사");
  await sendLeads(request, site);
  const [lead] = readInboxLeads(site);

  const actions: [string, Record<string, string>][] = [
    ["/admin/press/new", { intent: "create", title: "무단", summary: "무단", content: "" }],
    [`/admin/press/${articleId}`, { intent: "update", title: "변조", summary: "변조", content: "" }],
    [`/admin/press/${articleId}`, { intent: "delete", confirmed: "yes" }],
    [`/admin/leads/${lead?.id}`, { intent: "status", status: "on_hold" }],
    [`/admin/leads/${lead?.id}`, { intent: "entry", channel: "call", outcome: "무단 기록" }],
    ["/admin/leads/export", { campaign: site, reason: "무단 내려받기" }],
    ["/admin/staff", { name: "무단", email: `${site}@e2e.example`, role: "owner", phone: "010-1234-5678" }],
    ["/admin/account/sessions", { intent: "revoke-others" }],
    [
      "/admin/walk-in",
      { name: "무단", phone: "010-0000-0000", privacyConsent: "on", idempotencyKey: "forged-walkin-01" },
    ],
    ["/admin/logout", {}],
    ["/pentacityhansin/press", { intent: "create", title: "무단", summary: "무단", content: "" }],
  ];
  const sameOrigin = { Origin: originOf(baseURL) };
  const forgedCookie = { ...sameOrigin, Cookie: `${SESSION_COOKIE}=forged.token` };
  const foreign = { Origin: "https://evil.example" };
  for (const [path, form] of actions) {
    const anonymous = await request.post(path, { form, headers: sameOrigin, maxRedirects: 0 });
    expect(anonymous.status(), `anonymous ${path}`).toBe(401);
    expect(anonymous.headers()["content-type"] ?? "", path).not.toContain("text/csv");
    const forged = await request.post(path, { form, headers: forgedCookie, maxRedirects: 0 });
    expect(forged.status(), `forged cookie ${path}`).toBe(401);
    // React Router's own origin check answers a cross-site post with 400 before any action runs.
    const crossSite = await request.post(path, { form, headers: foreign, maxRedirects: 0 });
    expect([400, 403], `cross-site ${path}`).toContain(crossSite.status());
  }

  expect(readPress(site)).toMatchObject([{ id: articleId, title: "건드리면 안 되는 기사" }]);
  expect(readPress("pentacityhansin").filter((row) => row.title === "무단")).toEqual([]);
  expect(readInboxLeads(site).map((entry) => entry.status)).toEqual(["new", "new", "new"]);
  expect(readCounsellingEntries(lead?.id ?? "")).toEqual([]);
  // Nothing was logged about this site's lead, article or a download of its leads.
  expect(readAudit({ target: lead?.id })).toEqual([]);
  expect(readAudit({ target: articleId })).toEqual([]);
  const aboutSite = (entry: { detail: string | null }) => entry.detail?.includes(site) ?? false;
  expect(readAudit({ action: "lead.export" }).filter(aboutSite)).toEqual([]);
  expect(readAudit({ action: "press.create" }).filter(aboutSite)).toEqual([]);

  // Reading is refused too: admin pages send anonymous visitors to sign-in.
  for (const path of ["/admin", "/admin/leads", `/admin/leads/${lead?.id}`, "/admin/audit", "/admin/leads/export"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toContain("/admin/login?redirectTo=");
  }
  expect(readAudit({ target: lead?.id })).toEqual([]);
});
