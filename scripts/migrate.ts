/** `npm run db:migrate`: applies pending migrations to `DATABASE_URL` and exits. */
import { closeDatabase, getDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";

const database = getDatabase();
const applied = await migrateToLatest(database.db);
console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
await closeDatabase();
