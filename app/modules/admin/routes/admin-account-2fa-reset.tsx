import { Form, useNavigation } from "react-router";
import { twoFactorResetAction, twoFactorResetPage } from "#app/modules/admin/two-factor-pages.server.ts";
import { staffRoleLabels } from "#app/platform/access/roles.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import { twoFactorCopy } from "#app/platform/access/two-factor-copy.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable, PageHeader } from "#app/platform/admin-ui/blocks.tsx";
import { ResultMessage } from "#app/platform/admin-ui/messages.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-account-2fa-reset";

const copy = twoFactorCopy.reset;

export const loader = ({ context }: Route.LoaderArgs) => twoFactorResetPage(requireStaff(context));

export const action = ({ request, context }: Route.ActionArgs) => twoFactorResetAction(requireStaff(context), request);

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminAccountTwoFactorReset({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className={styles.page}>
      <PageHeader title={copy.title} lead={copy.lead} />
      <ResultMessage result={actionData} />
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
