import { expect, test } from "vitest";
import { parseWalkIn } from "./schema.ts";

const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const valid = { name: "홍길동", phone: "01012345678", privacyConsent: "on", idempotencyKey: "abcdefgh-1234" };

test("a walk-in: the public forms' rules for name and phone, the number normalised, marketing optional", () => {
  expect(parseWalkIn(form(valid))).toEqual({
    success: true,
    data: {
      name: "홍길동",
      phone: "010-1234-5678",
      privacyConsent: true,
      marketingConsent: false,
      idempotencyKey: "abcdefgh-1234",
    },
  });
  expect(parseWalkIn(form({ ...valid, marketingConsent: "on" }))).toMatchObject({ data: { marketingConsent: true } });
});

test("hostile or missing input is refused with Korean messages on its field, nothing stored", () => {
  const errors = (fields: Record<string, string | Blob>) => {
    const parsed = parseWalkIn(form(fields));
    return parsed.success ? {} : parsed.fieldErrors;
  };
  const { privacyConsent: _, ...withoutConsent } = valid;
  expect(errors(withoutConsent)).toEqual({ privacyConsent: ["개인정보 수집·이용에 동의해 주세요."] });
  expect(errors({ ...valid, name: "" }).name?.[0]).toBe("이름을 입력해 주세요.");
  expect(errors({ ...valid, name: "가".repeat(51) }).name?.[0]).toMatch(/50자/);
  expect(errors({ ...valid, name: "홍\u0000길동" }).name?.[0]).toMatch(/[가-힣]/);
  expect(errors({ ...valid, name: "\u3164\u200b" }).name?.[0]).toMatch(/[가-힣]/);
  expect(errors({ ...valid, phone: "<script>alert(1)</script>" }).phone?.[0]).toMatch(/올바른 전화번호/);
  expect(errors({ ...valid, phone: "1".repeat(100_000) }).phone?.[0]).toMatch(/올바른 전화번호/);
  expect(errors({ ...valid, name: new Blob(["x"]) }).name?.[0]).toMatch(/[가-힣]/);
  // A forged or missing form key, or a forged consent value, is the form's error, not a field's.
  expect(errors({ ...valid, idempotencyKey: "'; drop table leads;--" })).toHaveProperty("form");
  expect(errors({ ...valid, idempotencyKey: "" })).toHaveProperty("form");
  expect(errors({ ...valid, marketingConsent: "yes please" })).toHaveProperty("form");
});

test("a script in the name is kept as text (React renders it inert), never refused as a name", () => {
  expect(parseWalkIn(form({ ...valid, name: "<b>홍</b>" }))).toMatchObject({ data: { name: "<b>홍</b>" } });
});
