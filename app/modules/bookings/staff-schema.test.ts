import { expect, test } from "vitest";
import { parseStaffBooking } from "./staff-schema.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const valid = {
  name: "전화손님",
  phone: "01012345678",
  partySize: "2",
  slot: "2026-11-25T05:00:00.000Z",
  note: "유모차 동반",
  privacyConsent: "on",
  idempotencyKey: "0b7c4a8e-6d0f-4a43-9a52-2f1f8f5f0c11",
};

test("a staff booking reads name, normalised phone, party, slot and note", () => {
  const parsed = parseStaffBooking(form(valid), 4);
  expect(parsed).toEqual({
    success: true,
    data: { ...valid, phone: "010-1234-5678", partySize: 2 },
  });
  const noNote = parseStaffBooking(form({ ...valid, note: "  " }), 4);
  expect(noNote.success && noNote.data.note).toBe(null);
});

test("the staff confirm the visitor's consent; bad input gets a Korean message per field", () => {
  const { privacyConsent: _, ...withoutConsent } = valid;
  const parsed = parseStaffBooking(
    form({ ...withoutConsent, partySize: "5", note: "메모\u0000", phone: "12", slot: "내일" }),
    4,
  );
  expect(parsed.success).toBe(false);
  if (parsed.success) return;
  // The phone's wording belongs to the lead forms' schema (leads/schema.ts).
  expect(parsed.fieldErrors.phone).toMatch(/전화번호/);
  expect(parsed.fieldErrors).toEqual({
    phone: expect.any(String),
    partySize: "방문 인원은 4명까지 예약할 수 있습니다.",
    slot: "방문 시간을 골라 주세요.",
    note: "메모에 쓸 수 없는 문자가 있습니다.",
    privacyConsent: "방문자에게 개인정보 수집·이용 동의를 받았는지 확인하고 표시해 주세요.",
  });
  // A caller's landline gets no text: staff bookings need a mobile number too.
  const landline = parseStaffBooking(form({ ...valid, phone: "02-123-4567" }), 4);
  expect(landline.success || landline.fieldErrors.phone).toBe(
    "휴대전화 번호(010 등)를 입력해 주세요. 예약 문자를 받을 번호가 필요합니다.",
  );
  // The party limit is the schedule's, read at request time.
  expect(parseStaffBooking(form({ ...valid, partySize: "6" }), 6).success).toBe(true);
});
