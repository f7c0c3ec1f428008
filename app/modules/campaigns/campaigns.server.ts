import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { seoulInstant } from "#app/lib/korea-time.ts";
import { inQuietHours } from "#app/lib/quiet-hours.ts";
import type { StaffRole } from "#app/platform/access/roles.ts";
import { type AuditEntry, recordAudit } from "#app/platform/audit/audit.server.ts";
import { enqueueMessage, redactMessages } from "#app/platform/messaging/text-outbox.server.ts";
import { campaignCopy } from "./admin-copy.ts";
import { countAudience } from "./audience.server.ts";
import type { CampaignStatus } from "./kinds.ts";
import type { OptOutUrl } from "./opt-out.server.ts";
import { type CampaignDraft, parseStoredFilters, type SendWhen } from "./schema.ts";
import type { CampaignRow } from "./tables.ts";
import { type AdParts, composeAdText, estimateCost, textSize } from "./text.ts";

export type CampaignActor = Pick<AuditEntry, "actorId" | "actorEmail" | "ipAddress"> & { role: StaffRole };

/** One complex's: the advertiser its texts name, its 080 number and its opt-out links' address. */
export type CampaignSettings = {
  siteId: string;
  senderName: string;
  siteUrl: string;
  contactPhone: string;
  optOut080: string | null;
  approvalThreshold: number;
  optOutUrl: OptOutUrl;
};

export type Outcome<T = undefined> = { ok: true; value: T } | { ok: false; status: number; message: string };
const refuse = (message: string, status = 409): Outcome<never> => ({ ok: false, status, message });
const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });

/** The parts added to every text; the link is the recipient's own. */
export function adParts(
  settings: Pick<CampaignSettings, "senderName" | "contactPhone" | "optOut080">,
  optOutLink: string,
): AdParts {
  return {
    senderName: settings.senderName,
    contactPhone: settings.contactPhone,
    optOut080: settings.optOut080,
    optOutLink,
  };
}

export const bodyHash = (body: string) => createHash("sha256").update(body).digest("hex");

export async function getCampaign(db: Kysely<Database>, id: string): Promise<CampaignRow | undefined> {
  return db.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listCampaigns(db: Kysely<Database>, { page = 1, pageSize = 20 } = {}) {
  const rows = await db
    .selectFrom("campaigns")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: rows.slice(0, pageSize), hasNext: rows.length > pageSize };
}

function checkSize(draft: Pick<CampaignDraft, "body">, settings: CampaignSettings) {
  const size = textSize(draft.body, adParts(settings, settings.optOutUrl("010-0000-0000")));
  return size;
}

export async function createCampaign(
  db: Kysely<Database>,
  draft: CampaignDraft,
  actor: CampaignActor,
  settings: CampaignSettings,
  now = new Date(),
): Promise<Outcome<string>> {
  const size = checkSize(draft, settings);
  if (!size.fits) return refuse(campaignCopy.errors.tooLong(size.longestBytes), 400);
  const id = randomUUID();
  const iso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const audience = await countAudience(trx, settings.siteId, draft.filters);
    await trx
      .insertInto("campaigns")
      .values({
        id,
        site_id: settings.siteId,
        name: draft.name,
        body: draft.body,
        filters: JSON.stringify(draft.filters),
        status: "draft",
        scheduled_at: null,
        created_by: actor.actorId ?? "",
        approved_by: null,
        approved_at: null,
        tested_at: null,
        tested_body_hash: null,
        audience_count: audience,
        recipient_count: 0,
        estimated_cost: estimateCost(audience, size.channel),
        resume_at: null,
        started_at: null,
        finished_at: null,
        locked_until: null,
        created_at: iso,
        updated_at: iso,
      })
      .execute();
    await recordAudit(trx, { ...actor, action: "campaign.create", target: id, detail: { audience } }, now);
  });
  return ok(id);
}

const EDITABLE: CampaignStatus[] = ["draft", "approval_needed", "scheduled"];

