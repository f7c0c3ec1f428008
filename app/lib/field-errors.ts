import { flattenError, type ZodError } from "zod";

/** Zod's issues per field in Korean: zod's Korean locale is too technical, so an English message becomes the fallback. */

/** Any message without Hangul: zod's own words, never shown to a visitor. */
export const FALLBACK_MESSAGE = "입력 내용을 확인해 주세요.";
/** What a visitor cannot fix in a field (a forged form kind, a broken hidden field): the form's. */
export const REQUEST_ERROR_MESSAGE = "잘못된 요청입니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.";

export type FieldErrors<Field extends string> = Partial<Record<Field | "form", string[]>>;

const HANGUL = /[가-힣]/;

/** An issue outside `fields` (a hidden field, the whole form) becomes `requestError` on `form`. */
export function koreanFieldErrors<Field extends string>(
  error: ZodError,
  fields: readonly Field[],
  requestError = REQUEST_ERROR_MESSAGE,
): FieldErrors<Field> {
  const flat = flattenError(error, (issue) => (HANGUL.test(issue.message) ? issue.message : FALLBACK_MESSAGE));
  const errors: FieldErrors<Field> = {};
  const add = (field: Field | "form", message: string) => {
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  };
  if (flat.formErrors.length > 0) add("form", requestError);
  for (const [key, messages] of Object.entries<string[]>(flat.fieldErrors)) {
    if ((fields as readonly string[]).includes(key)) for (const message of messages) add(key as Field, message);
    else add("form", requestError);
  }
  return errors;
}

export function firstFieldErrors<Field extends string>(
  errors: FieldErrors<Field>,
): Partial<Record<Field | "form", string>> {
  const first: Partial<Record<Field | "form", string>> = {};
  for (const [field, messages] of Object.entries<string[] | undefined>(errors)) {
    if (messages?.[0]) first[field as Field | "form"] = messages[0];
  }
  return first;
}
