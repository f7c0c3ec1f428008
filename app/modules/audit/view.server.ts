import type { AuditAction } from "#app/db/audit-actions.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { listAudit } from "#app/platform/audit/audit.server.ts";
import { defaultSite, readComplexes } from "#app/platform/sites/sites.server.ts";
import { type AuditVocabulary, auditFormat, formatAuditTime } from "./audit-format.ts";

const PAGE_SIZE = 50;

/**
 * The access log, newest first, 50 a page (one more is read to know whether a next page exists),
 * already in words: Korean action names, Korea times, the detail as labelled pairs. `actions` and
 * the labels are every feature's (the module list's). Each entry names its complex; the owner, who
 * sees every complex, may narrow the log to one.
 */
export async function auditPage(
  { db }: Staff,
  url: URL,
  { actions, ...vocabulary }: AuditVocabulary & { actions: readonly AuditAction[] },
) {
  const { auditActionLabel, describeAuditDetail } = auditFormat(vocabulary);
  const requested = url.searchParams.get("action") ?? "";
  const action = actions.find((name) => name === requested);
  const first = defaultSite();
  const complexes = [...(await readComplexes(db)).byId.values()].map((one) =>
    one.id === first.id ? { id: one.id, name: first.name } : { id: one.id, name: one.name },
  );
  if (!complexes.some((one) => one.id === first.id)) complexes.unshift({ id: first.id, name: first.name });
  const nameOf = new Map(complexes.map((one) => [one.id, one.name]));
  const requestedSite = url.searchParams.get("site") ?? "";
  const siteId = nameOf.has(requestedSite) ? requestedSite : undefined;
  const pageNumber = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(pageNumber) && pageNumber > 0 ? pageNumber : 1;
  const rows = await listAudit(db, { limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE, action, siteId });
  const entries = rows.slice(0, PAGE_SIZE).map((row) => ({
    id: row.id,
    site: nameOf.get(row.siteId) ?? row.siteId,
    createdAt: row.createdAt,
    time: formatAuditTime(row.createdAt),
    actorEmail: row.actorEmail,
    action: auditActionLabel(row.action),
    target: row.target,
    // A lead's own entries link to it; an export's target is not one lead.
    leadLink: row.target && row.action.startsWith("lead.") && row.action !== "lead.export",
    reason: row.reason,
    details: describeAuditDetail(row.action, row.detail),
  }));
  const choices = actions.map((name) => ({ name, label: auditActionLabel(name) }));
  return {
    entries,
    actions: choices,
    complexes,
    hasNext: rows.length > PAGE_SIZE,
    page,
    action: action ?? "",
    site: siteId ?? "",
  };
}
