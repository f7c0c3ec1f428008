import { randomUUID } from "node:crypto";
import { type Kysely, type RawBuilder, type SqlBool, sql, type Transaction } from "kysely";
import { href } from "react-router";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { seoulDay } from "#app/lib/korea-time.ts";
import { normalizeKoreanPhone } from "#app/lib/phone.ts";
import { nextSendingTime } from "#app/lib/quiet-hours.ts";
import { enqueueMessage } from "#app/platform/messaging/text-outbox.server.ts";
import { loadSetting } from "#app/platform/settings/settings.server.ts";
import { sendingSetting } from "#app/platform/sites/sending.server.ts";
import { defaultSite } from "#app/platform/sites/sites.server.ts";
import type { ConsentAction, ConsentChannel } from "./kinds.ts";
import type { ConsentEventRow } from "./tables.ts";
import { consentTexts } from "./texts.ts";
import { hashOptOutToken, OPT_OUT_TOKEN_PATTERN, optOutToken } from "./token.server.ts";

/** Marketing consent as events by phone number; a number's state is its latest event. */
type Db = Kysely<Database> | Transaction<Database>;

/** What the notices need: the site's address for the link, and the 080 number. */
export type ConsentSettings = { siteUrl: string; optOut080: string | undefined };

/**
 * The first complex's 080 number (단지 관리 › 발송 설정, OPT_OUT_080_NUMBER until saved): consent is
 * still one per number for the whole deployment. Read through the caller's transaction when in one.
 */
export async function consentSettings(db: Db): Promise<ConsentSettings> {
  const { optOut080 } = await loadSetting(db, sendingSetting(defaultSite().id));
  return { siteUrl: getEnv().SITE_URL, optOut080: optOut080 || undefined };
}

export function optOutLink(siteUrl: string, phone: string): string {
  return `${siteUrl}${href("/unsubscribe/:token", { token: optOutToken(phone) })}`;
}

/**
 * The opt-out link for a text about to be queued (a notice, a campaign's recipient): the number's
 * row gets its token's hash if it has none yet (numbers back-filled from leads), so the link opens.
 */
export async function issueOptOutLink(db: Db, siteUrl: string, phone: string, now = new Date()): Promise<string> {
  await db
    .insertInto("marketing_consent_numbers")
    .values({
      phone,
      token_hash: hashOptOutToken(optOutToken(phone)),
      created_at: now.toISOString(),
      reminded_at: null,
    })
    .onConflict((oc) => oc.column("phone").doUpdateSet({ token_hash: (eb) => eb.ref("excluded.token_hash") }))
    .execute();
  return optOutLink(siteUrl, phone);
}

export function koreanDate(iso: string): string {
  const [year, month, day] = seoulDay(new Date(iso)).split("-").map(Number);
  return `${year}년 ${month}월 ${day}일`;
}

