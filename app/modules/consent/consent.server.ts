import { randomUUID } from "node:crypto";
import { type Expression, expressionBuilder, type Kysely, type SqlBool, sql, type Transaction } from "kysely";
import { href } from "react-router";
import type { Database } from "#app/db/schema.ts";
import { seoulDay } from "#app/lib/korea-time.ts";
import { normalizeKoreanPhone } from "#app/lib/phone.ts";
import { nextSendingTime } from "#app/lib/quiet-hours.ts";
import { enqueueMessage } from "#app/platform/messaging/text-outbox.server.ts";
import { loadSetting } from "#app/platform/settings/settings.server.ts";
import { sendingSetting } from "#app/platform/sites/sending.server.ts";
import { complexOf, complexUrl } from "#app/platform/sites/sites.server.ts";
import type { ConsentAction, ConsentChannel } from "./kinds.ts";
import type { ConsentEventRow } from "./tables.ts";
import { consentTexts } from "./texts.ts";
import { hashOptOutToken, OPT_OUT_TOKEN_PATTERN, optOutToken } from "./token.server.ts";

/**
 * Marketing consent as events by complex and phone number; a number's state with a complex is its
 * latest event there. The complex is the advertiser (정보통신망법 art. 50): a consent to one complex's
 * texts, or an opt-out from them, says nothing about another's.
 */
type Db = Kysely<Database> | Transaction<Database>;

/** What the notices need: the complex, its address for the link, and its 080 number. */
export type ConsentSettings = { siteId: string; siteUrl: string; optOut080: string | undefined };

/**
 * The complex's address and 080 number (단지 관리 › 발송 설정; for the first complex SITE_URL and
 * OPT_OUT_080_NUMBER until saved). Read through the caller's transaction when in one.
 */
export async function consentSettings(db: Db, siteId: string): Promise<ConsentSettings> {
  const [{ optOut080 }, siteUrl] = await Promise.all([
    loadSetting(db, sendingSetting(siteId), siteId),
    complexUrl(db, siteId),
  ]);
  return { siteId, siteUrl, optOut080: optOut080 || undefined };
}

export function optOutLink(settings: Pick<ConsentSettings, "siteId" | "siteUrl">, phone: string): string {
  return `${settings.siteUrl}${href("/unsubscribe/:token", { token: optOutToken(settings.siteId, phone) })}`;
}

/** The number's row with the complex, with its link's token (its lock serialises that number's choices). */
async function claimNumberRow(db: Db, siteId: string, phone: string, now: Date): Promise<void> {
  await db
    .insertInto("marketing_consent_numbers")
    .values({
      site_id: siteId,
      phone,
      token_hash: hashOptOutToken(optOutToken(siteId, phone)),
      created_at: now.toISOString(),
      reminded_at: null,
    })
    .onConflict((oc) =>
      oc.columns(["site_id", "phone"]).doUpdateSet({ token_hash: (eb) => eb.ref("excluded.token_hash") }),
    )
    .execute();
}

/**
 * The opt-out link for a text about to be queued (a notice, a campaign's recipient): the number's
 * row gets its token's hash if it has none yet (numbers back-filled from leads), so the link opens.
 */
export async function issueOptOutLink(
  db: Db,
  settings: Pick<ConsentSettings, "siteId" | "siteUrl">,
  phone: string,
  now = new Date(),
): Promise<string> {
  await claimNumberRow(db, settings.siteId, phone, now);
  return optOutLink(settings, phone);
}

export function koreanDate(iso: string): string {
  const [year, month, day] = seoulDay(new Date(iso)).split("-").map(Number);
  return `${year}년 ${month}월 ${day}일`;
}

export type RecordConsentInput = {
  /** The complex the choice is about (the advertiser), when the handle is not scoped to one (`complexOf`). */
  siteId?: string;
  phone: string;
  action: ConsentAction;
  channel: ConsentChannel;
  leadId?: string | null;
  actor?: { id: string; name: string } | null;
  reason?: string | null;
  now?: Date;
  /** The result notice (시행령 62조의2); false for an erase. Default true. */
  notify?: boolean;
  settings?: ConsentSettings;
};

export type RecordedConsent = { recorded: false } | { recorded: true; eventId: string; changedLeads: number };

/**
 * Records a choice about one complex in the caller's transaction. A withdrawal turns off every flag
 * of the number in that complex, once; a consent is recorded each time (it restarts the two-year
 * clock); each queues its notice, with that complex's link and 080 number.
 */
