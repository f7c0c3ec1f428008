import { randomUUID } from "node:crypto";
import type { Kysely, RawBuilder, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { complexOf } from "#app/platform/sites/scope.server.ts";
import { defaultSite, readComplexes } from "#app/platform/sites/sites.server.ts";
import { channelFor } from "./channel.ts";
import { claimDueBatch, keepFirst, markFailed, markSent } from "./outbox.server.ts";
import type { MessageStatus } from "./statuses.ts";
import type { MessageRow } from "./tables.ts";

type Db = Kysely<Database> | Transaction<Database>;

export type NewMessage = {
  kind: string;
  /** The complex it is sent for (its sender number, Kakao channel); the first complex's when absent. */
  siteId?: string;
  to: string;
  text: string;
  /** One message per event: a second enqueue with the same key (another instance, a retry) is a no-op. */
  eventKey: string;
  bookingId?: string | null;
  leadId?: string | null;
  subject?: string | null;
  /** Not sent before this instant (the consent notices wait for 08:00 Korea time); default now. */
  notBefore?: Date;
  /** "ad": checked for consent and the required parts by its sender; held in quiet hours. */
  purpose?: "service" | "ad";
  id?: string;
  /** Our SMS/LMS in place of this undelivered 알림톡 (delivery-reports.server.ts). */
  fallbackOf?: string;
};

/**
 * The product's wording names the complex its pages were designed for (the texts' "[이름]" and
 * 전송자); a text sent for another complex names that complex instead: the recipient and the law
 * (the sender of an advertisement, 정보통신망법 art. 50) know whose it is.
 */
async function inComplexWords(db: Db, siteId: string, text: string): Promise<string> {
  const designed = defaultSite();
  if (siteId === designed.id || !text.includes(designed.name)) return text;
  const name = (await readComplexes(db as Kysely<Database>)).byId.get(siteId)?.name;
  return name ? text.replaceAll(designed.name, name) : text;
}

/** Queues a message inside the caller's transaction, so it commits with the event it tells about. */
export async function enqueueMessage(
  db: Db,
  message: NewMessage,
  now = new Date(),
): Promise<{ created: boolean; id: string }> {
  const iso = now.toISOString();
  const id = message.id ?? randomUUID();
  // A complex's handle writes its own complex, whatever the caller names (app/platform/sites/scope.server.ts).
  const siteId = complexOf(db, message.siteId);
  const text = await inComplexWords(db, siteId, message.text);
  const subject = message.subject ? await inComplexWords(db, siteId, message.subject) : null;
  const result = await db
    .insertInto("messages")
    .values({
      id,
      created_at: iso,
      updated_at: iso,
      kind: message.kind,
      site_id: siteId,
      purpose: message.purpose ?? "service",
      event_key: message.eventKey,
      recipient: message.to,
      body: text,
      channel: channelFor(text),
      subject,
      booking_id: message.bookingId ?? null,
      lead_id: message.leadId ?? null,
      status: "pending",
      attempts: 0,
      next_attempt_at: message.notBefore && message.notBefore > now ? message.notBefore.toISOString() : iso,
      locked_until: null,
      last_error: null,
      provider_message_id: null,
      sent_at: null,
      outcome_unknown_since: null,
      fallback_of: message.fallbackOf ?? null,
    })
    .onConflict((oc) => oc.column("event_key").doNothing())
    .executeTakeFirst();
  return { created: Number(result.numInsertedOrUpdatedRows ?? 0) === 1, id };
}

/** Claims due messages by one conditional update: two relays never hold the same one. */
export async function claimDueMessages(
  db: Kysely<Database>,
  { now = new Date(), limit = 20, leaseMs = 60_000 }: { now?: Date; limit?: number; leaseMs?: number } = {},
): Promise<MessageRow[]> {
  return claimDueBatch<Database, MessageRow>(db, "messages", { now, limit, leaseMs });
}

/** Written before the provider is asked: after a crash the next relay looks these up instead of resending. */
export async function markSendStarting(db: Kysely<Database>, ids: readonly string[], now = new Date()) {
  if (ids.length === 0) return;
  await db
    .updateTable("messages")
    .set({ outcome_unknown_since: keepFirst("outcome_unknown_since", now.toISOString()) as RawBuilder<string> })
    .where("id", "in", [...ids])
    .execute();
}

/** Lets go of messages claimed but not tried (their lease ran short): due again at once. */
export async function releaseMessages(db: Kysely<Database>, ids: readonly string[], now = new Date()) {
  if (ids.length === 0) return;
  await db
    .updateTable("messages")
    .set({ locked_until: null, updated_at: now.toISOString() })
    .where("id", "in", [...ids])
    .execute();
}

/** `alimtalkRefused`: SOLAPI refused its 알림톡 and it went as SMS/LMS at once (kept as our fallback, with why). */
export async function markMessageSent(
  db: Kysely<Database>,
  id: string,
  {
    providerMessageId,
    channel,
    alimtalkRefused,
    now = new Date(),
  }: { providerMessageId: string | null; channel: string; alimtalkRefused?: string; now?: Date },
) {
  await markSent(db, "messages", id, {
    status: "sent",
    now,
    set: {
      channel,
      provider_message_id: providerMessageId,
      sent_at: now.toISOString(),
      ...(alimtalkRefused ? { fallback: "ours", last_error: `${ALIMTALK_REFUSED} ${alimtalkRefused}` } : {}),
    },
  });
}

const ALIMTALK_REFUSED = "알림톡 거절, 문자로 보냄:";

/**
 * A message held through the quiet hours (advertising, and the consent notices): due again at `until`, the lease let go, no attempt
 * counted (nothing was tried).
 */
export async function holdMessage(db: Kysely<Database>, id: string, until: Date, now = new Date()) {
  await db
    .updateTable("messages")
    .set({ next_attempt_at: until.toISOString(), locked_until: null, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

/** No provider is configured: the message is kept and shown as not sent, never as sent. */
export async function markMessageNotSent(db: Kysely<Database>, id: string, reason: string, now = new Date()) {
  const iso = now.toISOString();
  await db
    .updateTable("messages")
    .set({ status: "not_sent", last_error: reason, locked_until: null, updated_at: iso })
    .where("id", "=", id)
    .execute();
}

/**
 * A failed attempt: retried at `retryAt`, or dead when null. `unknown`: looked up before a resend;
 * otherwise `unknownSince` is put back, since a clear refusal proves nothing was sent.
 */
export async function markMessageFailed(
  db: Kysely<Database>,
  id: string,
  {
    error,
    retryAt,
    unknown = false,
    unknownSince,
    now = new Date(),
  }: { error: string; retryAt: Date | null; unknown?: boolean; unknownSince?: string | null; now?: Date },
) {
  await markFailed(db, "messages", id, {
    error,
    retryAt,
    now,
    set: unknown
      ? { outcome_unknown_since: keepFirst("outcome_unknown_since", now.toISOString()) }
      : unknownSince !== undefined
        ? { outcome_unknown_since: unknownSince }
        : {},
  });
}

export async function listMessages(
  db: Db,
  {
    status,
    leadId,
    bookingIds,
    page = 1,
    pageSize = 50,
  }: {
    status?: MessageStatus;
    leadId?: string;
    bookingIds?: string[];
    page?: number;
    pageSize?: number;
  } = {},
): Promise<{ items: MessageRow[]; hasNext: boolean }> {
  let query = db.selectFrom("messages").selectAll();
  if (status) query = query.where("status", "=", status);
  if (leadId || bookingIds?.length) {
    query = query.where((eb) =>
      eb.or([
        ...(leadId ? [eb("lead_id", "=", leadId)] : []),
        ...(bookingIds?.length ? [eb("booking_id", "in", bookingIds)] : []),
      ]),
    );
  }
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: rows.slice(0, pageSize), hasNext: rows.length > pageSize };
}

/** Rewrites stored bodies by `redact`; one still waiting and held by no relay is cancelled, never sent. */
export async function redactMessages(
  db: Db,
  eventKeys: readonly string[],
  redact: (body: string) => string,
  now = new Date(),
): Promise<number> {
  if (eventKeys.length === 0) return 0;
  const iso = now.toISOString();
  const rows = await db
    .selectFrom("messages")
    .select(["id", "body", "status", "locked_until"])
    .where("event_key", "in", [...eventKeys])
    .execute();
  let changed = 0;
  for (const row of rows) {
    const body = redact(row.body);
    if (row.status === "pending") {
      // Cancelled only while no relay holds it (the same condition a relay claims it by).
      const cancelled = await db
        .updateTable("messages")
        .set({ body, status: "cancelled", locked_until: null, updated_at: iso })
        .where("id", "=", row.id)
        .where("status", "=", "pending")
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", iso)]))
        .executeTakeFirst();
      if (Number(cancelled.numUpdatedRows) === 1) {
        changed += 1;
        continue;
      }
    }
    if (body === row.body) continue;
    await db.updateTable("messages").set({ body, updated_at: iso }).where("id", "=", row.id).execute();
    changed += 1;
  }
  return changed;
}

/** Messages hold phone numbers: deleted with the same retention as leads. */
export async function deleteExpiredMessages(
  db: Kysely<Database>,
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  const result = await db.deleteFrom("messages").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
