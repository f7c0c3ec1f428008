import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { getEnv } from "#app/lib/env.server.ts";
import type { MessagingHooks } from "./start.server.ts";
import { startMessaging } from "./start.server.ts";
import { enqueueMessage } from "./text-outbox.server.ts";

describe.each(testDatabases())("the platform's text relay on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("runs the features' declared hooks and renderers in list order; without SOLAPI a text is stored as not sent", async () => {
    const calls: string[] = [];
    const hooks = (name: string): MessagingHooks => ({
      beforeRound: async () => void calls.push(`${name}:round`),
      render: async (_context, message) => {
        calls.push(`${name}:render:${message.body}`);
        return `${message.body}+${name}`;
      },
    });
    await enqueueMessage(database.db, {
      kind: "booking.confirmation",
      to: "010-1234-5678",
      text: "본문",
      eventKey: "e1",
    });

    const stop = startMessaging({
      db: database.db,
      env: { ...getEnv(), SMS_PROVIDER: "log" },
      features: [{ messaging: hooks("a") }, {}, { messaging: hooks("b") }],
    });
    await stop();

    expect(calls).toEqual(["a:round", "b:round", "a:render:본문", "b:render:본문+a"]);
    const row = await database.db.selectFrom("messages").selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe("not_sent");
  });
});
