import { data, Form, useNavigation } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { adminContext } from "#app/platform/access/context.ts";
import { staffRoleLabels } from "#app/platform/access/roles.ts";
import { ADMIN_HEADERS, requireAdminAction } from "#app/platform/access/session.server.ts";
import { listTwoFactorAccounts, resetTwoFactor } from "#app/platform/access/two-factor.server.ts";
import { twoFactorCopy } from "#app/platform/access/two-factor-copy.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-account-2fa-reset";

const copy = twoFactorCopy.reset;

/** Owner only (also checked in `resetTwoFactor`): a lost device's two-factor sign-in is reset here. */
function ownerOnly(role: string) {
  if (role !== "owner") {
    throw data({ error: twoFactorCopy.errors.ownerOnly }, { status: 403, headers: ADMIN_HEADERS });
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  ownerOnly(admin.role);
  return { accounts: await listTwoFactorAccounts(), selfId: admin.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  ownerOnly(admin.role);
  const formData = await readFormData(request);
  const userId = formData.get("userId");
  const result = await resetTwoFactor(admin, typeof userId === "string" ? userId : "", clientAddressOf(context));
  if (!result.ok)
    return data({ ok: false, message: result.message }, { status: result.status, headers: ADMIN_HEADERS });
  return data({ ok: true, message: copy.done }, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminAccountTwoFactorReset({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageLead}>{copy.lead}</p>
        </div>
      </div>
      {actionData && (
        <p className={actionData.ok ? styles.success : styles.error} role={actionData.ok ? "status" : "alert"}>
          {actionData.message}
        </p>
      )}
      <DataTable
        caption={copy.title}
        columns={[
          { label: copy.email },
          { label: copy.name },
          { label: copy.role },
          { label: copy.state },
          { label: copy.action },
        ]}
        rows={loaderData.accounts}
        rowKey={(account) => account.id}
        empty={copy.empty}
        cells={(account) => [
          account.email,
          account.name,
          staffRoleLabels[account.role],
          account.enabled ? copy.on : account.mustEnrol ? copy.mustEnrol : copy.off,
          account.id === loaderData.selfId ? (
            copy.self
          ) : (
            <Form
              key="reset"
              method="post"
              onSubmit={(event) => {
                if (!window.confirm(copy.confirm)) event.preventDefault();
              }}
            >
              <input type="hidden" name="userId" value={account.id} />
              <button type="submit" className={`${styles.button} ${styles.small}`} disabled={busy || !account.enabled}>
                {copy.action}
              </button>
            </Form>
          ),
        ]}
      />
    </div>
  );
}
