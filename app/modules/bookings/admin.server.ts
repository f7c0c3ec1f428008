import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AuditAction } from "#app/db/audit-actions.ts";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { isDay, seoulDay } from "#app/lib/korea-time.ts";
import { logger } from "#app/lib/logger.server.ts";
import type { BookingStatus } from "#app/modules/bookings/statuses.ts";
import { visiblePhones } from "#app/modules/counselling/access.server.ts";
import type { StaffRole } from "#app/platform/access/roles.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { getMessageRelay } from "#app/platform/messaging/relay.server.ts";
import type { BookingDecision } from "./admin-schema.ts";
import {
  availability,
  type BookingHooks,
  bookingsForExport,
  bookingsOfDay,
  getBooking,
  getSchedule,
  overCapacitySlots,
  setBookingStatus,
} from "./booking.server.ts";
import { bookingHooks } from "./notifications.server.ts";
import type { BookingSchedule } from "./schedule.ts";
import {
  bookingsOffSchedule,
  type ChangeOutcome,
  changeSchedule,
  changeSlotCapacity,
} from "./schedule-change.server.ts";
import { createStaffBooking, staffEntriesOfDay } from "./staff-booking.server.ts";
import { parseStaffBooking } from "./staff-schema.ts";
import {
  addToWaitlist,
  cancelWaitlistEntry,
  expireWaitlist,
  getWaitlistEntry,
  waitlistOfDay,
} from "./waitlist.server.ts";

/** The sales team's booking work: each change writes its audit entry in its own transaction; `role` limits a counsellor to their leads' and the pool's bookings. */
export type BookingActor = { id: string; email: string; role?: StaffRole };

/** The records among `rows` (by phone) the actor may see (a counsellor: their leads' and the pool's). */
async function visibleTo<Row extends { phone: string }>(db: Db, actor: BookingActor, rows: Row[]): Promise<Row[]> {
  if (!actor.role) return rows;
  const phones = await visiblePhones(
    db,
    { id: actor.id, role: actor.role },
    rows.map((row) => row.phone),
  );
  return phones ? rows.filter((row) => phones.has(row.phone)) : rows;
}

type Db = Kysely<Database>;

function auditorOf(actor: BookingActor, clientAddress: string) {
  return (action: AuditAction, target: string | null, detail: Record<string, unknown>) => (db: Db) =>
    recordAudit(db, {
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      target,
      detail,
      ipAddress: clientAddress,
    });
}

/** The asked day (or a linked booking's, or today) with its slots, bookings, waitlist and notes; the view is audited. */
export async function bookingDayOf(
  db: Db,
  input: { booking: string | null; day: string | null; phone: string | null },
  actor: BookingActor,
  clientAddress: string,
  now = new Date(),
) {
  // The sales team's alert links a booking: its day opens.
  const linked = /^[0-9a-f-]{36}$/.test(input.booking ?? "")
    ? await getBooking(db, input.booking as string)
    : undefined;
  const askedDay = linked?.day ?? input.day ?? "";
  const day = askedDay && isDay(askedDay) ? askedDay : seoulDay(now);
  const askedPhone = (input.phone ?? "").trim();
  const phoneLast4 = /^\d{4}$/.test(askedPhone) ? askedPhone : undefined;
  const schedule = await getSchedule(db);
  await expireWaitlist(db, now);
  const slots = (await availability(db, schedule, [day], now)).get(day) ?? [];
  const dayBookings = await bookingsOfDay(db, day);
  const shown = await visibleTo(db, actor, dayBookings);
  const bookings = phoneLast4 ? shown.filter((b) => b.phone.endsWith(phoneLast4)) : shown;
  const waitlist = await visibleTo(
    db,
    actor,
    (await waitlistOfDay(db, day)).filter((entry) => ["waiting", "offered"].includes(entry.status)),
  );
  const staffNotes = new Map((await staffEntriesOfDay(db, day)).map((entry) => [entry.bookingId, entry.note]));
  await auditorOf(actor, clientAddress)("booking.view", day, {
    day,
    phoneSearch: Boolean(phoneLast4),
    count: bookings.length,
  })(db);
  return {
    day,
    askedPhone,
    invalidDay: Boolean(askedDay) && !isDay(askedDay),
    invalidPhone: Boolean(askedPhone) && !phoneLast4,
    schedule,
    slots,
    dayBookings,
    bookings,
    waitlist,
    staffNotes,
  };
}

