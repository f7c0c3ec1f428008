import { Form, useNavigation } from "react-router";
import { accountSessionsAction, accountSessionsPage } from "#app/modules/staff/admin.server.ts";
import { staffCopy } from "#app/modules/staff/admin-copy.ts";
import { SessionTable } from "#app/modules/staff/components/session-table.tsx";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { PageHeader } from "#app/platform/admin-ui/blocks.tsx";
import { ResultMessage } from "#app/platform/admin-ui/messages.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-account-sessions";

const copy = staffCopy.sessions;

export const loader = ({ request, context }: Route.LoaderArgs) => accountSessionsPage(requireStaff(context), request);

export const action = ({ request, context }: Route.ActionArgs) => accountSessionsAction(requireStaff(context), request);

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminAccountSessions({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const others = loaderData.sessions.filter((session) => !session.current).length;
  return (
    <div className={styles.page}>
      <PageHeader title={copy.title} lead={copy.lead} />
      <ResultMessage result={actionData} />
      <SessionTable sessions={loaderData.sessions} busy={busy} />
      {others > 0 && (
        <Form method="post">
          <input type="hidden" name="intent" value="revoke-others" />
          <button type="submit" className={styles.button} disabled={busy}>
            {copy.endOthers}
          </button>
        </Form>
      )}
    </div>
  );
}
