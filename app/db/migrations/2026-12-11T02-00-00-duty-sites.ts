import { type Kysely, sql } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
const FIRST_SITE = process.env.DEFAULT_SITE_ID || "pentacityhansin";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Who is on duty, and the round-robin's mode and cursor, are each complex's: a counsellor on duty at
  // one complex's model house is not on duty at another's. Rebuilt with the complex in the key (SQLite
  // cannot change one); what there was is the first complex's.
  await db.schema
    .createTable("staff_duty_next")
    .addColumn("site_id", "varchar(40)", (col) => col.notNull().defaultTo(FIRST_SITE))
    .addColumn("user_id", "varchar(64)", (col) => col.notNull())
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addPrimaryKeyConstraint("staff_duty_site_pk", ["site_id", "user_id", "day"])
    .execute();
  await sql`insert into staff_duty_next (site_id, user_id, day, created_at)
    select ${FIRST_SITE}, user_id, day, created_at from staff_duty`.execute(db);
  await db.schema.dropTable("staff_duty").execute();
  await db.schema.alterTable("staff_duty_next").renameTo("staff_duty").execute();
  await db.schema
    .createIndex("staff_duty_site_day_idx")
    .on("staff_duty")
    .columns(["site_id", "day", "user_id"])
    .execute();

  await db.schema
    .createTable("assignment_state_next")
    .addColumn("site_id", "varchar(40)", (col) => col.notNull().defaultTo(FIRST_SITE))
    .addColumn("id", "varchar(20)", (col) => col.notNull())
    .addColumn("mode", "varchar(20)", (col) => col.notNull().defaultTo("manual"))
    .addColumn("last_user_id", "varchar(64)")
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .addPrimaryKeyConstraint("assignment_state_site_pk", ["site_id", "id"])
    .execute();
  await sql`insert into assignment_state_next (site_id, id, mode, last_user_id, updated_at)
    select ${FIRST_SITE}, id, mode, last_user_id, updated_at from assignment_state`.execute(db);
  await db.schema.dropTable("assignment_state").execute();
  await db.schema.alterTable("assignment_state_next").renameTo("assignment_state").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("assignment_state_before")
    .addColumn("id", "varchar(20)", (col) => col.primaryKey())
    .addColumn("mode", "varchar(20)", (col) => col.notNull().defaultTo("manual"))
    .addColumn("last_user_id", "varchar(64)")
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await sql`insert into assignment_state_before (id, mode, last_user_id, updated_at)
    select id, mode, last_user_id, updated_at from assignment_state where site_id = ${FIRST_SITE}`.execute(db);
  await db.schema.dropTable("assignment_state").execute();
  await db.schema.alterTable("assignment_state_before").renameTo("assignment_state").execute();
  await db.schema.dropIndex("staff_duty_site_day_idx").execute();
  await db.schema
    .createTable("staff_duty_before")
    .addColumn("user_id", "varchar(64)", (col) => col.notNull())
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addPrimaryKeyConstraint("staff_duty_pk", ["user_id", "day"])
    .execute();
  await sql`insert into staff_duty_before (user_id, day, created_at)
    select user_id, day, created_at from staff_duty where site_id = ${FIRST_SITE}`.execute(db);
  await db.schema.dropTable("staff_duty").execute();
  await db.schema.alterTable("staff_duty_before").renameTo("staff_duty").execute();
  await db.schema.createIndex("staff_duty_day_idx").on("staff_duty").columns(["day", "user_id"]).execute();
}
