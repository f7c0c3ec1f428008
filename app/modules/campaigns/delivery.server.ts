import { type Kysely, sql } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { DeliveryStatus } from "#app/platform/messaging/statuses.ts";

/** The carrier's report on an accepted text (app/modules/messages/delivery-reports.server.ts): 성공, or 실패 with its reason. */
export async function syncDeliveryReports(db: Kysely<Database>, iso: string) {
  const reported = (delivery: DeliveryStatus) =>
    sql<boolean>`exists (select 1 from messages m where m.id = campaign_recipients.message_id and m.delivery_status = ${delivery})`;
  await db
    .updateTable("campaign_recipients")
    .set({ status: "delivered", reason: null, updated_at: iso })
    .where("status", "in", ["enqueued", "accepted"])
    .where(reported("delivered"))
    .execute();
  await db
    .updateTable("campaign_recipients")
    .set((eb) => ({
      status: "failed",
      reason: eb
        .selectFrom("messages as m")
        .select(sql<string>`coalesce(m.delivery_reason, m.delivery_code)`.as("reason"))
        .whereRef("m.id", "=", "campaign_recipients.message_id"),
      updated_at: iso,
    }))
    .where("status", "in", ["enqueued", "accepted"])
    .where(reported("failed"))
    .execute();
}
