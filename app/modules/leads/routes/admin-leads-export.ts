import { href, redirect } from "react-router";
import { csvAttachment } from "#app/lib/csv.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { formatSeoulTimestamp } from "#app/lib/korea-time.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { attributionCsvCells } from "#app/modules/attribution/attribution.ts";
import { exportLeads } from "#app/modules/leads/admin.server.ts";
import { leadCsvHeader, leadFormLabels, leadStatusLabels } from "#app/modules/leads/admin-copy.ts";
import type { ExportLead } from "#app/modules/leads/inbox.server.ts";
import { LeadExportReasonSchema, leadFilterQuery, parseLeadFilter } from "#app/modules/leads/inbox-schema.ts";
import { requireAdminAction } from "#app/platform/access/session.server.ts";
import type { Route } from "./+types/admin-leads-export";

/** Opening the address directly: back to the inbox (the export is a POST with a reason). */
export function loader() {
  return redirect(href("/admin/leads"));
}

/**
 * CSV export of the inbox with its current filters (POST: it is an action on personal data, with
 * a reason). UTF-8 with BOM and Korean headers so Excel opens it; recorded as lead.export with the
 * reason, the filter and the count (never names or numbers).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await readFormData(request);
  const { filter, params } = parseLeadFilter(formData);
  const reason = LeadExportReasonSchema.safeParse(formData.get("reason") ?? undefined);
  if (!reason.success) {
    const query = leadFilterQuery(params);
    throw redirect(`${href("/admin/leads")}${query ? `${query}&` : "?"}exportError=reason#export-title`, 303);
  }

  const now = new Date();
  const leads = await exportLeads(filter, reason.data, admin, clientAddressOf(context), now);

  return csvAttachment("leads", leadCsvHeader, leads.map(csvRow), now);
}

function csvRow(lead: ExportLead) {
  return [
    formatSeoulTimestamp(lead.createdAt),
    leadFormLabels[lead.form] ?? lead.form,
    lead.siteId,
    lead.name,
    lead.phone,
    lead.email,
    lead.visitDate,
    lead.message,
    lead.marketingConsent ? "동의" : "미동의",
    lead.consentVersion,
    leadStatusLabels[lead.status] ?? lead.status,
    lead.note,
    ...attributionCsvCells(lead.attribution),
  ];
}
