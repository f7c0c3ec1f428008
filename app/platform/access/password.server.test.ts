import { expect, test } from "vitest";
import { hashPassword, verifyPassword } from "./password.server.ts";

test("a hash uses OWASP's scrypt cost, a fresh salt, and verifies only the same password", async () => {
  const password = "정확한-비밀번호-2026";
  const hash = await hashPassword(password);
  expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
  expect(await hashPassword(password)).not.toBe(hash);
  expect(await verifyPassword({ hash, password })).toBe(true);
  expect(await verifyPassword({ hash, password: "정확한-비밀번호-2027" })).toBe(false);
  expect(await verifyPassword({ hash: "not-a-hash", password })).toBe(false);
});
