import type { Kysely } from "kysely";
import { telHref } from "#app/content/site.ts";
import type { Database } from "#app/db/schema.ts";
import { maskPhone } from "#app/lib/mask.ts";
import { assignsLeads, leadScopeOf, type Viewer } from "#app/modules/counselling/access.server.ts";
import { type CounsellingActor, changeLeadStage } from "#app/modules/counselling/admin.server.ts";
import { listCounsellors } from "#app/modules/counselling/assignment.server.ts";
import type { HistoryItem } from "#app/modules/counselling/history.server.ts";
import type { LeadPanelAction, LeadPanelSource, LeadPanelViewer } from "#app/modules/feature-server.ts";
import type { LeadStage } from "#app/modules/leads/kinds.ts";
import { resolveLeadId } from "#app/modules/leads/person.server.ts";
import { deliveryLabel } from "#app/modules/messages/delivery-label.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { listMessages } from "#app/platform/messaging/text-outbox.server.ts";
import {
  getInboxLead,
  type LeadFilter,
  type LeadNote,
  listLeadChannels,
  listLeadNotes,
  listLeads,
  listLeadsForExport,
} from "./inbox.server.ts";

/** The inbox's work on personal data: each function writes its audit entry, never a name or a number. */
export type LeadActor = { id: string; email: string };

/** What a filter asked for, for the audit log: codes and whether a number was searched, never its digits. */
function filterDetail(filter: LeadFilter) {
  return {
    form: filter.form ?? null,
    siteId: filter.siteId ?? null,
    status: filter.status ?? null,
    from: filter.from ?? null,
    to: filter.to ?? null,
    phoneSearch: Boolean(filter.phoneLast4),
    channel: filter.channel ?? null,
    campaign: filter.campaign ?? null,
    assignee: filter.assignee ?? null,
  };
}

/** A page of the inbox and the filter's choices, the look recorded as lead.list with how many call links it showed. */
export async function inboxPageOf(
  db: Kysely<Database>,
  filter: LeadFilter,
  page: number,
  pageSize: number,
  viewer: Viewer & LeadActor,
  clientAddress: string,
) {
  const scope = leadScopeOf(viewer);
  const scoped: LeadFilter = scope ? { ...filter, visibleTo: scope.userId } : filter;
  const [result, present, counsellors] = await Promise.all([
    listLeads(db, scoped, { page, pageSize }),
    listLeadChannels(db),
    listCounsellors(db),
  ]);
  const names = new Map(counsellors.map((person) => [person.id, person.name]));
  // A list shows 010-****-1234 to every role; the full number is only in each row's call link,
  // and the look is recorded with how many it carried (calls).
  const items = result.items.map((lead) => ({
    ...lead,
    phone: maskPhone(lead.phone),
    callHref: telHref(lead.phone),
    assigneeName: lead.assignedTo ? (names.get(lead.assignedTo) ?? null) : null,
  }));
  await recordAudit(db, {
    actorId: viewer.id,
    actorEmail: viewer.email,
    action: "lead.list",
    detail: { filter: filterDetail(filter), page, count: items.length, calls: items.length },
    ipAddress: clientAddress,
  });
  return { ...result, items, ...present, counsellors, canAssign: assignsLeads(viewer), canExport: scope === undefined };
}

/**
 * One lead in full, its view written to the audit log (lead.view), with the other features' records of the same person
 * (`panels`: the route passes each feature's `leadPanel`, so leads knows no feature that shows itself here), the texts
 * sent about the lead and those records, and the notes.
 */
export async function leadPageOf(
  db: Kysely<Database>,
  id: string,
  actor: LeadPanelViewer,
  clientAddress: string,
  panelSources: readonly LeadPanelSource[],
) {
  const lead = await getInboxLead(db, id);
  if (!lead) return undefined;
  await recordAudit(db, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: "lead.view",
    target: lead.id,
    ipAddress: clientAddress,
  });
  const found = await Promise.all(panelSources.map((source) => source({ id: lead.id, phone: lead.phone }, actor, db)));
  // The number is masked here too: "번호 보기" asks for it and is recorded (revealLeadPhone).
  const masked = { ...lead, phone: maskPhone(lead.phone) };
  const panels = found.map(({ subjectIds: _, ...panel }) => panel);
  // Recipients are not read here: the sales team's alerts go to staff.
  const messages = (
    await listMessages(db, { leadId: lead.id, bookingIds: found.flatMap((panel) => panel.subjectIds), pageSize: 20 })
  ).items.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    kind: row.kind,
    status: row.status === "pending" && row.attempts > 0 ? ("retrying" as const) : row.status,
    delivery: deliveryLabel(row),
  }));
  const notes = await listLeadNotes(db, lead.id);
  return { lead: masked, panels, messages, notes };
}