export async function recordConsent(trx: Db, input: RecordConsentInput): Promise<RecordedConsent> {
  const now = input.now ?? new Date();
  const iso = now.toISOString();
  const { phone } = input;
  const siteId = complexOf(trx, input.siteId);
  if (normalizeKoreanPhone(phone) !== phone) throw new Error("recordConsent: the phone number is not normalised");
  if (input.action === "not_given") {
    // A form without the box ends a standing consent only; a number that may not be texted anyway
    // (no history, withdrawn, already not given) gets no row: nothing about it changed.
    const state = await latestEvent(trx, siteId, phone);
    if (state?.action !== "given") return { recorded: false };
  }
  // First, the number's own row (its link's token): written before the state is read, it holds the
  // row's lock, so two withdrawals at once (a double tap, two instances) record one event.
  await claimNumberRow(trx, siteId, phone, now);
  let changedLeads = 0;
  if (input.action === "withdrawn") {
    const leads = await trx
      .updateTable("leads")
      .set({ marketing_consent: 0, updated_at: iso })
      .where("site_id", "=", siteId)
      .where("phone", "=", phone)
      .where("marketing_consent", "=", 1)
      .executeTakeFirst();
    changedLeads = Number(leads.numUpdatedRows);
    await trx
      .updateTable("bookings")
      .set({ marketing_consent: 0 })
      .where("site_id", "=", siteId)
      .where("phone", "=", phone)
      .where("marketing_consent", "=", 1)
      .execute();
    const state = await latestEvent(trx, siteId, phone);
    if (state?.action === "withdrawn") return { recorded: false };
  } else if (input.leadId) {
    const lead = await trx
      .updateTable("leads")
      .set({ marketing_consent: 1, updated_at: iso })
      .where("id", "=", input.leadId)
      .where("phone", "=", phone)
      .where("marketing_consent", "=", 0)
      .executeTakeFirst();
    changedLeads = Number(lead.numUpdatedRows);
  }
  const eventId = randomUUID();
  await trx
    .insertInto("marketing_consent_events")
    .values({
      id: eventId,
      site_id: siteId,
      phone,
      action: input.action,
      channel: input.channel,
      lead_id: input.leadId ?? null,
      actor_id: input.actor?.id ?? null,
      actor_name: input.actor?.name ?? null,
      reason: input.reason ?? null,
      created_at: iso,
    })
    .execute();
  // An unticked box is no choice the person made, so nothing to notify (and no text to send them).
  if (input.notify !== false && input.action !== "not_given") {
    const settings = input.settings ?? (await consentSettings(trx, siteId));
    await enqueueMessage(
      trx,
      {
        kind: "consent.result",
        siteId,
        to: phone,
        text: consentTexts.result({
          action: input.action,
          date: koreanDate(iso),
          link: optOutLink({ siteId, siteUrl: settings.siteUrl }, phone),
          optOut080: settings.optOut080,
        }),
        subject: consentTexts.lmsSubject,
        eventKey: `consent.result:${eventId}`,
        leadId: input.leadId ?? null,
        notBefore: nextSendingTime(now),
      },
      now,
    );
  }
  return { recorded: true, eventId, changedLeads };
}

async function latestEvent(db: Db, siteId: string, phone: string): Promise<ConsentEventRow | undefined> {
  return (
    db
      .selectFrom("marketing_consent_events")
      .selectAll()
      .where("site_id", "=", siteId)
      .where("phone", "=", phone)
      .orderBy("created_at", "desc")
      // The same instant: anything but a consent counts ("not_given" and "withdrawn" sort after "given").
      .orderBy("action", "desc")
      .limit(1)
      .executeTakeFirst()
  );
}

export async function consentStateOf(db: Db, siteId: string, phone: string): Promise<ConsentAction | null> {
  return (await latestEvent(db, siteId, phone))?.action ?? null;
}

const CHUNK = 500;

/**
 * THE rule for advertising (정보통신망법 art. 50) as a query condition: for the complex and number
 * the two columns name, the latest event is "given", anything else winning a tie. `marketingAllowed`
 * and the campaigns' audience both use it, so they cannot disagree.
 */
