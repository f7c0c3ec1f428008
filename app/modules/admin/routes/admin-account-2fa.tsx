import { Form, href, Link, useNavigation } from "react-router";
import { BackupCodes } from "#app/modules/admin/components/backup-codes.tsx";
import { TotpField } from "#app/modules/admin/components/totp-field.tsx";
import css from "#app/modules/admin/components/two-factor.module.css";
import { twoFactorAction, twoFactorPage } from "#app/modules/admin/two-factor-pages.server.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import type { Enrolment } from "#app/platform/access/two-factor.server.ts";
import { twoFactorCopy } from "#app/platform/access/two-factor-copy.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field, PageHeader } from "#app/platform/admin-ui/blocks.tsx";
import { Card } from "#app/platform/admin-ui/card.tsx";
import { FormError, SubmitButton } from "#app/platform/admin-ui/messages.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-account-2fa";

const copy = twoFactorCopy.enrol;

/** Everyone's own two-factor page; the one admin page open to an account that must enrol first. */
export const loader = ({ context }: Route.LoaderArgs) => twoFactorPage(requireStaff(context));

/** `start`, `confirm`, `regenerate`, `disable`: see two-factor-pages.server.ts. */
export const action = ({ request, context }: Route.ActionArgs) => twoFactorAction(requireStaff(context), request);

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

function PasswordForm({ intent, id, label, danger }: { intent: string; id: string; label: string; danger?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className={styles.form}>
      <input type="hidden" name="intent" value={intent} />
      <Field id={id} label={copy.password}>
        <input
          id={id}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={styles.input}
        />
      </Field>
      <div className={styles.formActions}>
        <button type="submit" className={danger ? styles.buttonDanger : styles.buttonPrimary} disabled={busy}>
          {busy ? copy.working : label}
        </button>
      </div>
    </Form>
  );
}

function EnrolmentSteps({ enrolment, message }: { enrolment: Enrolment; message?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <Card id="enrol-title" title={copy.scan}>
      {/* Drawn on the server by the qrcode package from the otpauth URI. */}
      <img className={css.qr} src={enrolment.qrImage} alt={copy.qrAlt} width={240} height={240} />
      <p className={styles.cardText}>{copy.manual}</p>
      <p>
        <span className={styles.label}>{copy.secretLabel}</span>
        <code className={css.secret} data-testid="totp-secret">
          {enrolment.secret.replace(/(.{4})(?=.)/g, "$1 ")}
        </code>
      </p>
      <Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="uri" value={enrolment.uri} />
        <p className={styles.cardText}>{copy.confirmLead}</p>
        <TotpField id="enrol-code" label={copy.code} />
        <FormError message={message} />
        <div className={styles.formActions}>
          <SubmitButton busy={busy} label={copy.confirm} busyLabel={copy.working} />
        </div>
      </Form>
    </Card>
  );
}

export default function AdminAccountTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { status, isOwner } = loaderData;
  const error = actionData?.intent === "error" ? actionData.message : undefined;
  return (
    <div className={styles.page}>
      <PageHeader title={copy.title} lead={status.required && !status.enabled ? copy.requiredLead : copy.optionalLead}>
        {isOwner && (
          <Link to={href("/admin/account/2fa-reset")} className={styles.button}>
            {copy.resetLink}
          </Link>
        )}
      </PageHeader>
      <FormError message={error} />
      {actionData?.intent === "disabled" && (
        <p className={styles.success} role="status">
          {copy.disabled}
        </p>
      )}
      {actionData?.intent === "backup-codes" ? (
        <>
          <p className={styles.success} role="status">
            {copy.enabled}
          </p>
          <BackupCodes codes={actionData.backupCodes} />
          <p>
            <Link to={href("/admin")} className={styles.buttonPrimary}>
              {copy.continue}
            </Link>
          </p>
        </>
      ) : actionData?.intent === "enrol" ? (
        <EnrolmentSteps enrolment={actionData.enrolment} message={actionData.message} />
      ) : status.enabled ? (
        <>
          <Card id="state-title" title={copy.enabled}>
            {status.backupCodesLeft !== null && (
              <p className={styles.cardText}>{copy.backupLeft(status.backupCodesLeft)}</p>
            )}
          </Card>
          <Card id="regenerate-title" title={copy.regenerateTitle}>
            <p className={styles.cardText}>{copy.regenerateLead}</p>
            <PasswordForm intent="regenerate" id="regenerate-password" label={copy.regenerate} />
          </Card>
          <Card id="disable-title" title={copy.disableTitle}>
            {status.required ? (
              <p className={styles.cardText}>{copy.requiredNote}</p>
            ) : (
              <>
                <p className={styles.cardText}>{copy.disableLead}</p>
                <PasswordForm intent="disable" id="disable-password" label={copy.disable} danger />
              </>
            )}
          </Card>
        </>
      ) : (
        <Card id="start-title" title={copy.notEnabled}>
          <p className={styles.cardText}>{copy.startLead}</p>
          <PasswordForm intent="start" id="start-password" label={copy.start} />
        </Card>
      )}
    </div>
  );
}
