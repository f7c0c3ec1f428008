import { postedText } from "#app/lib/posted-text.ts";
import type { LeadResult } from "./schema.ts";

/** What a lead form shows again after a post without JavaScript: the visitor's own input. */
export type LeadFormValues = {
  name: string;
  phone: string;
  message: string;
  privacyConsent: boolean;
  marketingConsent: boolean;
};

/**
 * What a page's lead action hands to its form: the endpoint's result, the typed values when the
 * form should show them again (not after a success, which empties it), a fresh idempotency key
 * for the next submission and the campaign the post was counted under.
 */
export type LeadFormActionData = {
  result: LeadResult;
  values: LeadFormValues | null;
  idempotencyKey: string;
  /** The visit's landing (path and campaign parameters) for the form's next post, when known. */
  landing?: string | null;
};

/**
 * The visible fields of a posted form, cut to a sane length. Never the honeypot or the
 * idempotency key: one is a trap, the other belongs to one render.
 */
export function postedValues(formData: FormData): LeadFormValues {
  return {
    name: postedText(formData, "name", 200),
    phone: postedText(formData, "phone", 50),
    message: postedText(formData, "message", 2000),
    privacyConsent: formData.get("privacyConsent") === "on",
    marketingConsent: formData.get("marketingConsent") === "on",
  };
}
