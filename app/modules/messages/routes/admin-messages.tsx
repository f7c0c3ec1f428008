import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { adminMessagesPage } from "#app/modules/messages/admin.server.ts";
import { adminMessagesCopy as copy } from "#app/modules/messages/admin-copy.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable, PageHeader, Pager } from "#app/platform/admin-ui/blocks.tsx";
import { adminCopy } from "#app/platform/admin-ui/copy.ts";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import { MESSAGE_STATUSES } from "#app/platform/messaging/statuses.ts";
import type { Route } from "./+types/admin-messages";

/**
 * Every text message the site queued, newest first: sent, waiting, retrying, dead after the last
 * attempt, or not sent because no provider is configured (never shown as sent); a sent one with its
 * carrier report (접수, 성공 and by which channel, 실패 with the reason).
 */
export const loader = ({ url, context }: Route.LoaderArgs) => adminMessagesPage(requireStaff(context), url);

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { items, status, page, hasNext, invalidStatus, notConfigured } = loaderData;
  const query = (next: number) => `?${new URLSearchParams({ ...(status ? { status } : {}), page: String(next) })}`;
  return (
    <div className={styles.page}>
      <PageHeader title={copy.title} lead={copy.lead} />
      {notConfigured && (
        <p className={styles.notice} role="note">
          {copy.notConfigured}
        </p>
      )}
      <nav className={styles.inlineFilter} aria-label={copy.filter}>
        {(["", ...MESSAGE_STATUSES] as const).map((value) => (
          <a
            key={value || "all"}
            href={value ? `?status=${value}` : "?"}
            className={styles.button}
            aria-current={value === status ? "page" : undefined}
          >
            {value ? copy.statusLabels[value] : copy.all}
          </a>
        ))}
      </nav>
      {invalidStatus && (
        <p className={styles.error} role="alert">
          {copy.invalidStatus}
        </p>
      )}
      <DataTable
        caption={copy.title}
        columns={[
          { label: copy.columns.date },
          { label: copy.columns.kind },
          { label: copy.columns.recipient },
          { label: copy.columns.channel },
          { label: copy.columns.status },
          { label: copy.columns.attempts, numeric: true },
          { label: copy.columns.delivery },
          { label: copy.columns.error },
        ]}
        rows={items}
        rowKey={(row) => row.id}
        cells={(row) => [
          formatKoreanDateTime(row.createdAt),
          row.kind,
          <bdi key="recipient">{row.recipient}</bdi>,
          row.channel,
          row.status,
          row.attempts,
          <bdi key="delivery">{row.delivery}</bdi>,
          <bdi key="error">{row.lastError ?? ""}</bdi>,
        ]}
        empty={copy.empty}
      />
      <Pager
        label={copy.pager}
        previous={page > 1 ? query(page - 1) : null}
        next={hasNext ? query(page + 1) : null}
        status={`${page} 페이지`}
        previousLabel={adminCopy.pagination.previous}
      />
    </div>
  );
}
