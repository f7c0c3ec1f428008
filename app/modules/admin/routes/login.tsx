import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { safeRedirect } from "#app/lib/safe-redirect.ts";
import { withAdminHeaders } from "#app/platform/access/middleware.server.ts";
import { getAdmin, signInAdmin } from "#app/platform/access/session.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { AdminAuthFrame } from "#app/platform/admin-ui/admin-shell.tsx";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { adminCopy } from "#app/platform/admin-ui/copy.ts";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/login";

/** Never cached or indexed, like the rest of the admin area (this page is outside its layout). */
export const middleware: Route.MiddlewareFunction[] = [async (_args, next) => withAdminHeaders(await next())];

export async function loader({ request, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getAdmin(request)) throw redirect(redirectTo);
  return { redirectTo, invited: url.searchParams.get("invited") === "1" };
}

/** The typed email and password are checked on the server, attempts limited in the database. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const redirectTo = safeRedirect(text("redirectTo"));
  const result = await signInAdmin(
    request,
    { email: text("email"), password: text("password") },
    clientAddressOf(context),
  );
  if (result.ok) {
    // Two-factor sign-in on: the second step; required but not set up: the enrolment page first.
    if (result.next === "two-factor") {
      return redirect(`${href("/admin/login/2fa")}?redirectTo=${encodeURIComponent(redirectTo)}`, {
        headers: result.headers,
      });
    }
    if (result.next === "enrol") return redirect(href("/admin/account/2fa"), { headers: result.headers });
    return redirect(redirectTo, { headers: result.headers });
  }
  return data(
    // The way back stays with the form (a post from the press page carries it in the body, not the URL).
    { message: result.message, email: text("email").slice(0, 254), redirectTo },
    { status: result.status, headers: { "Cache-Control": CACHE_CONTROL.none } },
  );
}

export const meta: Route.MetaFunction = () => adminMeta(adminCopy.login.title);

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const copy = adminCopy.login;
  const redirectTo = actionData?.redirectTo ?? loaderData.redirectTo;
  return (
    <AdminAuthFrame>
      <div className={styles.authCard}>
        <div>
          <p className={styles.authBrand}>{adminCopy.brand}</p>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageLead}>{copy.lead}</p>
        </div>
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
          {actionData && (
            <p className={styles.error} role="alert">
              {actionData.message}
            </p>
          )}
          <button type="submit" className={styles.buttonPrimary} disabled={submitting}>
            {submitting ? copy.submitting : copy.submit}
          </button>
        </Form>
        <p className={styles.muted}>{copy.note}</p>
        {!redirectTo.startsWith(href("/admin")) && (
          <p>
            <Link to={redirectTo} className={styles.link}>
              {copy.back}
            </Link>
          </p>
        )}
      </div>
    </AdminAuthFrame>
  );
}