export function consentInForce(siteColumn: string, phoneColumn: string): Expression<SqlBool> {
  const eb = expressionBuilder<Database, never>();
  return eb.exists(
    eb
      .selectFrom("marketing_consent_events as g")
      .select("g.id")
      .where("g.site_id", "=", sql.ref<string>(siteColumn))
      .where("g.phone", "=", sql.ref<string>(phoneColumn))
      .where("g.action", "=", "given")
      .where((inner) =>
        inner.not(
          inner.exists(
            inner
              .selectFrom("marketing_consent_events as x")
              .select("x.id")
              .whereRef("x.site_id", "=", "g.site_id")
              .whereRef("x.phone", "=", "g.phone")
              .where("x.action", "<>", "given")
              .whereRef("x.created_at", ">=", "g.created_at"),
          ),
        ),
      ),
  );
}

/**
 * The numbers that may receive the complex's advertising now: call it at sending time, a withdrawal
 * a second ago counts.
 */
export async function marketingAllowed(db: Db, siteId: string, phones: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(phones.map((phone) => normalizeKoreanPhone(phone)).filter((p): p is string => !!p))];
  const allowed = new Set<string>();
  for (let start = 0; start < wanted.length; start += CHUNK) {
    const rows = await db
      .selectFrom("marketing_consent_numbers as c")
      .select("c.phone")
      .where("c.site_id", "=", siteId)
      .where("c.phone", "in", wanted.slice(start, start + CHUNK))
      .where(consentInForce("c.site_id", "c.phone"))
      .execute();
    for (const row of rows) allowed.add(row.phone);
  }
  return allowed;
}

/** The number's choices about the complex, newest first. */
export async function consentHistory(db: Db, siteId: string, phone: string): Promise<ConsentEventRow[]> {
  return db
    .selectFrom("marketing_consent_events")
    .selectAll()
    .where("site_id", "=", siteId)
    .where("phone", "=", phone)
    .orderBy("created_at", "desc")
    .orderBy("action", "desc")
    .execute();
}

/**
 * The complex and number an opt-out token was made for, when that number has a consent history with
 * it; else undefined. Through a complex's scoped handle, only that complex's tokens are found.
 */
export async function numberOfOptOutToken(
  db: Db,
  token: string,
): Promise<{ siteId: string; phone: string } | undefined> {
  if (!OPT_OUT_TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .selectFrom("marketing_consent_numbers")
    .select(["site_id", "phone"])
    .where("token_hash", "=", hashOptOutToken(token))
    .executeTakeFirst();
  return row && { siteId: row.site_id, phone: row.phone };
}

/** The opt-out link's post, in one transaction; "already": nothing changes; undefined: no such token. */
export async function withdrawByOptOutToken(
  db: Kysely<Database>,
  token: string,
  { now = new Date(), settings }: { now?: Date; settings?: ConsentSettings } = {},
): Promise<"withdrawn" | "already" | undefined> {
  return db.transaction().execute(async (trx) => {
    const number = await numberOfOptOutToken(trx, token);
    if (!number) return undefined;
    const result = await recordConsent(trx, { ...number, action: "withdrawn", channel: "link", now, settings });
    return result.recorded ? "withdrawn" : "already";
  });
}

/**
 * The retention purge: a number's history with a complex when the number has no lead left there and
 * no event with it within the period.
 */
export async function deleteExpiredConsent(
  db: Kysely<Database>,
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  return db.transaction().execute(async (trx) => {
    const stale = await trx
      .selectFrom("marketing_consent_events as e")
      .select(["e.site_id", "e.phone"])
      .groupBy(["e.site_id", "e.phone"])
      .having((eb) => eb.fn.max("e.created_at"), "<", cutoff)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("leads")
              .select("leads.id")
              .whereRef("leads.site_id", "=", "e.site_id")
              .whereRef("leads.phone", "=", "e.phone"),
          ),
        ),
      )
      .execute();
    const bySite = new Map<string, string[]>();
    for (const row of stale) bySite.set(row.site_id, [...(bySite.get(row.site_id) ?? []), row.phone]);
    let deleted = 0;
    for (const [siteId, phones] of bySite) {
      for (let start = 0; start < phones.length; start += CHUNK) {
        const chunk = phones.slice(start, start + CHUNK);
        const result = await trx
          .deleteFrom("marketing_consent_events")
          .where("site_id", "=", siteId)
          .where("phone", "in", chunk)
          .executeTakeFirst();
        deleted += Number(result.numDeletedRows);
        await trx
          .deleteFrom("marketing_consent_numbers")
          .where("site_id", "=", siteId)
          .where("phone", "in", chunk)
          .execute();
      }
    }
    return deleted;
  });
}
