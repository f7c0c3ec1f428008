import type { LeadFieldErrors, LeadResult } from "#app/modules/leads/schema.ts";

/** The JSON endpoint every lead form posts to when JavaScript runs (app/modules/leads/routes/api-lead.ts). */
export const LEAD_ENDPOINT = "/api/lead";

/** A form's text fields as `application/x-www-form-urlencoded` (a lead form has no files). */
export function toUrlEncoded(formData: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of formData) {
    if (typeof value === "string") params.append(name, value);
  }
  return params;
}

/** Posts a lead form to the endpoint and maps the answer; never throws. */
export async function submitLead(formData: FormData, fetcher: typeof fetch = fetch): Promise<LeadResult> {
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
  return { status: "failed" };
}

async function readFieldErrors(response: Response): Promise<LeadFieldErrors | null> {
  try {
    const body = (await response.json()) as Partial<LeadResult> | null;
    if (body?.status === "invalid" && body.fieldErrors && typeof body.fieldErrors === "object") {
      return body.fieldErrors;
    }
  } catch {
    // Not JSON: a proxy's error page, say. Shown as a failure.
  }
  return null;
}
