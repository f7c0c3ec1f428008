import { Form } from "react-router";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { staffCopy } from "#app/modules/staff/admin-copy.ts";
import type { StaffSession } from "#app/modules/staff/sessions.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable } from "#app/platform/admin-ui/blocks.tsx";

const copy = staffCopy.sessions;

/** Sessions with "이 세션 종료" on each (plain form posts: works without JavaScript). */
export function SessionTable({ sessions, busy }: { sessions: readonly StaffSession[]; busy: boolean }) {
  return (
    <DataTable
      caption={copy.caption}
      columns={[
        { label: copy.columns.device },
        { label: copy.columns.address },
        { label: copy.columns.createdAt },
        { label: copy.columns.lastActive },
        { label: copy.columns.action },
      ]}
      rows={sessions}
      rowKey={(session) => session.id}
      empty={copy.empty}
      cells={(session) => [
        session.current ? `${session.device} (${copy.current})` : session.device,
        session.address ?? "-",
        formatKoreanDateTime(session.createdAt),
        formatKoreanDateTime(session.lastActiveAt),
        <Form key="end" method="post">
          <input type="hidden" name="intent" value="revoke-session" />
          <input type="hidden" name="sessionId" value={session.id} />
          <button type="submit" className={`${styles.button} ${styles.small}`} disabled={busy}>
            {copy.end}
          </button>
        </Form>,
      ]}
    />
  );
}
