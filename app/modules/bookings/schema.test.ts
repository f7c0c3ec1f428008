import { expect, test } from "vitest";
import { BookingSchema } from "./schema.ts";

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
