import type { MessageStatus } from "#app/content/message-kinds.ts";
import { getDatabase } from "#app/db/db.server.ts";
import { listMessages } from "./outbox.server.ts";

/** A page of the texts the site queued, newest first, for the admin's messages page. */
export async function messagesPageOf(options: { status: MessageStatus | undefined; page: number }) {
  return listMessages(getDatabase().db, options);
}
