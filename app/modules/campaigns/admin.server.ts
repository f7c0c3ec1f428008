import type { Kysely } from "kysely";
import { data, href, redirect } from "react-router";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { seoulDay } from "#app/lib/korea-time.ts";
import { maskPhone } from "#app/lib/mask.ts";
import { requireAdminAction } from "#app/platform/access/session.server.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { textingEnabled } from "#app/platform/messaging/texting.server.ts";
import { campaignCopy } from "./admin-copy.ts";
import { countAudience } from "./audience.server.ts";
import {
  approveCampaign,
  bodyHash,
  type CampaignActor,
  cancelCampaign,
  createCampaign,
  getCampaign,
  listCampaigns,
  requestSend,
  saveCampaign,
  testSendCampaign,
} from "./campaigns.server.ts";
import { RECIPIENT_STATUSES, type RecipientStatus } from "./kinds.ts";
import { sampleOptOutUrl } from "./opt-out.server.ts";
import {
  type CampaignDraft,
  type CampaignFormValues,
  campaignFormValues,
  EMPTY_CAMPAIGN,
  parseCampaignDraft,
  parseSendWhen,
  parseStoredFilters,
} from "./schema.ts";
import { campaignSettings } from "./settings.server.ts";
import { estimateCost, textSize, UNIT_PRICE_WON } from "./text.ts";

const actorOf = (staff: Staff): CampaignActor & { name: string } => ({
  ...staff.audit,
  role: staff.role,
  name: staff.actor.name,
});

/** The parts the composer's preview adds around the body (the link as long as a real one). */
export async function previewParts(db: Kysely<Database>) {
  const settings = await campaignSettings(db, getEnv());
  return {
    senderName: settings.senderName,
    contactPhone: settings.contactPhone,
    optOut080: settings.optOut080,
    optOutLink: sampleOptOutUrl(settings.siteUrl),
  };
}

/** The list of campaigns, newest first; `?new`: the composer of a new one (posted to the list). */
export async function adminCampaignsPage({ db }: Pick<Staff, "db">, url: URL) {
  const parts = await previewParts(db);
  if (url.searchParams.has("new")) return { creating: true as const, parts, items: [], page: 1, hasNext: false };
  const pageParam = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000 ? pageParam : 1;
  const { items, hasNext } = await listCampaigns(db, { page });
  return {
    creating: false as const,
    parts,
    page,
    hasNext,
    items: items.map((row) => ({
      id: row.id,
      name: row.name,
      status: row.status,
      audience:
        row.status === "draft" || row.status === "approval_needed" || row.status === "scheduled"
          ? row.audience_count
          : row.recipient_count,
      scheduledAt: row.scheduled_at,
      createdAt: row.created_at,
    })),
  };
}

/** A new campaign from the composer: to its page, or the form again with the reason. */
export async function createCampaignAction(staff: Staff, request: Request) {
  await requireAdminAction(request);
  const formData = await readFormData(request);
  try {
    const values = campaignFormValues(formData);
    const parsed = parseCampaignDraft(values);
    if (!parsed.success) return data({ message: parsed.message, values }, { status: 400 });
    const outcome = await createCampaign(
      staff.db,
      parsed.data,
      actorOf(staff),
      await campaignSettings(staff.db, getEnv()),
    );
    if (!outcome.ok) return data({ message: outcome.message, values }, { status: outcome.status });
    return redirect(`${href("/admin/campaigns/:id", { id: outcome.value })}?done=created`);
  } catch {
    return data({ message: campaignCopy.errors.failed, values: EMPTY_CAMPAIGN }, { status: 503 });
  }
}

/** One campaign's page: the view, the composer's parts and the done message of the last post. */
export async function adminCampaignPage(staff: Staff, id: string, url: URL) {
  const view = await campaignView(staff, id, { recipients: url.searchParams.has("recipients") });
  if (!view) throw data({ error: campaignCopy.errors.notFound }, { status: 404 });
  const done = url.searchParams.get("done");
  return {
    view,
    parts: await previewParts(staff.db),
    done:
      done && Object.hasOwn(campaignCopy.done, done) ? campaignCopy.done[done as keyof typeof campaignCopy.done] : null,
    today: seoulDay(new Date()),
  };
}

/** A post on a campaign's page: back to it with what was done, or the reason. */
export async function campaignPageAction(staff: Staff, id: string, request: Request) {
  await requireAdminAction(request);
  const formData = await readFormData(request);
  try {
    const result = await campaignAction(staff, id, formData);
    if (!result.ok) return data({ message: result.message, values: result.values ?? null }, { status: result.status });
    return redirect(`${href("/admin/campaigns/:id", { id })}?done=${result.done}`);
  } catch {
    return data({ message: campaignCopy.errors.failed, values: null }, { status: 503 });
  }
}

export type CampaignView = NonNullable<Awaited<ReturnType<typeof campaignView>>>;

/**
 * One campaign for the page: its text and audience, the count now (recounted for a draft), the
 * report by recipient status, the texts really sent by channel with their cost; the recipients'
 * masked numbers and why each was or was not texted only for the owner and managers, on request
 * (an access to personal data: audited).
 */
