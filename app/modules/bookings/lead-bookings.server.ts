import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { href } from "react-router";
import { z } from "zod";
import type { Database } from "#app/db/schema.ts";
import { formatDay, seoulTime } from "#app/lib/korea-time.ts";
import { logger } from "#app/lib/logger.server.ts";
import { attributionFromColumns } from "#app/modules/attribution/attribution.ts";
import type { LeadPanel, LeadPanelAction, LeadPanelViewer } from "#app/modules/feature-server.ts";
import { getLead } from "#app/modules/leads/lead.server.ts";
import { resolveLeadId } from "#app/modules/leads/person.server.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { getMessageRelay } from "#app/platform/messaging/relay.server.ts";
import { adminBookingsCopy } from "./admin-copy.ts";
import {
  availability,
  type BookingHooks,
  getBooking,
  getSchedule,
  moveBooking,
  setBookingStatus,
} from "./booking.server.ts";
import { leadBookingCopy } from "./day-copy.ts";
import { bookingsUi } from "./feature.ts";
import { bookingHooks } from "./notifications.server.ts";
import { openDays } from "./schedule.ts";
import { createStaffBooking } from "./staff-booking.server.ts";
import { bookingStatusLabels } from "./statuses.ts";

type Db = Kysely<Database>;

/** Who may book, move and cancel from a lead's page: those who may change the bookings day view. */
export function mayChangeBookings(viewer: { role: LeadPanelViewer["role"] }): boolean {
  const allowed: readonly string[] = bookingsUi.adminAccess["/admin/bookings"].write;
  return allowed.includes(viewer.role);
}

/** The person's bookings: those of the lead (merged leads' included), and older ones of its number without a lead. */
async function bookingsOfLead(db: Db, lead: { id: string; phone: string }) {
  return db
    .selectFrom("bookings")
    .selectAll()
    .where((eb) =>
      eb.or([eb("lead_id", "=", lead.id), eb.and([eb("lead_id", "is", null), eb("phone", "=", lead.phone)])]),
    )
    .orderBy("slot_start", "desc")
    .execute();
}

/** The free slots from now on, as the staff's choices (a day and time with the places left). */
async function slotOptions(db: Db, now: Date) {
  const schedule = await getSchedule(db);
  const days = openDays(schedule, now, schedule.daysAhead);
  const slots = [...(await availability(db, schedule, days, now)).entries()].flatMap(([day, list]) =>
    list
      .filter((slot) => !slot.past && slot.remaining > 0)
      .map((slot) => ({
        value: slot.start,
        label: leadBookingCopy.slotOption(formatDay(day), seoulTime(slot.start), slot.remaining),
      })),
  );
  return { schedule, slots };
}

/** A lead's bookings, newest first, and for those who may change bookings: book, move or cancel in one step. */
export async function bookingsPanelOf(
  db: Db,
  lead: { id: string; phone: string },
  viewer: LeadPanelViewer,
  now = new Date(),
): Promise<LeadPanel> {
  const bookings = await bookingsOfLead(db, lead);
  const panel: LeadPanel = {
    name: "bookings",
    title: adminBookingsCopy.title,
    empty: adminBookingsCopy.noBookings,
    items: bookings.map((booking) => ({
      id: booking.id,
      href: `${href("/admin/bookings")}?day=${booking.day}`,
      label: `${formatDay(booking.day)} ${seoulTime(booking.slot_start)}`,
      details: [adminBookingsCopy.partySizeLabel(booking.party_size), bookingStatusLabels[booking.status]],
      attribution: attributionFromColumns(booking),
    })),
    subjectIds: bookings.map((booking) => booking.id),
  };
  if (!mayChangeBookings(viewer)) return panel;
  const { schedule, slots } = await slotOptions(db, now);
  const sizes = Array.from({ length: schedule.partySizeMax }, (_, index) => ({
    value: String(index + 1),
    label: leadBookingCopy.partySizeOption(index + 1),
  }));
  const upcoming = bookings.filter((booking) => booking.status === "confirmed" && new Date(booking.slot_start) > now);
  panel.forms = [
    ...(slots.length > 0
      ? [
          {
            intent: "book",
            heading: leadBookingCopy.book,
            submit: leadBookingCopy.submit,
            hidden: { idempotencyKey: randomUUID() },
            fields: [
              { name: "slot", label: leadBookingCopy.slot, type: "select" as const, options: slots },
              { name: "partySize", label: leadBookingCopy.partySize, type: "select" as const, options: sizes },
            ],
          },
        ]
      : []),
    ...upcoming.flatMap((booking) => {
      const when = `${formatDay(booking.day)} ${seoulTime(booking.slot_start)}`;
      return [
        {
          intent: "move",
          heading: leadBookingCopy.moveHeading(when),
          submit: leadBookingCopy.move,
          hidden: { booking: booking.id },
          fields: [{ name: "slot", label: leadBookingCopy.moveTo, type: "select" as const, options: slots }],
        },
        {
          intent: "cancel",
          heading: leadBookingCopy.cancelHeading(when),
          submit: leadBookingCopy.cancel,
          hidden: { booking: booking.id },
          fields: [],
        },
      ];
    }),
  ];
  return panel;
}

