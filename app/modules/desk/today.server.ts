import type { Kysely, Transaction } from "kysely";
import { telHref } from "#app/content/site.ts";
import type { Database } from "#app/db/schema.ts";
import { addDays, seoulDay, seoulInstant } from "#app/lib/korea-time.ts";
import { maskPhone } from "#app/lib/mask.ts";
import type { LeadStage } from "#app/modules/leads/kinds.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";

type Db = Kysely<Database> | Transaction<Database>;

export type DeskViewer = { id: string; email: string };

/** How many items each list shows at most (a counsellor's day; the count says when there are more). */
export const TODAY_LIMIT = 50;

/** Stages a next contact no longer matters at: the sale is done, or the person said no. */
const CLOSED_STAGES: readonly LeadStage[] = ["contracted", "dropped"];

export type TodayContact = {
  leadId: string;
  name: string;
  /** Masked (010-****-1234): the full number is only in the call link (callHref). */
  phone: string;
  callHref: string;
  stage: LeadStage;
  at: string;
  overdue: boolean;
};
export type TodayBooking = {
  bookingId: string;
  leadId: string;
  name: string;
  phone: string;
  callHref: string;
  stage: LeadStage;
  slotStart: string;
  partySize: number;
  arrived: boolean;
};
export type TodayLead = {
  leadId: string;
  name: string;
  phone: string;
  callHref: string;
  stage: LeadStage;
  assignedAt: string | null;
};
export type TodayList<Item> = { items: Item[]; total: number };

export type Today = {
  day: string;
  contacts: TodayList<TodayContact>;
  bookings: TodayList<TodayBooking>;
  fresh: TodayList<TodayLead>;
};

/**
 * One staff member's day (Korea time), from their own leads: contacts due today or overdue (most
 * overdue first), today's bookings of their leads and the pool's, and their new leads (longest waiting first).
 */
export async function todayOf(db: Db, userId: string, now = new Date()): Promise<Today> {
  const day = seoulDay(now);
  const tomorrow = seoulInstant(addDays(day, 1), "00:00").toISOString();
  const nowIso = now.toISOString();

  const due = db
    .selectFrom("leads")
    .where("assigned_to", "=", userId)
    .where("next_contact_at", "is not", null)
    .where("next_contact_at", "<", tomorrow)
    .where("status", "not in", CLOSED_STAGES);
  const fresh = db.selectFrom("leads").where("assigned_to", "=", userId).where("status", "=", "new");
  const booked = db
    .selectFrom("bookings")
    .innerJoin("leads", "leads.id", "bookings.lead_id")
    .where((eb) => eb.or([eb("leads.assigned_to", "=", userId), eb("leads.assigned_to", "is", null)]))
    .where("bookings.day", "=", day)
    .where("bookings.status", "in", ["confirmed", "arrived"]);

  const [contactRows, contactCount, freshRows, freshCount, bookingRows] = await Promise.all([
    due
      .select(["id", "name", "phone", "status", "next_contact_at"])
      .orderBy("next_contact_at")
      .orderBy("id")
      .limit(TODAY_LIMIT)
      .execute(),
    due.select((eb) => eb.fn.countAll<string | number>().as("count")).executeTakeFirstOrThrow(),
    fresh
      .select(["id", "name", "phone", "status", "assigned_at"])
      .orderBy("assigned_at")
      .orderBy("id")
      .limit(TODAY_LIMIT)
      .execute(),
    fresh.select((eb) => eb.fn.countAll<string | number>().as("count")).executeTakeFirstOrThrow(),
    // A day's bookings are few (the model house's places): read them whole, one line per booking below.
    booked
      .select([
        "bookings.id as bookingId",
        "bookings.slot_start",
        "bookings.party_size",
        "bookings.status as bookingStatus",
        "leads.id as leadId",
        "leads.name",
        "leads.phone",
        "leads.status",
        "leads.created_at",
      ])
      .orderBy("bookings.slot_start")
      .orderBy("bookings.id")
      .execute(),
  ]);

  const bookings = new Map<string, TodayBooking>();
  for (const row of bookingRows) {
    if (bookings.has(row.bookingId)) continue;
    bookings.set(row.bookingId, {
      bookingId: row.bookingId,
      leadId: row.leadId,
      name: row.name,
      phone: maskPhone(row.phone),
      callHref: telHref(row.phone),
      stage: row.status,
      slotStart: row.slot_start,
      partySize: row.party_size,
      arrived: row.bookingStatus === "arrived",
    });
  }
  const bookingItems = [...bookings.values()];
  return {
    day,
    contacts: {
      items: contactRows.map((row) => ({
        leadId: row.id,
        name: row.name,
        phone: maskPhone(row.phone),
        callHref: telHref(row.phone),
        stage: row.status,
        at: row.next_contact_at as string,
        overdue: (row.next_contact_at as string) < nowIso,
      })),
      total: Number(contactCount.count),
    },
    bookings: { items: bookingItems.slice(0, TODAY_LIMIT), total: bookingItems.length },
    fresh: {
      items: freshRows.map((row) => ({
        leadId: row.id,
        name: row.name,
        phone: maskPhone(row.phone),
        callHref: telHref(row.phone),
        stage: row.status,
        assignedAt: row.assigned_at,
      })),
      total: Number(freshCount.count),
    },
  };
}

/** The page's day, the look recorded as desk.today.view with counts only. */
export async function todayPageOf(
  { db, actor: viewer, clientAddress }: { db: Kysely<Database>; actor: DeskViewer; clientAddress: string },
  now = new Date(),
): Promise<Today> {
  const today = await todayOf(db, viewer.id, now);
  const count = today.contacts.items.length + today.bookings.items.length + today.fresh.items.length;
  await recordAudit(
    db,
    {
      actorId: viewer.id,
      actorEmail: viewer.email,
      action: "desk.today.view",
      // Each person listed comes with a call link: calls says how many numbers the page carried.
      detail: { count, calls: count },
      ipAddress: clientAddress,
    },
    now,
  );
  return today;
}