async function campaignView(staff: Staff, id: string, { recipients = false } = {}) {
  const { db, actor: admin } = staff;
  const campaign = await getCampaign(db, id);
  if (!campaign) return null;
  const filters = parseStoredFilters(campaign.filters);
  const editable = campaign.status === "draft";
  const audienceNow = editable ? await countAudience(db, campaign.site_id, filters) : campaign.audience_count;
  const byStatus = await db
    .selectFrom("campaign_recipients")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("campaign_id", "=", id)
    .groupBy("status")
    .execute();
  const counts = Object.fromEntries(RECIPIENT_STATUSES.map((status) => [status, 0])) as Record<RecipientStatus, number>;
  for (const row of byStatus) counts[row.status] = Number(row.count);
  const byChannel = await db
    .selectFrom("campaign_recipients as r")
    .innerJoin("messages as m", "m.id", "r.message_id")
    .select(["m.channel", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("r.campaign_id", "=", id)
    .where("m.status", "=", "sent")
    .groupBy("m.channel")
    .execute();
  const sent = byChannel.map((row) => ({ channel: row.channel, count: Number(row.count) }));
  const realCost = sent.reduce(
    (sum, row) => sum + row.count * (row.channel === "sms" ? UNIT_PRICE_WON.sms : UNIT_PRICE_WON.lms),
    0,
  );
  const mayApprove = (admin.role === "owner" || admin.role === "manager") && admin.id !== campaign.created_by;
  const maySeeRecipients = admin.role === "owner" || admin.role === "manager";
  // The latest test text's real status: "보냄" only once the provider took it.
  const testText = await db
    .selectFrom("messages")
    .select("status")
    .where("event_key", "like", `campaign-test:${id}:%`)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const profile = await db
    .selectFrom("staff_profiles")
    .select("phone")
    .where("user_id", "=", admin.id)
    .executeTakeFirst();
  let recipientRows: { id: string; phone: string; status: RecipientStatus; reason: string | null }[] | null = null;
  if (recipients && maySeeRecipients) {
    const rows = await db
      .selectFrom("campaign_recipients")
      .select(["id", "phone", "status", "reason"])
      .where("campaign_id", "=", id)
      .orderBy("phone")
      .limit(200)
      .execute();
    await recordAudit(db, {
      ...staff.audit,
      action: "campaign.recipients",
      target: id,
      detail: { count: rows.length },
    });
    recipientRows = rows.map((row) => ({ ...row, phone: maskPhone(row.phone) }));
  }
  return {
    id: campaign.id,
    name: campaign.name,
    body: campaign.body,
    filters,
    status: campaign.status,
    scheduledAt: campaign.scheduled_at,
    /** A campaign paused by the quiet hours goes on at this time (the next 08:00 Korea time). */
    resumeAt: campaign.status === "paused" ? campaign.resume_at : null,
    editable,
    tested: Boolean(campaign.tested_at && campaign.tested_body_hash === bodyHash(campaign.body)),
    testedAt: campaign.tested_at,
    testStatus: testText?.status ?? null,
    /** The signed-in person has a phone for the test send (else the page says where to set it). */
    hasPhone: Boolean(profile?.phone),
    audienceNow,
    costNow: estimateCost(audienceNow, textSize(campaign.body, await previewParts(db)).channel),
    recipientCount: campaign.recipient_count,
    estimatedCost: campaign.estimated_cost,
    approvedBy: campaign.approved_by,
    counts,
    sent,
    realCost,
    mayApprove,
    maySeeRecipients,
    recipients: recipientRows,
    approvalThreshold: getEnv().CAMPAIGN_APPROVAL_THRESHOLD,
  };
}

type CampaignActionResult =
  | { ok: true; done: keyof typeof campaignCopy.done }
  | { ok: false; status: number; message: string; values?: CampaignFormValues };

/** The page's posts, by `intent`: save, test, send, approve, cancel. */
async function campaignAction(staff: Staff, id: string, formData: FormData): Promise<CampaignActionResult> {
  const { db } = staff;
  const settings = await campaignSettings(db, getEnv());
  const actor = actorOf(staff);
  const intent = formData.get("intent");
  if (intent === "save") {
    const values = campaignFormValues(formData);
    const parsed = parseCampaignDraft(values);
    if (!parsed.success) return { ok: false, status: 400, message: parsed.message, values };
    const outcome = await saveCampaign(db, id, parsed.data as CampaignDraft, actor, settings);
    return outcome.ok ? { ok: true, done: "saved" } : { ...outcome, values };
  }
  if (intent === "test") {
    const outcome = await testSendCampaign(db, id, actor, settings);
    return outcome.ok ? { ok: true, done: textingEnabled() ? "tested" : "testedStored" } : outcome;
  }
  if (intent === "send") {
    const when = parseSendWhen(formData);
    if (!when.success) return { ok: false, status: 400, message: when.message };
    const outcome = await requestSend(db, id, when.data, actor, settings);
    return outcome.ok
      ? { ok: true, done: outcome.value === "approval_needed" ? "approval_needed" : "scheduled" }
      : outcome;
  }
  if (intent === "approve") {
    const outcome = await approveCampaign(db, id, actor);
    return outcome.ok ? { ok: true, done: "approved" } : outcome;
  }
  if (intent === "cancel") {
    const outcome = await cancelCampaign(db, id, actor);
    return outcome.ok ? { ok: true, done: "cancelled" } : outcome;
  }
  return { ok: false, status: 400, message: campaignCopy.errors.unknownIntent };
}