const BookInput = z.object({
  slot: z.iso.datetime(),
  partySize: z.coerce.number().int().min(1).max(99),
  idempotencyKey: z.string().min(8).max(100),
});
const ChangeInput = z.object({ booking: z.uuid(), slot: z.iso.datetime().optional() });

const answer = (status: number, ok: boolean, message: string) => ({ status, ok, message });

/**
 * The panel's posts from a lead's page: book with the lead's name and number, or move or cancel one of
 * the person's bookings, audited in the change's transaction. Refused, with nothing written, for other roles.
 */
export async function bookingsLeadAction(
  db: Db,
  { leadId, intent, formData }: Parameters<LeadPanelAction>[0],
  viewer: LeadPanelViewer,
  clientAddress: string,
): ReturnType<LeadPanelAction> {
  if (!mayChangeBookings(viewer)) return answer(403, false, leadBookingCopy.forbidden);
  const lead = await getLead(db, leadId);
  if (!lead) return answer(404, false, leadBookingCopy.notFound);
  const fields = Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === "string"));
  const auditEntry = { actorId: viewer.id, actorEmail: viewer.email, ipAddress: clientAddress };
  try {
    if (intent === "book") {
      const parsed = BookInput.safeParse(fields);
      const schedule = await getSchedule(db);
      if (!parsed.success || parsed.data.partySize > schedule.partySizeMax) {
        return answer(400, false, leadBookingCopy.invalid);
      }
      const result = await createStaffBooking(
        db,
        schedule,
        {
          slotStart: parsed.data.slot,
          partySize: parsed.data.partySize,
          name: lead.name,
          phone: lead.phone,
          siteId: lead.siteId,
          enteredBy: viewer.id,
          idempotencyKey: parsed.data.idempotencyKey,
          leadId: lead.id,
        },
        {
          hooks: bookingHooks(),
          audit: (trx, booking) =>
            recordAudit(trx, {
              ...auditEntry,
              action: "booking.create",
              target: booking.id,
              detail: { slot: booking.slot_start, partySize: booking.party_size, by: "staff" },
            }),
        },
      );
      getMessageRelay().kick();
      if (result.status === "booked") return answer(200, true, leadBookingCopy.booked);
      if (result.status === "duplicate") return answer(200, true, leadBookingCopy.duplicate);
      return refusal(result.status);
    }
    if (intent !== "move" && intent !== "cancel") return answer(400, false, leadBookingCopy.invalid);
    const parsed = ChangeInput.safeParse(fields);
    if (!parsed.success || (intent === "move" && !parsed.data.slot)) return answer(400, false, leadBookingCopy.invalid);
    const booking = await getBooking(db, parsed.data.booking);
    // Only this person's booking: another's answers as one that does not exist.
    const owner = booking?.lead_id ? await resolveLeadId(db, booking.lead_id) : undefined;
    if (!booking || (owner ?? (booking.phone === lead.phone ? lead.id : undefined)) !== lead.id) {
      return answer(404, false, leadBookingCopy.notFound);
    }
    const hooks: BookingHooks = {
      ...bookingHooks(),
      onStatus: async (trx, updated, previous) => {
        await recordAudit(trx, {
          ...auditEntry,
          action: "booking.update",
          target: updated.id,
          detail: { from: previous, to: updated.status, slot: updated.slot_start },
        });
      },
    };
    if (intent === "cancel") {
      if (booking.status !== "confirmed") return answer(404, false, leadBookingCopy.notFound);
      const result = await setBookingStatus(db, booking.id, "cancelled", { hooks });
      getMessageRelay().kick();
      return result.status === "ok" ? answer(200, true, leadBookingCopy.cancelled) : refusal(result.status);
    }
    const schedule = await getSchedule(db);
    const result = await moveBooking(db, schedule, booking.id, parsed.data.slot as string, {
      daysAhead: null,
      hooks: {
        onChange: async (trx, updated, event) => {
          await hooks.onChange?.(trx, updated, event);
          await recordAudit(trx, {
            ...auditEntry,
            action: "booking.move",
            target: updated.id,
            detail: { from: booking.slot_start, to: updated.slot_start },
          });
        },
      },
    });
    getMessageRelay().kick();
    return result.status === "ok" ? answer(200, true, leadBookingCopy.moved) : refusal(result.status);
  } catch (error) {
    logger.error({ err: error }, "booking.lead.failed");
    return answer(503, false, leadBookingCopy.failed);
  }
}

function refusal(status: "full" | "unavailable" | "phone-day-taken" | "not-found") {
  if (status === "full") return answer(409, false, leadBookingCopy.full);
  if (status === "unavailable") return answer(409, false, leadBookingCopy.unavailable);
  if (status === "phone-day-taken") return answer(409, false, leadBookingCopy.phoneDayTaken);
  return answer(404, false, leadBookingCopy.notFound);
}
