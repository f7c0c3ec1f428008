/** Limits of the schedule's fields (stored as JSON text; checked by zod and by the browser). */
export const SCHEDULE_LABEL_MAX = 40;
export const SCHEDULE_NOTE_MAX = 200;
/** Rows in one schedule (the editor shows this many inputs at most). */
export const SCHEDULE_ROWS_MAX = 20;
export const SCHEDULE_REVISIONS_KEPT = 50;
export const SCHEDULE_AREA = "schedule";
export const SCHEDULE_ID = "sales-schedule";
/** The public page that shows the schedule (SPEC: 인터넷 청약). */
export const SALES_GUIDE_PATH = "/SalesInfo/guide";
export const SCHEDULE_EDITOR_PATH = "/admin/schedule";
