import Database from "better-sqlite3";
import {
  acceptStatusConsoleErrors,
  createAdmin,
  gotoAdmin,
  seriousViolations,
  signInAdmin,
  taggedLanding,
  uniqueId,
} from "./admin-helpers.ts";
import { E2E_DATABASE_FILE, expect, test } from "./fixtures.ts";
import { uniquePhone } from "./lead-helpers.ts";

/**
 * Counselling on both viewports (issue 23): a counsellor sees their own and the pool's leads only
 * (another's is 404), takes one from the pool, and writes an entry one-handed with the phone's own
 * date and time pickers; the entry heads the history with the stage it moved.
 */
function db(readonly = true) {
  const handle = new Database(E2E_DATABASE_FILE, { readonly, fileMustExist: true });
  handle.pragma("busy_timeout = 5000");
  return handle;
}

function userId(email: string): string {
  const handle = db();
  try {
    return (handle.prepare('select id from "user" where email = ?').get(email) as { id: string }).id;
  } finally {
    handle.close();
  }
}

function seoulDay(offsetDays = 0): string {
  return new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

test("a counsellor: own and pool leads only (another's is 404), takes one from the pool, records a contact", async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const mine = await createAdmin("counselling-a", testInfo, "counsellor");
  const other = await createAdmin("counselling-b", testInfo, "counsellor");
  const tag = uniqueId("couns");
  const token = uniqueId("").slice(-8);
  const leads = [
    { name: `공용${token}`, phone: uniquePhone() },
    { name: `남의${token}`, phone: uniquePhone() },
  ];
  const poolPhone = leads[0]?.phone ?? "";
  const poolTel = `tel:${poolPhone.replaceAll("-", "")}`;
  for (const lead of leads) {
    const response = await request.post("/api/lead", {
      form: { form: "visit", ...lead, privacyConsent: "on", landing: taggedLanding(tag) },
    });
    expect(response.status()).toBe(200);
  }
  const handle = db(false);
  const ids = handle.prepare("select id, name from leads where campaign = ? order by name").all(tag) as {
    id: string;
    name: string;
  }[];
  const poolLead = ids.find((row) => row.name.startsWith("공용"))?.id ?? "";
  const otherLead = ids.find((row) => row.name.startsWith("남의"))?.id ?? "";
  handle.prepare("update leads set assigned_to = ? where id = ?").run(userId(other), otherLead);
  // A memo from before 상담 기록 (the former 상담 메모), author unknown.
  handle
    .prepare(
      "insert into lead_notes (id, lead_id, author_id, author_name, body, created_at) values (?, ?, null, null, ?, ?)",
    )
    .run(`memo-${token}`, poolLead, "예전 메모: 84A 관심", "2026-11-20T01:00:00.000Z");
  handle.close();

  await signInAdmin(page, mine, `/admin/leads?campaign=${tag}`);
  const rows = page.locator("main table tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`공용${token}`);
  await expect(rows.first()).toContainText("미배정");
  // One tap to call from the list: the number shown masked, the link a large tel: target.
  const listCall = rows.first().locator('a[href^="tel:"]');
  await expect(listCall).toHaveAttribute("href", poolTel);
  await expect(listCall).toContainText(poolPhone.replace(/-\d{4}-/, "-****-"));
  expect((await listCall.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  // Another counsellor's lead: 404 to open and to post, the same as a lead that does not exist.
  expect((await page.request.get(`/admin/leads/${otherLead}`)).status()).toBe(404);
  const posted = await page.request.post(`/admin/leads/${otherLead}`, {
    headers: { Origin: new URL(page.url()).origin },
    form: { intent: "take" },
  });
  expect(posted.status()).toBe(404);

  await gotoAdmin(page, `/admin/leads/${poolLead}`);
  const assignment = page.getByTestId("lead-assignment");
  await expect(assignment).toContainText("미배정 (공용)");
  await page.getByRole("button", { name: "내가 맡기" }).click();
  await expect(assignment.getByRole("status")).toHaveText("이 고객을 맡았습니다.");
  await expect(assignment).not.toContainText("미배정");

  // The entry: a big channel button, an outcome, a note, the next contact with native pickers.
  const history = page.getByTestId("lead-history");
  await history.getByRole("radio", { name: "문자" }).check();
  await page.getByLabel("상담 결과").fill("통화 완료");
  await page.getByLabel("메모 (선택)").fill("토요일 오후 방문 희망");
  const tomorrow = seoulDay(1);
  await page.getByLabel("다음 연락 날짜 (선택)").fill(tomorrow);
  await page.getByLabel("시각").fill("14:30");
  await page.getByRole("button", { name: "상담 기록 저장" }).click();
  await expect(history.getByRole("status")).toHaveText("상담 기록을 저장했습니다.");
  const first = history.getByRole("listitem").first();
  await expect(first).toContainText("문자");
  await expect(first).toContainText("통화 완료");
  await expect(first).toContainText(`다음 연락: ${tomorrow} 14:30 KST`);
  await expect(history.getByRole("listitem").nth(1)).toContainText("단계: 신규 → 상담 중");
  await expect(page.getByLabel("상담 결과")).toHaveValue("");
  await expect(page.getByLabel("단계", { exact: true })).toHaveValue("counselling");
  // One note system: the old memo is a line of the same history; there is no second note form.
  const memo = history.locator('li[data-type="memo"]');
  await expect(memo).toHaveCount(1);
  await expect(memo).toContainText("메모");
  await expect(memo).toContainText("작성자 기록 없음");
  await expect(memo).toContainText("예전 메모: 84A 관심");
  await expect(page.getByLabel("새 메모")).toHaveCount(0);
  await expect(page.locator('textarea[name="body"]')).toHaveCount(0);
  // The revealed number is a large call link.
  await page.getByRole("button", { name: "번호 보기" }).click();
  const reveal = page.locator('main dl a[href^="tel:"]');
  await expect(reveal).toHaveAttribute("href", poolTel);
  await expect(reveal).toContainText(poolPhone);
  const revealBox = await reveal.boundingBox();
  expect(revealBox?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(revealBox?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(await seriousViolations(page), "the lead page with its history").toEqual([]);

  const stored = db();
  try {
    expect(
      stored
        .prepare("select channel, outcome, next_contact_at from counselling_entries where lead_id = ?")
        .all(poolLead),
    ).toEqual([
      { channel: "text", outcome: "통화 완료", next_contact_at: new Date(`${tomorrow}T14:30:00+09:00`).toISOString() },
    ]);
    expect(stored.prepare("select assigned_to, status from leads where id = ?").get(poolLead)).toEqual({
      assigned_to: userId(mine),
      status: "counselling",
    });
  } finally {
    stored.close();
  }
  acceptStatusConsoleErrors(consoleErrors, 404);
});

test("the owner marks who is on duty today and gives ticked leads to a counsellor from the list @any-viewport", async ({
  page,
  request,
}, testInfo) => {
  const owner = await createAdmin("counselling-owner", testInfo, "owner");
  const counsellor = await createAdmin("counselling-duty", testInfo, "counsellor");
  const counsellorName = "관리자"; // the CLI's default name
  const tag = uniqueId("duty");
  const response = await request.post("/api/lead", {
    form: { form: "visit", name: "배정대상", phone: uniquePhone(), privacyConsent: "on", landing: taggedLanding(tag) },
  });
  expect(response.status()).toBe(200);

  await signInAdmin(page, owner, "/admin/duty");
  const id = userId(counsellor);
  const line = page.locator(`li[data-on-duty]`).filter({ has: page.locator(`input[name="userId"][value="${id}"]`) });
  await expect(line).toHaveAttribute("data-on-duty", "no");
  await line.getByRole("button", { name: /근무로 표시/ }).click();
  await expect(page.getByRole("status")).toHaveText("근무 상태를 저장했습니다.");
  await expect(line).toHaveAttribute("data-on-duty", "yes");
  expect(await seriousViolations(page), "/admin/duty").toEqual([]);

  await gotoAdmin(page, `/admin/leads?campaign=${tag}`);
  await page.getByRole("checkbox", { name: "배정대상 선택" }).check();
  await page.getByLabel("배정할 상담사").selectOption(id);
  await page.getByRole("button", { name: "선택한 고객 배정" }).click();
  await expect(page.getByRole("status").filter({ hasText: "담당을 바꿨습니다" })).toHaveText(
    "1건의 담당을 바꿨습니다.",
  );
  await expect(page.locator("main table tbody tr").first()).toContainText(counsellorName);
});
