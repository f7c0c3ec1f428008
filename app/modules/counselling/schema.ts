import { addDays, isDay, isTime, seoulDay, seoulInstant } from "#app/lib/korea-time.ts";
import { z } from "#app/lib/zod.ts";
import { ASSIGNMENT_MODES, ENTRY_CHANNELS, LEAD_STAGES } from "./kinds.ts";

export const OUTCOME_MAX = 100;
export const ENTRY_NOTE_MAX = 1000;
/** How far ahead a next contact may be planned. */
export const NEXT_CONTACT_MAX_DAYS = 366;

/**
 * Control characters other than line breaks and tabs, and the bidirectional overrides that could
 * reorder the page around a note: refused, not silently removed.
 */
const CONTROL = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
const clean = (value: string) => !CONTROL.test(value.replace(/[\n\t]/g, ""));
const oneLine = (value: string) => !/[\p{Cc}\u202a-\u202e\u2066-\u2069]/u.test(value);

const CONTROL_MESSAGE = "쓸 수 없는 제어 문자가 들어 있습니다. 지우고 다시 입력해 주세요.";

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/**
 * A counselling entry as posted: channel, outcome, a free note and the next contact (a Korea date
 * and time, both or neither). `now` decides "today" for the next contact's range.
 */
export function parseEntry(form: FormData, now = new Date()) {
  const schema = z
    .object({
      channel: z.enum(ENTRY_CHANNELS, { error: "연락 방법(전화·문자·방문·기타)을 골라 주세요." }),
      outcome: z
        .string({ error: "상담 결과를 입력해 주세요." })
        .trim()
        .min(1, "상담 결과를 입력해 주세요.")
        .max(OUTCOME_MAX, `상담 결과는 ${OUTCOME_MAX}자 이내로 입력해 주세요.`)
        .refine(oneLine, CONTROL_MESSAGE),
      note: z
        .string()
        .transform((value) => value.replace(/\r\n?/g, "\n").trim())
        .pipe(
          z
            .string()
            .max(ENTRY_NOTE_MAX, `메모는 ${ENTRY_NOTE_MAX.toLocaleString("ko-KR")}자 이내로 입력해 주세요.`)
            .refine(clean, CONTROL_MESSAGE),
        )
        .optional(),
      nextDay: z.string().trim().optional(),
      nextTime: z.string().trim().optional(),
    })
    .superRefine((value, ctx) => {
      const day = value.nextDay ?? "";
      const time = value.nextTime ?? "";
      if (!day && !time) return;
      if (!day || !isDay(day)) {
        ctx.addIssue({ code: "custom", path: ["nextDay"], message: "다음 연락 날짜를 골라 주세요." });
        return;
      }
      if (!time || !isTime(time)) {
        ctx.addIssue({ code: "custom", path: ["nextTime"], message: "다음 연락 시각을 골라 주세요." });
        return;
      }
      const today = seoulDay(now);
      if (day < today || day > addDays(today, NEXT_CONTACT_MAX_DAYS)) {
        ctx.addIssue({
          code: "custom",
          path: ["nextDay"],
          message: "다음 연락 날짜는 오늘부터 1년 안으로 골라 주세요.",
        });
      }
    })
    .transform(({ channel, outcome, note, nextDay, nextTime }) => ({
      channel,
      outcome,
      note: note ? note : null,
      nextContactAt: nextDay && nextTime ? seoulInstant(nextDay, nextTime).toISOString() : null,
    }));
  return schema.safeParse({
    channel: text(form.get("channel")),
    outcome: text(form.get("outcome")),
    note: text(form.get("note")),
    nextDay: text(form.get("nextDay")),
    nextTime: text(form.get("nextTime")),
  });
}

export type EntryInput = NonNullable<ReturnType<typeof parseEntry>["data"]>;

export const StageSchema = z.object({
  status: z.enum(LEAD_STAGES, { error: "단계를 선택해 주세요." }),
});

/** An assignee as posted: a user id, or "pool" for the unassigned pool. */
export const AssigneeSchema = z
  .string({ error: "담당 상담사를 골라 주세요." })
  .trim()
  .min(1, "담당 상담사를 골라 주세요.")
  .max(64, "담당 상담사를 다시 골라 주세요.")
  .regex(/^[A-Za-z0-9_-]+$/, "담당 상담사를 다시 골라 주세요.")
  .transform((value) => (value === "pool" ? null : value));

/** Leads picked in the list for a bulk assignment (ids), at most one page. */
export const LeadIdsSchema = z
  .array(z.uuid({ error: "고른 관심고객을 다시 확인해 주세요." }), { error: "배정할 관심고객을 골라 주세요." })
  .min(1, "배정할 관심고객을 골라 주세요.")
  .max(100, "한 번에 100건까지 배정할 수 있습니다.");

export const ModeSchema = z.enum(ASSIGNMENT_MODES, { error: "배정 방식을 골라 주세요." });

export const DutySchema = z.object({
  userId: z
    .string({ error: "근무자를 골라 주세요." })
    .min(1, "근무자를 골라 주세요.")
    .max(64, "근무자를 다시 골라 주세요.")
    .regex(/^[A-Za-z0-9_-]+$/, "근무자를 다시 골라 주세요."),
  onDuty: z.enum(["yes", "no"], { error: "근무 여부를 골라 주세요." }).transform((value) => value === "yes"),
});
