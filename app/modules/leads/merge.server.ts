import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { logger } from "#app/lib/logger.server.ts";
import { maskPhone } from "#app/lib/mask.ts";
import { normalizeKoreanPhone } from "#app/lib/phone.ts";
import { recordLeadEvent } from "#app/modules/counselling/stages.server.ts";
import type { LeadPanel, LeadPanelAction, LeadPanelViewer } from "#app/modules/feature-server.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { leadFormLabels, mergeCopy } from "./admin-copy.ts";
import { FUNNEL_STAGES } from "./kinds.ts";
import { personLeadId, resolveLeadId } from "./person.server.ts";

/** Merging two records of one person (two numbers) is a manager's decision. */
export const mayMergeLeads = (viewer: { role: LeadPanelViewer["role"] }) =>
  viewer.role === "owner" || viewer.role === "manager";

const CHILD_TABLES = ["lead_notes", "counselling_entries", "lead_events"] as const;

/**
 * Moves `mergedId`'s history (notes, counselling entries, events, bookings, and the leads merged
 * into it before) onto `survivorId` and marks it merged, in the caller's transaction. The merged
 * lead keeps its number's key, so a later form of that number finds the survivor. The survivor keeps
 * the further funnel stage and gains an assignee it lacked. A merge event records it.
 */
export async function mergeLeadInto(
  trx: Transaction<Database>,
  survivorId: string,
  mergedId: string,
  actor: { id: string; name: string } | null,
  now = new Date(),
): Promise<boolean> {
  const rows = await trx
    .selectFrom("leads")
    .select(["id", "status", "assigned_to", "assigned_at", "merged_into"])
    .where("id", "in", [survivorId, mergedId])
    .execute();
  const survivor = rows.find((row) => row.id === survivorId);
  const merged = rows.find((row) => row.id === mergedId);
  if (!survivor || !merged || survivor.merged_into || merged.merged_into || survivorId === mergedId) return false;
  const nowIso = now.toISOString();
  const marked = await trx
    .updateTable("leads")
    .set({ merged_into: survivorId, updated_at: nowIso })
    .where("id", "=", mergedId)
    .where("merged_into", "is", null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) return false;
  for (const table of CHILD_TABLES) {
    await trx.updateTable(table).set({ lead_id: survivorId }).where("lead_id", "=", mergedId).execute();
  }
  await trx.updateTable("bookings").set({ lead_id: survivorId }).where("lead_id", "=", mergedId).execute();
  await trx.updateTable("leads").set({ merged_into: survivorId }).where("merged_into", "=", mergedId).execute();
  const funnel: readonly string[] = FUNNEL_STAGES;
  const further =
    funnel.includes(survivor.status) && funnel.indexOf(merged.status) > funnel.indexOf(survivor.status)
      ? merged.status
      : survivor.status;
  const assignee =
    survivor.assigned_to === null && merged.assigned_to
      ? { assigned_to: merged.assigned_to, assigned_at: merged.assigned_at }
      : {};
  await trx
    .updateTable("leads")
    .set({ status: further, ...assignee, updated_at: nowIso })
    .where("id", "=", survivorId)
    .execute();
  await recordLeadEvent(trx, { leadId: survivorId, kind: "merge", from: mergedId, to: survivorId, actor, now });
  return true;
}

/** The lead page's panel: the records merged into this one, and for a manager the merge form. */
export async function mergedLeadsPanelOf(
  db: Kysely<Database>,
  lead: { id: string },
  viewer: LeadPanelViewer,
): Promise<LeadPanel> {
  const rows = await db
    .selectFrom("leads")
    .select(["id", "created_at", "form", "phone", "message"])
    .where("merged_into", "=", lead.id)
    .orderBy("created_at", "desc")
    .execute();
  return {
    name: "leads",
    title: mergeCopy.title,
    empty: mergeCopy.empty,
    items: rows.map((row) => ({
      id: row.id,
      label: `${formatKoreanDateTime(row.created_at)} ${leadFormLabels[row.form] ?? row.form}`,
      details: [maskPhone(row.phone), ...(row.message ? [row.message] : [])],
    })),
    subjectIds: [],
    forms: mayMergeLeads(viewer)
      ? [
          {
            intent: "merge",
            heading: mergeCopy.lead,
            submit: mergeCopy.submit,
            fields: [{ name: "phone", label: mergeCopy.phone, type: "tel", placeholder: mergeCopy.placeholder }],
          },
        ]
      : undefined,
  };
}

const answer = (status: number, ok: boolean, message: string) => ({ status, ok, message });

/**
 * A manager merges the complex's lead of another number into this one (lead.merge, in the merge's
 * transaction, without the number). Refused for a counsellor or marketer with nothing written.
 */
export const mergeLeadAction: LeadPanelAction = async ({ leadId, intent, formData }, viewer, clientAddress, db) => {
  if (intent !== "merge") return answer(400, false, mergeCopy.invalid);
  if (!mayMergeLeads(viewer)) return answer(403, false, mergeCopy.forbidden);
  const phone = normalizeKoreanPhone(String(formData.get("phone") ?? ""));
  if (!phone) return answer(400, false, mergeCopy.invalidPhone);
  if (!db) throw new Error("lead.merge: the lead page passes the request's database");
  const survivor = await db.selectFrom("leads").select(["id", "site_id"]).where("id", "=", leadId).executeTakeFirst();
  const survivorId = survivor && (await resolveLeadId(db, survivor.id));
  if (!survivor || survivorId !== survivor.id) return answer(404, false, mergeCopy.gone);
  const otherId = await personLeadId(db, survivor.site_id, phone);
  if (!otherId) return answer(404, false, mergeCopy.notFound);
  if (otherId === survivor.id) return answer(409, false, mergeCopy.same);
  try {
    const merged = await db.transaction().execute(async (trx) => {
      const done = await mergeLeadInto(trx, survivor.id, otherId, { id: viewer.id, name: viewer.name });
      if (done) {
        await recordAudit(trx, {
          actorId: viewer.id,
          actorEmail: viewer.email,
          action: "lead.merge",
          target: survivor.id,
          detail: { merged: otherId },
          ipAddress: clientAddress,
        });
      }
      return done;
    });
    return merged ? answer(200, true, mergeCopy.merged) : answer(409, false, mergeCopy.same);
  } catch (error) {
    logger.error({ err: error }, "lead.merge.failed");
    return answer(503, false, mergeCopy.failed);
  }
};
