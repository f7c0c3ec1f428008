import { firstFieldErrors, koreanFieldErrors, REQUEST_ERROR_MESSAGE } from "#app/lib/field-errors.ts";
import { postedText } from "#app/lib/posted-text.ts";
import { hasNoControlCharacters } from "#app/lib/text-schema.ts";
import { z } from "#app/lib/zod.ts";
import { VisitLeadSchema } from "#app/modules/leads/schema.ts";
import { BookingPhoneSchema, BookingSchema, partySizeUpTo } from "./schema.ts";

/** The day view's staff forms: a booking or waitlist entry under the visitor form's rules, and waitlist actions. */
const lead = VisitLeadSchema.shape;
const STAFF_CONSENT = "방문자에게 개인정보 수집·이용 동의를 받았는지 확인하고 표시해 주세요.";
const uuid = (message: string) => z.string({ error: message }).regex(/^[0-9a-f-]{36}$/, message);

export const StaffBookingSchema = z.object({
  name: lead.name,
  phone: BookingPhoneSchema,
  partySize: BookingSchema.shape.partySize,
  slot: BookingSchema.shape.slot,
  note: z
    .string()
    .trim()
    .max(200, "메모는 200자 이내로 입력해 주세요.")
    .refine(hasNoControlCharacters, "메모에 쓸 수 없는 문자가 있습니다.")
    .optional()
    .transform((value) => value || null),
  privacyConsent: z.literal("on", { error: STAFF_CONSENT }),
  idempotencyKey: uuid(REQUEST_ERROR_MESSAGE),
});

export const STAFF_BOOKING_FIELDS = ["name", "phone", "partySize", "slot", "note", "privacyConsent"] as const;
export type StaffBookingField = (typeof STAFF_BOOKING_FIELDS)[number];
export type StaffBookingValues = Record<Exclude<StaffBookingField, "privacyConsent">, string>;

/** `partySizeMax`: the schedule's party limit, as for the visitor's form. */
export function parseStaffBooking(formData: FormData, partySizeMax: number) {
  const parsed = StaffBookingSchema.extend({ partySize: partySizeUpTo(partySizeMax) }).safeParse(
    Object.fromEntries(formData),
  );
  if (parsed.success) return { success: true as const, data: parsed.data };
  // The form shows one message per field.
  return {
    success: false as const,
    fieldErrors: firstFieldErrors(koreanFieldErrors(parsed.error, STAFF_BOOKING_FIELDS)),
  };
}

/** What was typed, put back in the form after a refused post. */
export function postedStaffBookingValues(formData: FormData): StaffBookingValues {
  return {
    name: postedText(formData, "name", 200),
    phone: postedText(formData, "phone", 50),
    partySize: postedText(formData, "partySize", 2),
    slot: postedText(formData, "slot", 40),
    note: postedText(formData, "note", 400),
  };
}

/** A waitlist entry to book or take out of line. */
export const WaitlistEntryActionSchema = z.object({
  entry: uuid("대기 명단에서 찾을 수 없습니다."),
  idempotencyKey: uuid(REQUEST_ERROR_MESSAGE).optional(),
});
