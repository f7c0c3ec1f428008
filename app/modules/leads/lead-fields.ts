/**
 * The lead forms' field names and limits, apart from the schema so browser code can use them
 * without loading zod (about 25 KB gzip, fetched only when a form is submitted).
 */
export const NAME_MAX = 50;
export const MESSAGE_MAX = 1000;

/**
 * The fields a visitor fills, in the order the forms show them (the first with an error gets the
 * focus); `form` stands for the form as a whole (a forged kind, a broken hidden field).
 */
export const LEAD_FIELDS = ["name", "phone", "email", "visitDate", "message", "privacyConsent"] as const;
export type LeadField = (typeof LEAD_FIELDS)[number] | "form";

/** The hidden field a person never fills (it is off-screen and out of the tab order). */
export const HONEYPOT_FIELD = "homepage";
