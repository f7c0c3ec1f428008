import type { SiteIdColumn } from "#app/platform/sites/site.ts";
import type { StaffRole } from "./roles.ts";

/** Better Auth's tables: written by Better Auth; we only read and clean them up. */
declare module "#app/db/schema.ts" {
  interface Database {
    user: AuthUserTable;
    session: AuthSessionTable;
    twoFactor: AuthTwoFactorTable;
    site_staff: SiteStaffTable;
  }
}

/** Better Auth stores times as ISO text in SQLite and timestamptz (Date) in PostgreSQL. */
type AuthTime = string | Date;

export type AuthUserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  image: string | null;
  createdAt: AuthTime;
  updatedAt: AuthTime;
  /** The staff role (roles.ts); Better Auth's admin plugin column. */
  role: StaffRole;
  /** A deactivated account (the admin plugin's ban): it cannot sign in and its sessions end. */
  banned: number | boolean | null;
  banReason: string | null;
  banExpires: AuthTime | null;
  /** Two-factor sign-in is on (Better Auth's twoFactor plugin sets it once the first code is confirmed). */
  twoFactorEnabled: number | boolean | null;
};

export type AuthSessionTable = {
  id: string;
  expiresAt: AuthTime;
  token: string;
  createdAt: AuthTime;
  updatedAt: AuthTime;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
};

/** Better Auth's twoFactor plugin: one row per account, the secret and backup codes encrypted with the auth secret. */
export type AuthTwoFactorTable = {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  /** False while the enrolment waits for its first code. */
  verified: number | boolean | null;
  failedVerificationCount: number | null;
  lockedUntil: AuthTime | null;
  /** The time step of the last authenticator code that signed in (each code is used once). */
  lastUsedStep: number | string | bigint | null;
};

/**
 * A manager's, counsellor's or marketer's role in one complex (a complex-owned table): a person
 * works for the complexes they are members of. An owner (`user.role = 'owner'`) is the agency's and
 * works for every complex without a row.
 */
export type SiteStaffTable = {
  site_id: SiteIdColumn;
  user_id: string;
  role: Exclude<StaffRole, "owner">;
  created_at: string;
};