/** Saves text and audience; a scheduled or waiting campaign goes back to a draft (its approval no longer holds). */
export async function saveCampaign(
  db: Kysely<Database>,
  id: string,
  draft: CampaignDraft,
  actor: CampaignActor,
  settings: CampaignSettings,
  now = new Date(),
): Promise<Outcome<number>> {
  const size = checkSize(draft, settings);
  if (!size.fits) return refuse(campaignCopy.errors.tooLong(size.longestBytes), 400);
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return refuse(campaignCopy.errors.notFound, 404);
    if (!EDITABLE.includes(current.status)) return refuse(campaignCopy.errors.notEditable);
    const audience = await countAudience(trx, current.site_id, draft.filters);
    const result = await trx
      .updateTable("campaigns")
      .set({
        name: draft.name,
        body: draft.body,
        filters: JSON.stringify(draft.filters),
        status: "draft",
        scheduled_at: null,
        approved_by: null,
        approved_at: null,
        audience_count: audience,
        estimated_cost: estimateCost(audience, size.channel),
        updated_at: now.toISOString(),
      })
      .where("id", "=", id)
      .where("status", "=", current.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return refuse(campaignCopy.errors.changedMeanwhile);
    const changed = (["name", "body", "filters"] as const).filter((field) =>
      field === "filters" ? current.filters !== JSON.stringify(draft.filters) : current[field] !== draft[field],
    );
    await recordAudit(trx, { ...actor, action: "campaign.update", target: id, detail: { changed, audience } }, now);
    return ok(audience);
  });
}

