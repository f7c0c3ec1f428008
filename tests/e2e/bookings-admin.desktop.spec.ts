import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import {
  acceptStatusConsoleErrors,
  createAdmin,
  readAudit,
  seriousViolations,
  signInAdmin,
  uniqueId,
} from "./admin-helpers.ts";
import { E2E_DATABASE_FILE, expect, test } from "./fixtures.ts";

let adminEmail = "";
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern.
test.beforeAll(async ({}, testInfo) => {
  adminEmail = await createAdmin("bookings", testInfo);
});

/** Books the 4th open day's first free slot the way the page's form posts it (from a Kakao ad); returns the day. */
async function book(
  request: import("@playwright/test").APIRequestContext,
  baseURL: string,
  name: string,
  phone: string,
) {
  const page = await (await request.get("/Promotion/Visit")).text();
  const day = [...page.matchAll(/\?date=(\d{4}-\d{2}-\d{2})#/g)][3]?.[1] ?? "";
  const slots = await (await request.get(`/Promotion/Visit?date=${day}`)).text();
  const slot = decodeURIComponent(slots.match(/&amp;slot=([^"#&]+)#visit-details-title/)?.[1] ?? "");
  const response = await request.post("/Promotion/Visit", {
    form: {
      slot,
      name,
      phone,
      partySize: "3",
      privacyConsent: "on",
      landing: "/Promotion/Visit?utm_source=kakao&utm_medium=display&utm_campaign=openhouse",
      referrer: "",
      idempotencyKey: uniqueId("b").replace(/[^\w-]/g, ""),
    },
    headers: { Origin: new URL(baseURL).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return day;
}

test("the sales team sees the day's bookings as a check-in sheet, marks a visitor arrived, and every text is listed honestly", async ({
  page,
  baseURL,
}) => {
  test.slow(); // Sign-in is deliberately slow.
  const name = `예약관리${uniqueId("").slice(-6)}`;
  const day = await book(page.request, baseURL ?? "", name, "010-6060-7070");

  await signInAdmin(page, adminEmail, `/admin/bookings?day=${day}`);
  await expect(page.getByRole("heading", { level: 1, name: /방문 예약/ })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  // The day view masks the number for every role (issue 23).
  await expect(row).toContainText("010-****-7070");
  await expect(row).not.toContainText("010-6060-7070");
  await expect(row).toContainText("예약 확정");
  await expect(row.locator("td[data-channel]")).toHaveText("kakao / display / openhouse");
  await expect(page.getByText(/예약 \d+건 · \d+명/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole("button", { name: "방문", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("예약 상태를 바꿨습니다.");
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("방문 완료");
  expect(readAudit({ action: "booking.update", actorEmail: adminEmail }).length).toBeGreaterThanOrEqual(1);
  expect(readAudit({ action: "booking.view", actorEmail: adminEmail }).length).toBeGreaterThanOrEqual(1);

  // Without a provider (the e2e server has none) the confirmation is stored and said to be not sent.
  await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "문자 발송" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "문자 발송" })).toBeVisible();
  const message = page.getByRole("row").filter({ hasText: "010-****-7070" });
  await expect(message.first()).toContainText("예약 확정");
  await expect(message.first()).toContainText("미발송: 문자 발송 설정 없음");
  await expect(message.first()).toContainText("문자 발송이 설정되지 않아 보내지 않았습니다.");
  // Staff are told in Korean that texting is not set up and who sets it up, not a setting's name.
  await expect(page.getByRole("note")).toHaveText(
    "문자 발송이 설정되지 않았습니다. 서버 관리자가 SOLAPI 발송 설정을 마치면 그 뒤의 문자부터 발송됩니다.",
  );
  await expect(page.locator("main")).not.toContainText("SMS_PROVIDER");
  await expect(page.getByRole("row").filter({ hasText: "발송 완료" })).toHaveCount(0);
});

/** A Korean date `offset` days from today: far enough ahead that no visitor test books it. */
function koreaDay(offset: number) {
  return new Date(Date.now() + 9 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}
/** The UTC start of a Korea-time slot (the schedule's default: 30-minute slots from 10:00). */
const slotOf = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`).toISOString();

function readMessages(recipient: string): { kind: string; body: string }[] {
  const db = new Database(E2E_DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("select kind, body from messages where recipient = ? order by created_at").all(recipient) as {
      kind: string;
      body: string;
    }[];
  } finally {
    db.close();
  }
}

/** Bookings written straight into the server's database (the print sheet needs many). */
function seedBookings(day: string, count: number) {
  const db = new Database(E2E_DATABASE_FILE, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    const insert = db.prepare(
      `insert into bookings (id, created_at, updated_at, site_id, slot_start, day, party_size, name, phone, status,
        active_key, token_hash, dedupe_key, privacy_consent, marketing_consent, consent_version, consented_at)
       values (?, ?, ?, 'pentacityhansin', ?, ?, 2, ?, ?, 'confirmed', ?, ?, ?, 1, 0, '2026-11-22', ?)`,
    );
    const now = new Date().toISOString();
    for (let index = 0; index < count; index++) {
      const minutes = 600 + Math.floor(index / 4) * 30; // four bookings per slot from 10:00
      const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      const phone = `010-4${String(index).padStart(3, "0")}-${day.slice(5, 7)}${day.slice(8, 10)}`;
      insert.run(
        randomUUID(),
        now,
        now,
        slotOf(day, time),
        day,
        `인쇄손님${index + 1}`,
        phone,
        `pentacityhansin|${phone}|${day}`,
        randomUUID().replace(/-/g, "").padEnd(64, "0"),
        randomUUID().replace(/-/g, "").padEnd(64, "1"),
        now,
      );
    }
  } finally {
    db.close();
  }
}

async function addBooking(
  page: import("@playwright/test").Page,
  values: { name: string; phone: string; party: string; slot: string; note?: string },
  button: "예약 추가" | "대기 명단에 추가" = "예약 추가",
) {
  const form = page.locator("details", { has: page.getByText("예약 추가", { exact: true }) });
  if ((await form.getAttribute("open")) === null) await form.locator("summary").click();
  await form.getByLabel("이름").fill(values.name);
  await form.getByLabel("연락처").fill(values.phone);
  await form.getByLabel("인원").selectOption(values.party);
  await form.getByLabel("시간").selectOption(values.slot);
  if (values.note) await form.getByLabel("메모 (선택)").fill(values.note);
  await form.getByLabel("개인정보 수집·이용 동의를 받았습니다").check();
  await form.getByRole("button", { name: button, exact: true }).click();
}

test("staff enter phone bookings, a full slot's waitlist is offered the freed place, a cancel asks first, a restore that no longer fits is refused in Korean", async ({
  page,
  consoleErrors,
}) => {
  test.slow(); // Sign-in is deliberately slow.
  const day = koreaDay(40);
  const slot = slotOf(day, "10:00");
  const tag = uniqueId("").slice(-4).replace(/\D/g, "7").padStart(4, "7");
  const phone = (n: number) => `010-5${n}${tag.slice(2)}-${tag}`;
  await signInAdmin(page, adminEmail, `/admin/bookings?day=${day}`);

  await addBooking(page, { name: "전화예약가", phone: phone(1), party: "4", slot, note: "유모차 동반" });
  await expect(page.getByRole("status")).toContainText("전화예약가님 예약을 추가했습니다.");
  const first = page.getByRole("row").filter({ hasText: "전화예약가" });
  await expect(first).toContainText("직원 등록");
  await expect(first).toContainText("유모차 동반");
  // The day view masks the number (issue 23): no full number, no tel: link in the list.
  await expect(first).toContainText(`010-****-${tag}`);
  await expect(first).not.toContainText(phone(1));
  expect(readMessages(phone(1)).map((m) => m.kind)).toContain("booking.confirmation");

  await addBooking(page, { name: "전화예약나", phone: phone(2), party: "4", slot });
  await expect(page.getByRole("status")).toContainText("전화예약나님");
  await addBooking(page, { name: "전화예약다", phone: phone(3), party: "2", slot });
  await expect(page.getByRole("status")).toContainText("전화예약다님");

  // 10 of 10: the next caller is refused in Korean, keeps what was typed and joins the waitlist.
  await addBooking(page, { name: "대기손님라", phone: phone(4), party: "2", slot });
  await expect(page.getByRole("alert")).toHaveText(/^이 시간은 정원이 찼습니다/);
  acceptStatusConsoleErrors(consoleErrors, 409);
  await expect(page.getByLabel("이름")).toHaveValue("대기손님라");
  await page.getByLabel("개인정보 수집·이용 동의를 받았습니다").check();
  await page.getByRole("button", { name: "대기 명단에 추가", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("대기손님라님을 대기 명단에 올렸습니다.");
  const waiting = page.getByRole("row").filter({ hasText: "대기손님라" });
  await expect(waiting).toContainText("대기 중");

  // A cancel asks first; nothing changes until the answer.
  const third = page.getByRole("row").filter({ hasText: "전화예약다" }).first();
  await third.getByRole("button", { name: "취소", exact: true }).click();
  await expect(page.getByText("이 예약을 취소할까요?")).toBeVisible();
  await expect(third).toContainText("예약 확정");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "예약 취소", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("예약 상태를 바꿨습니다.");
  await expect(third).toContainText("취소됨");
  // The freed place is offered to the waiting caller by text, in the cancellation's transaction.
  await expect(waiting).toContainText("자리 안내함");
  expect(readMessages(phone(4)).map((m) => m.kind)).toEqual(["booking.waitlist"]);

  // Booked in one click; then restoring the cancelled booking no longer fits: a Korean refusal, not a 500.
  await waiting.getByRole("button", { name: "예약 확정" }).click();
  await expect(page.getByRole("status")).toContainText("대기손님라님을 대기 명단에서 예약했습니다.");
  await expect(page.getByRole("rowgroup").filter({ hasText: "10:00 · 10/10명" })).toHaveCount(1);
  await third.getByRole("button", { name: "예약 확정으로" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^이 시간은 정원이 찼습니다/);
  acceptStatusConsoleErrors(consoleErrors, 409);
  await expect(third).toContainText("취소됨");

  // The day's counts.
  await page
    .getByRole("row")
    .filter({ hasText: "전화예약가" })
    .getByRole("button", { name: "방문", exact: true })
    .click();
  await expect(page.getByRole("status")).toHaveText("예약 상태를 바꿨습니다.");
  const counts = page.getByRole("region", { name: "오늘의 방문 현황" });
  await expect(counts.locator('[data-count="arrived"] dd')).toHaveText("1건 · 4명");
  await expect(counts.locator('[data-count="expected"] dd')).toHaveText("2건 · 6명");
  await expect(counts.locator('[data-count="noShow"] dd')).toHaveText("0건 · 0명");
  await expect(counts.locator('[data-count="cancelled"] dd')).toHaveText("1건 · 2명");
  expect(readAudit({ action: "booking.create", actorEmail: adminEmail }).length).toBeGreaterThanOrEqual(4);
  expect(readAudit({ action: "booking.waitlist.add", actorEmail: adminEmail })).toHaveLength(1);
});

test("without JavaScript: a staff booking, the cancel's confirmation step, and a restore refused for the phone's other booking that day", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const day = koreaDay(41);
  await signInAdmin(page, adminEmail, `/admin/bookings?day=${day}`);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL,
    locale: "ko-KR",
  });
  try {
    const plain = await context.newPage();
    await plain.goto(`/admin/bookings?day=${day}`);
    const phone = "010-5999-4141";
    await addBooking(plain, { name: "무스크립트", phone, party: "2", slot: slotOf(day, "11:00") });
    await expect(plain.getByRole("status")).toContainText("무스크립트님 예약을 추가했습니다.");

    const row = plain.getByRole("row").filter({ hasText: "무스크립트" }).first();
    await row.getByRole("button", { name: "취소", exact: true }).click();
    await expect(plain.getByText("이 예약을 취소할까요?")).toBeVisible();
    await expect(row).toContainText("예약 확정");
    await plain.getByRole("button", { name: "예약 취소", exact: true }).click();
    await expect(row).toContainText("취소됨");

    // The same phone books that day again; the cancelled booking cannot come back.
    await addBooking(plain, { name: "무스크립트", phone, party: "1", slot: slotOf(day, "15:00") });
    await expect(plain.getByRole("status")).toContainText("예약을 추가했습니다.");
    await row.getByRole("button", { name: "예약 확정으로" }).click();
    await expect(plain.getByRole("alert")).toHaveText(/^이 연락처는 같은 날 다른 예약이 있습니다/);
    await expect(row).toContainText("취소됨");
  } finally {
    await context.close();
  }
});

test("the day prints as a check-in sheet: 30 visitors on one A4 page with a box to tick, no menus or buttons; the phone view is compact", async ({
  page,
}) => {
  test.slow();
  const day = koreaDay(42);
  seedBookings(day, 30);
  await signInAdmin(page, adminEmail, `/admin/bookings?day=${day}`);
  await expect(page.getByText("인쇄손님30", { exact: true })).toBeVisible();

  // An A4 page is narrower than the desktop: the sheet is checked at the paper's width, as it prints.
  await page.setViewportSize({ width: 718, height: 1000 });
  await page.emulateMedia({ media: "print" });
  await expect(page.locator('nav[aria-label="관리자 메뉴"]')).toBeHidden();
  await expect(page.locator("tr[data-status] td:first-child > span").first()).toBeVisible();
  await expect(page.locator("tr[data-status] button")).toHaveCount(90);
  await expect(page.locator("tr[data-status] button").first()).toBeHidden();
  await expect(page.locator("summary", { hasText: "예약 추가" })).toBeHidden();
  await expect(page.getByRole("columnheader", { name: "확인" })).toBeVisible();
  const pdf = await page.pdf({ format: "A4", printBackground: false });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
  await page.emulateMedia({ media: "screen" });

  // Phones: a booking is a card of about 100 px, not 340.
  await page.setViewportSize({ width: 390, height: 844 });
  const heights = await page
    .locator("tr[data-status]")
    .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  expect(heights).toHaveLength(30);
  expect(Math.max(...heights)).toBeLessThanOrEqual(120);
});

/** Books a slot of `day` (its `slotIndex`-th free one) as the page's form posts it; returns the slot. */
async function bookOn(
  request: import("@playwright/test").APIRequestContext,
  baseURL: string,
  day: string,
  slotIndex: number,
  visitor: { name: string; phone: string },
) {
  const slots = await (await request.get(`/Promotion/Visit?date=${day}`)).text();
  const slot = decodeURIComponent(
    [...slots.matchAll(/&amp;slot=([^"#&]+)#visit-details-title/g)][slotIndex]?.[1] ?? "",
  );
  const response = await request.post("/Promotion/Visit", {
    form: {
      slot,
      ...visitor,
      partySize: "2",
      privacyConsent: "on",
      idempotencyKey: uniqueId("c").replace(/[^\w-]/g, ""),
    },
    headers: { Origin: new URL(baseURL).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return slot;
}

test("closing a day that has bookings shows them first, without JavaScript; one is cancelled with a text, one moved with a text, one kept and listed", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // Sign-in is deliberately slow.
  const days = async () =>
    [...(await (await page.request.get("/Promotion/Visit")).text()).matchAll(/\?date=(\d{4}-\d{2}-\d{2})#/g)].map(
      (match) => match[1] ?? "",
    );
  // The window's last day: the other specs book on its first days.
  const day = (await days()).at(-1) ?? "";
  const suffix = uniqueId("").replace(/\D/g, "").slice(-4).padStart(4, "0");
  const leaving = { name: `휴관취소${suffix}`, phone: `010-8181-${suffix}` };
  const staying = { name: `휴관유지${suffix}`, phone: `010-8282-${suffix}` };
  await bookOn(page.request, baseURL ?? "", day, 0, leaving);
  await bookOn(page.request, baseURL ?? "", day, 1, staying);
  const moving = { name: `휴관이동${suffix}`, phone: `010-8383-${suffix}` };
  await bookOn(page.request, baseURL ?? "", day, 2, moving);

  await signInAdmin(page, adminEmail, "/admin/bookings/settings");
  // With JavaScript the same step appears in place; leaving it saves nothing.
  await page.getByLabel("휴관일 추가").fill(day);
  await page.getByRole("button", { name: "휴관일 추가" }).click();
  await expect(page.getByRole("heading", { name: "자리를 잃는 예약이 있습니다" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "저장하지 않고 돌아가기" }).click();
  await expect(page.getByRole("button", { name: "휴관일 추가" })).toBeVisible();
  expect(await days()).toContain(day);

  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const admin = await plain.newPage();
  try {
    await admin.goto("/admin/bookings/settings");
    await admin.getByLabel("휴관일 추가").fill(day);
    await admin.getByRole("button", { name: "휴관일 추가" }).click();

    // The confirmation step: the day's bookings, masked, and nothing saved yet.
    await expect(admin.getByRole("heading", { name: "자리를 잃는 예약이 있습니다" })).toBeVisible();
    const table = admin.getByRole("table", { name: "변경으로 자리를 잃는 예약" });
    const masked = table
      .getByRole("row")
      .filter({ hasText: `010-****-${suffix}` })
      .filter({ hasText: /휴\*+\d/ });
    await expect(table.getByRole("row")).toHaveCount(4);
    await expect(table).not.toContainText(leaving.name);
    await expect(table).not.toContainText(leaving.phone);
    await expect(table.getByRole("row").nth(1)).toContainText("2명");
    await expect(table.getByRole("row").nth(1)).toContainText("휴관일");
    await expect(masked).toHaveCount(3);
    expect(await days()).toContain(day);
    expect(readAudit({ action: "booking.settings", actorEmail: adminEmail })).toEqual([]);

    // The first booking (the earlier slot) is cancelled, the second kept, the third moved to the
    // first time offered (the nearest open day's, since its own day closes).
    await table.getByRole("row").nth(1).getByLabel("취소하고 문자 보내기").check();
    await table.getByRole("row").nth(2).getByLabel("유지").check();
    const third = table.getByRole("row").nth(3);
    await third.getByLabel("다른 시간으로 옮기고 문자 보내기").check();
    const target = await third.getByRole("combobox", { name: /옮길 시간/ }).inputValue();
    const targetDay = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Seoul" }).format(new Date(target));
    expect(targetDay).not.toBe(day);
    await admin.getByRole("button", { name: "고른 대로 저장" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "예약 일정을 저장했습니다." })).toBeVisible();
    await expect(admin.getByRole("status").filter({ hasText: "예약 1건을 취소했습니다." })).toBeVisible();
    await expect(admin.getByRole("status").filter({ hasText: "예약 1건을 다른 시간으로 옮겼습니다." })).toBeVisible();
    await expect(admin.getByRole("status").filter({ hasText: "예약 1건은 유지했습니다." })).toBeVisible();
    expect(await days()).not.toContain(day);
    const kept = admin.getByRole("region", { name: "확인이 필요한 예약" });
    await expect(kept).toContainText("휴*");
    await expect(kept).toContainText("휴관일");
    const [entry] = readAudit({ action: "booking.settings", actorEmail: adminEmail });
    expect(JSON.parse(entry?.detail ?? "{}")).toMatchObject({
      cancelled: [expect.any(String)],
      kept: [expect.any(String)],
      moved: [expect.any(String)],
    });
    const [move] = readAudit({ action: "booking.move", actorEmail: adminEmail });
    expect(JSON.parse(move?.detail ?? "{}")).toMatchObject({ to: target, cause: "schedule" });

    // The day view: the cancelled booking is cancelled, the kept one still confirmed.
    await admin.goto(`/admin/bookings?day=${day}`);
    await expect(admin.getByRole("row").filter({ hasText: leaving.name })).toContainText("취소됨");
    await expect(admin.getByRole("row").filter({ hasText: staying.name })).toContainText("예약 확정");
    await expect(admin.getByRole("rowgroup").filter({ hasText: staying.name })).toContainText("휴무일 예약");
    await expect(admin.getByRole("row").filter({ hasText: moving.name })).toHaveCount(0);
    await admin.goto(`/admin/bookings?day=${targetDay}`);
    await expect(admin.getByRole("row").filter({ hasText: moving.name })).toContainText("예약 확정");
    // Its cancellation text is queued; the kept booking got none.
    await admin.goto("/admin/messages");
    await expect(
      admin
        .getByRole("row")
        .filter({ hasText: `010-****-${suffix}` })
        .filter({ hasText: "예약 취소" }),
    ).toHaveCount(1);
    await expect(
      admin
        .getByRole("row")
        .filter({ hasText: `010-****-${suffix}` })
        .filter({ hasText: "예약 변경" }),
    ).toHaveCount(1);

    // The day opens again (the other specs keep their whole window).
    await admin.goto("/admin/bookings/settings");
    await admin
      .getByRole("button", {
        name: new RegExp(`${day.slice(5, 7).replace(/^0/, "")}월 ${Number(day.slice(8))}일.* 휴관일 삭제`),
      })
      .click();
    await expect(admin.getByRole("status").filter({ hasText: "예약 일정을 저장했습니다." })).toBeVisible();
    expect(await days()).toContain(day);
  } finally {
    await plain.close();
  }
});
