import { type Kysely, sql } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// The first complex's id as the server names it (DEFAULT_SITE_ID; the designed complex's by default).
const FIRST_SITE = process.env.DEFAULT_SITE_ID || "pentacityhansin";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Each text is sent with its complex's sender number, 080 number and Kakao channel: the outbox row
  // names the complex. Texts about a lead or a booking take theirs; the rest were the first complex's.
  await db.schema
    .alterTable("messages")
    .addColumn("site_id", "varchar(40)", (col) => col.notNull().defaultTo(FIRST_SITE))
    .execute();
  await sql`update messages set site_id = (select bookings.site_id from bookings where bookings.id = messages.booking_id)
    where booking_id is not null and exists (select 1 from bookings where bookings.id = messages.booking_id)`.execute(
    db,
  );
  await sql`update messages set site_id = (select leads.site_id from leads where leads.id = messages.lead_id)
    where booking_id is null and lead_id is not null and exists (select 1 from leads where leads.id = messages.lead_id)`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("messages").dropColumn("site_id").execute();
}
