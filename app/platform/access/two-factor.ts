import type { StaffRole } from "./roles.ts";

/** ADMIN_2FA (app/lib/env.server.ts): who must sign in with a second factor. */
export type TwoFactorMode = "managers" | "all" | "off";

const REQUIRED_BY_MODE: Record<TwoFactorMode, readonly StaffRole[]> = {
  // Owners and managers hold every lead, export and account.
  managers: ["owner", "manager"],
  // Everyone who sees personal data; a marketer never does.
  all: ["owner", "manager", "counsellor"],
  // Local development and automated checks only.
  off: [],
};

/** Whether a staff member with `role` must have two-factor sign-in on under `mode`. */
export function isTwoFactorRequired(role: StaffRole, mode: TwoFactorMode): boolean {
  return REQUIRED_BY_MODE[mode].includes(role);
}

/** A TOTP code as typed: 6 digits, spaces and hyphens dropped. */
export function normalizeTotpCode(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** A backup code as typed (Better Auth's are `xxxxx-xxxxx`): spaces dropped, case kept, the hyphen put back. */
export function normalizeBackupCode(input: string): string {
  const code = input.replace(/\s/g, "");
  return /^[A-Za-z0-9]{10}$/.test(code) ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}
