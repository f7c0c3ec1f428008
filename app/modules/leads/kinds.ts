/** The lead vocabularies as stored (apart from lead-fields.ts, which every form page loads). */

/**
 * The lead forms: interest (the popup: name, phone; email and visitDate travel with it),
 * visit (the home page's visit form), inquiry (the customer page), walkin (registered at the model
 * house's door by a counsellor: app/modules/desk; no public form posts it), booking (the person's
 * first contact was a visit booking, on the web or by the staff).
 */
export const LEAD_FORMS = ["interest", "visit", "inquiry", "walkin", "booking"] as const;
export type LeadFormKind = (typeof LEAD_FORMS)[number];

/**
 * The lead's funnel stage (leads.status): the codes belong to the counselling feature, which moves
 * leads along the funnel; they are named here too for the inbox.
 */
export { FUNNEL_STAGES, type FunnelStage, LEAD_STAGES, type LeadStage } from "#app/modules/counselling/kinds.ts";
