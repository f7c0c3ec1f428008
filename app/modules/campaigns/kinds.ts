/**
 * The campaigns' stored codes and their Korean names. A campaign is written as a draft, tested on
 * the author's own phone, then sent now or scheduled; over the approval threshold it waits for a
 * second person's approval first. A running campaign pauses in the quiet hours and goes on at 08:00.
 */
export const CAMPAIGN_STATUSES = [
  "draft",
  "approval_needed",
  "scheduled",
  "sending",
  "paused",
  "done",
  "cancelled",
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const campaignStatusLabels = {
  draft: "작성 중",
  approval_needed: "승인 대기",
  scheduled: "발송 예약",
  sending: "발송 중",
  paused: "일시 정지(야간)",
  done: "발송 완료",
  cancelled: "취소됨",
} as const satisfies Record<CampaignStatus, string>;

/**
 * One recipient: `queued` (대기) when the campaign starts, `enqueued` once handed to the text
 * outbox, `accepted` (접수) when SOLAPI took it, `failed` (실패, with the provider's reason), or
 * `skipped` (제외, with why: consent withdrawn before their batch). `delivered` (성공) is kept for
 * the carrier's delivery report.
 */
export const RECIPIENT_STATUSES = ["queued", "enqueued", "accepted", "delivered", "failed", "skipped"] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const recipientStatusLabels = {
  queued: "대기",
  enqueued: "발송 중",
  accepted: "접수",
  delivered: "성공",
  failed: "실패",
  skipped: "제외",
} as const satisfies Record<RecipientStatus, string>;
