import { LEAD_FIELDS, type LeadField } from "#app/modules/leads/lead-fields.ts";
import type { LeadFormActionData } from "#app/modules/leads/lead-form-values.ts";
import type { LeadFieldErrors, LeadResult } from "#app/modules/leads/schema.ts";

/** SPEC §4: idle → submitting → success, failure or error (plus our invalid and rate-limited) → idle. */
export type LeadFormStatus = "idle" | "submitting" | LeadResult["status"];

export type LeadFormState = { status: LeadFormStatus; fieldErrors: LeadFieldErrors };

export const idleState: LeadFormState = { status: "idle", fieldErrors: {} };

export function stateFromResult(outcome: LeadResult): LeadFormState {
  return { status: outcome.status, fieldErrors: outcome.status === "invalid" ? outcome.fieldErrors : {} };
}

/** The state a server-rendered page starts in: idle, or the answer to a post without JavaScript. */
export function stateFromActionData(actionData: LeadFormActionData | undefined): LeadFormState {
  return actionData ? stateFromResult(actionData.result) : idleState;
}

/** The first field, among those the form shows, that has an error. */
export function firstInvalidField(errors: LeadFieldErrors, shown: readonly LeadField[]): LeadField | null {
  return LEAD_FIELDS.find((field) => shown.includes(field) && (errors[field]?.length ?? 0) > 0) ?? null;
}

/** Errors no visible field can show (the form itself, or a hidden field): shown above the button. */
export function unplacedErrors(errors: LeadFieldErrors, shown: readonly LeadField[]): string[] {
  const messages = Object.entries(errors)
    .filter(([field]) => !shown.includes(field as LeadField))
    .flatMap(([, list]) => list ?? []);
  return [...new Set(messages)];
}

/** In lib: the customer page needs it for its form's action before the form's code loads. */
export { pagePath } from "#app/lib/page-path.ts";
