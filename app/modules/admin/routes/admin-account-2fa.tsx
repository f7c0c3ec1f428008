import { data, Form, href, Link, useNavigation } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { BackupCodes } from "#app/modules/admin/components/backup-codes.tsx";
import css from "#app/modules/admin/components/two-factor.module.css";
import { adminContext } from "#app/platform/access/context.ts";
import { ADMIN_HEADERS, requireAdminAction } from "#app/platform/access/session.server.ts";
import {
  confirmEnrolment,
  type Enrolment,
  enrolmentOf,
  isOtpAuthUri,
  regenerateBackupCodes,
  startEnrolment,
  turnOffTwoFactor,
  twoFactorStatus,
} from "#app/platform/access/two-factor.server.ts";
import { twoFactorCopy } from "#app/platform/access/two-factor-copy.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-account-2fa";

const copy = twoFactorCopy.enrol;

/** Everyone's own two-factor page; the one admin page open to an account that must enrol first. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  return { status: await twoFactorStatus(admin), isOwner: admin.role === "owner" };
}

type ActionAnswer =
  | { intent: "enrol"; enrolment: Enrolment; message?: string }
  | { intent: "backup-codes"; backupCodes: string[] }
  | { intent: "disabled" }
  | { intent: "error"; message: string };

/**
 * `start` (password): a new secret and its QR code; `confirm` (the first code): two-factor sign-in
 * on and the backup codes shown once; `regenerate` (password): new backup codes; `disable`
 * (password): off, where the role may go without it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request, { allowUnenrolled: true });
  const clientAddress = clientAddressOf(context);
  const formData = await readFormData(request);
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const answer = (body: ActionAnswer, status = 200, headers?: Headers) => {
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
      const result = await confirmEnrolment(request, admin, text("code"), clientAddress);
      if (result.ok) return answer({ intent: "backup-codes", backupCodes: result.backupCodes }, 200, result.headers);
      // The QR code again from the form's own URI (the person's own secret, already on their screen).
      const uri = text("uri");
      if (!isOtpAuthUri(uri)) return answer({ intent: "error", message: twoFactorCopy.errors.restartEnrolment }, 400);
      return answer({ intent: "enrol", enrolment: await enrolmentOf(uri), message: result.message }, result.status);
    }
    case "regenerate": {
      const result = await regenerateBackupCodes(request, admin, text("password"), clientAddress);
      if (!result.ok) return answer({ intent: "error", message: result.message }, result.status);
      return answer({ intent: "backup-codes", backupCodes: result.backupCodes });
    }
    case "disable": {
      const result = await turnOffTwoFactor(request, admin, text("password"), clientAddress);
      if (!result.ok) return answer({ intent: "error", message: result.message }, result.status);
      return answer({ intent: "disabled" }, 200, result.headers);
    }
    default:
      return answer({ intent: "error", message: twoFactorCopy.errors.generic }, 400);
  }
}

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
    <section className={styles.card} aria-labelledby="enrol-title">
      <h2 id="enrol-title" className={styles.cardTitle}>
        {copy.scan}
      </h2>
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
        <Field id="enrol-code" label={copy.code}>
          <input
            id="enrol-code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
            className={styles.input}
          />
        </Field>
        {message && (
          <p className={styles.error} role="alert">
            {message}
          </p>
        )}
        <div className={styles.formActions}>
          <button type="submit" className={styles.buttonPrimary} disabled={busy}>
            {busy ? copy.working : copy.confirm}
          </button>
        </div>
      </Form>
    </section>
  );
}

export default function AdminAccountTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { status, isOwner } = loaderData;
  const error = actionData?.intent === "error" ? actionData.message : undefined;
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageLead}>
            {status.required && !status.enabled ? copy.requiredLead : copy.optionalLead}
          </p>
        </div>
        {isOwner && (
          <Link to={href("/admin/account/2fa-reset")} className={styles.button}>
            {copy.resetLink}
          </Link>
        )}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
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
          <section className={styles.card} aria-labelledby="state-title">
            <h2 id="state-title" className={styles.cardTitle}>
              {copy.enabled}
            </h2>
            {status.backupCodesLeft !== null && (
              <p className={styles.cardText}>{copy.backupLeft(status.backupCodesLeft)}</p>
            )}
          </section>
          <section className={styles.card} aria-labelledby="regenerate-title">
            <h2 id="regenerate-title" className={styles.cardTitle}>
              {copy.regenerateTitle}
            </h2>
            <p className={styles.cardText}>{copy.regenerateLead}</p>
            <PasswordForm intent="regenerate" id="regenerate-password" label={copy.regenerate} />
          </section>
          <section className={styles.card} aria-labelledby="disable-title">
            <h2 id="disable-title" className={styles.cardTitle}>
              {copy.disableTitle}
            </h2>
            {status.required ? (
              <p className={styles.cardText}>{copy.requiredNote}</p>
            ) : (
              <>
                <p className={styles.cardText}>{copy.disableLead}</p>
                <PasswordForm intent="disable" id="disable-password" label={copy.disable} danger />
              </>
            )}
          </section>
        </>
      ) : (
        <section className={styles.card} aria-labelledby="start-title">
          <h2 id="start-title" className={styles.cardTitle}>
            {copy.notEnabled}
          </h2>
          <p className={styles.cardText}>{copy.startLead}</p>
          <PasswordForm intent="start" id="start-password" label={copy.start} />
        </section>
      )}
    </div>
  );
}
