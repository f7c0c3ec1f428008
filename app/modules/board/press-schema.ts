import {
  CONTROL_CHARACTER_MESSAGE,
  hasNoControlCharacters,
  hasNoControlCharactersBesideLines,
} from "#app/lib/text-schema.ts";
import { z } from "#app/lib/zod.ts";
import { pressCopy } from "#app/modules/board/press-copy.ts";
import { PRESS_CONTENT_MAX, PRESS_SUMMARY_MAX, PRESS_TITLE_MAX } from "./fields.ts";

/**
 * A press article as the write forms post it (the public press page and the admin area).
 * SPEC §5: title and summary are required; content is not.
 */
export const PressInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, pressCopy.required)
    .max(PRESS_TITLE_MAX, `제목은 ${PRESS_TITLE_MAX}자 이내로 입력해 주세요.`)
    .refine(hasNoControlCharacters, CONTROL_CHARACTER_MESSAGE),
  summary: z
    .string()
    .trim()
    .min(1, pressCopy.required)
    .max(PRESS_SUMMARY_MAX, `요약은 ${PRESS_SUMMARY_MAX.toLocaleString("ko-KR")}자 이내로 입력해 주세요.`)
    .refine(hasNoControlCharacters, CONTROL_CHARACTER_MESSAGE),
  content: z
    .string()
    .optional()
    .transform((value) => (value ?? "").replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .max(PRESS_CONTENT_MAX, `내용은 ${PRESS_CONTENT_MAX.toLocaleString("ko-KR")}자 이내로 입력해 주세요.`)
        .refine(hasNoControlCharactersBesideLines, CONTROL_CHARACTER_MESSAGE),
    ),
});

export type PressInputValues = { title: string; summary: string; content: string };

export type PressParseResult =
  | { success: true; data: PressInputValues }
  | { success: false; message: string; values: PressInputValues };

/** The posted form → an article, or the first Korean message and the typed values to show again. */
export function parsePressInput(formData: FormData): PressParseResult {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { title: text("title"), summary: text("summary"), content: text("content") };
  const parsed = PressInputSchema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  // Title or summary missing: SPEC §8's one message, whatever else is wrong.
  const missing = parsed.error.issues.some((issue) => issue.message === pressCopy.required);
  return {
    success: false,
    message: missing ? pressCopy.required : (parsed.error.issues[0]?.message ?? pressCopy.required),
    values,
  };
}
