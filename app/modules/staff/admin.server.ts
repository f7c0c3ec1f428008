import type { Kysely } from "kysely";
import { data, href, redirect } from "react-router";
import type { Database } from "#app/db/schema.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "#app/lib/origin.server.ts";
import { postedText } from "#app/lib/posted-text.ts";
import { ADMIN_PASSWORD_MIN } from "#app/platform/access/auth.server.ts";
import { ADMIN_HEADERS } from "#app/platform/access/session.server.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { notAllowedCopy } from "#app/platform/admin-ui/copy.ts";
import { textingEnabled } from "#app/platform/messaging/texting.server.ts";
import type { FeatureServer } from "../feature-server.ts";
import { inviteMessage, inviteTexting, staffCopy } from "./admin-copy.ts";
import { acceptInvite, type InviteRefusal, readInvite } from "./invites.server.ts";
import { manageableRoles, mayManage } from "./permissions.ts";
import {
  confirmOwnPhoneChange,
  ownPhone,
  pendingPhoneChange,
  setStaffPhone,
  startOwnPhoneChange,
} from "./phone.server.ts";
import { StaffFields } from "./schema.ts";
import { currentSessionId, listSessions, revokeSessions } from "./sessions.server.ts";
import {
  changeRole,
  createStaff,
  deactivateStaff,
  getStaffMember,
  listStaff,
  reactivateStaff,
  removeFromComplex,
  resendInvite,
} from "./staff.server.ts";

const BAD_REQUEST = "잘못된 요청입니다.";
type Outcome = { ok: true } | { ok: false; status: number; message: string };

/** 직원 관리: every account, the roles this person may give, and whether invitations can be texted. */
export async function staffListPage({ db, role }: Staff) {
  return {
    staff: await listStaff(db),
    roles: manageableRoles(role),
    isOwner: role === "owner",
    texting: textingEnabled(),
  };
}

/** Adds an account and its first invitation; the link is in this answer only. */
export async function staffListAction({ db, actor, clientAddress }: Staff, request: Request) {
  const form = await readFormData(request);
  const input = Object.fromEntries(StaffFields.map((key) => [key, form.get(key) ?? undefined]));
  const result = await createStaff(db, actor, input, clientAddress);
  if (!result.ok) {
    const values = Object.fromEntries(
      Object.entries(input).map(([key, value]) => [key, typeof value === "string" ? value.slice(0, 254) : ""]),
    );
    return data(
      { ok: false as const, message: result.message, errors: "errors" in result ? result.errors : undefined, values },
      { status: result.status, headers: ADMIN_HEADERS },
    );
  }
  if ("joined" in result) {
    return data(
      { ok: true as const, link: null, message: staffCopy.joined, userId: result.userId },
      { headers: ADMIN_HEADERS },
    );
  }
  return data(
    {
      ok: true as const,
      link: result.link,
      message: inviteMessage("created", inviteTexting(result.texted, textingEnabled())),
      userId: result.userId,
    },
    { headers: ADMIN_HEADERS },
  );
}

/** One account: 404 when unknown, an explained 403 beyond this role's reach. */
export async function staffMemberPage({ db, actor, role }: Staff, request: Request, id: string) {
  const member = await getStaffMember(db, id);
  if (!member) throw data({ error: staffCopy.errors.noSuchAccount }, { status: 404, headers: ADMIN_HEADERS });
  if (!mayManage(role, member.role)) {
    // Explained, or the error screen's generic 403 reads as a cross-site refusal.
    const explained = {
      title: notAllowedCopy.title,
      text: staffCopy.errors.notAllowedRole,
      actionHref: href("/admin/staff"),
      actionLabel: staffCopy.member.back,
    };
    throw data({ error: staffCopy.errors.notAllowedRole, explained }, { status: 403, headers: ADMIN_HEADERS });
  }
  // The owner sees and ends anyone's sessions; a manager manages the account only.
  const sessions = role === "owner" ? await listSessions(db, member.id, await currentSessionId(request)) : null;
  return { member, sessions, roles: manageableRoles(role), self: member.id === actor.id, isOwner: role === "owner" };
}

function memberAnswer(result: Outcome, done: string, link?: string) {
  return result.ok
    ? data({ ok: true as const, message: done, link }, { headers: ADMIN_HEADERS })
    : data(
        { ok: false as const, message: result.message, link: undefined },
        { status: result.status, headers: ADMIN_HEADERS },
      );
}

