import { koreanFieldErrors } from "#app/lib/field-errors.ts";
import { postedText } from "#app/lib/posted-text.ts";
import { z } from "#app/lib/zod.ts";
import { HONEYPOT_FIELD } from "#app/modules/leads/lead-fields.ts";
import { VisitLeadSchema } from "#app/modules/leads/schema.ts";

/** The booking form: the lead forms' name, phone and consent rules plus the slot and party size. */
const lead = VisitLeadSchema.shape;
/** The confirmation and the reminder are texts: a booking needs a mobile number (the lead forms keep landlines). */
const MOBILE_PHONE = /^01[016789]-/;
const MOBILE_MESSAGE = "휴대전화 번호(010 등)를 입력해 주세요. 예약 문자를 받을 번호가 필요합니다.";

/** A booking's phone, whoever enters it (the visitor, or staff for a caller). */
export const BookingPhoneSchema = lead.phone.refine((phone) => MOBILE_PHONE.test(phone), MOBILE_MESSAGE);

const PartySizeSchema = z.coerce
  .number({ error: "방문 인원을 골라 주세요." })
  .int("방문 인원을 골라 주세요.")
  .min(1, "방문 인원을 골라 주세요.");

/** The party size up to the schedule's limit, read at request time (the sales team sets it). */
export function partySizeUpTo(partySizeMax: number) {
  return PartySizeSchema.max(partySizeMax, `방문 인원은 ${partySizeMax}명까지 예약할 수 있습니다.`);
}

export const BookingSchema = z.object({
  name: lead.name,
  phone: BookingPhoneSchema,
  privacyConsent: lead.privacyConsent,
  marketingConsent: lead.marketingConsent,
  siteId: lead.siteId,
  idempotencyKey: lead.idempotencyKey,
  sourcePath: lead.sourcePath,
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
  slot: z.iso.datetime({ error: "방문 시간을 골라 주세요." }),
  partySize: PartySizeSchema,
});

export type BookingSubmission = z.output<typeof BookingSchema>;
export const BOOKING_FIELDS = ["slot", "name", "phone", "partySize", "privacyConsent"] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number] | "form";
export type BookingFieldErrors = Partial<Record<BookingField, string[]>>;

/** `partySizeMax`: the schedule's party limit, read at request time (the sales team sets it). */
export function parseBooking(
  input: FormData,
  partySizeMax: number,
): { success: true; data: BookingSubmission } | { success: false; fieldErrors: BookingFieldErrors } {
  const parsed = BookingSchema.extend({ partySize: partySizeUpTo(partySizeMax) }).safeParse(Object.fromEntries(input));
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, fieldErrors: koreanFieldErrors(parsed.error, BOOKING_FIELDS) };
}

/** The visitor's own input, put back in the form after a refused post (never the honeypot or the key). */
export type BookingValues = { name: string; phone: string; partySize: string; marketingConsent: boolean };

export function postedBookingValues(formData: FormData): BookingValues {
  return {
    name: postedText(formData, "name", 200),
    phone: postedText(formData, "phone", 50),
    partySize: postedText(formData, "partySize", 2),
    marketingConsent: formData.get("marketingConsent") === "on",
  };
}
