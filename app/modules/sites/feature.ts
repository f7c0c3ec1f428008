import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

/** By audit code: complexes added, their hosts and status (the owner's page or `npm run site`). */
export const sitesAuditLabels = {
  "site.create": "단지 추가",
  "site.host.add": "단지 호스트 추가",
  "site.status": "단지 상태 변경",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof sitesAuditLabels, true> {}
}

export const sitesUi = {
  name: "sites",
  auditActions: sitesAuditLabels,
  auditDetailLabels: { status: "상태" },
  adminNav: [{ title: "단지 관리", url: href("/admin/sites"), group: "operations", order: 82 }],
  // The complexes of the whole deployment: the agency's owner alone.
  adminAccess: { "/admin/sites": { read: ["owner"], write: ["owner"] } },
} as const satisfies FeatureUi;
