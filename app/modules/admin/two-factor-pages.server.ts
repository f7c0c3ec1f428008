import { data } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { ADMIN_HEADERS } from "#app/platform/access/session.server.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import {
  confirmEnrolment,
  type Enrolment,
  enrolmentOf,
  isOtpAuthUri,
  listTwoFactorAccounts,
  regenerateBackupCodes,
  resetTwoFactor,
  startEnrolment,
  turnOffTwoFactor,
  twoFactorStatus,
} from "#app/platform/access/two-factor.server.ts";
import { twoFactorCopy } from "#app/platform/access/two-factor-copy.ts";

/** Everyone's own two-factor page; the one admin page open to an account that must enrol first. */
export async function twoFactorPage({ db, actor, role }: Staff) {
  return { status: await twoFactorStatus(db, actor), isOwner: role === "owner" };
}

export type TwoFactorAnswer =
  | { intent: "enrol"; enrolment: Enrolment; message?: string }
  | { intent: "backup-codes"; backupCodes: string[] }
  | { intent: "disabled" }
  | { intent: "error"; message: string };

/**
 * `start` (password): a new secret and its QR code; `confirm` (the first code): two-factor sign-in
 * on and the backup codes shown once; `regenerate` (password): new backup codes; `disable`
 * (password): off, where the role may go without it.
 */
export async function twoFactorAction({ db, actor: admin, clientAddress }: Staff, request: Request) {
  const formData = await readFormData(request);
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const answer = (body: TwoFactorAnswer, status = 200, headers?: Headers) => {
    const all = new Headers(headers);
    for (const [name, value] of Object.entries(ADMIN_HEADERS)) all.set(name, value);
    return data(body, { status, headers: all });
  };
  switch (text("intent")) {
    case "start": {
      const result = await startEnrolment(request, text("password"));
      if (!result.ok) return answer({ intent: "error", message: result.message }, result.status);
      return answer({
        intent: "enrol",
        enrolment: { uri: result.uri, secret: result.secret, qrImage: result.qrImage },
      });
    }
    case "confirm": {
      const result = await confirmEnrolment(db, request, admin, text("code"), clientAddress);
      if (result.ok) return answer({ intent: "backup-codes", backupCodes: result.backupCodes }, 200, result.headers);
      // The QR code again from the form's own URI (the person's own secret, already on their screen).
      const uri = text("uri");
      if (!isOtpAuthUri(uri)) return answer({ intent: "error", message: twoFactorCopy.errors.restartEnrolment }, 400);
      return answer({ intent: "enrol", enrolment: await enrolmentOf(uri), message: result.message }, result.status);
    }
    case "regenerate": {
      const result = await regenerateBackupCodes(db, request, admin, text("password"), clientAddress);
      if (!result.ok) return answer({ intent: "error", message: result.message }, result.status);
      return answer({ intent: "backup-codes", backupCodes: result.backupCodes });
    }
    case "disable": {
      const result = await turnOffTwoFactor(db, request, admin, text("password"), clientAddress);
      if (!result.ok) return answer({ intent: "error", message: result.message }, result.status);
      return answer({ intent: "disabled" }, 200, result.headers);
    }
    default:
      return answer({ intent: "error", message: twoFactorCopy.errors.generic }, 400);
  }
}

/** Owner only (also checked in `resetTwoFactor`): a lost device's two-factor sign-in is reset here. */
function ownerOnly(role: string) {
  if (role !== "owner") {
    throw data({ error: twoFactorCopy.errors.ownerOnly }, { status: 403, headers: ADMIN_HEADERS });
  }
}

export async function twoFactorResetPage({ db, actor, role }: Staff) {
  ownerOnly(role);
  return { accounts: await listTwoFactorAccounts(db), selfId: actor.id };
}

export async function twoFactorResetAction({ db, actor, role, clientAddress }: Staff, request: Request) {
  ownerOnly(role);
  const formData = await readFormData(request);
  const userId = formData.get("userId");
  const result = await resetTwoFactor(db, actor, typeof userId === "string" ? userId : "", clientAddress);
  if (!result.ok)
    return data({ ok: false, message: result.message }, { status: result.status, headers: ADMIN_HEADERS });
  return data({ ok: true, message: twoFactorCopy.reset.done }, { headers: ADMIN_HEADERS });
}
