import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("bookings")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .addColumn("site_id", "varchar(40)", (col) => col.notNull())
    // The slot's start, UTC ISO text; `day` is its Korean calendar date (YYYY-MM-DD).
    .addColumn("slot_start", "varchar(30)", (col) => col.notNull())
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("party_size", "integer", (col) => col.notNull())
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("phone", "varchar(20)", (col) => col.notNull())
    // confirmed | arrived | no_show | cancelled
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    // phone|day while the booking holds its places; NULL once cancelled (NULLs never collide).
    .addColumn("active_key", "varchar(40)", (col) => col.unique())
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("dedupe_key", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("source_path", "varchar(200)")
    .addColumn("privacy_consent", "integer", (col) => col.notNull())
    .addColumn("marketing_consent", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("consent_version", "varchar(20)", (col) => col.notNull())
    .addColumn("consented_at", "varchar(30)", (col) => col.notNull())
    .addColumn("cancelled_at", "varchar(30)")
    .addColumn("arrived_at", "varchar(30)")
    .execute();
  await db.schema.createIndex("bookings_slot_idx").on("bookings").columns(["slot_start", "status"]).execute();
  await db.schema.createIndex("bookings_day_idx").on("bookings").columns(["day", "slot_start"]).execute();
  await db.schema.createIndex("bookings_phone_idx").on("bookings").column("phone").execute();
  await db.schema.createIndex("bookings_created_idx").on("bookings").column("created_at").execute();

  // Places taken per slot, changed only by a conditional update inside the booking's transaction:
  // `booked + n <= capacity` is what keeps a slot from being overbooked on both databases.
  await db.schema
    .createTable("booking_slots")
    .addColumn("slot_start", "varchar(30)", (col) => col.primaryKey())
    .addColumn("booked", "integer", (col) => col.notNull().defaultTo(0))
    // A per-slot capacity set by the sales team; NULL = the schedule's capacity.
    .addColumn("capacity", "integer")
    .execute();

  // The schedule the sales team set (one row, JSON); none = the defaults in app/modules/bookings/copy.ts.
  await db.schema
    .createTable("booking_settings")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("schedule", "text", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("booking_settings").execute();
  await db.schema.dropTable("booking_slots").execute();
  await db.schema.dropTable("bookings").execute();
}
