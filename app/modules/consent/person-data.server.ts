import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { formatSeoulTimestamp } from "#app/lib/korea-time.ts";
import type { PersonDataSection, PersonDataSource } from "#app/modules/feature-server.ts";
import { complexOf } from "#app/platform/sites/sites.server.ts";
import { whoRecorded } from "./admin.server.ts";
import { adminConsentCopy } from "./admin-copy.ts";
import { consentHistory } from "./consent.server.ts";

/**
 * A number's consent history in a data-subject request. Erasure deletes the history and the
 * number's link row, then keeps one row: "withdrawn, by erase, at that time", with the number and
 * nothing else (no lead, no staff, no reason). It is the proof that the person's withdrawal is
 * honoured and what `marketingAllowed` refuses the number by, should the number reach a campaign
 * again from elsewhere (docs/decisions/2026-11-27-marketing-consent.md). Both concern the complex the
 * request is handled on (`complexOf`), whose history it is.
 */
async function findConsentData(db: Kysely<Database>, phone: string): Promise<PersonDataSection[]> {
  const rows = await consentHistory(db, complexOf(db), phone);
  const copy = adminConsentCopy.personData;
  return [
    {
      name: "consentEvents",
      title: copy.title,
      rows: rows.reverse().map((row) => ({
        fields: [
          { label: copy.when, value: formatSeoulTimestamp(row.created_at) },
          { label: copy.action, value: adminConsentCopy.actionLabels[row.action] ?? row.action },
          { label: copy.channel, value: adminConsentCopy.channelLabels[row.channel] ?? row.channel },
          { label: copy.who, value: whoRecorded(row) },
          { label: copy.reason, value: row.reason ?? copy.none },
        ],
      })),
    },
  ];
}

async function eraseConsentData(
  trx: Transaction<Database>,
  phone: string,
  { now }: { now: Date },
): Promise<Record<string, number>> {
  const siteId = complexOf(trx);
  const deleted = await trx
    .deleteFrom("marketing_consent_events")
    .where("site_id", "=", siteId)
    .where("phone", "=", phone)
    .executeTakeFirst();
  await trx.deleteFrom("marketing_consent_numbers").where("site_id", "=", siteId).where("phone", "=", phone).execute();
  const count = Number(deleted.numDeletedRows);
  if (count > 0) {
    await trx
      .insertInto("marketing_consent_events")
      .values({
        id: randomUUID(),
        site_id: siteId,
        phone,
        action: "withdrawn",
        channel: "erase",
        lead_id: null,
        actor_id: null,
        actor_name: null,
        reason: null,
        created_at: now.toISOString(),
      })
      .execute();
  }
  return { deletedConsentEvents: count };
}

export const consentPersonData: PersonDataSource = { find: findConsentData, erase: eraseConsentData };
