import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import type { PersonDataSource } from "#app/modules/feature-server.ts";
import { recipientStatusLabels } from "./kinds.ts";

/** A person's campaign texts (the evidence of who was texted and why not): found and erased by number. */
export const campaignsPersonData: PersonDataSource = {
  async find(db, phone) {
    const rows = await db
      .selectFrom("campaign_recipients as r")
      .innerJoin("campaigns as c", "c.id", "r.campaign_id")
      .select(["c.name", "r.status", "r.reason", "r.created_at"])
      .where("r.phone", "=", phone)
      .orderBy("r.created_at", "desc")
      .execute();
    return [
      {
        name: "campaignRecipients",
        title: "광고 문자 수신 기록",
        rows: rows.map((row) => ({
          fields: [
            { label: "캠페인", value: row.name },
            { label: "상태", value: recipientStatusLabels[row.status] },
            { label: "사유", value: row.reason ?? "" },
            { label: "일시", value: formatKoreanDateTime(row.created_at) },
          ],
        })),
      },
    ];
  },
  async erase(trx, phone) {
    const result = await trx.deleteFrom("campaign_recipients").where("phone", "=", phone).executeTakeFirst();
    return { deletedCampaignRecipients: Number(result.numDeletedRows) };
  },
};

/** Recipients hold numbers: deleted with the leads' retention, counted from when they were written. */
export async function deleteExpiredRecipients(
  db: Kysely<Database>,
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  const result = await db.deleteFrom("campaign_recipients").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
