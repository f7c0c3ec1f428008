import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

/** By audit code: the campaigns' changes and the job's steps (the job's entries have no actor). */
export const campaignAuditLabels = {
  "campaign.create": "광고 캠페인 작성",
  "campaign.update": "광고 캠페인 수정",
  "campaign.test": "광고 문자 시험 발송",
  "campaign.request": "광고 발송 요청",
  "campaign.approve": "광고 발송 승인",
  "campaign.cancel": "광고 캠페인 취소",
  "campaign.start": "광고 발송 시작",
  "campaign.pause": "광고 발송 야간 정지",
  "campaign.resume": "광고 발송 재개",
  "campaign.finish": "광고 발송 완료",
  "campaign.recipients": "광고 수신자 목록 열람",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof campaignAuditLabels, true> {}
}

/** Owner, managers and marketers; a marketer sees counts and statuses, never a name or number. */
const CAMPAIGNERS = ["owner", "manager", "marketer"] as const;

export const campaignsUi = {
  name: "campaigns",
  adminNav: [{ title: "광고 문자", url: href("/admin/campaigns"), group: "messages", order: 52 }],
  auditActions: campaignAuditLabels,
  auditDetailLabels: {
    audience: "대상 수",
    sendAt: "발송 예정 시각",
    resumeAt: "재개 시각",
    previousStatus: "이전 상태",
    recipients: "받는 사람 수",
    approvalNeeded: "승인 필요",
    skipped: "제외",
    cancelledTexts: "취소한 문자",
    campaignRecipients: "광고 문자 수신 기록",
    deletedCampaignRecipients: "삭제한 광고 수신 기록",
  },
  adminAccess: {
    "/admin/campaigns": { read: CAMPAIGNERS, write: CAMPAIGNERS },
    "/admin/campaigns/:id": { read: CAMPAIGNERS, write: CAMPAIGNERS },
  },
} as const satisfies FeatureUi;
