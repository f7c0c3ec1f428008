import { Form, href, Link, useNavigation } from "react-router";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { signInAction, signInPage } from "#app/modules/admin/sign-in.server.ts";
import { withAdminHeaders } from "#app/platform/access/middleware.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { adminCopy } from "#app/platform/admin-ui/copy.ts";
import { AuthCard, FormError, SubmitButton } from "#app/platform/admin-ui/messages.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/login";

/** Never cached or indexed, like the rest of the admin area (this page is outside its layout). */
export const middleware: Route.MiddlewareFunction[] = [async (_args, next) => withAdminHeaders(await next())];

export const loader = ({ request, url }: Route.LoaderArgs) => signInPage(request, url);

/** The typed email and password are checked on the server, attempts limited in the database. */
export const action = ({ request, context }: Route.ActionArgs) => signInAction(request, clientAddressOf(context));

export const meta: Route.MetaFunction = () => adminMeta(adminCopy.login.title);

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const copy = adminCopy.login;
  const redirectTo = actionData?.redirectTo ?? loaderData.redirectTo;
  return (
    <AuthCard title={copy.title} lead={copy.lead}>
      {loaderData.invited && !actionData && (
        <p className={styles.success} role="status">
          {copy.invited}
        </p>
      )}
      <Form method="post" className={styles.form}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field id="admin-email" label={copy.email}>
          <input
            id="admin-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email}
            className={styles.input}
          />
        </Field>
        <Field id="admin-password" label={copy.password}>
          <input
            id="admin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={styles.input}
          />
        </Field>
        <FormError message={actionData?.message} />
        <SubmitButton busy={submitting} label={copy.submit} busyLabel={copy.submitting} />
      </Form>
      <p className={styles.muted}>{copy.note}</p>
      {!redirectTo.startsWith(href("/admin")) && (
        <p>
          <Link to={redirectTo} className={styles.link}>
            {copy.back}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
