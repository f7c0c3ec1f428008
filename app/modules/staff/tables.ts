/** The staff feature's tables (see app/db/schema.ts for the rule). */
declare module "#app/db/schema.ts" {
  interface Database {
    staff_profiles: StaffProfileTable;
    staff_invites: StaffInviteTable;
    staff_phone_verifications: StaffPhoneVerificationTable;
    /** Better Auth's sign-in methods: read here only to tell whether a person has set a password. */
    account: AuthAccountTable;
  }
}

/** What Better Auth's user table does not keep: the number an invitation is texted to. */
export type StaffProfileTable = {
  user_id: string;
  /** Normalised (010-1234-5678); shown masked in lists. */
  phone: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
};

/** A one-time link to set one's password: valid 24 hours, once; only the token's SHA-256 is kept. */
export type StaffInviteTable = {
  id: string;
  user_id: string;
  token_hash: string;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** Set when a newer link replaced it (or the account was deactivated). */
  revoked_at: string | null;
};

export type AuthAccountTable = { id: string; userId: string; providerId: string };

/** A new number a person set for themselves, waiting for the code texted to it: 10 minutes, 5 tries. */
export type StaffPhoneVerificationTable = {
  id: string;
  user_id: string;
  phone: string;
  /** SHA-256 of the id and the code (the code itself is never stored here; its text is redacted once used). */
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
};
