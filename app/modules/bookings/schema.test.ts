import { expect, test } from "vitest";
import { BookingSchema, parseBooking } from "./schema.ts";

const valid = {
  name: "홍길동",
  phone: "010-1234-5678",
  privacyConsent: "on",
  slot: "2026-11-28T05:00:00.000Z",
  partySize: "2",
};

test("the booking form follows the lead forms' name rule: no invisible names, no bidi controls", () => {
  for (const name of ["\u200B\u200B", "\u202E", "\u2066\u2069"]) {
    const result = BookingSchema.safeParse({ ...valid, name });
    expect(result.success, JSON.stringify(name)).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["이름을 입력해 주세요."]);
  }
  const result = BookingSchema.safeParse({ ...valid, name: "\u202E홍길동\u2069" });
  expect(result.success && result.data.name).toBe("홍길동");
});

test("a booking needs a mobile number (the texts go to it); landlines and 070 get a clear Korean message", () => {
  for (const phone of ["02-123-4567", "031-555-1234", "070-1234-5678", "1588-1234"]) {
    const result = BookingSchema.safeParse({ ...valid, phone });
    expect(result.success, phone).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "휴대전화 번호(010 등)를 입력해 주세요. 예약 문자를 받을 번호가 필요합니다.",
    ]);
  }
  for (const phone of [
    "010-1234-5678",
    "011-123-4567",
    "016-1234-5678",
    "017-123-4567",
    "018-123-4567",
    "019-1234-5678",
  ]) {
    expect(BookingSchema.safeParse({ ...valid, phone }).success, phone).toBe(true);
  }
});

test("control characters in the name or the page path are refused, in Korean", () => {
  for (const name of ["홍\u0000길동", "홍길동\u001b", "홍\r\n길동"]) {
    const result = parseBooking(formOf({ ...valid, name }), 4);
    expect(result.success || result.fieldErrors.name, JSON.stringify(name)).toEqual([
      "사용할 수 없는 문자가 들어 있습니다.",
    ]);
  }
  const path = parseBooking(formOf({ ...valid, sourcePath: "/a\u0000b" }), 4);
  expect(path.success).toBe(false);
});

function formOf(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

test("an empty submit names every missing field in Korean (the page shows each at its field)", () => {
  const form = new FormData();
  form.set("slot", valid.slot);
  form.set("partySize", "1");
  form.set("name", "");
  form.set("phone", "");
  const parsed = parseBooking(form, 6);
  expect(parsed.success).toBe(false);
  if (parsed.success) return;
  expect(parsed.fieldErrors).toEqual({
    name: ["이름을 입력해 주세요."],
    phone: ["연락처를 입력해 주세요."],
    privacyConsent: ["개인정보 수집·이용에 동의해 주세요."],
  });
});
