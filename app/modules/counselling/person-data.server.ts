import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { formatSeoulTimestamp } from "#app/lib/korea-time.ts";
import type { PersonDataSection } from "#app/modules/feature-server.ts";
import { entryChannelLabels, stageLabels } from "./admin-copy.ts";

/**
 * Counselling's part of a data-subject request (`FeatureServer.personData`): the counselling entries and stage changes of the leads with
 * that phone number, without the staff's names (a colleague's name is not the person's data).
 * Erasure deletes both with their leads' other records; it must run before the leads' own
 * erase (the leads are found by phone), and the foreign keys cascade anyway.
 */
export const counsellingPersonCopy = {
  entries: "상담 기록",
  stages: "단계 변경 이력",
  fields: {
    createdAt: "기록 일시",
    channel: "연락 방법",
    outcome: "상담 결과",
    note: "메모",
    nextContact: "다음 연락 예정",
    changedAt: "변경 일시",
    from: "이전 단계",
    to: "바뀐 단계",
  },
  none: "없음",
} as const;

const copy = counsellingPersonCopy;
const field = (label: string, value: string | null) => ({ label, value: value || copy.none });
const stage = (value: string | null) => (value ? (stageLabels[value as keyof typeof stageLabels] ?? value) : null);

export async function findCounsellingData(db: Kysely<Database>, phone: string): Promise<PersonDataSection[]> {
  const leadIds = db.selectFrom("leads").select("id").where("phone", "=", phone);
  const [entries, stages] = await Promise.all([
    db
      .selectFrom("counselling_entries")
      .select(["channel", "outcome", "note", "next_contact_at", "created_at"])
      .where("lead_id", "in", leadIds)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("lead_events")
      .select(["from_value", "to_value", "created_at"])
      .where("lead_id", "in", leadIds)
      .where("kind", "=", "stage")
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
  ]);
  return [
    {
      name: "counsellingEntries",
      title: copy.entries,
      rows: entries.map((entry) => ({
        fields: [
          field(copy.fields.createdAt, formatSeoulTimestamp(entry.created_at)),
          field(copy.fields.channel, entryChannelLabels[entry.channel] ?? entry.channel),
          field(copy.fields.outcome, entry.outcome),
          field(copy.fields.note, entry.note),
          field(copy.fields.nextContact, entry.next_contact_at ? formatSeoulTimestamp(entry.next_contact_at) : null),
        ],
      })),
    },
    {
      name: "leadStageChanges",
      title: copy.stages,
      rows: stages.map((event) => ({
        fields: [
          field(copy.fields.changedAt, formatSeoulTimestamp(event.created_at)),
          field(copy.fields.from, stage(event.from_value)),
          field(copy.fields.to, stage(event.to_value)),
        ],
      })),
    },
  ];
}

/** Deletes the entries and events of the phone's leads, in the request's transaction. */
export async function eraseCounsellingData(trx: Transaction<Database>, phone: string): Promise<Record<string, number>> {
  const leadIds = trx.selectFrom("leads").select("id").where("phone", "=", phone);
  const entries = await trx.deleteFrom("counselling_entries").where("lead_id", "in", leadIds).executeTakeFirst();
  const events = await trx.deleteFrom("lead_events").where("lead_id", "in", leadIds).executeTakeFirst();
  return {
    deletedCounsellingEntries: Number(entries.numDeletedRows),
    deletedLeadEvents: Number(events.numDeletedRows),
  };
}
