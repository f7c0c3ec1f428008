import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

/** By audit code: the site facts' changes. */
export const factsAuditLabels = {
  "facts.update": "사이트 기본 정보 임시 저장",
  "facts.publish": "사이트 기본 정보 게시",
  "facts.restore": "사이트 기본 정보 이전 판 복원",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof factsAuditLabels, true> {}
}

export const siteFactsUi = {
  name: "site-facts",
  adminNav: [{ title: "사이트 기본 정보", url: href("/admin/site-facts"), group: "site", order: 29 }],
  auditActions: factsAuditLabels,
  // Site content, as the schedule: the owner and managers edit; counsellors read (they give the
  // phone and hours to callers); marketers have no part.
  adminAccess: {
    "/admin/site-facts": { read: ["owner", "manager", "counsellor"], write: ["owner", "manager"] },
  },
} as const satisfies FeatureUi;
