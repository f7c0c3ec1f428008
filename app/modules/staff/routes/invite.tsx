import { Form, href, Link, useNavigation } from "react-router";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { inviteAction, invitePage } from "#app/modules/staff/admin.server.ts";
import { staffCopy } from "#app/modules/staff/admin-copy.ts";
import { withAdminHeaders } from "#app/platform/access/middleware.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { AuthCard, FormError, SubmitButton } from "#app/platform/admin-ui/messages.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import type { Route } from "./+types/invite";

const copy = staffCopy.accept;

/** Never cached or indexed, like the sign-in page (this page is outside the admin layout too). */
export const middleware: Route.MiddlewareFunction[] = [async (_args, next) => withAdminHeaders(await next())];

/** The link's person by name, or why the link cannot be used (404 unknown, 410 used, replaced or expired). */
export const loader = ({ params, context }: Route.LoaderArgs) => invitePage(databaseOf(context), params.token);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  inviteAction({ db: databaseOf(context), clientAddress: clientAddressOf(context) }, request, params.token);

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function StaffInvite({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const refused = actionData?.refused ?? loaderData.refused;
  const errorOf = (field: "password" | "confirm") => actionData?.errors?.[field]?.[0];
  return (
    <AuthCard
      title={refused ? copy.refusedTitle : copy.title}
      lead={copy.lead(loaderData.name ?? "")}
      alert={refused && copy.refused[refused]}
    >
      {!refused && (
        <Form method="post" className={styles.form}>
          <Field id="invite-password" label={copy.password} hint={copy.passwordHint(loaderData.min)}>
            <input
              id="invite-password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={loaderData.min}
              maxLength={128}
              className={styles.input}
              aria-invalid={Boolean(errorOf("password"))}
              aria-describedby={errorOf("password") ? "invite-password-error" : "invite-password-hint"}
            />
            {errorOf("password") && (
              <p id="invite-password-error" className={styles.error}>
                {errorOf("password")}
              </p>
            )}
          </Field>
          <Field id="invite-confirm" label={copy.confirm}>
            <input
              id="invite-confirm"
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              maxLength={128}
              className={styles.input}
              aria-invalid={Boolean(errorOf("confirm"))}
              aria-describedby={errorOf("confirm") ? "invite-confirm-error" : undefined}
            />
            {errorOf("confirm") && (
              <p id="invite-confirm-error" className={styles.error}>
                {errorOf("confirm")}
              </p>
            )}
          </Field>
          <FormError message={actionData?.message} />
          <SubmitButton busy={submitting} label={copy.submit} busyLabel={copy.submitting} />
        </Form>
      )}
      <p>
        <Link to={href("/admin/login")} className={styles.link}>
          {copy.toLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