/** `features`: each one's `onStaffDeactivated` lets go of what a deactivated person held. */
export async function staffMemberAction(
  { db, actor, clientAddress }: Staff,
  request: Request,
  id: string,
  features: readonly FeatureServer[],
) {
  const form = await readFormData(request);
  const copy = staffCopy.member;
  switch (form.get("intent")) {
    case "role":
      return memberAnswer(await changeRole(db, actor, id, { role: form.get("role") }, clientAddress), copy.roleChanged);
    case "deactivate": {
      const hooks = features.flatMap((feature) => (feature.onStaffDeactivated ? [feature.onStaffDeactivated] : []));
      const result = await deactivateStaff(db, actor, id, hooks, clientAddress);
      return memberAnswer(result, result.ok ? copy.deactivated(result.sessions) : "");
    }
    case "leave": {
      const hooks = features.flatMap((feature) => (feature.onStaffDeactivated ? [feature.onStaffDeactivated] : []));
      const result = await removeFromComplex(db, actor, id, hooks, clientAddress);
      if (result.ok) throw redirect(href("/admin/staff"), { headers: ADMIN_HEADERS });
      return memberAnswer(result, "");
    }
    case "phone": {
      const result = await setStaffPhone(db, actor, id, { phone: postedText(form, "phone", 30) }, clientAddress);
      return memberAnswer(result, staffCopy.phone.saved);
    }
    case "reactivate":
      return memberAnswer(await reactivateStaff(db, actor, id, clientAddress), copy.reactivated);
    case "resend": {
      const result = await resendInvite(db, actor, id, clientAddress);
      return result.ok
        ? memberAnswer(result, inviteMessage("resent", inviteTexting(result.texted, textingEnabled())), result.link)
        : memberAnswer(result, "");
    }
    case "revoke-session": {
      const sessionId = form.get("sessionId");
      const which = { sessionId: typeof sessionId === "string" ? sessionId : "" };
      return memberAnswer(await revokeSessions(db, actor, id, which, clientAddress), staffCopy.sessions.ended);
    }
    case "revoke-all": {
      const except = await currentSessionId(request);
      const result = await revokeSessions(db, actor, id, { except }, clientAddress);
      return memberAnswer(result, result.ok ? staffCopy.sessions.endedOthers(result.count) : "");
    }
    default:
      return data(
        { ok: false as const, message: BAD_REQUEST, link: undefined },
        { status: 400, headers: ADMIN_HEADERS },
      );
  }
}

/** 내 정보: every role sees its own account and sets its own phone number. */
export async function accountPage({ db, actor }: Staff) {
  return {
    name: actor.name,
    email: actor.email,
    role: actor.role,
    phone: await ownPhone(db, actor.id),
    pending: await pendingPhoneChange(db, actor.id),
  };
}

type AccountAnswer = { ok: boolean; message: string; phone?: string };

export async function accountAction({ db, actor, clientAddress }: Staff, request: Request) {
  const form = await readFormData(request);
  const answer = (status: number, body: AccountAnswer) => data(body, { status, headers: ADMIN_HEADERS });
  const phoneCopy = staffCopy.phone;
  const intent = form.get("intent");
  if (intent === "phone") {
    const typed = postedText(form, "phone", 30);
    const result = await startOwnPhoneChange(db, actor, { phone: typed }, clientAddress, { texting: textingEnabled() });
    if (!result.ok) return answer(result.status, { ok: false, message: result.message, phone: typed });
    return answer(200, { ok: true, message: result.saved ? phoneCopy.savedNoText : phoneCopy.codeSent(result.masked) });
  }
  if (intent === "verify") {
    const result = await confirmOwnPhoneChange(db, actor, { code: postedText(form, "code", 20) }, clientAddress);
    if (!result.ok) return answer(result.status, { ok: false, message: result.message });
    return answer(200, { ok: true, message: phoneCopy.verified });
  }
  return answer(400, { ok: false, message: BAD_REQUEST });
}

export async function accountSessionsPage({ db, actor }: Staff, request: Request) {
  return { sessions: await listSessions(db, actor.id, await currentSessionId(request)) };
}

/** Every person ends their own sessions: one, or all but the one in use. */
export async function accountSessionsAction({ db, actor, clientAddress }: Staff, request: Request) {
  const form = await readFormData(request);
  const intent = form.get("intent");
  const sessionId = form.get("sessionId");
  const result =
    intent === "revoke-session" && typeof sessionId === "string"
      ? await revokeSessions(db, actor, actor.id, { sessionId }, clientAddress)
      : intent === "revoke-others"
        ? await revokeSessions(db, actor, actor.id, { except: await currentSessionId(request) }, clientAddress)
        : ({ ok: false, status: 400, message: BAD_REQUEST } as const);
  if (!result.ok)
    return data({ ok: false, message: result.message }, { status: result.status, headers: ADMIN_HEADERS });
  const copy = staffCopy.sessions;
  return data(
    { ok: true, message: intent === "revoke-others" ? copy.endedOthers(result.count) : copy.ended },
    { headers: ADMIN_HEADERS },
  );
}

/** The link's person by name, or why the link cannot be used (404 unknown, 410 used, replaced or expired). */
export async function invitePage(db: Kysely<Database>, token: string) {
  const invite = await readInvite(db, token);
  if (!invite.ok) {
    return data(
      { refused: invite.reason as InviteRefusal, name: null, min: ADMIN_PASSWORD_MIN },
      { status: invite.reason === "unknown" ? 404 : 410 },
    );
  }
  return { refused: null, name: invite.name, min: ADMIN_PASSWORD_MIN };
}

export async function inviteAction(
  { db, clientAddress }: { db: Kysely<Database>; clientAddress: string },
  request: Request,
  token: string,
) {
  // The server's gate refuses other sites' posts already; checked again as for every privileged post.
  if (!isSameOriginRequest(request)) throw data({ error: CROSS_SITE_MESSAGE }, { status: 403 });
  const form = await readFormData(request);
  const result = await acceptInvite(
    db,
    token,
    { password: form.get("password") ?? undefined, confirm: form.get("confirm") ?? undefined },
    clientAddress,
  );
  if (result.ok) return redirect(`${href("/admin/login")}?invited=1`);
  return data(
    { refused: result.reason ?? null, message: result.message ?? null, errors: result.errors ?? null },
    { status: result.status },
  );
}
