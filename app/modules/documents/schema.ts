import { isDay } from "#app/lib/korea-time.ts";
import { CONTROL_CHARACTER_MESSAGE, hasNoControlCharacters } from "#app/lib/text-schema.ts";
import { z } from "#app/lib/zod.ts";
import { DOCUMENT_LABEL_MAX, DOCUMENT_TITLE_MAX } from "./fields.ts";

const text = (name: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${name}을 입력해 주세요.`)
    .max(max, `${name}은 ${max}자 이내로 입력해 주세요.`)
    .refine(hasNoControlCharacters, CONTROL_CHARACTER_MESSAGE);

/** What the editor types about a version: its title, its label ("2026.12.01 공고") and its date (Korea). */
export const VersionFieldsSchema = z.object({
  title: text("제목", DOCUMENT_TITLE_MAX),
  label: text("판 이름", DOCUMENT_LABEL_MAX),
  date: z.string().trim().refine(isDay, "공고일을 2026-12-01 형식으로 입력해 주세요."),
});
export type VersionFields = z.infer<typeof VersionFieldsSchema>;

/** The PDF is named by its SHA-256 (served as `/files/<first 16 hex digits>.pdf`). */
export const DocumentVersionSchema = VersionFieldsSchema.extend({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  filename: z.string().max(200),
  size: z.number().int().positive(),
});
export type DocumentVersion = z.infer<typeof DocumentVersionSchema>;

export type VersionFormValues = { title: string; label: string; date: string };

export type VersionFieldsParse =
  | { ok: true; fields: VersionFields }
  | { ok: false; message: string; values: VersionFormValues };

/** The posted text fields; anything but text is refused as a whole. */
export function parseVersionFields(formData: FormData): VersionFieldsParse {
  const raw = ["title", "label", "date"].map((name) => formData.get(name) ?? "");
  const [title = "", label = "", date = ""] = raw.map((value) => (typeof value === "string" ? value : ""));
  const values = { title, label, date };
  if (raw.some((value) => typeof value !== "string")) {
    return { ok: false, message: "입력 형식이 올바르지 않습니다. 다시 시도해 주세요.", values };
  }
  const result = VersionFieldsSchema.safeParse(values);
  if (result.success) return { ok: true, fields: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? "입력을 확인해 주세요.", values };
}
