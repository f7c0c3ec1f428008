import path from "node:path";
import * as build from "virtual:react-router/server-build";
import { closeDatabase, getDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { FEATURES } from "#app/modules/index.server.ts";
import { startContentSignal } from "#app/platform/content-signal/content-signal.server.ts";
import { startMessaging } from "#app/platform/messaging/start.server.ts";
import { createSiteResolver } from "#app/platform/sites/resolver.server.ts";
import { ensureDefaultSite } from "#app/platform/sites/sites.server.ts";
import { createApp } from "./app.ts";
import { scheduleMaintenance } from "./maintenance.ts";

/** Started from the built bundle, so the server and the app share one database handle, relay and logger. */
export async function startServer({ root }: { root: string }) {
  const env = getEnv();

  // The database first: a server that cannot store leads must not start taking them.
  const database = getDatabase();
  const applied = await migrateToLatest(database.db);
  logger.info({ dialect: database.dialect, applied }, "database ready");
  await ensureDefaultSite(database.db);
  const stopMaintenance = scheduleMaintenance(database.db, { env });
  // The text relay before the features' jobs, which queue texts and kick it.
  const stopMessaging = startMessaging({ db: database.db, env, features: FEATURES });
  // The one content signal: every instance's cached copies hear of a publish anywhere, and of the
  // instants the features declare, from it.
  const stopContentSignal = startContentSignal({
    db: database.db,
    boundaries: FEATURES.flatMap((feature) => feature.contentBoundaries ?? []),
  });
  // Each feature's background jobs (app/modules/index.server.ts), in the list's order.
  const stopJobs = FEATURES.flatMap((feature) => feature.jobs ?? []).map((job) => job({ db: database.db, env }));

  // The complex of each request from its host; SITE_URL's and ALLOWED_ORIGINS' hosts are the first one's.
  const sites = createSiteResolver({
    db: database.db,
    defaultHosts: [env.SITE_URL, ...env.ALLOWED_ORIGINS].map((origin) => new URL(origin).hostname),
    anyHost: env.NODE_ENV !== "production",
  });

  const app = await createApp({
    build,
    clientDir: path.join(root, "build/client"),
    trustProxy: env.TRUST_PROXY,
    database: database.db,
    sites,
    // Writable, not only readable: SQLite answers reads while another process holds the write lock.
    healthChecks: [{ name: "database", check: () => database.ping() }],
  });

  const server = app.listen(env.PORT, () => {
    logger.info(
      { port: env.PORT, listening: `http://localhost:${env.PORT}`, siteUrl: env.SITE_URL },
      "server listening",
    );
  });
  server.keepAliveTimeout = 65_000;

  let shuttingDown = false;
  function shutdown(signal: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down");
    stopMaintenance();
    // Let requests in flight finish, then close the database; a stuck connection gets 10 s.
    const finish = async () => {
      for (const stop of stopJobs) await stop();
      await stopMessaging();
      await stopContentSignal();
      await closeDatabase();
      process.exit(0);
    };
    server.close(() => void finish());
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      void finish();
    }, 10_000).unref();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}
