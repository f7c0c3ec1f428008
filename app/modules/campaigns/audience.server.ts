import type { ExpressionBuilder, Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { consentInForce } from "#app/modules/consent/consent.server.ts";
import type { CampaignFilters } from "./schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Who may get a complex's advertising text: a number with a lead there whose consent history with
 * the complex allows it now (`consentInForce`; the leads' flags decide nothing), once, named by its
 * newest lead there; at least one lead of it there matches every filter given, and booked / visited
 * look at its bookings there.
 */
export type AudienceMember = { phone: string; leadId: string; name: string };

function newestOfNumber(eb: ExpressionBuilder<Database & { n: Database["leads"] }, "n">) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom("leads as newer")
        .select("newer.id")
        .whereRef("newer.site_id", "=", "n.site_id")
        .whereRef("newer.phone", "=", "n.phone")
        .where((inner) =>
          inner.or([
            inner("newer.created_at", ">", inner.ref("n.created_at")),
            inner.and([
              inner("newer.created_at", "=", inner.ref("n.created_at")),
              inner("newer.id", ">", inner.ref("n.id")),
            ]),
          ]),
        ),
    ),
  );
}

function audienceQuery(db: Db, siteId: string, filters: CampaignFilters) {
  return db
    .selectFrom("leads as n")
    .where("n.site_id", "=", siteId)
    .where((eb) => newestOfNumber(eb))
    .where(consentInForce("n.site_id", "n.phone"))
    .where((eb) => {
      let matching = eb
        .selectFrom("leads as l")
        .select("l.id")
        .whereRef("l.site_id", "=", "n.site_id")
        .whereRef("l.phone", "=", "n.phone");
      if (filters.stages.length) matching = matching.where("l.status", "in", filters.stages);
      if (filters.channel) matching = matching.where("l.channel", "=", filters.channel);
      if (filters.campaign) matching = matching.where("l.campaign", "=", filters.campaign);
      if (filters.from) matching = matching.where("l.day", ">=", filters.from);
      if (filters.to) matching = matching.where("l.day", "<=", filters.to);
      const conditions = [eb.exists(matching)];
      const bookings = (status?: "arrived") => {
        let query = eb
          .selectFrom("bookings as b")
          .select("b.id")
          .whereRef("b.site_id", "=", "n.site_id")
          .whereRef("b.phone", "=", "n.phone");
        query = status ? query.where("b.status", "=", status) : query.where("b.status", "!=", "cancelled");
        return eb.exists(query);
      };
      if (filters.booked === "yes") conditions.push(bookings());
      if (filters.booked === "no") conditions.push(eb.not(bookings()));
      if (filters.visited === "yes") conditions.push(bookings("arrived"));
      if (filters.visited === "no") conditions.push(eb.not(bookings("arrived")));
      return eb.and(conditions);
    });
}

export async function countAudience(db: Db, siteId: string, filters: CampaignFilters): Promise<number> {
  const row = await audienceQuery(db, siteId, filters)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function listAudience(db: Db, siteId: string, filters: CampaignFilters): Promise<AudienceMember[]> {
  const rows = await audienceQuery(db, siteId, filters)
    .select(["n.phone", "n.id", "n.name"])
    .orderBy("n.phone")
    .execute();
  return rows.map((row) => ({ phone: row.phone, leadId: row.id, name: row.name }));
}

/** The same rule right before a batch is queued: an opt-out after the start is honoured. */
export async function stillConsenting(
  db: Db,
  siteId: string,
  phones: readonly string[],
): Promise<Map<string, { name: string; leadId: string }>> {
  const result = new Map<string, { name: string; leadId: string }>();
  for (let start = 0; start < phones.length; start += 500) {
    const rows = await db
      .selectFrom("leads as n")
      .select(["n.phone", "n.id", "n.name"])
      .where("n.site_id", "=", siteId)
      .where("n.phone", "in", phones.slice(start, start + 500))
      .where((eb) => newestOfNumber(eb))
      .where(consentInForce("n.site_id", "n.phone"))
      .execute();
    for (const row of rows) result.set(row.phone, { name: row.name, leadId: row.id });
  }
  return result;
}
