import { isDay, isTime, seoulDay, seoulInstant, seoulTime } from "#app/lib/korea-time.ts";
import {
  CONTROL_CHARACTER_MESSAGE,
  hasNoControlCharacters,
  hasNoControlCharactersBesideLines,
} from "#app/lib/text-schema.ts";
import { z } from "#app/lib/zod.ts";
import { ATTACHMENT_FIELDS, altFieldFileId } from "./attachments.ts";
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX } from "./fields.ts";
import { NOTICE_CATEGORY_CODES, type NoticeCategory } from "./notice-kinds.ts";

const REQUIRED = "제목을 입력해 주세요.";

/** A notice's draft as the editor posts it. */
export const NoticeDraftSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .max(NOTICE_TITLE_MAX, `제목은 ${NOTICE_TITLE_MAX}자 이내로 입력해 주세요.`)
    .refine(hasNoControlCharacters, CONTROL_CHARACTER_MESSAGE),
  body: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .max(NOTICE_BODY_MAX, `내용은 ${NOTICE_BODY_MAX.toLocaleString("ko-KR")}자 이내로 입력해 주세요.`)
        .refine(hasNoControlCharactersBesideLines, CONTROL_CHARACTER_MESSAGE),
    ),
  category: z.enum(NOTICE_CATEGORY_CODES as [NoticeCategory, ...NoticeCategory[]], {
    error: "분류를 선택해 주세요.",
  }),
  pinned: z.boolean(),
});

export type NoticeDraft = z.infer<typeof NoticeDraftSchema>;
export type NoticeFormValues = {
  title: string;
  body: string;
  category: string;
  pinned: boolean;
  publishAt: string;
  hideAt: string;
  /** The attachments part as typed (the editor of an existing notice only): alt texts by file, removal ticks, the new images' alt. */
  attachments?: { alts: Record<string, string>; removed: string[]; newAlt: string };
};

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
};

/** The posted editor form as typed (shown again with a refusal). */
export function noticeFormValues(formData: FormData): NoticeFormValues {
  return {
    title: text(formData, "title"),
    body: text(formData, "body"),
    category: text(formData, "category"),
    pinned: formData.get("pinned") === "on",
    publishAt: text(formData, "publishAt"),
    hideAt: text(formData, "hideAt"),
    attachments: {
      alts: Object.fromEntries(
        [...formData.entries()].flatMap(([name, value]) => {
          const fileId = altFieldFileId(name);
          return fileId && typeof value === "string" ? [[fileId, value]] : [];
        }),
      ),
      removed: formData.getAll(ATTACHMENT_FIELDS.remove).filter((value) => typeof value === "string"),
      newAlt: text(formData, ATTACHMENT_FIELDS.newAlt),
    },
  };
}

export type ParseResult<T> = { success: true; data: T } | { success: false; message: string };

/** The draft fields of a posted editor form, or the first Korean message. */
export function parseNoticeDraft(values: NoticeFormValues): ParseResult<NoticeDraft> {
  const parsed = NoticeDraftSchema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, message: parsed.error.issues[0]?.message ?? REQUIRED };
}

/** A `datetime-local` value read as Korea time ("2026-12-01T09:00" → its UTC instant), or null when empty. */
export function parseKoreaDateTime(value: string): Date | null | "invalid" {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::00)?$/.exec(trimmed);
  if (!match || !isDay(match[1] as string) || !isTime(match[2] as string)) return "invalid";
  return seoulInstant(match[1] as string, match[2] as string);
}

export type NoticeSchedule = { publishAt: Date; hideAt: Date | null };

/**
 * The schedule of a publish: publish at (empty: now), hide at (empty: never). Hide at must be after
 * publish at and after now (a publish that would show nothing is refused).
 */
export function parseNoticeSchedule(values: NoticeFormValues, now: Date): ParseResult<NoticeSchedule> {
  const publishAt = parseKoreaDateTime(values.publishAt);
  const hideAt = parseKoreaDateTime(values.hideAt);
  if (publishAt === "invalid" || hideAt === "invalid") {
    return { success: false, message: "게시 시각은 ‘2026-12-01 09:00’처럼 날짜와 시간을 입력해 주세요." };
  }
  const start = publishAt ?? now;
  if (hideAt && hideAt.getTime() <= Math.max(start.getTime(), now.getTime())) {
    return { success: false, message: "내리는 시각은 게시 시각과 지금보다 뒤여야 합니다." };
  }
  return { success: true, data: { publishAt: start, hideAt } };
}

/** A stored UTC instant as a `datetime-local` value in Korea time ("2026-12-01T00:00:00Z" → "2026-12-01T09:00"). */
export function koreaInputValue(iso: string | null): string {
  if (!iso) return "";
  return `${seoulDay(new Date(iso))}T${seoulTime(iso)}`;
}
