import { normalizeKoreanPhone } from "#app/lib/phone.ts";
import { hasNoControlCharacters } from "#app/lib/text-schema.ts";
import { z } from "#app/lib/zod.ts";
import { EXPORT_REASON_MAX, EXPORT_REASON_MIN } from "#app/modules/leads/inbox-schema.ts";
import { dataRequestsCopy as copy } from "./copy.ts";

/** The longest phone number as typed (+82 10-1234-5678 with spaces), before normalising. */
export const PHONE_INPUT_MAX = 30;
export { EXPORT_REASON_MAX as REASON_MAX, EXPORT_REASON_MIN as REASON_MIN };

/** A phone number as typed, normalised as every form stores it (010-1234-5678), or a Korean refusal. */
export const PersonPhoneSchema = z
  .string({ error: copy.search.phoneRequired })
  .trim()
  .min(1, copy.search.phoneRequired)
  .max(PHONE_INPUT_MAX, copy.search.phoneInvalid)
  .transform((value, context) => {
    const phone = normalizeKoreanPhone(value);
    if (!phone) {
      context.addIssue({ code: "custom", message: copy.search.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  });

/** Why the person's data leaves the system or is deleted: stored with the audit entry (no personal values asked). */
const reason = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(EXPORT_REASON_MIN, required)
    .max(EXPORT_REASON_MAX, copy.reasonTooLong(EXPORT_REASON_MAX))
    .refine(hasNoControlCharacters, copy.control);

/** A request's number (search → export → erase); anything else starts a new one. */
const requestId = z.uuid().optional().catch(undefined);

export const SearchSchema = z.object({ phone: PersonPhoneSchema });

export const ExportSchema = z.object({
  phone: PersonPhoneSchema,
  reason: reason(copy.export.reasonRequired),
  requestId,
});

export const EraseSchema = z
  .object({
    phone: PersonPhoneSchema,
    confirmPhone: z.string({ error: copy.erase.confirmMismatch }).max(PHONE_INPUT_MAX, copy.erase.confirmMismatch),
    reason: reason(copy.erase.reasonRequired),
    requestId,
  })
  .refine((value) => normalizeKoreanPhone(value.confirmPhone) === value.phone, {
    message: copy.erase.confirmMismatch,
    path: ["confirmPhone"],
  });

/** A form's fields as the schema reads them (a missing field stays undefined, a file is not a string). */
export function formFields(formData: FormData, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    names.map((name) => {
      const value = formData.get(name);
      return [name, typeof value === "string" ? value : undefined];
    }),
  );
}
