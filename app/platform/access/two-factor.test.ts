import { expect, test } from "vitest";
import { STAFF_ROLES } from "./roles.ts";
import { isTwoFactorRequired, normalizeBackupCode, normalizeTotpCode } from "./two-factor.ts";

test("ADMIN_2FA: managers (default) requires owners and managers, all adds counsellors, off no one", () => {
  const required = (mode: "managers" | "all" | "off") => STAFF_ROLES.filter((role) => isTwoFactorRequired(role, mode));
  expect(required("managers")).toEqual(["owner", "manager"]);
  expect(required("all")).toEqual(["owner", "manager", "counsellor"]);
  expect(required("off")).toEqual([]);
});

test("codes as typed: spaces and hyphens out of a TOTP code, a backup code given its hyphen back", () => {
  expect(normalizeTotpCode(" 123 456 ")).toBe("123456");
  expect(normalizeTotpCode("123-456")).toBe("123456");
  expect(normalizeBackupCode(" AbCde-12345 ")).toBe("AbCde-12345");
  expect(normalizeBackupCode("AbCde12345")).toBe("AbCde-12345");
});
