import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

/** By audit code: the template pages' changes. */
export const templateAuditLabels = {
  "template.update": "홈페이지 내용 임시 저장",
  "template.publish": "홈페이지 내용 게시",
  "template.restore": "홈페이지 내용 이전 판 복원",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof templateAuditLabels, true> {}
}

/** The words and pictures of a complex's standard pages: the owner, managers and the marketer edit. */
const EDITORS = ["owner", "manager", "marketer"] as const;

export const templateUi = {
  name: "template",
  // In the menu while the admin works on a template complex (the designed complex's pages are code).
  adminNav: [{ title: "홈페이지 내용", url: href("/admin/template"), group: "site", order: 26, template: true }],
  auditActions: templateAuditLabels,
  auditDetailLabels: { facts: "주요 정보 수", types: "타입 수" },
  adminAccess: {
    "/admin/template": { read: EDITORS, write: EDITORS },
  },
} as const satisfies FeatureUi;
