import { Form, href, Link, useNavigation } from "react-router";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { TotpField } from "#app/modules/admin/components/totp-field.tsx";
import { secondStepAction, secondStepPage } from "#app/modules/admin/sign-in.server.ts";
import { withAdminHeaders } from "#app/platform/access/middleware.server.ts";
import { twoFactorCopy } from "#app/platform/access/two-factor-copy.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { AuthCard, FormError, SubmitButton } from "#app/platform/admin-ui/messages.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/login-2fa";

/** Never cached or indexed, like the sign-in page (outside the admin layout: nobody is signed in yet). */
export const middleware: Route.MiddlewareFunction[] = [async (_args, next) => withAdminHeaders(await next())];

/** Only after a right password for an account with two-factor sign-in (its cookie); otherwise back to the password. */
export const loader = ({ request, url }: Route.LoaderArgs) => secondStepPage(request, url);

/** The code is checked on the server by Better Auth's twoFactor plugin, attempts limited. */
export const action = ({ request, context }: Route.ActionArgs) => secondStepAction(request, clientAddressOf(context));

export const meta: Route.MetaFunction = () => adminMeta(twoFactorCopy.step.title);

export default function AdminLoginTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const copy = twoFactorCopy.step;
  const redirectTo = actionData?.redirectTo ?? loaderData.redirectTo;
  const backup = actionData ? actionData.method === "backup" : loaderData.backup;
  const restartUrl = `${href("/admin/login")}?redirectTo=${encodeURIComponent(redirectTo)}`;
  const switchUrl = `${href("/admin/login/2fa")}?${new URLSearchParams({ redirectTo, ...(backup ? {} : { method: "backup" }) })}`;
  return (
    <AuthCard title={copy.title} lead={backup ? copy.backupLead : copy.lead}>
      {actionData?.restart ? (
        <>
          <FormError message={actionData.message} />
          <Link to={restartUrl} className={styles.buttonPrimary}>
            {copy.restart}
          </Link>
        </>
      ) : (
        <Form method="post" className={styles.form} key={backup ? "backup" : "totp"}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <input type="hidden" name="method" value={backup ? "backup" : "totp"} />
          {backup ? (
            <Field id="two-factor-code" label={copy.backupCode}>
              <input
                id="two-factor-code"
                name="code"
                type="text"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={32}
                required
                className={styles.input}
              />
            </Field>
          ) : (
            <TotpField id="two-factor-code" label={copy.code} />
          )}
          <FormError message={actionData?.message} />
          <SubmitButton busy={submitting} label={copy.submit} busyLabel={copy.submitting} />
        </Form>
      )}
      <p>
        <Link to={switchUrl} className={styles.link}>
          {backup ? copy.useTotp : copy.useBackup}
        </Link>
      </p>
      <p className={styles.muted}>{copy.lost}</p>
      <p>
        <Link to={restartUrl} className={styles.link}>
          {copy.restart}
        </Link>
      </p>
    </AuthCard>
  );
}
