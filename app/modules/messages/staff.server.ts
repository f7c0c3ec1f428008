import type { Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { messageTexts } from "#app/modules/messages/copy.ts";
import { enqueueMessage } from "#app/platform/messaging/text-outbox.server.ts";
import { loadSetting } from "#app/platform/settings/settings.server.ts";
import { sendingSetting } from "#app/platform/sites/sending.server.ts";

/**
 * The complex's sales team's alert about a new lead or booking, one message per number, inside the event's
 * transaction. It carries a link to the admin page, never the visitor's name or number.
 */
export async function enqueueStaffAlerts(
  trx: Transaction<Database>,
  {
    kind,
    targetId,
    siteId,
    phones,
    siteUrl,
    now,
  }: {
    kind: "staff.lead" | "staff.booking";
    targetId: string;
    /** The lead's or booking's complex: its team's numbers (단지 관리 › 발송 설정) and its sender. */
    siteId: string;
    /** Instead of the complex's numbers (tests). */
    phones?: readonly string[];
    siteUrl: string;
    now?: Date;
  },
): Promise<number> {
  // Read in the transaction: with SQLite a second connection would wait on it.
  const to = phones ?? (await loadSetting(trx, sendingSetting(siteId), siteId)).alertPhones;
  const link =
    kind === "staff.lead" ? `${siteUrl}/admin/leads/${targetId}` : `${siteUrl}/admin/bookings?booking=${targetId}`;
  const text = kind === "staff.lead" ? messageTexts.staffLead(link) : messageTexts.staffBooking(link);
  let queued = 0;
  for (const phone of to) {
    const { created } = await enqueueMessage(
      trx,
      {
        kind,
        siteId,
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
