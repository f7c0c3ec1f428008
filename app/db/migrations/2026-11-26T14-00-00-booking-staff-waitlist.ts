import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Bookings the sales team entered (walk-ins, phone calls): who entered it and their note. A row of
  // its own so the bookings table stays the visitors' form; it goes with its booking.
  await db.schema
    .createTable("booking_staff_entries")
    .addColumn("booking_id", "varchar(36)", (col) => col.primaryKey().references("bookings.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    // The staff member's user id; the visitor's consent was asked by them (by phone or at the desk).
    .addColumn("entered_by", "varchar(64)", (col) => col.notNull())
    .addColumn("note", "varchar(500)")
    .execute();

  // People waiting for a place in a full slot, in order of created_at.
  await db.schema
    .createTable("booking_waitlist")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .addColumn("slot_start", "varchar(30)", (col) => col.notNull())
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("phone", "varchar(20)", (col) => col.notNull())
    .addColumn("party_size", "integer", (col) => col.notNull())
    // waiting | offered | booked | expired | cancelled
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    // phone|slot while waiting or offered (one place in line per phone and slot); NULL after.
    .addColumn("active_key", "varchar(60)", (col) => col.unique())
    .addColumn("privacy_consent", "integer", (col) => col.notNull())
    .addColumn("entered_by", "varchar(64)", (col) => col.notNull())
    .addColumn("offered_at", "varchar(30)")
    .addColumn("booking_id", "varchar(36)")
    .execute();
  await db.schema
    .createIndex("booking_waitlist_slot_idx")
    .on("booking_waitlist")
    .columns(["slot_start", "status", "created_at"])
    .execute();
  await db.schema
    .createIndex("booking_waitlist_day_idx")
    .on("booking_waitlist")
    .columns(["day", "slot_start"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("booking_waitlist").execute();
  await db.schema.dropTable("booking_staff_entries").execute();
}
