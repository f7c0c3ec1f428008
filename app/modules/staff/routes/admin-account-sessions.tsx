import { data, Form, useNavigation } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { staffCopy } from "#app/modules/staff/admin-copy.ts";
import { SessionTable } from "#app/modules/staff/components/session-table.tsx";
import { currentSessionId, listSessions, revokeSessions } from "#app/modules/staff/sessions.server.ts";
import { adminContext } from "#app/platform/access/context.ts";
import { ADMIN_HEADERS, requireAdminAction } from "#app/platform/access/session.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-account-sessions";

const copy = staffCopy.sessions;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  return { sessions: await listSessions(admin.id, await currentSessionId(request)) };
}

/** Every person ends their own sessions: one, or all but the one in use. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const form = await readFormData(request);
  const address = clientAddressOf(context);
  const intent = form.get("intent");
  const sessionId = form.get("sessionId");
  const result =
    intent === "revoke-session" && typeof sessionId === "string"
      ? await revokeSessions(admin, admin.id, { sessionId }, address)
      : intent === "revoke-others"
        ? await revokeSessions(admin, admin.id, { except: await currentSessionId(request) }, address)
        : ({ ok: false, status: 400, message: "잘못된 요청입니다." } as const);
  if (!result.ok)
    return data({ ok: false, message: result.message }, { status: result.status, headers: ADMIN_HEADERS });
  return data(
    { ok: true, message: intent === "revoke-others" ? copy.endedOthers(result.count) : copy.ended },
    { headers: ADMIN_HEADERS },
  );
}

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminAccountSessions({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const others = loaderData.sessions.filter((session) => !session.current).length;
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
