import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

/** By audit code: the banners' changes. */
export const bannersAuditLabels = {
  "banners.update": "배너·팝업 임시 저장",
  "banners.publish": "배너·팝업 게시",
  "banners.restore": "배너·팝업 이전 판 복원",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof bannersAuditLabels, true> {}
}

/** The marketer edits banners and pop-ups with the owner and managers; counsellors read. */
const EDITORS = ["owner", "manager", "marketer"] as const;

export const bannersUi = {
  name: "banners",
  adminNav: [{ title: "배너·팝업", url: href("/admin/banners"), group: "site", order: 27 }],
  auditActions: bannersAuditLabels,
  auditDetailLabels: { popups: "팝업 수", stripMessages: "흐르는 문구 수" },
  adminAccess: {
    "/admin/banners": { read: [...EDITORS, "counsellor"], write: EDITORS },
  },
} as const satisfies FeatureUi;
