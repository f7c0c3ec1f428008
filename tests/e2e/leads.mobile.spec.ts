import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { createAdmin, readUserId, signInAdmin } from "./admin-helpers.ts";
import { E2E_DATABASE_FILE, expect, gotoHydrated, readLeads, test } from "./fixtures.ts";
import { expectStored, fillLead, interestDialog, messages, uniqueName, uniquePhone } from "./lead-helpers.ts";

test("the bottom bar's 관심고객 등록 button opens the popup; a submission succeeds", async ({ page }) => {
  await gotoHydrated(page, "/FloorPlan/84A");
  const bar = page.getByRole("complementary", { name: "빠른 상담" });
  await bar.getByRole("link", { name: "관심고객 등록" }).tap();
  const dialog = interestDialog(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/FloorPlan\/84A$/);
  // On a touch screen the dialog takes the focus, so the keyboard does not cover the notice.
  await expect.poll(() => page.evaluate(() => document.activeElement?.matches("dialog[open]") ?? false)).toBe(true);

  const name = uniqueName();
  const phone = uniquePhone();
  await fillLead(dialog, name, `+82 ${phone.slice(1).replaceAll("-", " ")}`);
  await dialog.getByRole("button", { name: "등록하기" }).tap();
  await expect(dialog.getByText(messages.interestSuccess[0])).toBeVisible();
  const [lead] = await expectStored(() => readLeads({ name }));
  expect(lead).toMatchObject({ form: "interest", phone, source_path: "/FloorPlan/84A" });
});

test("the whole popup, consent notice included, fits a 390×844 screen without scrolling", async ({ page }) => {
  await gotoHydrated(page, "/Brand/intro");
  await page.getByRole("complementary", { name: "빠른 상담" }).getByRole("link", { name: "관심고객 등록" }).tap();
  const dialog = interestDialog(page);
  await expect(dialog.getByLabel("이름")).toBeVisible();
  const size = await dialog.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
  expect(size.scroll).toBeLessThanOrEqual(size.client);
  const notice = dialog.getByRole("group", { name: "개인정보 수집·이용 안내" });
  await expect(notice).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole("button", { name: "등록하기" })).toBeInViewport({ ratio: 1 });
  const smallest = await notice.evaluate((el) =>
    Math.min(
      ...[...el.querySelectorAll("dt, dd, label, p")].map((node) => Number.parseFloat(getComputedStyle(node).fontSize)),
    ),
  );
  expect(smallest).toBeGreaterThanOrEqual(13);
});

test("the bottom bar never covers a form's submit button", async ({ page }) => {
  for (const [path, selector] of [
    ["/Promotion/Customer", "#customer-form form"],
    ["/", "#interestForm form"],
  ] as const) {
    await gotoHydrated(page, path);
    const submit = page.locator(selector).getByRole("button", { name: "관심고객 등록" });
    const bar = page.getByRole("complementary", { name: "빠른 상담" });
    // Focus scrolling (keyboard, or the first invalid field) keeps clear of the bar.
    await submit.focus();
    // The page scrolls smoothly, so wait for the button to come to rest above the bar.
    await expect
      .poll(
        async () => {
          const barTop = (await bar.boundingBox())?.y ?? 0;
          const box = await submit.boundingBox();
          return barTop - ((box?.y ?? 0) + (box?.height ?? 0));
        },
        { message: path, timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(0);
    expect((await submit.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
});

test("no lead page is wider than the phone", async ({ page }) => {
  for (const path of ["/Promotion/Customer", "/privacy", "/pentacityhansin/customer"]) {
    await gotoHydrated(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  await gotoHydrated(page, "/Brand/intro");
  await page.getByRole("complementary", { name: "빠른 상담" }).getByRole("link", { name: "관심고객 등록" }).tap();
  await expect(interestDialog(page).getByLabel("이름")).toBeVisible();
  const box = await interestDialog(page).boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true);
});

/**
 * Writes `count` leads of the complex straight into the e2e server's database, each a direct visit
 * (direct / none), given to a counsellor of the test's own (the list filters by that counsellor).
 */
function seedLeads(assignee: string, count: number) {
  const db = new Database(E2E_DATABASE_FILE, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    const insert = db.prepare(
      `insert into leads (id, created_at, updated_at, site_id, form, name, phone, privacy_consent, marketing_consent,
         consent_version, consented_at, status, dedupe_key, day, channel, medium, assigned_to)
       values (?, ?, ?, 'pentacityhansin', 'inquiry', ?, ?, 1, 0, '2026-11-22', ?, 'new', ?, ?, 'direct', 'none', ?)`,
    );
    for (let index = 0; index < count; index += 1) {
      const at = new Date(Date.now() - index * 60_000).toISOString();
      const phone = `010-4${String(index).padStart(3, "0")}-${String(1000 + index)}`;
      insert.run(randomUUID(), at, at, `카드고객${index}`, phone, at, randomUUID(), at.slice(0, 10), assignee);
    }
  } finally {
    db.close();
  }
}

test("the lead list on a phone: compact cards, at least five a screen, each with a call link", async ({
  page,
}, testInfo) => {
  const email = await createAdmin("lead-cards", testInfo, "manager");
  const assignee = readUserId(await createAdmin("lead-cards-own", testInfo, "counsellor"));
  seedLeads(assignee, 8);
  await signInAdmin(page, email, `/admin/leads?assignee=${assignee}`);
  const cards = page.locator("main table tbody tr");
  await expect(cards).toHaveCount(8);

  const first = cards.first();
  const call = first.locator('a[href^="tel:"]');
  await expect(call).toHaveAttribute("href", "tel:01040001000");
  await expect(call).toContainText("010-****-1000");
  const callBox = await call.boundingBox();
  expect(callBox?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(callBox?.width ?? 0).toBeGreaterThanOrEqual(44);
  // Name, stage, assignee, form and date stay; the site id and an empty attribution do not.
  await expect(first).toContainText("카드고객0");
  await expect(first).toContainText("신규");
  await expect(first).toContainText("관리자"); // the counsellor's name (the CLI's default)
  await expect(first).toContainText("관심고객 등록");
  await expect(first.getByText("pentacityhansin")).toBeHidden();
  await expect(first.locator("td[data-channel]")).toBeHidden();
  expect(await first.innerText()).not.toContain("direct");

  // The list scrolled to its first card, below the sticky top bar: the cards wholly on screen.
  const shown = await page.evaluate(() => {
    const rows = [...document.querySelectorAll("main table tbody tr")];
    const covers = [...document.querySelectorAll("body *")]
      .filter((el) => ["sticky", "fixed"].includes(getComputedStyle(el).position))
      .map((el) => el.getBoundingClientRect())
      .filter((rect) => rect.top <= 1 && rect.bottom > 0 && rect.bottom < window.innerHeight / 2);
    const top = Math.max(0, ...covers.map((rect) => rect.bottom));
    window.scrollBy({ top: (rows[0]?.getBoundingClientRect().top ?? 0) - top, behavior: "instant" });
    return rows.filter((row) => {
      const rect = row.getBoundingClientRect();
      return rect.top >= top - 0.5 && rect.bottom <= window.innerHeight + 0.5;
    }).length;
  });
  expect(shown).toBeGreaterThanOrEqual(5);
});
