import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

/** By audit code: the published documents' changes. */
export const documentAuditLabels = {
  "document.update": "공고 문서 임시 저장",
  "document.publish": "공고 문서 게시",
  "document.restore": "공고 문서 이전 판 복원",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof documentAuditLabels, true> {}
}

const EDITORS = ["owner", "manager"] as const;

export const documentsUi = {
  name: "documents",
  adminNav: [{ title: "공고 문서", url: href("/admin/documents"), group: "site", order: 28 }],
  auditActions: documentAuditLabels,
  auditDetailLabels: { document: "문서", label: "판 이름" },
  // Site content, as the schedule: the owner and managers publish; counsellors read; marketers have no part.
  adminAccess: {
    "/admin/documents": { read: ["owner", "manager", "counsellor"], write: EDITORS },
  },
} as const satisfies FeatureUi;
