import { type Kysely, PostgresAdapter, sql } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// The first complex's id as the server names it (DEFAULT_SITE_ID; the designed complex's by default).
const FIRST_SITE = process.env.DEFAULT_SITE_ID || "pentacityhansin";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  // Each complex has its own slots: places are counted per complex and time. The table is rebuilt
  // with the complex in its key (SQLite cannot change a primary key); the rows so far are the first
  // complex's.
  await db.schema
    .createTable("booking_slots_next")
    .addColumn("site_id", "varchar(40)", (col) => col.notNull().defaultTo(FIRST_SITE))
    .addColumn("slot_start", "varchar(30)", (col) => col.notNull())
    .addColumn("booked", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("capacity", "integer")
    .addPrimaryKeyConstraint("booking_slots_site_slot_pk", ["site_id", "slot_start"])
    .execute();
  await sql`insert into booking_slots_next (site_id, slot_start, booked, capacity)
    select ${FIRST_SITE}, slot_start, booked, capacity from booking_slots`.execute(db);
  await db.schema.dropTable("booking_slots").execute();
  await db.schema.alterTable("booking_slots_next").renameTo("booking_slots").execute();

  // The waiting list is per complex too.
  await db.schema
    .alterTable("booking_waitlist")
    .addColumn("site_id", "varchar(40)", (col) => col.notNull().defaultTo(FIRST_SITE))
    .execute();

  // One active booking per phone and day, and one wait per phone and slot, within a complex: the
  // unique keys take the complex in front (the same person may visit two complexes on one day).
  if (isPostgres(db)) {
    await sql`alter table bookings alter column active_key type varchar(120)`.execute(db);
    await sql`alter table booking_waitlist alter column active_key type varchar(120)`.execute(db);
  }
  await sql`update bookings set active_key = site_id || '|' || active_key where active_key is not null`.execute(db);
  await sql`update booking_waitlist set active_key = site_id || '|' || active_key where active_key is not null`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update bookings set active_key = substr(active_key, length(site_id) + 2) where active_key is not null`.execute(
    db,
  );
  await sql`update booking_waitlist set active_key = substr(active_key, length(site_id) + 2) where active_key is not null`.execute(
    db,
  );
  await db.schema.alterTable("booking_waitlist").dropColumn("site_id").execute();
  await db.schema
    .createTable("booking_slots_before")
    .addColumn("slot_start", "varchar(30)", (col) => col.primaryKey())
    .addColumn("booked", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("capacity", "integer")
    .execute();
  await sql`insert into booking_slots_before (slot_start, booked, capacity)
    select slot_start, sum(booked), max(capacity) from booking_slots group by slot_start`.execute(db);
  await db.schema.dropTable("booking_slots").execute();
  await db.schema.alterTable("booking_slots_before").renameTo("booking_slots").execute();
}
