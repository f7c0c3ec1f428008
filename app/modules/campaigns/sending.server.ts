import { randomUUID } from "node:crypto";
import { type Expression, expressionBuilder, type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import { inQuietHours, quietHoursEnd } from "#app/lib/quiet-hours.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import type { DeliveryStatus, MessageStatus } from "#app/platform/messaging/statuses.ts";
import { enqueueMessage } from "#app/platform/messaging/text-outbox.server.ts";
import { campaignCopy } from "./admin-copy.ts";
import { listAudience, stillConsenting } from "./audience.server.ts";
import { adParts, type CampaignSettings, campaignEventKey } from "./campaigns.server.ts";
import type { RecipientStatus } from "./kinds.ts";
import { ensureOptOutLink } from "./opt-out.server.ts";
import { parseStoredFilters } from "./schema.ts";
import { composeAdText, estimateCost, textSize } from "./text.ts";

/**
 * A round of the campaigns' job, on every instance (each step claimed by a conditional update; all
 * state in the database): pause for the quiet hours, start what is due (the audience counted again),
 * queue one batch per campaign with consent checked again, let recipients follow their texts.
 */
export type CampaignRoundOptions = {
  db: Kysely<Database>;
  /** A complex's settings (its name, 080 number, links), asked once per campaign and round. */
  settings: (siteId: string) => Promise<CampaignSettings>;
  batchSize: number;
  now?: () => Date;
  leaseMs?: number;
  onQueued?: () => void;
};

export async function runCampaignRound({
  db,
  settings,
  batchSize,
  now = () => new Date(),
  leaseMs = 120_000,
  onQueued,
}: CampaignRoundOptions) {
  const counts = { started: 0, paused: 0, resumed: 0, queued: 0, skipped: 0, finished: 0 };
  const at = now();
  if (inQuietHours(at)) {
    counts.paused += await pauseForTheNight(db, at);
    await syncRecipients(db, at);
    return counts;
  }
  counts.resumed += await resumeAfterTheNight(db, at);
  counts.started += await startDueCampaigns(db, settings, at);
  const sending = await db.selectFrom("campaigns").select("id").where("status", "=", "sending").execute();
  for (const { id } of sending) {
    const batch = await queueBatch(db, id, settings, { batchSize, now: now(), leaseMs });
    counts.queued += batch.queued;
    counts.skipped += batch.skipped;
  }
  if (counts.queued > 0) onQueued?.();
  await syncRecipients(db, now());
  counts.finished += await finishCampaigns(db, now());
  return counts;
}

async function pauseForTheNight(db: Kysely<Database>, at: Date): Promise<number> {
  const until = quietHoursEnd(at);
  if (!until) return 0;
  const rows = await db.selectFrom("campaigns").select("id").where("status", "=", "sending").execute();
  let paused = 0;
  for (const { id } of rows) {
    const resumeAt = until.toISOString();
    if (await leaveSending(db, id, { status: "paused", resume_at: resumeAt }, at, { resumeAt })) paused++;
  }
  return paused;
}

/** The complex a campaign belongs to: its job's audit entries name it. */
async function complexOfCampaign(db: Kysely<Database>, id: string): Promise<string | undefined> {
  return (await db.selectFrom("campaigns").select("site_id").where("id", "=", id).executeTakeFirst())?.site_id;
}

/** A sending campaign paused or done with its audit entry; false when another instance moved it first. */
async function leaveSending(
  db: Kysely<Database>,
  id: string,
  change: { status: "paused"; resume_at: string } | { status: "done"; finished_at: string },
  at: Date,
  detail?: Record<string, unknown>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("campaigns")
      .set({ ...change, updated_at: at.toISOString() })
      .where("id", "=", id)
      .where("status", "=", "sending")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    const action = change.status === "paused" ? "campaign.pause" : "campaign.finish";
    const siteId = await complexOfCampaign(trx, id);
    await recordAudit(
      trx,
      { actorId: null, actorEmail: null, action, target: id, siteId, ...(detail ? { detail } : {}) },
      at,
    );
    return true;
  });
}

async function resumeAfterTheNight(db: Kysely<Database>, at: Date): Promise<number> {
  const rows = await db
    .selectFrom("campaigns")
    .select("id")
    .where("status", "=", "paused")
    .where("resume_at", "<=", at.toISOString())
    .execute();
  let resumed = 0;
  for (const { id } of rows) {
    await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("campaigns")
        .set({ status: "sending", resume_at: null, updated_at: at.toISOString() })
        .where("id", "=", id)
        .where("status", "=", "paused")
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return;
      resumed++;
      const siteId = await complexOfCampaign(trx, id);
      await recordAudit(trx, { actorId: null, actorEmail: null, action: "campaign.resume", target: id, siteId }, at);
    });
  }
  return resumed;
}

