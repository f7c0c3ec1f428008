import { getEnv } from "#app/lib/env.server.ts";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { messagesPageOf } from "#app/modules/messages/admin.server.ts";
import { adminMessagesCopy as copy } from "#app/modules/messages/admin-copy.ts";
import { channelLabel, deliveryLabel } from "#app/modules/messages/delivery-label.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable, Pager } from "#app/platform/admin-ui/blocks.tsx";
import { adminCopy } from "#app/platform/admin-ui/copy.ts";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import { MESSAGE_STATUSES, type MessageStatus } from "#app/platform/messaging/statuses.ts";
import type { Route } from "./+types/admin-messages";

/**
 * Every text message the site queued, newest first: sent, waiting, retrying, dead after the last
 * attempt, or not sent because no provider is configured (never shown as sent); a sent one with its
 * carrier report (접수, 성공 and by which channel, 실패 with the reason). Recipients are
 * masked: the list shows no personal data, so viewing it is not an access to personal data.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const status = url.searchParams.get("status") ?? "";
  const page = Math.max(1, Math.min(1000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const valid = MESSAGE_STATUSES.find((one) => one === status);
  const { items, hasNext } = await messagesPageOf({ status: valid, page });
  return {
    status: valid ?? "",
    page,
    hasNext,
    invalidStatus: Boolean(status) && !valid,
    notConfigured: getEnv().SMS_PROVIDER !== "solapi",
    items: items.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      kind: row.kind,
      recipient: maskPhone(row.recipient),
      channel: row.fallback_of ? `${channelLabel(row.channel)} (${copy.fallbackOf})` : channelLabel(row.channel),
      status: row.status,
      attempts: row.attempts,
      delivery: deliveryLabel(row),
      // Rows stored before the reason was reworded said "SMS_PROVIDER=log": staff read Korean.
      lastError: row.status === "not_sent" ? copy.notSentReason : row.last_error,
    })),
  };
}

/** 010-1234-5678 → 010-****-5678 */
function maskPhone(phone: string): string {
  return phone.replace(
    /^(\d{2,3})-(\d{3,4})-(\d{4})$/,
    (_m, a: string, b: string, c: string) => `${a}-${"*".repeat(b.length)}-${c}`,
  );
}

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

function statusLabel(row: { status: MessageStatus; attempts: number }): string {
  if (row.status === "pending" && row.attempts > 0) return copy.statusLabels.retrying;
  return copy.statusLabels[row.status] ?? row.status;
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { items, status, page, hasNext, invalidStatus, notConfigured } = loaderData;
  const query = (next: number) => `?${new URLSearchParams({ ...(status ? { status } : {}), page: String(next) })}`;
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageLead}>{copy.lead}</p>
        </div>
      </div>
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
          copy.kindLabels[row.kind] ?? row.kind,
          <bdi key="recipient">{row.recipient}</bdi>,
          row.channel,
          statusLabel(row),
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
