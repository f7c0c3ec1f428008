import type { FeatureUi } from "#app/modules/feature.ts";

/** By audit code: a file stored for the site's content (never its name: it may name a person), unused files deleted (counts). */
export const uploadsAuditLabels = {
  "upload.create": "파일 올림",
  "upload.purge": "쓰지 않는 파일 삭제",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof uploadsAuditLabels, true> {}
}

/** Site content's files: those who edit notices, banners and pop-ups upload; counsellors do not. */
const CONTENT_EDITORS = ["owner", "manager", "marketer"] as const;

export const uploadsUi = {
  name: "uploads",
  auditActions: uploadsAuditLabels,
  auditDetailLabels: {
    kind: "파일 종류",
    size: "파일 크기",
    dimensions: "가로 세로",
    deletedFiles: "지운 파일 수",
    deletedBytes: "지운 바이트 수",
    graceDays: "유예 일수",
  },
  adminAccess: {
    "/admin/uploads": { read: CONTENT_EDITORS, write: CONTENT_EDITORS },
  },
} as const satisfies FeatureUi;
