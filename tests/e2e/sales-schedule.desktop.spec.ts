import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { devices } from "@playwright/test";
import Database from "better-sqlite3";
import { createAdmin, readAudit, signInAdmin } from "./admin-helpers.ts";
import { E2E_DATABASE_FILE, expect, gotoHydrated, test } from "./fixtures.ts";

/**
 * The sales schedule (issue 24): the owner fills the table, previews it inside the public layout,
 * publishes it, and /SalesInfo/guide shows it without JavaScript (today's step and D-n are the
 * server's, in Korea time; unit-tested in app/modules/sales-schedule). Ends by publishing an empty
 * table, which puts back the page's coming-soon placeholder for the other specs. On the way, the home
 * page's band shows the schedule and a pinned notice (modules/board), with and without JavaScript,
 * on a desktop and a phone. Screenshots of the editor and the pages at 1280×800 and 390×844 go to
 * SHOTS_DIR when it is set.
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
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * A pinned notice of the default site, published now (straight into the database; the notices
 * spec drives the editor), with its content version bumped as a publish does; returns its removal.
 */
function seedPinnedNotice(title: string): { id: string; remove: () => void } {
  const id = randomUUID();
  const now = new Date().toISOString();
  const run = (statement: string, ...values: unknown[]) => {
    const db = new Database(E2E_DATABASE_FILE, { fileMustExist: true });
    try {
      db.pragma("busy_timeout = 5000");
      db.prepare(statement).run(...values);
      db.prepare(
        "insert into content_versions (area, version, updated_at) values ('notices', 1, ?) on conflict(area) do update set version = version + 1, updated_at = excluded.updated_at",
      ).run(now);
    } finally {
      db.close();
    }
  };
  run(
    `insert into notices (id, site_id, title, body, category, pinned, state, published_title, published_body,
      published_category, published_pinned, publish_at, hide_at, revision, created_at, updated_at)
     values (?, 'pentacityhansin', ?, '본문', 'winners', 1, 'live', ?, '본문', 'winners', 1, ?, null, 1, ?, ?)`,
    id,
    title,
    title,
    now,
    now,
    now,
  );
  return { id, remove: () => run("delete from notices where id = ?", id) };
}

