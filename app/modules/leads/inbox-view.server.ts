import { data, href, redirect } from "react-router";
import { csvAttachment } from "#app/lib/csv.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { formatSeoulTimestamp } from "#app/lib/korea-time.ts";
import { attributionCsvCells } from "#app/modules/attribution/attribution.ts";
import { assignLeads } from "#app/modules/counselling/admin.server.ts";
import { counsellingCopy } from "#app/modules/counselling/admin-copy.ts";
import { AssigneeSchema, LeadIdsSchema } from "#app/modules/counselling/schema.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { exportLeads, inboxPageOf } from "./admin.server.ts";
import { leadCsvHeader, leadFormLabels, leadStatusLabels } from "./admin-copy.ts";
import type { ExportLead } from "./inbox.server.ts";
import { LeadExportReasonSchema, leadFilterQuery, parseLeadFilter } from "./inbox-schema.ts";

type InboxStaff = Pick<Staff, "db" | "actor" | "clientAddress">;

const PAGE_SIZE = 20;

/** The inbox page: a filtered list is a link a colleague can open, so the filter is read from the address. */
export async function inboxPage({ db, actor, clientAddress }: InboxStaff, url: URL) {
  const { filter, params, page, errors } = parseLeadFilter(url.searchParams);
  const inbox = await inboxPageOf(db, filter, page, PAGE_SIZE, actor, clientAddress);
  const exportRefused = url.searchParams.get("exportError") === "reason";
  return { ...inbox, params, errors, exportRefused, me: actor.id };
}

/** Bulk assignment of the ticked leads (owner, manager; lead.assign per lead). Anyone else: 403. */
export async function inboxAction({ db, actor, clientAddress }: InboxStaff, request: Request) {
  const form = await readFormData(request);
  const copy = counsellingCopy;
  const leads = LeadIdsSchema.safeParse(form.getAll("lead"));
  if (!leads.success) return data({ ok: false, message: leads.error.issues[0]?.message ?? "" }, { status: 400 });
  const assignee = AssigneeSchema.safeParse(form.get("assignee") ?? undefined);
  if (!assignee.success) return data({ ok: false, message: assignee.error.issues[0]?.message ?? "" }, { status: 400 });
  const result = await assignLeads(db, leads.data, assignee.data, actor, clientAddress);
  if (result.status === "refused") return data({ ok: false, message: copy.assignment.refused }, { status: 403 });
  if (result.status === "not-assignable") {
    return data({ ok: false, message: copy.assignment.notAssignable }, { status: 400 });
  }
  if (result.status !== "assigned") return data({ ok: false, message: copy.bulk.done(0) }, { status: 404 });
  return { ok: true, message: copy.bulk.done(result.count) };
}

/**
 * The CSV export of the inbox with its filters: a POST with a reason (personal data leaves the
 * system), UTF-8 with BOM and Korean headers so Excel opens it. No reason: back to the form.
 */
export async function inboxExport({ db, actor, clientAddress }: InboxStaff, request: Request) {
  const formData = await readFormData(request);
  const { filter, params } = parseLeadFilter(formData);
  const reason = LeadExportReasonSchema.safeParse(formData.get("reason") ?? undefined);
  if (!reason.success) {
    const query = leadFilterQuery(params);
    throw redirect(`${href("/admin/leads")}${query ? `${query}&` : "?"}exportError=reason#export-title`, 303);
  }
  const now = new Date();
  const leads = await exportLeads(db, filter, reason.data, actor, clientAddress, now);
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
