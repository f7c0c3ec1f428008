import { data } from "react-router";
import type { LeadFormActionData } from "#app/schemas/lead-form-values.ts";
import { postedValues } from "#app/schemas/lead-form-values.ts";
import { handleLeadRequest } from "./submission.server.ts";

/**
 * The action of a page with a lead form, for visitors without JavaScript (with it, the forms post
 * to /api/lead and stay on the page). Same handling and status codes as the endpoint; the page
 * renders the result, the typed values unless it succeeded, and a new key for the next post.
 */
export async function leadFormAction(request: Request, clientAddress: string) {
  let values: LeadFormActionData["values"] = null;
  try {
    values = postedValues(await request.clone().formData());
  } catch {
    // An unreadable body: handleLeadRequest answers it with a 400.
  }
  const { result, status, headers } = await handleLeadRequest(request, clientAddress);
  return data<LeadFormActionData>(
    { result, values: result.status === "success" ? null : values, idempotencyKey: crypto.randomUUID() },
    { status, headers },
  );
}
