import type { MessageRow } from "#app/platform/messaging/tables.ts";
import { adminMessagesCopy as copy } from "./admin-copy.ts";

type Reported = Pick<
  MessageRow,
  "status" | "delivery_status" | "delivery_code" | "delivery_reason" | "delivered_channel" | "fallback"
>;

/**
 * A text's carrier report for the admin's log, in Korean: "접수" until it comes, "성공 · 알림톡",
 * "성공 · SMS (SOLAPI가 문자로 대체 발송)", "실패: 사유 (코드 3059) · 문자로 다시 보냄". Empty for a
 * text not handed to the provider.
 */
export function deliveryLabel(row: Reported): string {
  if (row.status !== "sent") return "";
  if (!row.delivery_status) return copy.deliveryLabels.accepted;
  const fallback = row.fallback ? copy.fallbackLabels[row.fallback] : null;
  if (row.delivery_status === "delivered") {
    const channel = row.delivered_channel ? channelLabel(row.delivered_channel) : null;
    return [copy.deliveryLabels.delivered, channel && (fallback ? `${channel} (${fallback})` : channel)]
      .filter(Boolean)
      .join(" · ");
  }
  const why = [row.delivery_reason, row.delivery_code && `(${copy.code(row.delivery_code)})`].filter(Boolean).join(" ");
  return [why ? `${copy.deliveryLabels.failed}: ${why}` : copy.deliveryLabels.failed, fallback]
    .filter(Boolean)
    .join(" · ");
}

export function channelLabel(channel: string): string {
  return copy.channelLabels[channel] ?? channel.toUpperCase();
}
