import { expect, test } from "vitest";
import { z } from "zod";
import { FALLBACK_MESSAGE, firstFieldErrors, koreanFieldErrors, REQUEST_ERROR_MESSAGE } from "./field-errors.ts";

const Schema = z.object({
  name: z
    .string()
    .min(1, "이름을 입력해 주세요.")
    .max(3, "이름이 너무 깁니다.")
    .regex(/^\p{L}*$/u, "이름을 입력해 주세요."),
  phone: z.string(),
  token: z.string().regex(/^[a-z]+$/),
  kind: z.literal("visit"),
});
const FIELDS = ["name", "phone"] as const;

function errorOf(input: unknown) {
  const parsed = Schema.safeParse(input);
  if (parsed.success) throw new Error("expected a refusal");
  return parsed.error;
}

test("each visible field gets its Korean messages once, in zod's order; zod's English becomes the fallback", () => {
  const errors = koreanFieldErrors(errorOf({ name: "12345", phone: 7, token: "abc", kind: "visit" }), FIELDS);
  expect(errors).toEqual({ name: ["이름이 너무 깁니다.", "이름을 입력해 주세요."], phone: [FALLBACK_MESSAGE] });
  expect(koreanFieldErrors(errorOf({ name: "", phone: "1", token: "a", kind: "visit" }), FIELDS)).toEqual({
    name: ["이름을 입력해 주세요."],
  });
});

test("what no visible field can show is one request error on the form, in its place among the fields", () => {
  const errors = koreanFieldErrors(errorOf({ name: "12345", phone: "1", token: "A", kind: "forged" }), FIELDS);
  expect(errors).toEqual({ name: expect.any(Array), form: [REQUEST_ERROR_MESSAGE] });
  expect(Object.keys(errors)).toEqual(["name", "form"]);
  expect(Object.keys(koreanFieldErrors(errorOf({ token: "A", name: "" }), FIELDS))).toEqual(["name", "phone", "form"]);
  // Not an object at all: the form's error, and a form may give its own words.
  expect(koreanFieldErrors(errorOf("name=x"), FIELDS, "다시 시도해 주세요.")).toEqual({
    form: ["다시 시도해 주세요."],
  });
});

test("a form that shows one message per field takes the first", () => {
  expect(firstFieldErrors({ name: ["첫째", "둘째"], phone: [], form: ["요청"] })).toEqual({
    name: "첫째",
    form: "요청",
  });
});
