/** A notice's category, with its label. */
export const NOTICE_CATEGORIES = {
  schedule: "분양 일정",
  winners: "당첨자 발표",
  contract: "계약 안내",
  general: "일반",
} as const;

export type NoticeCategory = keyof typeof NOTICE_CATEGORIES;

export const NOTICE_CATEGORY_CODES = Object.keys(NOTICE_CATEGORIES) as NoticeCategory[];

export function isNoticeCategory(value: unknown): value is NoticeCategory {
  return typeof value === "string" && Object.hasOwn(NOTICE_CATEGORIES, value);
}

/**
 * Where a notice stands: `draft` never published (or taken down and not published again),
 * `scheduled` published for a later publish_at, `live` shown, `hidden` its hide_at passed or taken
 * down by hand. The public pages also compare publish_at and hide_at with the clock, so a notice is
 * never shown early or late while the schedule job has not yet moved it.
 */
export const NOTICE_STATES = {
  draft: "임시 저장",
  scheduled: "게시 예약",
  live: "게시 중",
  hidden: "내림",
} as const;

export type NoticeState = keyof typeof NOTICE_STATES;
