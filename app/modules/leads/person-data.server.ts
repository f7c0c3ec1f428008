import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { formatSeoulTimestamp } from "#app/lib/korea-time.ts";
import { attributionFromColumns } from "#app/modules/attribution/attribution.ts";
import { attributionPersonFields } from "#app/modules/attribution/person-fields.ts";
import type { PersonDataSection, PersonDataSource } from "#app/modules/feature-server.ts";
import { adminLeadsCopy, leadFormLabels, leadStatusLabels } from "./admin-copy.ts";
import { leadsPersonDataCopy as copy } from "./person-data-copy.ts";

/**
 * A person's leads for a data-subject request: the leads with that phone number, the sales team's notes on them
 * (without the author: a colleague's name is not the person's data) and where the lead was forwarded (the webhook's
 * host only: its address may hold a key).
 */
const fields = adminLeadsCopy.detailPage.fields;
const yesNo = (value: number) => (value ? adminLeadsCopy.detailPage.agreed : adminLeadsCopy.detailPage.notAgreed);
const none = adminLeadsCopy.detailPage.none;
const field = (label: string, value: string | null) => ({ label, value: value || none });

async function findLeadData(db: Kysely<Database>, phone: string): Promise<PersonDataSection[]> {
  const leads = await db
    .selectFrom("leads")
    .selectAll()
    .where("phone", "=", phone)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const ids = leads.map((lead) => lead.id);
  const notes = ids.length
    ? await db
        .selectFrom("lead_notes")
        .select(["body", "created_at"])
        .where("lead_id", "in", ids)
        .orderBy("created_at")
        .orderBy("id")
        .execute()
    : [];
  // A known number's later forms and bookings: events on its lead (the message it sent, if any).
  const repeats = ids.length
    ? await db
        .selectFrom("lead_events")
        .select(["from_value", "to_value", "created_at"])
        .where("lead_id", "in", ids)
        .where("kind", "=", "form")
        .orderBy("created_at")
        .orderBy("id")
        .execute()
    : [];
  const deliveries = ids.length
    ? await db
        .selectFrom("lead_deliveries")
        .select(["target_url", "status", "created_at", "delivered_at"])
        .where("lead_id", "in", ids)
        .orderBy("created_at")
        .orderBy("id")
        .execute()
    : [];
  return [
    {
      name: "leads",
      title: copy.leads,
      rows: leads.map((lead) => ({
        fields: [
          field(fields.createdAt, formatSeoulTimestamp(lead.created_at)),
          field(fields.form, leadFormLabels[lead.form] ?? lead.form),
          field(fields.site, lead.site_id),
          field(fields.name, lead.name),
          field(fields.phone, lead.phone),
          field(fields.email, lead.email),
          field(fields.visitDate, lead.visit_date),
          field(fields.message, lead.message),
          field(fields.sourcePath, lead.source_path),
          field(fields.privacyConsent, yesNo(lead.privacy_consent)),
          field(fields.marketingConsent, yesNo(lead.marketing_consent)),
          field(fields.consentVersion, lead.consent_version),
          field(fields.consentedAt, formatSeoulTimestamp(lead.consented_at)),
          field(fields.status, leadStatusLabels[lead.status] ?? lead.status),
          ...attributionPersonFields(attributionFromColumns(lead)),
        ],
      })),
    },
    {
      name: "leadRepeatForms",
      title: copy.repeatForms,
      rows: repeats.map((event) => ({
        fields: [
          field(fields.createdAt, formatSeoulTimestamp(event.created_at)),
          field(fields.form, leadFormLabels[event.from_value as keyof typeof leadFormLabels] ?? event.from_value),
          field(fields.message, event.to_value),
        ],
      })),
    },
    {
      name: "leadNotes",
      title: copy.notes,
      rows: notes.map((note) => ({
        fields: [
          field(copy.noteFields.createdAt, formatSeoulTimestamp(note.created_at)),
          field(copy.noteFields.body, note.body),
        ],
      })),
    },
    {
      name: "leadDeliveries",
      title: copy.deliveries,
      rows: deliveries.map((delivery) => ({
        fields: [
          field(copy.deliveryFields.createdAt, formatSeoulTimestamp(delivery.created_at)),
          field(copy.deliveryFields.target, hostOf(delivery.target_url)),
          field(copy.deliveryFields.status, copy.deliveryStatus[delivery.status] ?? delivery.status),
          field(
            copy.deliveryFields.deliveredAt,
            delivery.delivered_at ? formatSeoulTimestamp(delivery.delivered_at) : null,
          ),
        ],
      })),
    },
  ];
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}

async function eraseLeadData(trx: Transaction<Database>, phone: string): Promise<Record<string, number>> {
  const leadIds = trx.selectFrom("leads").select("id").where("phone", "=", phone);
  // Explicit, so the notes and the outbox go even where foreign keys were off (as the purge does).
  const deliveries = await trx.deleteFrom("lead_deliveries").where("lead_id", "in", leadIds).executeTakeFirst();
  const notes = await trx.deleteFrom("lead_notes").where("lead_id", "in", leadIds).executeTakeFirst();
  const leads = await trx.deleteFrom("leads").where("phone", "=", phone).executeTakeFirst();
  return {
    deletedLeads: Number(leads.numDeletedRows),
    deletedLeadNotes: Number(notes.numDeletedRows),
    deletedLeadDeliveries: Number(deliveries.numDeletedRows),
  };
}

export const leadsPersonData: PersonDataSource = {
  find: findLeadData,
  erase: (trx, phone) => eraseLeadData(trx, phone),
};
