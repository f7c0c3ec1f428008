import type { Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { messageTexts } from "#app/modules/messages/copy.ts";
import { enqueueMessage } from "#app/platform/messaging/text-outbox.server.ts";

/**
 * The sales team's alert about a new lead or booking, one message per number, inside the event's
 * transaction. It carries a link to the admin page, never the visitor's name or number.
 */
export async function enqueueStaffAlerts(
  trx: Transaction<Database>,
  {
    kind,
    targetId,
    phones,
    siteUrl,
    now,
  }: {
    kind: "staff.lead" | "staff.booking";
    targetId: string;
    phones: readonly string[];
    siteUrl: string;
    now?: Date;
  },
): Promise<number> {
  const link =
    kind === "staff.lead" ? `${siteUrl}/admin/leads/${targetId}` : `${siteUrl}/admin/bookings?booking=${targetId}`;
  const text = kind === "staff.lead" ? messageTexts.staffLead(link) : messageTexts.staffBooking(link);
  let queued = 0;
  for (const phone of phones) {
    const { created } = await enqueueMessage(
      trx,
      {
        kind,
        to: phone,
        text,
        eventKey: `${kind}:${targetId}:${phone}`,
        leadId: kind === "staff.lead" ? targetId : null,
        bookingId: kind === "staff.booking" ? targetId : null,
      },
      now,
    );
    if (created) queued++;
  }
  return queued;
}