export type RecordConsentInput = {
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
 * Records a choice in the caller's transaction. A withdrawal turns off every flag of the number,
 * once; a consent is recorded each time (it restarts the two-year clock); each queues its notice.
 */
export async function recordConsent(trx: Db, input: RecordConsentInput): Promise<RecordedConsent> {
  const now = input.now ?? new Date();
  const iso = now.toISOString();
  const phone = input.phone;
  if (normalizeKoreanPhone(phone) !== phone) throw new Error("recordConsent: the phone number is not normalised");
  if (input.action === "not_given") {
    // A form without the box ends a standing consent only; a number that may not be texted anyway
    // (no history, withdrawn, already not given) gets no row: nothing about it changed.
    const state = await latestEvent(trx, phone);
    if (state?.action !== "given") return { recorded: false };
  }
  // First, the number's own row (its link's token): written before the state is read, it holds the
  // row's lock, so two withdrawals at once (a double tap, two instances) record one event.
  await trx
    .insertInto("marketing_consent_numbers")
    .values({ phone, token_hash: hashOptOutToken(optOutToken(phone)), created_at: iso, reminded_at: null })
    .onConflict((oc) => oc.column("phone").doUpdateSet({ token_hash: (eb) => eb.ref("excluded.token_hash") }))
    .execute();
  let changedLeads = 0;
  if (input.action === "withdrawn") {
    const leads = await trx
      .updateTable("leads")
      .set({ marketing_consent: 0, updated_at: iso })
      .where("phone", "=", phone)
      .where("marketing_consent", "=", 1)
      .executeTakeFirst();
    changedLeads = Number(leads.numUpdatedRows);
    await trx
      .updateTable("bookings")
      .set({ marketing_consent: 0 })
      .where("phone", "=", phone)
      .where("marketing_consent", "=", 1)
      .execute();
    const state = await latestEvent(trx, phone);
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
    const settings = input.settings ?? (await consentSettings(trx));
    await enqueueMessage(
      trx,
      {
        kind: "consent.result",
        to: phone,
        text: consentTexts.result({
          action: input.action,
          date: koreanDate(iso),
          link: optOutLink(settings.siteUrl, phone),
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

async function latestEvent(db: Db, phone: string): Promise<ConsentEventRow | undefined> {
  return (
    db
      .selectFrom("marketing_consent_events")
      .selectAll()
      .where("phone", "=", phone)
      .orderBy("created_at", "desc")
      // The same instant: anything but a consent counts ("not_given" and "withdrawn" sort after "given").
      .orderBy("action", "desc")
      .limit(1)
      .executeTakeFirst()
  );
}

export async function consentStateOf(db: Db, phone: string): Promise<ConsentAction | null> {
  return (await latestEvent(db, phone))?.action ?? null;
}

const CHUNK = 500;

/**
 * THE rule for advertising (정보통신망법 art. 50) in SQL: the latest event is "given", anything else
 * winning a tie. `marketingAllowed` and the campaigns' audience both use it, so they cannot disagree.
 */
export function consentInForce(phoneColumn: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (
    select 1 from marketing_consent_events as g
    where g.phone = ${sql.ref(phoneColumn)} and g.action = 'given'
      and not exists (
        select 1 from marketing_consent_events as x
        where x.phone = g.phone and x.action <> 'given' and x.created_at >= g.created_at
      )
  )`;
}

/** The numbers that may receive advertising now: call it at sending time, a withdrawal a second ago counts. */
export async function marketingAllowed(db: Db, phones: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(phones.map((phone) => normalizeKoreanPhone(phone)).filter((p): p is string => !!p))];
  const allowed = new Set<string>();
  for (let start = 0; start < wanted.length; start += CHUNK) {
    const rows = await db
      .selectFrom("marketing_consent_numbers as c")
      .select("c.phone")
      .where("c.phone", "in", wanted.slice(start, start + CHUNK))
      .where(consentInForce("c.phone"))
      .execute();
    for (const row of rows) allowed.add(row.phone);
  }
  return allowed;
}

export async function consentHistory(db: Db, phone: string): Promise<ConsentEventRow[]> {
  return db
    .selectFrom("marketing_consent_events")
    .selectAll()
    .where("phone", "=", phone)
    .orderBy("created_at", "desc")
    .orderBy("action", "desc")
    .execute();
}

/** The number an opt-out token was made for, when it has a consent history; else undefined. */
export async function numberOfOptOutToken(db: Db, token: string): Promise<string | undefined> {
  if (!OPT_OUT_TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .selectFrom("marketing_consent_numbers")
    .select("phone")
    .where("token_hash", "=", hashOptOutToken(token))
    .executeTakeFirst();
  return row?.phone;
}

/** The opt-out link's post, in one transaction; "already": nothing changes; undefined: no such token. */
export async function withdrawByOptOutToken(
  db: Kysely<Database>,
  token: string,
  { now = new Date(), settings }: { now?: Date; settings?: ConsentSettings } = {},
): Promise<"withdrawn" | "already" | undefined> {
  return db.transaction().execute(async (trx) => {
    const phone = await numberOfOptOutToken(trx, token);
    if (!phone) return undefined;
    const result = await recordConsent(trx, { phone, action: "withdrawn", channel: "link", now, settings });
    return result.recorded ? "withdrawn" : "already";
  });
}

/** The retention purge: the history of a number with no lead left and no event within the period. */
export async function deleteExpiredConsent(
  db: Kysely<Database>,
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  return db.transaction().execute(async (trx) => {
    const stale = trx
      .selectFrom("marketing_consent_events as e")
      .select("e.phone")
      .groupBy("e.phone")
      .having((eb) => eb.fn.max("e.created_at"), "<", cutoff)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom("leads").select("leads.id").whereRef("leads.phone", "=", "e.phone"))),
      );
    const phones = (await stale.execute()).map((row) => row.phone);
    let deleted = 0;
    for (let start = 0; start < phones.length; start += CHUNK) {
      const chunk = phones.slice(start, start + CHUNK);
      const result = await trx.deleteFrom("marketing_consent_events").where("phone", "in", chunk).executeTakeFirst();
      deleted += Number(result.numDeletedRows);
      await trx.deleteFrom("marketing_consent_numbers").where("phone", "in", chunk).execute();
    }
    return deleted;
  });
}
