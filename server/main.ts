import path from "node:path";
import * as build from "virtual:react-router/server-build";
import { closeDatabase, getDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { renderBookingText } from "#app/modules/bookings/notifications.server.ts";
import { enqueueDueReminders } from "#app/modules/bookings/reminders.server.ts";
import { getLeadRelay } from "#app/modules/leads/relay.server.ts";
import { providerFromEnv } from "#app/modules/messages/config.server.ts";
import { getMessageRelay } from "#app/modules/messages/relay.server.ts";
import { getPressViewCounter } from "#app/modules/press/press-views.server.ts";
import { createApp } from "./app.ts";
import { scheduleMaintenance } from "./maintenance.ts";

/**
 * The production server: started by `server/index.ts` from the built bundle, where this module,
 * the app's routes and every module they use are one module graph (one database handle, one
 * relay, one logger; the request context typed end to end).
 */
export async function startServer({ root }: { root: string }) {
  const env = getEnv();

  // The database first: a server that cannot store leads must not start taking them.
  const database = getDatabase();
  const applied = await migrateToLatest(database.db);
  logger.info({ dialect: database.dialect, applied }, "database ready");
  const stopMaintenance = scheduleMaintenance(database.db, { retentionDays: env.LEAD_RETENTION_DAYS });
  const relay = getLeadRelay();
  if (env.LEAD_WEBHOOK_URL) {
    relay.start({
      db: database.db,
      secret: env.LEAD_WEBHOOK_SECRET,
      maxAttempts: env.LEAD_WEBHOOK_MAX_ATTEMPTS,
      baseDelayMs: env.LEAD_WEBHOOK_RETRY_BASE_SECONDS * 1000,
      maxDelayMs: env.LEAD_WEBHOOK_RETRY_MAX_SECONDS * 1000,
      timeoutMs: env.LEAD_WEBHOOK_TIMEOUT_SECONDS * 1000,
      intervalMs: env.LEAD_WEBHOOK_POLL_SECONDS * 1000,
    });
  }

  // Text messages: always relayed (with no provider they are marked not sent); the day-before
  // reminders are queued at the start of each round.
  const messages = getMessageRelay();
  messages.start({
    db: database.db,
    provider: providerFromEnv(env),
    maxAttempts: env.MESSAGE_MAX_ATTEMPTS,
    baseDelayMs: env.MESSAGE_RETRY_BASE_SECONDS * 1000,
    maxDelayMs: env.MESSAGE_RETRY_MAX_SECONDS * 1000,
    intervalMs: env.MESSAGE_POLL_SECONDS * 1000,
    beforeRound: async (now) => {
      await enqueueDueReminders(database.db, { now, reminderTime: env.BOOKING_REMINDER_TIME });
    },
    // The booking texts' change links are put in right before sending, never stored.
    render: (message, now) => renderBookingText(database.db, message, env.SITE_URL, now),
  });

  // Press views are counted in memory and written in batches; shutdown writes the rest.
  const pressViews = getPressViewCounter();
  pressViews.start({ db: database.db, intervalMs: env.PRESS_VIEWS_FLUSH_SECONDS * 1000 });

  const app = await createApp({
    build,
    clientDir: path.join(root, "build/client"),
    trustProxy: env.TRUST_PROXY,
    // Writable, not only readable: SQLite answers reads while another process holds the write lock.
    healthChecks: [{ name: "database", check: () => database.ping() }],
  });

  const server = app.listen(env.PORT, () => {
    // Two addresses: where this process answers, and the public one written into links (SITE_URL).
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
    // Stop accepting, let requests in flight finish, then close the database and exit;
    // a stuck connection gets 10 s.
    const finish = async () => {
      await relay.stop();
      await messages.stop();
      await pressViews.stop().catch((error: unknown) => logger.error({ err: error }, "press.views.final_flush_failed"));
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
