import { expect, test } from "vitest";
import { postedValues } from "./lead-form-values.ts";

test("keeps what the visitor typed and ticked, never the honeypot or the idempotency key", () => {
  const data = new FormData();
  data.set("form", "inquiry");
  data.set("name", "홍길동");
  data.set("phone", "010 1234 5678");
  data.set("message", "주말 방문 희망");
  data.set("privacyConsent", "on");
  data.set("homepage", "http://spam.example");
  data.set("idempotencyKey", "abcdefgh-1234");
  const values = postedValues(data);
  expect(values).toEqual({
    name: "홍길동",
    phone: "010 1234 5678",
    message: "주말 방문 희망",
    privacyConsent: true,
    marketingConsent: false,
  });
  expect(JSON.stringify(values)).not.toContain("spam");
  expect(JSON.stringify(values)).not.toContain("abcdefgh");
});

test("missing fields are empty and oversized ones are cut", () => {
  const data = new FormData();
  data.set("name", "가".repeat(500));
  const values = postedValues(data);
  expect(values.name).toHaveLength(200);
  expect(values.phone).toBe("");
  expect(values.message).toBe("");
  expect(values.privacyConsent).toBe(false);
});