/** The person's record a lead belongs to: itself, or the lead it was merged into. */
export async function recordOfLead(db: Kysely<Database>, id: string) {
  return resolveLeadId(db, id);
}

/** The panels as they are now (after a panel's form): read with the page's lead.view, not again. */
export async function leadPanelsOf(
  db: Kysely<Database>,
  id: string,
  viewer: LeadPanelViewer,
  panelSources: readonly LeadPanelSource[],
) {
  const lead = await getInboxLead(db, id);
  if (!lead) return [];
  const found = await Promise.all(panelSources.map((source) => source({ id: lead.id, phone: lead.phone }, viewer, db)));
  return found.map(({ subjectIds: _, ...panel }) => panel);
}

/** A panel form's post (`panel:<feature>:<intent>`) for that feature's `leadPanelAction`; undefined without one. */
export async function leadPanelPost(
  db: Kysely<Database>,
  input: { leadId: string; intent: string; formData: FormData },
  viewer: LeadPanelViewer,
  clientAddress: string,
  features: readonly { name: string; leadPanelAction?: LeadPanelAction }[],
) {
  const [, name = "", intent = ""] = input.intent.split(":");
  const action = features.find((feature) => feature.name === name)?.leadPanelAction;
  if (!action) return undefined;
  const result = await action({ leadId: input.leadId, intent, formData: input.formData }, viewer, clientAddress, db);
  return { ...result, panel: name };
}

export async function leadNotesOf(db: Kysely<Database>, id: string) {
  return listLeadNotes(db, id);
}

/**
 * The one history of the lead page: the counselling history with the memos from before it (메모
 * entries), newest first; at the same instant a memo after the history's own lines.
 */
export function historyWithMemos(history: readonly HistoryItem[], memos: readonly LeadNote[]): HistoryItem[] {
  const lines: HistoryItem[] = memos.map((memo) => ({
    type: "memo",
    id: memo.id,
    at: memo.createdAt,
    who: memo.authorName,
    note: memo.body,
  }));
  return [...history, ...lines].sort((a, b) =>
    a.at === b.at ? (a.type === "memo" ? 1 : b.type === "memo" ? -1 : 0) : a.at < b.at ? 1 : -1,
  );
}

/** The stage changed by hand (counselling's lead.stage); false when the lead is gone or not the actor's. */
export async function changeLeadStatus(
  db: Kysely<Database>,
  id: string,
  change: { status: LeadStage },
  actor: CounsellingActor,
  clientAddress: string,
) {
  return Boolean(await changeLeadStage(db, id, change.status, actor, clientAddress));
}

/** Every lead matching the filter for the CSV export, recorded as lead.export with the reason and the count. */
export async function exportLeads(
  db: Kysely<Database>,
  filter: LeadFilter,
  reason: string,
  actor: LeadActor,
  clientAddress: string,
  now = new Date(),
) {
  const leads = await listLeadsForExport(db, filter);
  await recordAudit(
    db,
    {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "lead.export",
      reason,
      detail: { filter: filterDetail(filter), count: leads.length },
      ipAddress: clientAddress,
    },
    now,
  );
  return leads;
}

/** The lead's full phone number for "번호 보기", recorded as lead.phone.view (the lead's id only, never the number). */
export async function revealLeadPhone(db: Kysely<Database>, id: string, actor: LeadActor, clientAddress: string) {
  const lead = await getInboxLead(db, id);
  if (!lead) return undefined;
  await recordAudit(db, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: "lead.phone.view",
    target: lead.id,
    ipAddress: clientAddress,
  });
  return lead.phone;
}
