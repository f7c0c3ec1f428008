import { expect, test } from "vitest";
import { dataRequestsCopy as copy } from "./copy.ts";
import { EraseSchema, ExportSchema, formFields, SearchSchema } from "./schema.ts";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

test("a phone number is found however it is typed, and stored as every form stores it", () => {
  for (const typed of ["01023456789", "010-2345-6789", " 010 2345 6789 ", "+82 10-2345-6789"]) {
    expect(SearchSchema.parse({ phone: typed })).toEqual({ phone: "010-2345-6789" });
  }
});

test("hostile or broken numbers are refused in Korean", () => {
  const cases: unknown[] = [
    undefined,
    "",
    "   ",
    "010-2345-678",
    "<script>alert(1)</script>",
    "010-2345-6789\u0000",
    "010\u202e2345-6789",
    `010-2345-6789${" ".repeat(40)}1`,
    "0".repeat(100_000),
    12345678,
    ["010-2345-6789"],
    { phone: "010-2345-6789" },
  ];
  for (const phone of cases) {
    const result = SearchSchema.safeParse({ phone });
    expect(result.success, String(phone).slice(0, 40)).toBe(false);
    for (const message of messages(result)) expect(message).toMatch(/[가-힣]/);
  }
});

test("an export needs a reason of 2 to 200 characters without control characters", () => {
  const base = { phone: "010-2345-6789", requestId: "6f1c2b8e-3a4d-4e5f-8a9b-0c1d2e3f4a5b" };
  expect(ExportSchema.parse({ ...base, reason: " 본인 열람 요구 " })).toEqual({ ...base, reason: "본인 열람 요구" });
  expect(messages(ExportSchema.safeParse({ ...base }))).toEqual([copy.export.reasonRequired]);
  expect(messages(ExportSchema.safeParse({ ...base, reason: "a" }))).toEqual([copy.export.reasonRequired]);
  expect(messages(ExportSchema.safeParse({ ...base, reason: "가".repeat(201) }))).toEqual([copy.reasonTooLong(200)]);
  expect(messages(ExportSchema.safeParse({ ...base, reason: "사유\u001b[2J" }))).toEqual([copy.control]);
  // A forged request number is not refused: a new one is used (it only ties the log entries together).
  expect(ExportSchema.parse({ ...base, reason: "사유", requestId: "<img src=x>" }).requestId).toBeUndefined();
});

test("an erase needs the same number typed again and a reason", () => {
  const base = { phone: "010-2345-6789", reason: "본인 삭제 요구" };
  expect(EraseSchema.parse({ ...base, confirmPhone: "01023456789" })).toMatchObject({ phone: "010-2345-6789" });
  for (const confirmPhone of [undefined, "", "010-2345-6788", "x".repeat(31)]) {
    // (A too long one fails twice with the same words; the form shows each message once.)
    expect(new Set(messages(EraseSchema.safeParse({ ...base, confirmPhone })))).toEqual(
      new Set([copy.erase.confirmMismatch]),
    );
  }
  expect(messages(EraseSchema.safeParse({ ...base, confirmPhone: base.phone, reason: "" }))).toEqual([
    copy.erase.reasonRequired,
  ]);
});

test("a form's fields are read as strings only (a file is no phone number)", () => {
  const form = new FormData();
  form.set("phone", new File(["010-2345-6789"], "phone.txt"));
  form.set("reason", "사유");
  expect(formFields(form, ["phone", "reason", "missing"])).toEqual({
    phone: undefined,
    reason: "사유",
    missing: undefined,
  });
});
