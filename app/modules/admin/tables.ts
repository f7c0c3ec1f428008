import type { StaffRole } from "./roles.ts";

/** Better Auth's tables: written by Better Auth; we only read and clean them up. */
declare module "#app/db/schema.ts" {
  interface Database {
    user: AuthUserTable;
    session: AuthSessionTable;
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
