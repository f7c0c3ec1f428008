import Database from "better-sqlite3";
import { createAdmin, gotoAdmin, signInAdmin } from "./admin-helpers.ts";
import { E2E_DATABASE_FILE, expect, readLeads, test } from "./fixtures.ts";
import { uniqueName, uniquePhone } from "./lead-helpers.ts";

const bookingsOf = (leadId: string) => {
  const db = new Database(E2E_DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("select slot_start, party_size, status from bookings where lead_id = ?").all(leadId) as {
      slot_start: string;
      party_size: number;
      status: string;
    }[];
  } finally {
    db.close();
  }
};

test("a counsellor books the lead's visit from its page, moves it and cancels it, each in one step", async ({
  page,
}, testInfo) => {
  const email = await createAdmin("lead-booking", testInfo, "counsellor");
  const name = uniqueName("예약리드");
  const phone = uniquePhone();
  const answer = await page.request.post("/api/lead", {
    form: { form: "interest", name, phone, privacyConsent: "on" },
  });
  expect(answer.status()).toBe(200);
  const [lead] = readLeads({ name });
  if (!lead) throw new Error("the lead was not stored");

  await signInAdmin(page, email);
  await gotoAdmin(page, `/admin/leads/${lead.id}`);
  const panel = page.getByTestId("lead-panel-bookings");
  await expect(panel.getByText("방문 예약이 없습니다.")).toBeVisible();
  const book = panel.getByRole("form", { name: "방문 예약 추가" });
  const slots = book.getByLabel("방문 시간");
  const [first, second] = await slots
    .locator("option")
    .evaluateAll((options) => options.slice(0, 2).map((option) => (option as HTMLOptionElement).value));
  await slots.selectOption(first as string);
  await book.getByLabel("인원").selectOption("2");
  await book.getByRole("button", { name: "예약하기" }).click();
  await expect(panel.getByRole("status")).toContainText("방문 예약을 추가했습니다.");
  expect(bookingsOf(lead.id)).toEqual([{ slot_start: first, party_size: 2, status: "confirmed" }]);

  const move = panel.getByRole("form", { name: /예약$/ }).first();
  await move.getByLabel("바꿀 시간").selectOption(second as string);
  await move.getByRole("button", { name: "시간 변경" }).click();
  await expect(panel.getByRole("status")).toContainText("예약 시간을 바꿨습니다.");
  expect(bookingsOf(lead.id)).toEqual([{ slot_start: second, party_size: 2, status: "confirmed" }]);
  const shots = process.env.RECORD_SHOTS_DIR;
  if (shots) await panel.screenshot({ path: `${shots}/record-lead-booking-${testInfo.project.name}.png` });

  await panel.getByRole("button", { name: "예약 취소" }).click();
  await expect(panel.getByRole("status")).toContainText("예약을 취소했습니다.");
  expect(bookingsOf(lead.id)).toEqual([{ slot_start: second, party_size: 2, status: "cancelled" }]);
});
