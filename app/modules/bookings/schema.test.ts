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

test("control characters in the name or the page path are refused, in Korean", () => {
  for (const name of ["홍\u0000길동", "홍길동\u001b", "홍\r\n길동"]) {
    const result = parseBooking(formOf({ ...valid, name }));
    expect(result.success || result.fieldErrors.name, JSON.stringify(name)).toEqual([
      "사용할 수 없는 문자가 들어 있습니다.",
    ]);
  }
  const path = parseBooking(formOf({ ...valid, sourcePath: "/a\u0000b" }));
  expect(path.success).toBe(false);
});

function formOf(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}
