import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { formatSeoulTimestamp } from "#app/lib/korea-time.ts";
import type { PersonDataSection, PersonDataSource } from "#app/modules/feature-server.ts";
import { adminMessagesCopy } from "./admin-copy.ts";
import { deliveryLabel } from "./delivery-label.ts";

/**
 * The texts sent (or waiting to go) to a phone number, for a data-subject request: kind, state and
 * the words as stored. A link or code put in right before sending (`{{…}}`) was never stored, so the
 * file says so instead. Erasure deletes them: a text not yet sent is not sent.
 */
const PLACEHOLDER = /\{\{\w+\}\}/g;

async function findMessageData(db: Kysely<Database>, phone: string): Promise<PersonDataSection[]> {
  const rows = await db
    .selectFrom("messages")
    .select([
      "created_at",
      "kind",
      "status",
      "body",
      "sent_at",
      "delivery_status",
      "delivery_code",
      "delivery_reason",
      "delivered_channel",
      "fallback",
    ])
    .where("recipient", "=", phone)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const copy = adminMessagesCopy.personData;
  return [
    {
      name: "messages",
      title: copy.title,
      rows: rows.map((row) => ({
        fields: [
          { label: copy.createdAt, value: formatSeoulTimestamp(row.created_at) },
          { label: copy.kind, value: adminMessagesCopy.kindLabels[row.kind] ?? row.kind },
          { label: copy.status, value: adminMessagesCopy.statusLabels[row.status] ?? row.status },
          { label: copy.sentAt, value: row.sent_at ? formatSeoulTimestamp(row.sent_at) : copy.none },
          { label: copy.delivery, value: deliveryLabel(row) || copy.none },
          { label: copy.body, value: row.body.replace(PLACEHOLDER, copy.filledAtSending) },
        ],
      })),
    },
  ];
}

async function eraseMessageData(trx: Transaction<Database>, phone: string): Promise<Record<string, number>> {
  const deleted = await trx.deleteFrom("messages").where("recipient", "=", phone).executeTakeFirst();
  return { deletedMessages: Number(deleted.numDeletedRows) };
}

export const messagesPersonData: PersonDataSource = {
  find: findMessageData,
  erase: (trx, phone) => eraseMessageData(trx, phone),
};
