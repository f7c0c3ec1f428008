import { type Kysely, sql } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
const FIRST_SITE = process.env.DEFAULT_SITE_ID || "pentacityhansin";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // A manager, counsellor or marketer works for the complexes they are members of, with a role in
  // each; an owner (user.role = 'owner') is the agency's and works for every complex.
  await db.schema
    .createTable("site_staff")
    .addColumn("site_id", "varchar(40)", (col) => col.notNull())
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("role", "varchar(20)", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("site_staff_pk", ["site_id", "user_id"])
    .execute();
  await db.schema.createIndex("site_staff_user_idx").on("site_staff").column("user_id").execute();
  // Everyone so far worked for the first complex, in the role they had.
  const now = new Date().toISOString();
  await sql`insert into site_staff (site_id, user_id, role, created_at)
    select ${FIRST_SITE}, id, role, ${now} from "user" where role <> 'owner'`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("site_staff").execute();
}
