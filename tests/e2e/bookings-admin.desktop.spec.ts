import { createAdmin, readAudit, seriousViolations, signInAdmin, uniqueId } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

let adminEmail = "";
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern.
test.beforeAll(({}, testInfo) => {
  adminEmail = createAdmin("bookings", testInfo);
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
  await expect(row).toContainText("010-6060-7070");
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
  await expect(page.getByRole("row").filter({ hasText: "발송 완료" })).toHaveCount(0);
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

test("closing a day that has bookings shows them first, without JavaScript; one is cancelled with a text, one kept and listed", async ({
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
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table).not.toContainText(leaving.name);
    await expect(table).not.toContainText(leaving.phone);
    await expect(table.getByRole("row").nth(1)).toContainText("2명");
    await expect(table.getByRole("row").nth(1)).toContainText("휴관일");
    await expect(masked).toHaveCount(2);
    expect(await days()).toContain(day);
    expect(readAudit({ action: "booking.settings", actorEmail: adminEmail })).toEqual([]);

    // The first booking (the earlier slot) is cancelled, the second kept.
    await table.getByRole("row").nth(1).getByLabel("취소하고 문자 보내기").check();
    await table.getByRole("row").nth(2).getByLabel("유지").check();
    await admin.getByRole("button", { name: "고른 대로 저장" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "예약 일정을 저장했습니다." })).toBeVisible();
    await expect(admin.getByRole("status").filter({ hasText: "예약 1건을 취소했습니다." })).toBeVisible();
    await expect(admin.getByRole("status").filter({ hasText: "예약 1건은 유지했습니다." })).toBeVisible();
    expect(await days()).not.toContain(day);
    const kept = admin.getByRole("region", { name: "확인이 필요한 예약" });
    await expect(kept).toContainText("휴*");
    await expect(kept).toContainText("휴관일");
    const [entry] = readAudit({ action: "booking.settings", actorEmail: adminEmail });
    expect(JSON.parse(entry?.detail ?? "{}")).toMatchObject({
      cancelled: [expect.any(String)],
      kept: [expect.any(String)],
    });

    // The day view: the cancelled booking is cancelled, the kept one still confirmed.
    await admin.goto(`/admin/bookings?day=${day}`);
    await expect(admin.getByRole("row").filter({ hasText: leaving.name })).toContainText("취소됨");
    await expect(admin.getByRole("row").filter({ hasText: staying.name })).toContainText("예약 확정");
    await expect(admin.getByRole("rowgroup").filter({ hasText: staying.name })).toContainText("휴무일 예약");
    // Its cancellation text is queued; the kept booking got none.
    await admin.goto("/admin/messages");
    await expect(
      admin
        .getByRole("row")
        .filter({ hasText: `010-****-${suffix}` })
        .filter({ hasText: "예약 취소" }),
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