/** A Korea date `days` from today (the public page counts D-n from the server's Korea date). */
function koreaDay(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

test("the owner edits, previews and publishes the schedule; /SalesInfo/guide shows it without JavaScript", async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // Sign-in is deliberately slow.
  const email = await createAdmin("schedule", testInfo);
  await signInAdmin(page, email, "/admin/schedule");
  const rows: [string, string, string, string][] = [
    ["특별공급", koreaDay(-3), "", "청약홈"],
    ["1순위", koreaDay(0), koreaDay(1), "해당 지역"],
    ["당첨자 발표", koreaDay(5), "", "<script>window.__hit=1</script>"],
  ];
  for (const [index, [label, start, end, note]] of rows.entries()) {
    const n = index + 1;
    await page.getByLabel(`${n}번째 줄 일정 이름`).fill(label);
    await page.getByLabel(`${n}번째 줄 시작일`).fill(start);
    if (end) await page.getByLabel(`${n}번째 줄 종료일 (하루면 비움)`).fill(end);
    await page.getByLabel(`${n}번째 줄 비고`).fill(note);
  }
  await shots(page, "editor");
  await page.getByRole("button", { name: "저장 후 미리보기" }).click();
  await expect(page.getByTestId("schedule-preview-bar")).toBeVisible();
  await expect(page.locator("tr[aria-current=step]")).toContainText("1순위");
  // Not published yet: the public page is still the placeholder.
  expect(await (await page.request.get("/SalesInfo/guide")).text()).toContain("data-coming-soon");

  await page.getByRole("link", { name: "편집으로 돌아가기" }).click();
  await expect(page.getByLabel("1번째 줄 일정 이름")).toHaveValue("특별공급");
  // A click while the page hydrates can be lost between the browser's post and the router's.
  await page.locator('[data-hydrated="true"]').first().waitFor({ state: "attached" });
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "게시했습니다" })).toBeVisible();
  const revision = Number(/제(\d+)판/.exec((await page.getByTestId("schedule-state").textContent()) ?? "")?.[1]);
  expect(revision).toBeGreaterThan(0);
  expect(readAudit({ target: "sales-schedule" }).map((entry) => entry.action)).toEqual(
    expect.arrayContaining(["schedule.update", "schedule.publish"]),
  );

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const plain = await context.newPage();
  await plain.goto("/SalesInfo/guide");
  const table = plain.getByRole("table", { name: "분양 일정표" });
  await expect(table.locator("tbody tr")).toHaveCount(3);
  await expect(table.locator("tr[aria-current=step]")).toContainText("1순위");
  await expect(table.locator("tr[data-status=past]")).toContainText("특별공급");
  await expect(table.locator("tbody tr").nth(2)).toContainText("D-5");
  await expect(table.locator("tbody tr").nth(2)).toContainText("<script>window.__hit=1</script>");
  await expect(plain.getByTestId("schedule-next")).toHaveText("다음 일정 당첨자 발표까지 5일 남았습니다.");
  const jsonLd = (await plain.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
  expect(jsonLd.match(/"@type":"Event"/g)).toHaveLength(3);
  await shots(plain, "public");
  // 사업개요 › 분양일정 shows the same published schedule.
  await plain.goto("/BusinessGuide/plan");
  const plan = plain.getByRole("table", { name: "분양 일정표" });
  await expect(plan.locator("tbody tr")).toHaveCount(3);
  await expect(plan.locator("tr[aria-current=step]")).toContainText("1순위");

  // The home page: the strip (today's step, the next one's D-n, a link to the guide) and the newest
  // pinned notice, in the server HTML: without JavaScript, on the desktop.
  const title = `당첨자 발표 일정 안내 ${randomUUID().slice(0, 6)}`;
  const notice = seedPinnedNotice(title);
  // Another instance's publish (here: the database's) is seen within the version poll's second.
  await expect.poll(async () => (await plain.request.get("/")).text()).toContain(title);
  await plain.goto("/");
  const band = plain.getByRole("region", { name: "공지와 분양 일정" });
  await expect(band.getByRole("link", { name: new RegExp(title) })).toHaveAttribute(
    "href",
    `/pentacityhansin/notice/${notice.id}`,
  );
  await expect(band.getByTestId("home-notice")).toContainText("당첨자 발표");
  await expect(band.locator("li[aria-current=step]")).toContainText("1순위");
  await expect(band.locator("li").nth(2)).toContainText("D-5");
  await expect(band.getByRole("link", { name: "분양 일정 전체 보기" })).toHaveAttribute("href", "/SalesInfo/guide");
  await expect(band).toBeInViewport();
  await context.close();

  // With JavaScript, on a phone: the band stays as the server wrote it through hydration, and a
  // client-side navigation back to the home page (the logo) renders it from the loader data.
  const phone = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 } });
  const mobile = await phone.newPage();
  await gotoHydrated(mobile, "/");
  const mobileBand = mobile.getByRole("region", { name: "공지와 분양 일정" });
  await expect(mobileBand.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await expect(mobileBand.locator("li[aria-current=step]")).toContainText("1순위");
  await shots(mobile, "home");
  await gotoHydrated(mobile, "/Brand/intro");
  await mobile.evaluate(() => Object.assign(window, { __stayed: true }));
  await mobile.locator('header a[href="/"]').first().click();
  await expect(mobile.getByRole("region", { name: "공지와 분양 일정" }).locator("li[aria-current=step]")).toContainText(
    "1순위",
  );
  // The same document: the band came as loader data and rendered in the browser.
  expect(await mobile.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
  await phone.close();
  notice.remove();

  // Published empty: the placeholder again (and for the other specs sharing this database).
  await page.goto("/admin/schedule");
  await page.locator('[data-hydrated="true"]').first().waitFor({ state: "attached" });
  for (let n = 1; n <= 3; n++) {
    for (const field of ["일정 이름", "시작일", "종료일 (하루면 비움)", "비고"]) {
      await page.getByLabel(`${n}번째 줄 ${field}`).fill("");
    }
  }
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "게시했습니다" })).toBeVisible();
  await expect(page.getByTestId("schedule-state")).not.toContainText(`제${revision}판`);
  expect(await (await page.request.get("/SalesInfo/guide")).text()).toContain("data-coming-soon");
  expect(await (await page.request.get("/BusinessGuide/plan")).text()).not.toContain("분양 일정표");
  // Nor on the home page's band (a signed-in request renders it afresh).
  expect(await (await page.request.get("/")).text()).not.toContain('data-testid="home-schedule"');

  // The history: the three-row publish is listed with its rows and restores into the draft only.
  const published = page.getByRole("listitem").filter({ hasText: "3개 일정" }).first();
  await published.locator("summary").click();
  await expect(published).toContainText("1순위");
  await published.getByRole("button", { name: "임시 저장본으로 불러오기" }).click();
  await expect(page.getByRole("status").filter({ hasText: "이전 판을 임시 저장본으로 불러왔습니다" })).toBeVisible();
  await expect(page.getByLabel("1번째 줄 일정 이름")).toHaveValue("특별공급");
  await shots(page, "editor-restored");
  expect(await (await page.request.get("/SalesInfo/guide")).text()).toContain("data-coming-soon");
});