async function startDueCampaigns(
  db: Kysely<Database>,
  settingsOf: CampaignRoundOptions["settings"],
  at: Date,
): Promise<number> {
  const due = await db
    .selectFrom("campaigns")
    .select(["id", "site_id"])
    .where("status", "=", "scheduled")
    .where("scheduled_at", "<=", at.toISOString())
    .execute();
  let started = 0;
  for (const { id, site_id: siteId } of due) {
    // Read before the transaction: on SQLite the process's one connection is the transaction's.
    const settings = await settingsOf(siteId);
    const outcome = await db.transaction().execute(async (trx) => {
      const campaign = await trx.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
      if (campaign?.status !== "scheduled") return "none";
      // Claimed first: of two instances, one changes the row; the other's update finds no row.
      const claimed = await trx
        .updateTable("campaigns")
        .set({ status: "sending", started_at: at.toISOString(), updated_at: at.toISOString() })
        .where("id", "=", id)
        .where("status", "=", "scheduled")
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return "none";
      const audience = await listAudience(trx, campaign.site_id, parseStoredFilters(campaign.filters));
      if (audience.length > settings.approvalThreshold && !campaign.approved_by) {
        await trx
          .updateTable("campaigns")
          .set({ status: "approval_needed", started_at: null, audience_count: audience.length })
          .where("id", "=", id)
          .execute();
        await recordAudit(
          trx,
          {
            actorId: null,
            actorEmail: null,
            action: "campaign.request",
            target: id,
            siteId: campaign.site_id,
            detail: { audience: audience.length, approvalNeeded: true },
          },
          at,
        );
        return "approval";
      }
      const iso = at.toISOString();
      for (let start = 0; start < audience.length; start += 200) {
        await trx
          .insertInto("campaign_recipients")
          .values(
            audience.slice(start, start + 200).map((member) => ({
              id: randomUUID(),
              site_id: campaign.site_id,
              campaign_id: id,
              phone: member.phone,
              lead_id: member.leadId,
              status: "queued" as const,
              reason: null,
              message_id: null,
              locked_until: null,
              created_at: iso,
              updated_at: iso,
            })),
          )
          .onConflict((oc) => oc.columns(["campaign_id", "phone"]).doNothing())
          .execute();
      }
      const size = textSize(campaign.body, adParts(settings, settings.optOutUrl("010-0000-0000")));
      await trx
        .updateTable("campaigns")
        .set({
          recipient_count: audience.length,
          audience_count: audience.length,
          estimated_cost: estimateCost(audience.length, size.channel),
        })
        .where("id", "=", id)
        .execute();
      await recordAudit(
        trx,
        {
          actorId: null,
          actorEmail: null,
          action: "campaign.start",
          target: id,
          siteId: campaign.site_id,
          detail: { recipients: audience.length },
        },
        at,
      );
      return "started";
    });
    if (outcome === "started") {
      started++;
      logger.info({ campaignId: id }, "campaign.started");
    }
  }
  return started;
}

