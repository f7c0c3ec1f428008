import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

/** By audit code: the sales schedule's changes. */
export const scheduleAuditLabels = {
  "schedule.update": "분양 일정 임시 저장",
  "schedule.publish": "분양 일정 게시",
  "schedule.restore": "분양 일정 이전 판 복원",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof scheduleAuditLabels, true> {}
}

const EDITORS = ["owner", "manager"] as const;

export const salesScheduleUi = {
  name: "sales-schedule",
  adminNav: [{ title: "분양 일정", url: href("/admin/schedule"), group: "site", order: 26 }],
  auditActions: scheduleAuditLabels,
  auditDetailLabels: { rows: "일정 수" },
  // Site content, as notices: the owner and managers edit; counsellors read; marketers have no part.
  adminAccess: {
    "/admin/schedule": { read: ["owner", "manager", "counsellor"], write: EDITORS },
  },
} as const satisfies FeatureUi;
