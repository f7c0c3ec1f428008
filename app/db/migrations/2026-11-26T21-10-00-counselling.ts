import type { Kysely } from "kysely";

// Counselling: the leads' funnel stages, who a lead is assigned to, the counselling
// entries and the lead's events (stage changes, assignments), who is on duty on which day, and the
// round-robin cursor with the assignment mode.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // The inbox statuses become funnel stages: new stays new, contacted is being counselled, closed is on hold
  // (a closed lead was neither won nor known to be lost).
  await db.updateTable("leads").set({ status: "counselling" }).where("status", "=", "contacted").execute();
  await db.updateTable("leads").set({ status: "on_hold" }).where("status", "=", "closed").execute();

  // Better Auth user id; null = the pool.
  await db.schema.alterTable("leads").addColumn("assigned_to", "varchar(64)").execute();
  await db.schema.alterTable("leads").addColumn("assigned_at", "varchar(30)").execute();
  // The newest counselling entry's next contact (ISO UTC), for the counsellor's day.
  await db.schema.alterTable("leads").addColumn("next_contact_at", "varchar(30)").execute();
  await db.schema.createIndex("leads_assigned_idx").on("leads").columns(["assigned_to", "created_at"]).execute();
  await db.schema.createIndex("leads_next_contact_idx").on("leads").columns(["next_contact_at"]).execute();

  await db.schema
    .createTable("counselling_entries")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("lead_id", "varchar(36)", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("author_id", "varchar(64)", (col) => col.notNull())
    // The author's name when writing (a later rename does not rewrite history).
    .addColumn("author_name", "varchar(100)", (col) => col.notNull())
    // call | text | visit | other
    .addColumn("channel", "varchar(20)", (col) => col.notNull())
    .addColumn("outcome", "varchar(200)", (col) => col.notNull())
    .addColumn("note", "text")
    .addColumn("next_contact_at", "varchar(30)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("counselling_entries_lead_idx")
    .on("counselling_entries")
    .columns(["lead_id", "created_at"])
    .execute();

  await db.schema
    .createTable("lead_events")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("lead_id", "varchar(36)", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    // stage | assign
    .addColumn("kind", "varchar(20)", (col) => col.notNull())
    .addColumn("from_value", "varchar(64)")
    .addColumn("to_value", "varchar(64)")
    // Null: the system (round-robin, a booking, an arrival, a deactivation).
    .addColumn("actor_id", "varchar(64)")
    .addColumn("actor_name", "varchar(100)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_events_lead_idx").on("lead_events").columns(["lead_id", "created_at"]).execute();

  await db.schema
    .createTable("staff_duty")
    .addColumn("user_id", "varchar(64)", (col) => col.notNull())
    // Korea date, YYYY-MM-DD
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addPrimaryKeyConstraint("staff_duty_pk", ["user_id", "day"])
    .execute();
  await db.schema.createIndex("staff_duty_day_idx").on("staff_duty").columns(["day", "user_id"]).execute();

  await db.schema
    .createTable("assignment_state")
    .addColumn("id", "varchar(20)", (col) => col.primaryKey())
    // manual | round_robin
    .addColumn("mode", "varchar(20)", (col) => col.notNull().defaultTo("manual"))
    .addColumn("last_user_id", "varchar(64)")
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
  // The one row every assignment locks (its cursor and the mode), there from the start.
  await db
    .insertInto("assignment_state")
    .values({ id: "round_robin", mode: "manual", last_user_id: null, updated_at: new Date().toISOString() })
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("assignment_state").execute();
  await db.schema.dropTable("staff_duty").execute();
  await db.schema.dropTable("lead_events").execute();
  await db.schema.dropTable("counselling_entries").execute();
  await db.schema.dropIndex("leads_next_contact_idx").execute();
  await db.schema.dropIndex("leads_assigned_idx").execute();
  await db.schema.alterTable("leads").dropColumn("next_contact_at").execute();
  await db.schema.alterTable("leads").dropColumn("assigned_at").execute();
  await db.schema.alterTable("leads").dropColumn("assigned_to").execute();
  await db.updateTable("leads").set({ status: "closed" }).where("status", "=", "on_hold").execute();
  await db
    .updateTable("leads")
    .set({ status: "contacted" })
    .where("status", "in", ["counselling", "booked", "visited", "applied", "contracted"])
    .execute();
  await db.updateTable("leads").set({ status: "closed" }).where("status", "=", "dropped").execute();
}
