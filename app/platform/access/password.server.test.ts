import { afterEach, expect, test, vi } from "vitest";
import { CHEAP_HASH_FOR_TESTS, hashCost, hashPassword, verifyPassword } from "./password.server.ts";

afterEach(() => {
  vi.unstubAllEnvs();
});

test("a hash uses OWASP's scrypt cost, a fresh salt, and verifies only the same password", async () => {
  // The runners' cheap setting off: what production hashes with.
  vi.stubEnv(CHEAP_HASH_FOR_TESTS, undefined);
  const password = "정확한-비밀번호-2026";
  const hash = await hashPassword(password);
  expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
  expect(await hashPassword(password)).not.toBe(hash);
  expect(await verifyPassword({ hash, password })).toBe(true);
  expect(await verifyPassword({ hash, password: "정확한-비밀번호-2027" })).toBe(false);
  expect(await verifyPassword({ hash: "not-a-hash", password })).toBe(false);
});

test("the cheap cost only when a test runner sets the setting to exactly 1; its hashes verify like any other", async () => {
  expect(hashCost({})).toEqual({ log2N: 17, r: 8, p: 1 });
  expect(hashCost({ [CHEAP_HASH_FOR_TESTS]: "true" })).toEqual({ log2N: 17, r: 8, p: 1 });
  expect(hashCost({ [CHEAP_HASH_FOR_TESTS]: "0" })).toEqual({ log2N: 17, r: 8, p: 1 });
  expect(hashCost({ [CHEAP_HASH_FOR_TESTS]: "1" })).toEqual({ log2N: 10, r: 8, p: 1 });
  vi.stubEnv(CHEAP_HASH_FOR_TESTS, "1");
  const hash = await hashPassword("테스트-비밀번호-2026");
  expect(hash).toMatch(/^scrypt\$10\$8\$1\$/);
  expect(await verifyPassword({ hash, password: "테스트-비밀번호-2026" })).toBe(true);
});
