import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { maskPhone } from "#app/lib/mask.ts";
import { MESSAGE_STATUSES, type MessageStatus } from "#app/platform/messaging/statuses.ts";
import { listMessages } from "#app/platform/messaging/text-outbox.server.ts";
import { textingEnabled } from "#app/platform/messaging/texting.server.ts";
import { adminMessagesCopy as copy } from "./admin-copy.ts";
import { channelLabel, deliveryLabel } from "./delivery-label.ts";

/**
 * A page of the texts the site queued, newest first, filtered by `?status=`. Recipients are
 * masked: the list shows no personal data, so viewing it is not an access to personal data.
 */
export async function adminMessagesPage({ db }: { db: Kysely<Database> }, url: URL) {
  const status = url.searchParams.get("status") ?? "";
  const page = Math.max(1, Math.min(1000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const valid = MESSAGE_STATUSES.find((one) => one === status);
  const { items, hasNext } = await listMessages(db, { status: valid, page });
  return {
    status: valid ?? "",
    page,
    hasNext,
    invalidStatus: Boolean(status) && !valid,
    notConfigured: !textingEnabled(),
    items: items.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      kind: copy.kindLabels[row.kind] ?? row.kind,
      recipient: maskPhone(row.recipient),
      channel: row.fallback_of ? `${channelLabel(row.channel)} (${copy.fallbackOf})` : channelLabel(row.channel),
      status: statusLabel(row),
      attempts: row.attempts,
      delivery: deliveryLabel(row),
      // The reason in Korean, whatever wording the row stored.
      lastError: row.status === "not_sent" ? copy.notSentReason : row.last_error,
    })),
  };
}

function statusLabel(row: { status: MessageStatus; attempts: number }): string {
  if (row.status === "pending" && row.attempts > 0) return copy.statusLabels.retrying;
  return copy.statusLabels[row.status] ?? row.status;
}