/** A caller's or walk-in's booking (`create`) or waitlist place (`waitlist-add`); a database failure answers `failed`. */
export async function addStaffEntry(
  db: Db,
  input: { intent: "create" | "waitlist-add"; formData: FormData },
  actor: BookingActor,
  clientAddress: string,
) {
  const audit = auditorOf(actor, clientAddress);
  const parsed = parseStaffBooking(input.formData, (await getSchedule(db)).partySizeMax);
  if (!parsed.success) return { status: "invalid" as const, fieldErrors: parsed.fieldErrors };
  const entry = parsed.data;
  try {
    const schedule = await getSchedule(db);
    if (input.intent === "waitlist-add") {
      const result = await addToWaitlist(
        db,
        schedule,
        {
          slotStart: entry.slot,
          name: entry.name,
          phone: entry.phone,
          partySize: entry.partySize,
          enteredBy: actor.id,
        },
        {
          audit: (trx, added) =>
            audit("booking.waitlist.add", added.id, { slot: added.slot_start, partySize: added.party_size })(trx),
        },
      );
      return { intent: "waitlist-add" as const, status: result.status, name: entry.name };
    }
    const result = await createStaffBooking(
      db,
      schedule,
      {
        slotStart: entry.slot,
        partySize: entry.partySize,
        name: entry.name,
        phone: entry.phone,
        siteId: getEnv().DEFAULT_SITE_ID,
        note: entry.note,
        enteredBy: actor.id,
        idempotencyKey: entry.idempotencyKey,
      },
      {
        hooks: bookingHooks(),
        audit: (trx, booking) =>
          audit("booking.create", booking.id, {
            slot: booking.slot_start,
            partySize: booking.party_size,
            by: "staff",
          })(trx),
      },
    );
    getMessageRelay().kick();
    return { intent: "create" as const, status: result.status, name: entry.name };
  } catch (error) {
    logger.error({ err: error }, "booking.staff.failed");
    return { status: "failed" as const };
  }
}

/** Another counsellor's person's entry answers as missing: a posted id must not reach what the day view hides. */
async function visibleWaitlistEntry(db: Db, actor: BookingActor, id: string) {
  const entry = await getWaitlistEntry(db, id);
  if (!entry) return undefined;
  return (await visibleTo(db, actor, [entry]))[0];
}

export async function cancelWaitlist(db: Db, input: { entry: string }, actor: BookingActor, clientAddress: string) {
  const entry = await visibleWaitlistEntry(db, actor, input.entry);
  if (!entry) return { status: "not-found" as const };
  const schedule = await getSchedule(db);
  const result = await cancelWaitlistEntry(db, entry.id, {
    schedule,
    audit: auditorOf(actor, clientAddress)("booking.waitlist.cancel", entry.id, { slot: entry.slot_start }),
  });
  getMessageRelay().kick();
  return result;
}

export async function bookFromWaitlist(
  db: Db,
  input: { entry: string; idempotencyKey?: string },
  actor: BookingActor,
  clientAddress: string,
) {
  const entry = await visibleWaitlistEntry(db, actor, input.entry);
  if (!entry) return { status: "not-found" as const };
  const schedule = await getSchedule(db);
  const result = await createStaffBooking(
    db,
    schedule,
    {
      slotStart: entry.slot_start,
      partySize: entry.party_size,
      name: entry.name,
      phone: entry.phone,
      siteId: getEnv().DEFAULT_SITE_ID,
      enteredBy: actor.id,
      idempotencyKey: input.idempotencyKey ?? randomUUID(),
      waitlistId: entry.id,
    },
    {
      hooks: bookingHooks(),
      audit: (trx, booking) =>
        auditorOf(actor, clientAddress)("booking.create", booking.id, {
          slot: booking.slot_start,
          partySize: booking.party_size,
          by: "staff",
          waitlist: entry.id,
        })(trx),
    },
  );
  getMessageRelay().kick();
  return { status: result.status, name: entry.name };
}

