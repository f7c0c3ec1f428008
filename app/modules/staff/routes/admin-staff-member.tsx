import { data, Form, href, Link, useNavigation } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { postedText } from "#app/lib/posted-text.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { FEATURES } from "#app/modules/index.server.ts";
import { textingEnabled } from "#app/modules/messages/texting.server.ts";
import { inviteMessage, inviteTexting, staffCopy } from "#app/modules/staff/admin-copy.ts";
import { InviteLink } from "#app/modules/staff/components/invite-link.tsx";
import { SessionTable } from "#app/modules/staff/components/session-table.tsx";
import { manageableRoles, mayManage } from "#app/modules/staff/permissions.ts";
import { setStaffPhone } from "#app/modules/staff/phone.server.ts";
import { currentSessionId, listSessions, revokeSessions } from "#app/modules/staff/sessions.server.ts";
import {
  changeRole,
  deactivateStaff,
  getStaffMember,
  reactivateStaff,
  resendInvite,
} from "#app/modules/staff/staff.server.ts";
import { adminContext } from "#app/platform/access/context.ts";
import { staffRoleLabels } from "#app/platform/access/roles.ts";
import { ADMIN_HEADERS, requireAdminAction } from "#app/platform/access/session.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { notAllowedCopy } from "#app/platform/admin-ui/copy.ts";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-staff-member";

const copy = staffCopy.member;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  const member = await getStaffMember(params.id);
  if (!member) throw data({ error: staffCopy.errors.noSuchAccount }, { status: 404, headers: ADMIN_HEADERS });
  if (!mayManage(admin.role, member.role)) {
    // Explained, or the error screen's generic 403 reads as a cross-site refusal.
    const explained = {
      title: notAllowedCopy.title,
      text: staffCopy.errors.notAllowedRole,
      actionHref: href("/admin/staff"),
      actionLabel: copy.back,
    };
    throw data({ error: staffCopy.errors.notAllowedRole, explained }, { status: 403, headers: ADMIN_HEADERS });
  }
  // The owner sees and ends anyone's sessions; a manager manages the account only.
  const sessions = admin.role === "owner" ? await listSessions(member.id, await currentSessionId(request)) : null;
  return {
    member,
    sessions,
    roles: manageableRoles(admin.role),
    self: member.id === admin.id,
    isOwner: admin.role === "owner",
  };
}

const ON_DEACTIVATE = FEATURES.flatMap((feature) => (feature.onStaffDeactivated ? [feature.onStaffDeactivated] : []));

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const form = await readFormData(request);
  const address = clientAddressOf(context);
  const answer = (
    result: { ok: true } | { ok: false; status: number; message: string },
    done: string,
    link?: string,
  ) =>
    result.ok
      ? data({ ok: true as const, message: done, link }, { headers: ADMIN_HEADERS })
      : data(
          { ok: false as const, message: result.message, link: undefined },
          { status: result.status, headers: ADMIN_HEADERS },
        );
  switch (form.get("intent")) {
    case "role":
      return answer(await changeRole(admin, params.id, { role: form.get("role") }, address), copy.roleChanged);
    case "deactivate": {
      const result = await deactivateStaff(admin, params.id, ON_DEACTIVATE, address);
      return answer(result, result.ok ? copy.deactivated(result.sessions) : "");
    }
    case "phone":
      return answer(
        await setStaffPhone(admin, params.id, { phone: postedText(form, "phone", 30) }, address),
        staffCopy.phone.saved,
      );
    case "reactivate":
      return answer(await reactivateStaff(admin, params.id, address), copy.reactivated);
    case "resend": {
      const result = await resendInvite(admin, params.id, address);
      return result.ok
        ? answer(result, inviteMessage("resent", inviteTexting(result.texted, textingEnabled())), result.link)
        : answer(result, "");
    }
    case "revoke-session": {
      const sessionId = form.get("sessionId");
      const result = await revokeSessions(
        admin,
        params.id,
        { sessionId: typeof sessionId === "string" ? sessionId : "" },
        address,
      );
      return answer(result, staffCopy.sessions.ended);
    }
    case "revoke-all": {
      const result = await revokeSessions(admin, params.id, { except: await currentSessionId(request) }, address);
      return answer(result, result.ok ? staffCopy.sessions.endedOthers(result.count) : "");
    }
    default:
      return data(
        { ok: false as const, message: "잘못된 요청입니다.", link: undefined },
        { status: 400, headers: ADMIN_HEADERS },
      );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.member.name ?? staffCopy.list.title);

