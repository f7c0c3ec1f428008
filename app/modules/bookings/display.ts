/** How a booking shows itself to its visitor: browser-safe, no personal data beyond what the page already holds. */

/** A short, readable booking number from the booking's id: the first 8 characters, upper case (3F2A9C1B). */
export function bookingNumberOf(id: string): string {
  return id.replace(/-/g, "").slice(0, 8).toUpperCase();
}

/** 010-1234-5678 → 010-****-5678: enough for the visitor to recognise, not enough to read out. */
export function maskedPhone(phone: string): string {
  const parts = phone.split("-");
  if (parts.length !== 3) return `***-${phone.slice(-4)}`;
  return `${parts[0]}-${"*".repeat(parts[1]?.length ?? 4)}-${parts[2]}`;
}

/** The booking's own page: where a done change or its refusal is shown (the redirect's fragment). */
export const VISIT_RESULT_ID = "visit-result";
export const MOVE_RESULT_ID = "move-result";
export const CANCEL_CONFIRM_ID = "cancel-confirm";
