import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { formatDay, formatSeoulTimestamp, seoulTime } from "#app/lib/korea-time.ts";
import { attributionFromColumns } from "#app/modules/attribution/attribution.ts";
import { attributionPersonFields } from "#app/modules/attribution/person-fields.ts";
import type { PersonDataSection, PersonDataSource } from "#app/modules/feature-server.ts";
import { getSchedule, releasePlaces } from "./booking.server.ts";
import { adminBookingDayCopy } from "./day-copy.ts";
import { lookupPhoneKey } from "./lookup.server.ts";
import { bookingsPersonDataCopy as copy } from "./person-data-copy.ts";
import { bookingStatusLabels } from "./statuses.ts";
import { offerFreedPlaces } from "./waitlist.server.ts";

/**
 * A person's bookings, waitlist entries and code requests (by the phone's keyed hash). Erasure deletes
 * upcoming (places offered on) and cancelled bookings and anonymises past visits, so the figures stay.
 */
const f = copy.fields;
const field = (label: string, value: string | null) => ({ label, value: value || copy.none });

async function findBookingData(db: Kysely<Database>, phone: string): Promise<PersonDataSection[]> {
  const bookings = await db
    .selectFrom("bookings")
    .leftJoin("booking_staff_entries", "booking_staff_entries.booking_id", "bookings.id")
    .selectAll("bookings")
    .select(["booking_staff_entries.note as staff_note", "booking_staff_entries.booking_id as staff_entry"])
    .where("bookings.phone", "=", phone)
    .orderBy("bookings.slot_start")
    .orderBy("bookings.id")
    .execute();
  const waitlist = await db
    .selectFrom("booking_waitlist")
    .select(["created_at", "slot_start", "day", "name", "phone", "party_size", "status", "privacy_consent"])
    .where("phone", "=", phone)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const lookups = await db
    .selectFrom("booking_lookups")
    .select(["created_at", "used_at"])
    .where("phone_hash", "=", lookupPhoneKey(phone))
    .orderBy("created_at")
    .execute();
  const visit = (day: string, slotStart: string) => `${formatDay(day)} ${seoulTime(slotStart)}`;
  const agreed = (value: number) => (value ? copy.agreed : copy.notAgreed);
  return [
    {
      name: "bookings",
      title: copy.bookings,
      rows: bookings.map((booking) => ({
        fields: [
          field(f.createdAt, formatSeoulTimestamp(booking.created_at)),
          field(f.visit, visit(booking.day, booking.slot_start)),
          field(f.partySize, `${booking.party_size}명`),
          field(f.name, booking.name),
          field(f.phone, booking.phone),
          field(f.status, bookingStatusLabels[booking.status] ?? booking.status),
          field(f.sourcePath, booking.source_path),
          field(f.privacyConsent, agreed(booking.privacy_consent)),
          field(f.marketingConsent, agreed(booking.marketing_consent)),
          field(f.consentVersion, booking.consent_version),
          field(f.consentedAt, formatSeoulTimestamp(booking.consented_at)),
          field(f.enteredByStaff, booking.staff_entry ? copy.yes : copy.no),
          ...(booking.staff_note ? [field(f.staffNote, booking.staff_note)] : []),
          ...attributionPersonFields(attributionFromColumns(booking)),
        ],
      })),
    },
    {
      name: "bookingWaitlist",
      title: copy.waitlist,
      rows: waitlist.map((entry) => ({
        fields: [
          field(f.createdAt, formatSeoulTimestamp(entry.created_at)),
          field(f.visit, visit(entry.day, entry.slot_start)),
          field(f.partySize, `${entry.party_size}명`),
          field(f.name, entry.name),
          field(f.phone, entry.phone),
          field(f.status, adminBookingDayCopy.waitlist.statusLabels[entry.status] ?? entry.status),
          field(f.privacyConsent, agreed(entry.privacy_consent)),
        ],
      })),
    },
    {
      name: "bookingLookups",
      title: copy.lookups,
      rows: lookups.map((lookup) => ({
        fields: [
          field(f.requestedAt, formatSeoulTimestamp(lookup.created_at)),
          field(f.used, lookup.used_at ? copy.yes : copy.no),
        ],
      })),
    },
  ];
}

/** A value no token or submission hashes to: the column stays unique and the old link is dead. */
const unguessable = () => randomBytes(32).toString("hex");

async function eraseBookingData(
  trx: Transaction<Database>,
  phone: string,
  { now }: { now: Date },
): Promise<Record<string, number>> {
  const nowIso = now.toISOString();
  // An offer made to this person promised places: once the entry is gone they go to the next in line.
  const offered = await trx
    .selectFrom("booking_waitlist")
    .select("slot_start")
    .where("phone", "=", phone)
    .where("status", "=", "offered")
    .execute();
  const waitlist = await trx.deleteFrom("booking_waitlist").where("phone", "=", phone).executeTakeFirst();

  const bookings = await trx
    .selectFrom("bookings")
    .select(["id", "status", "slot_start", "party_size"])
    .where("phone", "=", phone)
    .execute();
  const freedSlots = new Set(offered.map((entry) => entry.slot_start));
  const deleted: string[] = [];
  const anonymised: string[] = [];
  for (const booking of bookings) {
    const toCome = booking.status === "confirmed" && booking.slot_start > nowIso;
    if (toCome) {
      await releasePlaces(trx, booking.slot_start, booking.party_size);
      freedSlots.add(booking.slot_start);
    }
    (toCome || booking.status === "cancelled" ? deleted : anonymised).push(booking.id);
  }
  if (deleted.length) {
    await trx.deleteFrom("booking_staff_entries").where("booking_id", "in", deleted).execute();
    await trx.deleteFrom("bookings").where("id", "in", deleted).execute();
  }
  if (anonymised.length) {
    await trx.updateTable("booking_staff_entries").set({ note: null }).where("booking_id", "in", anonymised).execute();
  }
  for (const id of anonymised) {
    await trx
      .updateTable("bookings")
      .set({
        name: "",
        phone: "",
        active_key: null,
        // The person's lead is erased with them.
        lead_id: null,
        token_hash: unguessable(),
        dedupe_key: unguessable(),
        // The Naver ad parameters may hold the person's own search words; the channel stays for the figures.
        ad_params: null,
        updated_at: nowIso,
      })
      .where("id", "=", id)
      .execute();
  }
  if (freedSlots.size) {
    const schedule = await getSchedule(trx);
    for (const slot of freedSlots) await offerFreedPlaces(trx, slot, { schedule, now });
  }
  const lookups = await trx
    .deleteFrom("booking_lookups")
    .where("phone_hash", "=", lookupPhoneKey(phone))
    .executeTakeFirst();
  return {
    deletedBookings: deleted.length,
    anonymisedBookings: anonymised.length,
    deletedWaitlist: Number(waitlist.numDeletedRows),
    deletedBookingLookups: Number(lookups.numDeletedRows),
  };
}

export const bookingsPersonData: PersonDataSource = { find: findBookingData, erase: eraseBookingData };