export default function AdminStaffMember({ loaderData, actionData }: Route.ComponentProps) {
  const { member, sessions, roles, self, isOwner } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>
            <bdi>{member.name}</bdi>
          </h1>
          <p className={styles.pageLead}>
            {staffRoleLabels[member.role]} · {staffCopy.status[member.status]}
            {self ? ` · ${copy.self}` : ""}
          </p>
        </div>
        <Link to={href("/admin/staff")} className={styles.button}>
          {copy.back}
        </Link>
      </div>
      {actionData?.link ? (
        <InviteLink key={actionData.link} link={actionData.link} message={actionData.message} />
      ) : (
        actionData && (
          <p className={actionData.ok ? styles.success : styles.error} role={actionData.ok ? "status" : "alert"}>
            {actionData.message}
          </p>
        )
      )}
      <section className={styles.card} aria-labelledby="member-details">
        <h2 className={styles.cardTitle} id="member-details">
          {copy.details}
        </h2>
        <dl className={styles.details}>
          <div>
            <dt>{staffCopy.list.columns.email}</dt>
            <dd>{member.email}</dd>
          </div>
          <div>
            <dt>{staffCopy.list.columns.phone}</dt>
            <dd>{member.phone ?? "-"}</dd>
          </div>
          <div>
            <dt>{staffCopy.list.columns.twoFactor}</dt>
            <dd>{member.twoFactor ? staffCopy.twoFactor.on : staffCopy.twoFactor.off}</dd>
          </div>
          <div>
            <dt>{staffCopy.list.columns.lastSignIn}</dt>
            <dd>{member.lastSignInAt ? formatKoreanDateTime(member.lastSignInAt) : staffCopy.never}</dd>
          </div>
        </dl>
      </section>
      {isOwner && (
        <section className={styles.card} aria-labelledby="member-phone">
          <h2 className={styles.cardTitle} id="member-phone">
            {staffCopy.phone.title}
          </h2>
          <Form method="post" className={styles.form} key={member.phone ?? "none"}>
            <input type="hidden" name="intent" value="phone" />
            <p className={styles.muted}>{staffCopy.phone.ownerNote}</p>
            <Field id="member-phone-input" label={staffCopy.phone.label} hint={staffCopy.phone.hint}>
              <input
                id="member-phone-input"
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="off"
                required
                maxLength={20}
                className={styles.input}
                placeholder="010-0000-0000"
                aria-describedby="member-phone-input-hint"
              />
            </Field>
            <button type="submit" className={styles.buttonPrimary} disabled={busy}>
              {staffCopy.phone.submit}
            </button>
          </Form>
        </section>
      )}
      <section className={styles.card} aria-labelledby="member-role">
        <h2 className={styles.cardTitle} id="member-role">
          {copy.role}
        </h2>
        <Form method="post" className={styles.form}>
          <input type="hidden" name="intent" value="role" />
          <Field id="member-role-select" label={staffCopy.list.columns.role}>
            <select id="member-role-select" name="role" defaultValue={member.role} className={styles.input}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {staffRoleLabels[role]}
                </option>
              ))}
            </select>
          </Field>
          <button type="submit" className={styles.buttonPrimary} disabled={busy}>
            {copy.roleSubmit}
          </button>
        </Form>
      </section>
      <section className={styles.card} aria-labelledby="member-active">
        <h2 className={styles.cardTitle} id="member-active">
          {copy.active}
        </h2>
        {member.status === "invited" && (
          <Form method="post" className={styles.form}>
            <input type="hidden" name="intent" value="resend" />
            <p className={styles.muted}>{copy.resendNote}</p>
            <button type="submit" className={styles.button} disabled={busy}>
              {copy.resend}
            </button>
          </Form>
        )}
        {member.status === "inactive" ? (
          <Form method="post" className={styles.form}>
            <input type="hidden" name="intent" value="reactivate" />
            <button type="submit" className={styles.button} disabled={busy}>
              {copy.reactivate}
            </button>
          </Form>
        ) : self ? (
          <p className={styles.muted}>{staffCopy.errors.notYourself}</p>
        ) : (
          <Form
            method="post"
            className={styles.form}
            onSubmit={(event) => {
              if (!window.confirm(copy.deactivateConfirm)) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="deactivate" />
            <p className={styles.muted}>{copy.deactivateNote}</p>
            <button type="submit" className={styles.buttonDanger} disabled={busy}>
              {copy.deactivate}
            </button>
          </Form>
        )}
      </section>
      {sessions && (
        <section className={styles.card} aria-labelledby="member-sessions">
          <h2 className={styles.cardTitle} id="member-sessions">
            {copy.sessions}
          </h2>
          <SessionTable sessions={sessions} busy={busy} />
          {sessions.length > 0 && (
            <Form method="post">
              <input type="hidden" name="intent" value="revoke-all" />
              <button type="submit" className={styles.button} disabled={busy}>
                {self ? staffCopy.sessions.endOthers : staffCopy.sessions.endAll}
              </button>
            </Form>
          )}
        </section>
      )}
    </div>
  );
}
