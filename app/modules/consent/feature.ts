import type { FeatureUi } from "#app/modules/feature.ts";

/** By audit code: a consent or withdrawal staff recorded on a lead's page (080 reply, by phone). */
export const consentAuditLabels = {
  "consent.record": "광고 수신 동의·거부 기록",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof consentAuditLabels, true> {}
}

/**
 * Consent: no admin route of its own (the card is on a lead's page, whose access rules hold; a
 * marketer never opens it). Its audit code and details.
 */
export const consentUi = {
  name: "consent",
  auditActions: consentAuditLabels,
  auditDetailLabels: {
    choice: "기록 내용",
    recorded: "기록 여부",
    changedLeads: "바뀐 관심고객",
    reasonLength: "사유 글자 수",
    // A data-subject request's counts.
    consentEvents: "광고 수신 동의 이력",
    deletedConsentEvents: "삭제한 광고 수신 동의 이력",
  },
} as const satisfies FeatureUi;