export async function queueBatch(
  db: Kysely<Database>,
  campaignId: string,
  settingsOf: CampaignRoundOptions["settings"],
  { batchSize, now, leaseMs }: { batchSize: number; now: Date; leaseMs: number },
): Promise<{ queued: number; skipped: number }> {
  const iso = now.toISOString();
  // The rate: a next batch once the outbox holds fewer than one batch of this campaign's texts.
  const onTheirWay = await db
    .selectFrom("campaign_recipients as r")
    .innerJoin("messages as m", "m.id", "r.message_id")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("r.campaign_id", "=", campaignId)
    .where("r.status", "=", "enqueued")
    .where("m.status", "=", "pending")
    .executeTakeFirst();
  const room = batchSize - Number(onTheirWay?.count ?? 0);
  if (room <= 0) return { queued: 0, skipped: 0 };
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const lease = `${leaseUntil}#${randomUUID()}`;
  const candidates = await db
    .selectFrom("campaign_recipients")
    .select("id")
    .where("campaign_id", "=", campaignId)
    .where("status", "=", "queued")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", iso)]))
    .orderBy("phone")
    .limit(room)
    .execute();
  if (candidates.length === 0) return { queued: 0, skipped: 0 };
  // Claimed in one conditional update with this round's own lease value: a row another instance
  // claimed meanwhile no longer matches, and only rows holding our value are ours.
  await db
    .updateTable("campaign_recipients")
    .set({ locked_until: lease, updated_at: iso })
    .where(
      "id",
      "in",
      candidates.map((row) => row.id),
    )
    .where("status", "=", "queued")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", iso)]))
    .execute();
  const complex = await db.selectFrom("campaigns").select("site_id").where("id", "=", campaignId).executeTakeFirst();
  if (!complex) return { queued: 0, skipped: 0 };
  // Read before the transaction: on SQLite the process's one connection is the transaction's.
  const settings = await settingsOf(complex.site_id);
  return db.transaction().execute(async (trx) => {
    const campaign = await trx.selectFrom("campaigns").selectAll().where("id", "=", campaignId).executeTakeFirst();
    if (campaign?.status !== "sending") return { queued: 0, skipped: 0 };
    const mine = await trx
      .selectFrom("campaign_recipients")
      .select(["id", "phone", "lead_id"])
      .where("locked_until", "=", lease)
      .where("status", "=", "queued")
      .execute();
    const consenting = await stillConsenting(
      trx,
      campaign.site_id,
      mine.map((row) => row.phone),
    );
    let queued = 0;
    let skipped = 0;
    for (const recipient of mine) {
      const person = consenting.get(recipient.phone);
      if (!person) {
        await trx
          .updateTable("campaign_recipients")
          .set({ status: "skipped", reason: campaignCopy.reasons.withdrawn, locked_until: null, updated_at: iso })
          .where("id", "=", recipient.id)
          .execute();
        skipped++;
        continue;
      }
      await ensureOptOutLink(trx, settings, recipient.phone);
      const text = composeAdText(campaign.body, adParts(settings, settings.optOutUrl(recipient.phone)), person.name);
      const eventKey = campaignEventKey(campaignId, recipient.phone);
      const { created, id } = await enqueueMessage(
        trx,
        {
          kind: "campaign",
          siteId: campaign.site_id,
          purpose: "ad",
          to: recipient.phone,
          text,
          eventKey,
          leadId: person.leadId,
          subject: `(광고)${settings.senderName}`,
        },
        now,
      );
      const messageId = created
        ? id
        : ((await trx.selectFrom("messages").select("id").where("event_key", "=", eventKey).executeTakeFirst())?.id ??
          null);
      await trx
        .updateTable("campaign_recipients")
        .set({ status: "enqueued", message_id: messageId, lead_id: person.leadId, locked_until: null, updated_at: iso })
        .where("id", "=", recipient.id)
        .execute();
      queued++;
    }
    return { queued, skipped };
  });
}

/**
 * Recipients follow their texts: sent → 접수, dead or not sent → 실패 (the reason), cancelled → 제외;
 * then the carrier's report on an accepted one: 성공, or 실패 with its reason.
 */
async function syncRecipients(db: Kysely<Database>, at: Date) {
  const iso = at.toISOString();
  const eb = expressionBuilder<Database, "campaign_recipients">();
  const messages = () =>
    eb.selectFrom("messages as m").select("m.id").whereRef("m.id", "=", "campaign_recipients.message_id");
  const withStatus = (status: MessageStatus[]) => eb.exists(messages().where("m.status", "in", status));
  const reported = (delivery: DeliveryStatus) => eb.exists(messages().where("m.delivery_status", "=", delivery));
  const failWith = (from: RecipientStatus[], reason: RawBuilder<string | null>, when: Expression<SqlBool>) =>
    db
      .updateTable("campaign_recipients")
      .set((eb) => ({
        status: "failed",
        reason: eb
          .selectFrom("messages as m")
          .select(reason.as("reason"))
          .whereRef("m.id", "=", "campaign_recipients.message_id"),
        updated_at: iso,
      }))
      .where("status", "in", from)
      .where(when)
      .execute();
  await db
    .updateTable("campaign_recipients")
    .set({ status: "accepted", reason: null, updated_at: iso })
    .where("status", "=", "enqueued")
    .where(withStatus(["sent"]))
    .execute();
  await failWith(["enqueued"], sql<string | null>`m.last_error`, withStatus(["dead", "not_sent"]));
  await db
    .updateTable("campaign_recipients")
    .set({ status: "skipped", reason: campaignCopy.reasons.cancelled, updated_at: iso })
    .where("status", "=", "enqueued")
    .where(withStatus(["cancelled"]))
    .execute();
  await db
    .updateTable("campaign_recipients")
    .set({ status: "delivered", reason: null, updated_at: iso })
    .where("status", "in", ["enqueued", "accepted"])
    .where(reported("delivered"))
    .execute();
  await failWith(
    ["enqueued", "accepted"],
    sql<string | null>`coalesce(m.delivery_reason, m.delivery_code)`,
    reported("failed"),
  );
}

async function finishCampaigns(db: Kysely<Database>, at: Date): Promise<number> {
  const rows = await db.selectFrom("campaigns").select("id").where("status", "=", "sending").execute();
  let finished = 0;
  for (const { id } of rows) {
    const open = await db
      .selectFrom("campaign_recipients")
      .select("id")
      .where("campaign_id", "=", id)
      .where("status", "in", ["queued", "enqueued"])
      .limit(1)
      .executeTakeFirst();
    if (open) continue;
    if (await leaveSending(db, id, { status: "done", finished_at: at.toISOString() }, at)) finished++;
  }
  return finished;
}
