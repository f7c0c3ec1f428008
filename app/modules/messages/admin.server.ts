import { getDatabase } from "#app/db/db.server.ts";
import type { MessageStatus } from "#app/platform/messaging/statuses.ts";
import { listMessages } from "#app/platform/messaging/text-outbox.server.ts";

/** A page of the texts the site queued, newest first, for the admin's messages page. */
export async function messagesPageOf(options: { status: MessageStatus | undefined; page: number }) {
  return listMessages(getDatabase().db, options);
}