export async function changeBookingStatus(
  db: Db,
  input: { id: string; status: BookingStatus },
  actor: BookingActor,
  clientAddress: string,
) {
  const audit = auditorOf(actor, clientAddress);
  const hooks = bookingHooks();
  // Another counsellor's person's booking: as if it did not exist.
  const booking = await getBooking(db, input.id);
  if (!booking || (await visibleTo(db, actor, [booking])).length === 0) {
    return { status: "not-found" as const };
  }
  const result = await setBookingStatus(db, input.id, input.status, {
    hooks: {
      ...hooks,
      // The audit entry commits with the change, or neither does.
      onStatus: async (trx, booking, previous) => {
        await audit("booking.update", booking.id, { from: previous, to: booking.status, slot: booking.slot_start })(
          trx,
        );
      },
    },
  });
  getMessageRelay().kick();
  return result;
}

/**
 * The schedule page's facts: the schedule, the asked day's slots (today when the day is not a
 * date), the slots holding more than their capacity and the upcoming bookings left without a place.
 */
export async function bookingSettingsOf(db: Db, askedDay: string, now = new Date()) {
  const schedule = await getSchedule(db);
  const today = seoulDay(now);
  const day = isDay(askedDay) ? askedDay : today;
  const slots = (await availability(db, schedule, [day])).get(day) ?? [];
  const over = await overCapacitySlots(db, schedule);
  const stranded = await bookingsOffSchedule(db, schedule);
  return { schedule, today, day, slots, over, stranded };
}

/**
 * Saves the weekly schedule or one slot's capacity, with the sales team's choice for each booking
 * that loses its place. The change's entry counts the choices; each cancelled or moved booking
 * gets its own entry, all in the change's transaction.
 */
export async function changeBookingSchedule(
  db: Db,
  input: (
    | { intent: "slot"; slot: string; capacity: number | null }
    | { intent: "schedule"; schedule: BookingSchedule }
  ) & { decisions: ReadonlyMap<string, BookingDecision> },
  actor: BookingActor,
  clientAddress: string,
) {
  const audit = auditorOf(actor, clientAddress);
  const { decisions } = input;
  const hooks: BookingHooks = {
    ...bookingHooks(),
    onStatus: async (trx, booking, previous) => {
      await audit("booking.update", booking.id, {
        from: previous,
        to: booking.status,
        slot: booking.slot_start,
        cause: "schedule",
      })(trx);
    },
  };
  const auditChange =
    (detail: Record<string, unknown>) =>
    async (trx: Db, { cancelled, kept, moved }: ChangeOutcome) => {
      await audit("booking.settings", null, { ...detail, cancelled, kept, moved: moved.map((booking) => booking.id) })(
        trx,
      );
      for (const booking of moved) {
        await audit("booking.move", booking.id, { from: booking.from, to: booking.to, cause: "schedule" })(trx);
      }
    };
  const result =
    input.intent === "slot"
      ? await changeSlotCapacity(db, await getSchedule(db), input.slot, input.capacity, {
          decisions,
          hooks,
          audit: auditChange({ slot: input.slot, capacity: input.capacity }),
        })
      : await changeSchedule(db, input.schedule, {
          decisions,
          hooks,
          audit: auditChange({ schedule: input.schedule }),
        });
  if (result.status !== "confirm" && (result.cancelled.length > 0 || result.moved.length > 0)) {
    getMessageRelay().kick();
  }
  return result;
}

/** The bookings of a day range for the CSV, read and audited (with the reason) in one transaction. */
export async function exportBookings(
  db: Db,
  input: { from: string; to: string; reason: string },
  actor: BookingActor,
  clientAddress: string,
  now = new Date(),
) {
  return db.transaction().execute(async (trx) => {
    const rows = await bookingsForExport(trx, { from: input.from, to: input.to });
    await recordAudit(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "booking.export",
        reason: input.reason,
        detail: { from: input.from, to: input.to, count: rows.length },
        ipAddress: clientAddress,
      },
      now,
    );
    return rows;
  });
}
