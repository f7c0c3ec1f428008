import type { Kysely } from "kysely";
import { data } from "react-router";
import type { Database } from "#app/db/schema.ts";
import { type OriginPolicy, originPolicy } from "#app/lib/origin.server.ts";
import { VISIT_SOURCE_FIELDS } from "#app/lib/visit-source.ts";
import { campaignLandingOfPath, refererLandingOf } from "#app/modules/attribution/attribution.server.ts";
import type { LeadFormActionData } from "#app/modules/leads/lead-form-values.ts";
import { postedValues } from "#app/modules/leads/lead-form-values.ts";
import { defaultDeps, handleLeadRequest } from "./submission.server.ts";

/**
 * The action of a page with a lead form, for visitors without JavaScript. A form that carried no
 * landing is classified by its Referer's campaign parameters (own origin only); the landing used
 * goes back to the form, so a second post from the answered page keeps it.
 */
export async function leadFormAction(
  db: Kysely<Database>,
  request: Request,
  clientAddress: string,
  siteId: string,
  origins: OriginPolicy = originPolicy(),
) {
  let values: LeadFormActionData["values"] = null;
  let posted: string | null = null;
  try {
    const formData = await request.clone().formData();
    values = postedValues(formData);
    const landing = formData.get(VISIT_SOURCE_FIELDS.landing);
    posted = typeof landing === "string" && landing !== "" ? landing : null;
  } catch {
    // An unreadable body: handleLeadRequest answers it with a 400.
  }
  const fallbackLanding = posted ? null : refererLandingOf(request, origins);
  const { result, status, headers } = await handleLeadRequest(request, clientAddress, defaultDeps(db, siteId), {
    fallbackLanding,
  });
  return data<LeadFormActionData>(
    {
      result,
      values: result.status === "success" ? null : values,
      idempotencyKey: crypto.randomUUID(),
      landing: fallbackLanding ?? campaignLandingOfPath(posted),
    },
    { status, headers },
  );
}
