import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

/** By audit code: a look at one's day (names, masked numbers) and a walk-in registered at the door. */
export const deskAuditLabels = {
  "desk.today.view": "오늘 할 일 열람",
  "desk.walkin": "현장 방문 등록",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof deskAuditLabels, true> {}
}

/** The counsellor's desk: their day (오늘 할 일) and the door's walk-in form. */
export const deskUi = {
  name: "desk",
  adminNav: [
    { title: "오늘 할 일", url: href("/admin/today"), group: "desk", order: 15 },
    { title: "현장 방문 등록", url: href("/admin/walk-in"), group: "desk", order: 16 },
  ],
  auditActions: deskAuditLabels,
  adminAccess: {
    "/admin/today": { read: ["owner", "manager", "counsellor"], write: [] },
    "/admin/walk-in": { read: ["owner", "manager", "counsellor"], write: ["owner", "manager", "counsellor"] },
  },
  auditDetailLabels: {
    count: "건수",
    created: "새 고객 등록",
    assigned: "담당자 배정",
    arrived: "예약 방문 처리",
    stageFrom: "이전 단계",
    stageTo: "바뀐 단계",
  },
} as const satisfies FeatureUi;
