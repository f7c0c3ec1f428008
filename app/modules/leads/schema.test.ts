import { expect, test } from "vitest";
import { parseLead } from "./schema.ts";

const valid = { form: "visit", name: " 홍길동 ", phone: "+82 10 1234 5678", privacyConsent: "on" };

test("a valid visit form is trimmed and the phone normalised", () => {
  const result = parseLead({ ...valid, message: "  " });
  expect(result).toEqual({
    success: true,
    data: expect.objectContaining({
      form: "visit",
      name: "홍길동",
      phone: "010-1234-5678",
      privacyConsent: true,
      marketingConsent: false,
      message: undefined,
    }),
  });
});

test("FormData from a browser parses the same way", () => {
  const formData = new FormData();
  for (const [key, value] of Object.entries({ ...valid, marketingConsent: "on", message: "84A 문의" })) {
    formData.set(key, value);
  }
  const result = parseLead(formData);
  expect(result.success && result.data).toMatchObject({ marketingConsent: true, message: "84A 문의" });
});

test("the interest popup carries empty email and visitDate", () => {
  const result = parseLead({ ...valid, form: "interest", email: "", visitDate: "" });
  expect(result.success && result.data).toMatchObject({ form: "interest", email: undefined, visitDate: undefined });
});

test("Korean field errors for each broken rule", () => {
  const result = parseLead({
    form: "inquiry",
    name: "   ",
    phone: "12345",
    message: "가".repeat(1001),
  });
  expect(result).toEqual({
    success: false,
    fieldErrors: {
      name: ["이름을 입력해 주세요."],
      phone: ["올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)"],
      message: ["문의 내용은 1,000자 이내로 입력해 주세요."],
      privacyConsent: ["개인정보 수집·이용에 동의해 주세요."],
    },
  });
});

test("a name of 51 characters is too long; 50 is fine", () => {
  expect(parseLead({ ...valid, name: "가".repeat(51) })).toMatchObject({
    success: false,
    fieldErrors: { name: ["이름은 50자 이내로 입력해 주세요."] },
  });
  expect(parseLead({ ...valid, name: "가".repeat(50) }).success).toBe(true);
});

test("a bad email on the popup is reported on the email field", () => {
  expect(parseLead({ ...valid, form: "interest", email: "not-an-email" })).toMatchObject({
    success: false,
    fieldErrors: { email: ["올바른 이메일 주소를 입력해 주세요."] },
  });
});

test("an unknown form kind or a forged hidden field is a request error, not a field error", () => {
  expect(parseLead({ ...valid, form: "survey" })).toMatchObject({
    success: false,
    fieldErrors: { form: [expect.any(String)] },
  });
  expect(parseLead({ ...valid, idempotencyKey: "<script>" })).toMatchObject({
    success: false,
    fieldErrors: { form: [expect.any(String)] },
  });
});

test("every field error is Korean, even where zod has only English words", () => {
  const cases: Array<Record<string, unknown>> = [
    { ...valid, privacyConsent: "1" },
    { ...valid, marketingConsent: "yes" },
    { ...valid, form: "interest", email: `${"a".repeat(250)}@example.com` },
    { ...valid, message: new File(["x"], "x.txt") },
    { ...valid, name: new File(["x"], "x.txt") },
    { ...valid, phone: 42 },
  ];
  for (const input of cases) {
    const result = parseLead(input);
    expect(result.success).toBe(false);
    const messages = result.success ? [] : Object.values(result.fieldErrors).flat();
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message, JSON.stringify(input)).toMatch(/[가-힣]/);
  }
});

test("a name with no visible letter is refused in Korean; bidi controls are stripped from names", () => {
  for (const name of ["\u200B\u200B\u200B", "\u202E", "\u2066\u2069", "\u200B \u202E \u00A0"]) {
    const result = parseLead({ ...valid, name });
    expect(result.success, JSON.stringify(name)).toBe(false);
    if (!result.success) expect(result.fieldErrors.name).toEqual(["이름을 입력해 주세요."]);
  }
  const digits = parseLead({ ...valid, name: "-2-3" });
  expect(digits.success || digits.fieldErrors.name).toEqual(["이름은 글자로 입력해 주세요."]);
  const result = parseLead({ ...valid, name: "\u202E홍길\u2066동\u2069\u200F" });
  expect(result.success && result.data.name).toBe("홍길동");
  const message = parseLead({ ...valid, form: "inquiry", message: "\u202E문의\u2066합니다" });
  expect(message.success && message.data).toMatchObject({ message: "문의합니다" });
});

test("control characters (NUL, ESC, CR/LF, DEL) are refused in every typed field, in Korean", () => {
  const refused = "사용할 수 없는 문자가 들어 있습니다.";
  for (const name of ["홍\u0000길동", "홍길동\u001b[31m", "홍길\r\n동", "홍\t길동", "홍길동\u007f", "홍\u0085길동"]) {
    const result = parseLead({ ...valid, name });
    expect(result.success || result.fieldErrors.name, JSON.stringify(name)).toEqual([refused]);
  }
  const date = parseLead({ ...valid, form: "interest", visitDate: "12월\u00005일" });
  expect(date.success || date.fieldErrors.visitDate).toEqual([refused]);
  const message = parseLead({ ...valid, form: "inquiry", message: "문의\u0000합니다" });
  expect(message.success || message.fieldErrors.message).toEqual([refused]);
  // A message keeps its line breaks and tabs.
  const lines = parseLead({ ...valid, form: "inquiry", message: "첫 줄\r\n둘째\t줄" });
  expect(lines.success && lines.data).toMatchObject({ message: "첫 줄\r\n둘째\t줄" });
  // A hidden field with a control character is a broken request, not a stored path.
  for (const sourcePath of ["/a\u0000b", "/a\u001bb", "/\u0085"]) {
    const result = parseLead({ ...valid, sourcePath });
    expect(result.success || result.fieldErrors.form, JSON.stringify(sourcePath)).toEqual([
      "잘못된 요청입니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.",
    ]);
  }
});
