import { expect, test } from "vitest";
import { firstInvalidField, pagePath, stateFromActionData, unplacedErrors } from "./lead-form-state.ts";

test("the first invalid field follows the form's order, among the fields it shows", () => {
  const errors = { privacyConsent: ["동의"], phone: ["연락처"], email: ["이메일"] };
  expect(firstInvalidField(errors, ["name", "phone", "privacyConsent"])).toBe("phone");
  expect(firstInvalidField({ privacyConsent: ["동의"] }, ["name", "phone", "privacyConsent"])).toBe("privacyConsent");
  expect(firstInvalidField({ email: ["이메일"] }, ["name", "phone"])).toBeNull();
  expect(firstInvalidField({}, ["name"])).toBeNull();
});

test("errors no shown field can hold appear once, above the button", () => {
  const errors = {
    name: ["이름을 입력해 주세요."],
    email: ["올바른 이메일 주소를 입력해 주세요."],
    form: ["잘못된 요청입니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.", "올바른 이메일 주소를 입력해 주세요."],
  };
  expect(unplacedErrors(errors, ["name", "phone"])).toEqual([
    "올바른 이메일 주소를 입력해 주세요.",
    "잘못된 요청입니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.",
  ]);
});

test("a page starts idle, or in the state its no-JavaScript post came back with", () => {
  expect(stateFromActionData(undefined)).toEqual({ status: "idle", fieldErrors: {} });
  expect(stateFromActionData({ result: { status: "success" }, values: null, idempotencyKey: "k".repeat(36) })).toEqual({
    status: "success",
    fieldErrors: {},
  });
  expect(
    stateFromActionData({
      result: { status: "invalid", fieldErrors: { phone: ["연락처를 입력해 주세요."] } },
      values: null,
      idempotencyKey: "k".repeat(36),
    }),
  ).toEqual({ status: "invalid", fieldErrors: { phone: ["연락처를 입력해 주세요."] } });
  expect(stateFromActionData({ result: { status: "failed" }, values: null, idempotencyKey: "k".repeat(36) })).toEqual({
    status: "failed",
    fieldErrors: {},
  });
});

test("the page path drops the trailing slash prerendering adds", () => {
  expect(pagePath("/Promotion/Customer/")).toBe("/Promotion/Customer");
  expect(pagePath("/Promotion/Customer")).toBe("/Promotion/Customer");
  expect(pagePath("/")).toBe("/");
});