/** The test send to the author's own phone, exactly as a recipient gets it; required for the text as it is now. */
export async function testSendCampaign(
  db: Kysely<Database>,
  id: string,
  actor: CampaignActor & { name: string },
  settings: CampaignSettings,
  now = new Date(),
): Promise<Outcome<string>> {
  if (!actor.actorId) return refuse(campaignCopy.errors.noPhone, 400);
  const profile = await db
    .selectFrom("staff_profiles")
    .select("phone")
    .where("user_id", "=", actor.actorId)
    .executeTakeFirst();
  if (!profile?.phone) return refuse(campaignCopy.errors.noPhone, 400);
  const phone = profile.phone;
  return db.transaction().execute(async (trx) => {
    const campaign = await trx.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
    if (!campaign) return refuse(campaignCopy.errors.notFound, 404);
    if (campaign.status !== "draft") return refuse(campaignCopy.errors.notEditable);
    const text = composeAdText(campaign.body, adParts(settings, settings.optOutUrl(phone)), actor.name);
    await enqueueMessage(
      trx,
      {
        kind: "campaign.test",
        siteId: campaign.site_id,
        purpose: "ad",
        to: phone,
        text,
        eventKey: `campaign-test:${id}:${randomUUID()}`,
        subject: `(광고)${settings.senderName}`,
      },
      now,
    );
    await trx
      .updateTable("campaigns")
      .set({ tested_at: now.toISOString(), tested_body_hash: bodyHash(campaign.body), updated_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, { ...actor, action: "campaign.test", target: id }, now);
    return ok(phone);
  });
}

const MAX_AHEAD_MS = 90 * 86_400_000;

/** Send now or at a Korea time; over the approval threshold it waits for a second person. */
export async function requestSend(
  db: Kysely<Database>,
  id: string,
  when: SendWhen,
  actor: CampaignActor,
  settings: CampaignSettings,
  now = new Date(),
): Promise<Outcome<CampaignStatus>> {
  const at = when.now ? now : seoulInstant(when.day, when.time);
  if (!when.now && at.getTime() <= now.getTime()) return refuse(campaignCopy.errors.inThePast, 400);
  if (at.getTime() - now.getTime() > MAX_AHEAD_MS) return refuse(campaignCopy.errors.tooFarAhead, 400);
  if (inQuietHours(at))
    return refuse(when.now ? campaignCopy.errors.quietNow : campaignCopy.errors.quietScheduled, 400);
  return db.transaction().execute(async (trx) => {
    const campaign = await trx.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
    if (!campaign) return refuse(campaignCopy.errors.notFound, 404);
    if (campaign.status !== "draft") return refuse(campaignCopy.errors.notEditable);
    if (!campaign.tested_at || campaign.tested_body_hash !== bodyHash(campaign.body)) {
      return refuse(campaignCopy.errors.testFirst);
    }
    const size = checkSize(campaign, settings);
    if (!size.fits) return refuse(campaignCopy.errors.tooLong(size.longestBytes), 400);
    const audience = await countAudience(trx, campaign.site_id, parseStoredFilters(campaign.filters));
    if (audience === 0) return refuse(campaignCopy.errors.nobody);
    const status: CampaignStatus = audience > settings.approvalThreshold ? "approval_needed" : "scheduled";
    // "Now" waiting for approval is stored as no time: it goes when approved.
    const scheduledAt = when.now ? (status === "scheduled" ? now.toISOString() : null) : at.toISOString();
    const updated = await trx
      .updateTable("campaigns")
      .set({
        status,
        scheduled_at: scheduledAt,
        audience_count: audience,
        estimated_cost: estimateCost(audience, size.channel),
        updated_at: now.toISOString(),
      })
      .where("id", "=", id)
      .where("status", "=", "draft")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return refuse(campaignCopy.errors.changedMeanwhile);
    await recordAudit(
      trx,
      {
        ...actor,
        action: "campaign.request",
        target: id,
        detail: {
          audience,
          sendAt: when.now ? null : at.toISOString(),
          approvalNeeded: status === "approval_needed",
        },
      },
      now,
    );
    return ok(status);
  });
}

/** A second person approves: the owner or a manager, never the author. */
export async function approveCampaign(
  db: Kysely<Database>,
  id: string,
  actor: CampaignActor,
  now = new Date(),
): Promise<Outcome> {
  if (actor.role !== "owner" && actor.role !== "manager") return refuse(campaignCopy.errors.approverRole, 403);
  return db.transaction().execute(async (trx) => {
    const campaign = await trx.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
    if (!campaign) return refuse(campaignCopy.errors.notFound, 404);
    if (campaign.status !== "approval_needed") return refuse(campaignCopy.errors.notWaiting);
    if (campaign.created_by === actor.actorId) return refuse(campaignCopy.errors.selfApproval, 403);
    const at = campaign.scheduled_at ? new Date(campaign.scheduled_at) : now;
    if (at.getTime() < now.getTime() && campaign.scheduled_at) return refuse(campaignCopy.errors.approvalTooLate);
    if (inQuietHours(at)) return refuse(campaignCopy.errors.quietNow, 400);
    const updated = await trx
      .updateTable("campaigns")
      .set({
        status: "scheduled",
        scheduled_at: at.toISOString(),
        approved_by: actor.actorId,
        approved_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where("id", "=", id)
      .where("status", "=", "approval_needed")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return refuse(campaignCopy.errors.changedMeanwhile);
    await recordAudit(
      trx,
      { ...actor, action: "campaign.approve", target: id, detail: { audience: campaign.audience_count } },
      now,
    );
    return ok(undefined);
  });
}

/** Cancels a campaign: recipients not yet queued are skipped, texts still waiting cancelled. */
export async function cancelCampaign(
  db: Kysely<Database>,
  id: string,
  actor: CampaignActor,
  now = new Date(),
): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const campaign = await trx.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
    if (!campaign) return refuse(campaignCopy.errors.notFound, 404);
    if (campaign.status === "done" || campaign.status === "cancelled") return refuse(campaignCopy.errors.finished);
    const iso = now.toISOString();
    const updated = await trx
      .updateTable("campaigns")
      .set({ status: "cancelled", finished_at: iso, updated_at: iso })
      .where("id", "=", id)
      .where("status", "=", campaign.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return refuse(campaignCopy.errors.changedMeanwhile);
    const skipped = await trx
      .updateTable("campaign_recipients")
      .set({ status: "skipped", reason: campaignCopy.reasons.cancelled, updated_at: iso })
      .where("campaign_id", "=", id)
      .where("status", "=", "queued")
      .executeTakeFirst();
    const waiting = await trx
      .selectFrom("campaign_recipients")
      .select("phone")
      .where("campaign_id", "=", id)
      .where("status", "=", "enqueued")
      .execute();
    const cancelledTexts = await redactMessages(
      trx,
      waiting.map((row) => campaignEventKey(id, row.phone)),
      (body) => body,
      now,
    );
    await recordAudit(
      trx,
      {
        ...actor,
        action: "campaign.cancel",
        target: id,
        detail: { previousStatus: campaign.status, skipped: Number(skipped.numUpdatedRows), cancelledTexts },
      },
      now,
    );
    return ok(undefined);
  });
}

/** One text per campaign and number, whichever instance queues it first (the outbox's unique key). */
export const campaignEventKey = (campaignId: string, phone: string) => `campaign:${campaignId}:${phone}`;
