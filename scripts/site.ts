/** `npm run site -- list | add | host | status`: the complexes this deployment serves (app/modules/sites). */
import { closeDatabase, getDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { runSiteCommand } from "#app/modules/sites/command.server.ts";
import { ensureDefaultSite } from "#app/platform/sites/sites.server.ts";

const database = getDatabase();
try {
  await migrateToLatest(database.db);
  await ensureDefaultSite(database.db);
  process.exitCode = await runSiteCommand(database.db, process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} finally {
  await closeDatabase();
}
