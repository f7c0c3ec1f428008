import { Form, href, Link, useNavigation } from "react-router";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { staffListAction, staffListPage } from "#app/modules/staff/admin.server.ts";
import { staffCopy } from "#app/modules/staff/admin-copy.ts";
import { InviteLink } from "#app/modules/staff/components/invite-link.tsx";
import type { StaffField } from "#app/modules/staff/schema.ts";
import { staffRoleLabels } from "#app/platform/access/roles.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable, Field, PageHeader } from "#app/platform/admin-ui/blocks.tsx";
import { Card } from "#app/platform/admin-ui/card.tsx";
import { ResultMessage } from "#app/platform/admin-ui/messages.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-staff";

const copy = staffCopy.list;
const addCopy = staffCopy.add;

export const loader = ({ context }: Route.LoaderArgs) => staffListPage(requireStaff(context));

/** Adds an account and its first invitation; the link is in this answer only. */
export const action = ({ request, context }: Route.ActionArgs) => staffListAction(requireStaff(context), request);

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const errorOf = (field: StaffField) => failed?.errors?.[field]?.[0];
  /** The control's props for one field: its posted value back after a refusal, and its error tied to it. */
  const control = (field: StaffField) => ({
    id: `staff-${field}`,
    name: field,
    required: true,
    autoComplete: "off",
    defaultValue: failed?.values[field],
    className: styles.input,
    "aria-invalid": Boolean(errorOf(field)),
    "aria-describedby": errorOf(field) ? `staff-${field}-error` : field === "phone" ? "staff-phone-hint" : undefined,
  });
  const fieldError = (field: StaffField) =>
    errorOf(field) && (
      <p id={`staff-${field}-error`} className={styles.error}>
        {errorOf(field)}
      </p>
    );
  return (
    <div className={styles.page}>
      <PageHeader title={copy.title} lead={loaderData.texting ? copy.lead : copy.leadNoText} />
      {actionData?.ok &&
        (actionData.link ? (
          <InviteLink key={actionData.link} link={actionData.link} message={actionData.message} />
        ) : (
          <ResultMessage result={actionData} />
        ))}
      <DataTable
        caption={copy.caption}
        columns={[
          { label: copy.columns.name },
          { label: copy.columns.email },
          { label: copy.columns.role },
          { label: copy.columns.phone },
          { label: copy.columns.status },
          { label: copy.columns.twoFactor },
          { label: copy.columns.lastSignIn },
        ]}
        rows={loaderData.staff}
        rowKey={(member) => member.id}
        empty={copy.empty}
        cells={(member) => [
          loaderData.roles.includes(member.role) ? (
            <Link key="name" to={href("/admin/staff/:id", { id: member.id })} className={styles.link}>
              <bdi>{member.name}</bdi>
            </Link>
          ) : (
            <bdi key="name">{member.name}</bdi>
          ),
          member.email,
          staffRoleLabels[member.role],
          member.phone ?? "-",
          staffCopy.status[member.status],
          member.twoFactor ? staffCopy.twoFactor.on : staffCopy.twoFactor.off,
          member.lastSignInAt ? formatKoreanDateTime(member.lastSignInAt) : staffCopy.never,
        ]}
      />
      <Card id="staff-add-title" title={addCopy.title}>
        {!loaderData.isOwner && <p className={styles.muted}>{addCopy.managerNote}</p>}
        {/* A new form after each account added: the fields start empty again. */}
        <Form method="post" className={styles.form} key={actionData?.ok ? actionData.userId : "add"}>
          <Field id="staff-name" label={addCopy.name}>
            <input {...control("name")} maxLength={50} />
            {fieldError("name")}
          </Field>
          <Field id="staff-email" label={addCopy.email}>
            <input {...control("email")} type="email" maxLength={254} />
            {fieldError("email")}
          </Field>
          <Field id="staff-role" label={addCopy.role}>
            <select {...control("role")} defaultValue={failed?.values.role || "counsellor"}>
              {loaderData.roles.map((role) => (
                <option key={role} value={role}>
                  {staffRoleLabels[role]}
                </option>
              ))}
            </select>
            {fieldError("role")}
          </Field>
          <Field id="staff-phone" label={addCopy.phone} hint={addCopy.phoneHint}>
            <input {...control("phone")} type="tel" inputMode="tel" maxLength={20} />
            {fieldError("phone")}
          </Field>
          {failed && !failed.errors && (
            <p className={styles.error} role="alert">
              {failed.message}
            </p>
          )}
          <button type="submit" className={styles.buttonPrimary} disabled={busy}>
            {busy ? addCopy.submitting : addCopy.submit}
          </button>
        </Form>
      </Card>
    </div>
  );
}
