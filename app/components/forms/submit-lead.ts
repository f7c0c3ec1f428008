import type { LeadActionResult, LeadFieldErrors } from "#app/schemas/lead.ts";

/** The JSON endpoint every lead form posts to when JavaScript runs (app/routes/resources/lead.ts). */
export const LEAD_ENDPOINT = "/api/lead";

/**
 * What a submission came to, as the forms show it:
 * - success: 2xx (the lead is stored);
 * - invalid: 400 with Korean field errors;
 * - rate-limited: 429;
 * - failure: any other answer (SPEC §8 "registration failed");
 * - error: no answer at all, e.g. the network is down (SPEC §8 "an error occurred").
 */
export type LeadSubmitOutcome =
  | { status: "success" }
  | { status: "invalid"; fieldErrors: LeadFieldErrors }
  | { status: "rate-limited" }
  | { status: "failure" }
  | { status: "error" };

/** A form's text fields as `application/x-www-form-urlencoded` (a lead form has no files). */
export function toUrlEncoded(formData: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of formData) {
    if (typeof value === "string") params.append(name, value);
  }
  return params;
}

/** Posts a lead form to the endpoint and maps the answer; never throws. */
export async function submitLead(formData: FormData, fetcher: typeof fetch = fetch): Promise<LeadSubmitOutcome> {
  let response: Response;
  try {
    response = await fetcher(LEAD_ENDPOINT, {
      method: "POST",
      body: toUrlEncoded(formData),
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
  } catch {
    return { status: "error" };
  }
  if (response.ok) return { status: "success" };
  if (response.status === 429) return { status: "rate-limited" };
  if (response.status === 400) {
    const fieldErrors = await readFieldErrors(response);
    if (fieldErrors) return { status: "invalid", fieldErrors };
  }
  return { status: "failure" };
}

async function readFieldErrors(response: Response): Promise<LeadFieldErrors | null> {
  try {
    const body = (await response.json()) as Partial<LeadActionResult> | null;
    if (body?.status === "invalid" && body.fieldErrors && typeof body.fieldErrors === "object") {
      return body.fieldErrors;
    }
  } catch {
    // Not JSON: a proxy's error page, say. Shown as a failure.
  }
  return null;
}

/** The outcome a server-rendered action result (the no-JavaScript path) corresponds to. */
export function outcomeFromActionResult(result: LeadActionResult): LeadSubmitOutcome {
  switch (result.status) {
    case "success":
      return { status: "success" };
    case "invalid":
      return { status: "invalid", fieldErrors: result.fieldErrors };
    case "rate-limited":
      return { status: "rate-limited" };
    default:
      return { status: "failure" };
  }
}
