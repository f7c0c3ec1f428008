import { Form, href, Link, useNavigation } from "react-router";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { FEATURES } from "#app/modules/index.server.ts";
import { staffMemberAction, staffMemberPage } from "#app/modules/staff/admin.server.ts";
import { staffCopy } from "#app/modules/staff/admin-copy.ts";
import { InviteLink } from "#app/modules/staff/components/invite-link.tsx";
import { SessionTable } from "#app/modules/staff/components/session-table.tsx";
import { staffRoleLabels } from "#app/platform/access/roles.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field, PageHeader } from "#app/platform/admin-ui/blocks.tsx";
import { Card } from "#app/platform/admin-ui/card.tsx";
import { ResultMessage } from "#app/platform/admin-ui/messages.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-staff-member";

const copy = staffCopy.member;

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  staffMemberPage(requireStaff(context), request, params.id);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  staffMemberAction(requireStaff(context), request, params.id, FEATURES);

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.member.name ?? staffCopy.list.title);

export default function AdminStaffMember({ loaderData, actionData }: Route.ComponentProps) {
  const { member, sessions, roles, self, isOwner } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className={styles.page}>
      <PageHeader
        title={<bdi>{member.name}</bdi>}
        lead={
          <>
            {staffRoleLabels[member.role]} · {staffCopy.status[member.status]}
            {self ? ` · ${copy.self}` : ""}
          </>
        }
      >
        <Link to={href("/admin/staff")} className={styles.button}>
          {copy.back}
        </Link>
      </PageHeader>
      {actionData?.link ? (
        <InviteLink key={actionData.link} link={actionData.link} message={actionData.message} />
      ) : (
        <ResultMessage result={actionData} />
      )}
      <Card id="member-details" title={copy.details}>
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
      </Card>
      {isOwner && (
        <Card id="member-phone" title={staffCopy.phone.title}>
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
        </Card>
      )}
      <Card id="member-role" title={copy.role}>
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
      </Card>
      <Card id="member-active" title={copy.active}>
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
          <ConfirmedIntent
            intent="deactivate"
            confirm={copy.deactivateConfirm}
            note={copy.deactivateNote}
            label={copy.deactivate}
            className={styles.buttonDanger}
            busy={busy}
          />
        )}
        {!self && member.role !== "owner" && (
          <ConfirmedIntent
            intent="leave"
            confirm={copy.leaveConfirm}
            note={copy.leaveNote}
            label={copy.leave}
            className={styles.button}
            busy={busy}
          />
        )}
      </Card>
      {sessions && (
        <Card id="member-sessions" title={copy.sessions}>
          <SessionTable sessions={sessions} busy={busy} />
          {sessions.length > 0 && (
            <Form method="post">
              <input type="hidden" name="intent" value="revoke-all" />
              <button type="submit" className={styles.button} disabled={busy}>
                {self ? staffCopy.sessions.endOthers : staffCopy.sessions.endAll}
              </button>
            </Form>
          )}
        </Card>
      )}
    </div>
  );
}

/** A one-button post asked once more in the browser (without script it posts at once; the server decides). */
function ConfirmedIntent(props: {
  intent: string;
  confirm: string;
  note: string;
  label: string;
  className: string | undefined;
  busy: boolean;
}) {
  return (
    <Form
      method="post"
      className={styles.form}
      onSubmit={(event) => {
        if (!window.confirm(props.confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={props.intent} />
      <p className={styles.muted}>{props.note}</p>
      <button type="submit" className={props.className} disabled={props.busy}>
        {props.label}
      </button>
    </Form>
  );
}
