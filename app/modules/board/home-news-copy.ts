import { SALES_GUIDE_PATH } from "#app/modules/sales-schedule/fields.ts";

/**
 * The home page band's words. The schedule's three are the guide page's
 * (sales-schedule/copy.ts), written again here: importing that copy would make it a separate file
 * the home page lists among its JavaScript (home-news.server.test.ts checks they are the same).
 */
export const homeNewsCopy = {
  label: "공지와 분양 일정",
  notice: "공지",
  schedule: "분양 일정",
  schedulePath: SALES_GUIDE_PATH,
  scheduleLink: "분양 일정 전체 보기",
  current: "진행 중",
  dDay: (days: number) => `D-${days}`,
} as const;
