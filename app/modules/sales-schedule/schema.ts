import { isDay } from "#app/lib/korea-time.ts";
import { CONTROL_CHARACTER_MESSAGE, hasNoControlCharacters } from "#app/lib/text-schema.ts";
import { z } from "#app/lib/zod.ts";
import { SCHEDULE_LABEL_MAX, SCHEDULE_NOTE_MAX, SCHEDULE_ROWS_MAX } from "./fields.ts";

const DAY_MESSAGE = "날짜를 2026-12-01 형식으로 입력해 주세요.";

/** One row of the schedule: a step, its Korea date or dates (end null: one day) and a note. */
export const ScheduleRowSchema = z
  .object({
    label: z
      .string()
      .trim()
      .min(1, "일정 이름을 입력해 주세요.")
      .max(SCHEDULE_LABEL_MAX, `일정 이름은 ${SCHEDULE_LABEL_MAX}자 이내로 입력해 주세요.`)
      .refine(hasNoControlCharacters, CONTROL_CHARACTER_MESSAGE),
    start: z.string().trim().refine(isDay, DAY_MESSAGE),
    end: z
      .string()
      .trim()
      .transform((value) => (value === "" ? null : value))
      .refine((value) => value === null || isDay(value), DAY_MESSAGE),
    note: z
      .string()
      .trim()
      .max(SCHEDULE_NOTE_MAX, `비고는 ${SCHEDULE_NOTE_MAX}자 이내로 입력해 주세요.`)
      .refine(hasNoControlCharacters, CONTROL_CHARACTER_MESSAGE),
  })
  .refine((row) => row.end === null || row.end >= row.start, {
    message: "끝나는 날은 시작하는 날과 같거나 뒤여야 합니다.",
    path: ["end"],
  })
  .transform((row) => ({ ...row, end: row.end === row.start ? null : row.end }));

export type ScheduleRow = z.infer<typeof ScheduleRowSchema>;

export const ScheduleRowsSchema = z
  .array(ScheduleRowSchema)
  .max(SCHEDULE_ROWS_MAX, `일정은 ${SCHEDULE_ROWS_MAX}개까지 입력할 수 있습니다.`);

/** The editor's inputs as typed (shown again with a refusal): one entry per row, in order. */
export type ScheduleFormRow = { label: string; start: string; end: string; note: string };

const FIELDS = ["label", "start", "end", "note"] as const;

/** A wholly blank row is dropped; anything but text, or unequal counts, is refused as a whole. */
export function scheduleFormRows(formData: FormData): ScheduleFormRow[] | null {
  const columns = FIELDS.map((name) => formData.getAll(name));
  const count = columns[0]?.length ?? 0;
  if (count > SCHEDULE_ROWS_MAX * 2) return null;
  if (columns.some((values) => values.length !== count || values.some((value) => typeof value !== "string"))) {
    return null;
  }
  const rows: ScheduleFormRow[] = [];
  for (let i = 0; i < count; i++) {
    const [label = "", start = "", end = "", note = ""] = columns.map((values) => values[i] as string);
    if (`${label}${start}${end}${note}`.trim() === "") continue;
    rows.push({ label, start, end, note });
  }
  return rows;
}

export type ScheduleParse =
  | { ok: true; rows: ScheduleRow[] }
  | { ok: false; message: string; values: ScheduleFormRow[]; errors: Record<number, string> };

/** The first message of each bad row, by its index. */
export function parseScheduleForm(formData: FormData): ScheduleParse {
  const values = scheduleFormRows(formData);
  if (!values)
    return { ok: false, message: "입력 형식이 올바르지 않습니다. 다시 시도해 주세요.", values: [], errors: {} };
  const result = ScheduleRowsSchema.safeParse(values);
  if (result.success) return { ok: true, rows: result.data };
  const errors: Record<number, string> = {};
  let message = "";
  for (const issue of result.error.issues) {
    const index = typeof issue.path[0] === "number" ? issue.path[0] : -1;
    if (index >= 0 && !(index in errors)) errors[index] = issue.message;
    if (!message) message = index >= 0 ? `${index + 1}번째 줄: ${issue.message}` : issue.message;
  }
  return { ok: false, message, values, errors };
}
