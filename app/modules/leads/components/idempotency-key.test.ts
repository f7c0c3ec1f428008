import { expect, test } from "vitest";
import { newIdempotencyKey } from "./idempotency-key.ts";

/** The lead schema's rule for the key. */
const KEY_RULE = /^[A-Za-z0-9_-]{8,64}$/;

test("uses crypto.randomUUID where the browser offers it", () => {
  const key = newIdempotencyKey();
  expect(key).toMatch(KEY_RULE);
  expect(key).not.toBe(newIdempotencyKey());
});

test("falls back to getRandomValues outside secure contexts (plain HTTP)", () => {
  const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
  const key = newIdempotencyKey(insecure);
  expect(key).toMatch(KEY_RULE);
  expect(key).toHaveLength(32);
  expect(key).not.toBe(newIdempotencyKey(insecure));
});
