import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { seoulDay } from "#app/lib/korea-time.ts";
import { logger } from "#app/lib/logger.server.ts";
import { setBookingStatus } from "#app/modules/bookings/booking.server.ts";
import { bookingHooks } from "#app/modules/bookings/notifications.server.ts";
import { recordConsent } from "#app/modules/consent/consent.server.ts";
import { autoAssignNewLead, moveAssignment } from "#app/modules/counselling/assignment.server.ts";
import { advanceStage } from "#app/modules/counselling/stages.server.ts";
import { privacy } from "#app/modules/leads/copy.ts";
import type { LeadStage } from "#app/modules/leads/kinds.ts";
import { leadDedupeKey } from "#app/modules/leads/lead.server.ts";
import { findOrCreatePersonLead, personLeadId } from "#app/modules/leads/person.server.ts";
import type { StaffRole } from "#app/platform/access/roles.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { getMessageRelay } from "#app/platform/messaging/relay.server.ts";
import type { WalkInInput } from "./schema.ts";

export type WalkInActor = { id: string; email: string; name: string; role: StaffRole };

/** What the counselling entry of a walk-in says (the visit itself; the counsellor adds the talk on the lead's page). */
export const WALK_IN_OUTCOME = "현장 방문 (방문 등록)";

/** Where a walk-in came from, in the attribution columns: the model house's door, not a web page. */
export const WALK_IN_CHANNEL = "walkin";

export type WalkInResult =
  | {
      status: "registered";
      /** The same form render sent again: nothing new was written. */
      duplicate: boolean;
      created: boolean;
      leadId: string;
      stage: LeadStage;
      /** Who has the lead now: the registering person, someone else (by name), or the pool. */
      assignee: { mine: boolean; name: string | null };
      /** This registration gave the lead its counsellor (from the pool, or round-robin for a new lead). */
      assignedNow: boolean;
      arrivedSlot: string | null;
    }
  | { status: "failed" };

/** The entry's id from the render's key and the phone: the lead is often found, so the entry carries the idempotency. */
export function walkInEntryId(input: Pick<WalkInInput, "idempotencyKey" | "phone">): string {
  const hex = createHash("sha256").update(`walkin\n${input.idempotencyKey}\n${input.phone}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A visitor registered at the door, in one transaction: the phone's lead (or a new `walkin` lead),
 * the tablet's consent, 방문 완료, a visit entry, a pool lead to the registering counsellor, today's
 * booking marked arrived, and the audit entries without a name or a number.
 */
export async function registerWalkIn(
  db: Kysely<Database>,
  input: WalkInInput,
  actor: WalkInActor,
  clientAddress: string,
  now = new Date(),
): Promise<WalkInResult> {
  const entryId = walkInEntryId(input);
  let result: WalkInResult;
  try {
    const earlier = await resultOfEntry(db, entryId, actor);
    if (earlier) return earlier;
    result = await db.transaction().execute((trx) => register(trx, input, entryId, actor, clientAddress, now));
  } catch (error) {
    // The same render posted twice at once: the entry's key let one in; answer with it.
    const winner = await resultOfEntry(db, entryId, actor).catch(() => undefined);
    if (winner) return winner;
    // The error only: the driver's message may quote a value, but not the visitor's (bound parameters).
    logger.error({ err: error }, "desk.walkin.failed");
    return { status: "failed" };
  }
  if (result.status === "registered" && result.arrivedSlot) getMessageRelay().kick();
  return result;
}

async function register(
  trx: Transaction<Database>,
  input: WalkInInput,
  entryId: string,
  actor: WalkInActor,
  clientAddress: string,
  now: Date,
): Promise<WalkInResult> {
  const nowIso = now.toISOString();
  const day = seoulDay(now);
  const consent = {
    privacy_consent: 1,
    marketing_consent: input.marketingConsent ? 1 : 0,
    consent_version: privacy.consentVersion,
    consented_at: nowIso,
  };
  const siteId = getEnv().DEFAULT_SITE_ID;
  const knownId = await personLeadId(trx, siteId, input.phone);
  const found = knownId
    ? await trx
        .selectFrom("leads")
        .select(["id", "status", "assigned_to"])
        .where("id", "=", knownId)
        .executeTakeFirstOrThrow()
    : undefined;

  let leadId: string;
  const stageFrom: LeadStage = found?.status ?? "new";
  if (found) {
    leadId = found.id;
    // The privacy consent the visitor just gave on the tablet is the one in force (the name stays as
    // registered). The marketing flag is turned on by a ticked box and never off by an empty one: the
    // lead's earlier form said what it said, and the number's history decides (recordConsent below).
    const { marketing_consent: ticked, ...privacyConsent } = consent;
    await trx
      .updateTable("leads")
      .set({ ...privacyConsent, ...(ticked ? { marketing_consent: 1 } : {}), updated_at: nowIso })
      .where("id", "=", leadId)
      .execute();
  } else {
    leadId = (
      await findOrCreatePersonLead(
        trx,
        {
          siteId,
          form: "walkin",
          name: input.name,
          phone: input.phone,
          privacyConsent: true,
          marketingConsent: input.marketingConsent,
          consentVersion: privacy.consentVersion,
          dedupeKey: leadDedupeKey({ form: "walkin", idempotencyKey: input.idempotencyKey, phone: input.phone }),
          attributionColumns: {
            channel: WALK_IN_CHANNEL,
            medium: "offline",
            campaign: null,
            term: null,
            content: null,
            referrer_host: null,
            landing_path: null,
            ad_params: null,
          },
          autoAssign: false,
        },
        now,
      )
    ).id;
  }

  // The tablet's marketing box, in the number's history in this transaction: ticked, a consent;
  // left empty, the end of an earlier consent if one stood — never a withdrawal (the visitor did not
  // say "stop": no withdrawal notice, the number's other forms keep their flags).
  await recordConsent(trx, {
    phone: input.phone,
    action: input.marketingConsent ? "given" : "not_given",
    channel: "walkin",
    leadId,
    now,
  });

  // A counsellor at the door takes a visitor from the pool; anyone else leaves it to the assignment mode.
  let assigned = false;
  if (actor.role === "counsellor" && (found?.assigned_to ?? null) === null) {
    const moved = await moveAssignment(trx, leadId, actor.id, { id: actor.id, name: actor.name }, now, {
      onlyFromPool: true,
    });
    assigned = moved.status === "moved";
  } else if (!found) {
    assigned = (await autoAssignNewLead(trx, leadId, now)) !== null;
  }

  await trx
    .insertInto("counselling_entries")
    .values({
      id: entryId,
      lead_id: leadId,
      author_id: actor.id,
      author_name: actor.name,
      channel: "visit",
      outcome: WALK_IN_OUTCOME,
      note: null,
      next_contact_at: null,
      created_at: nowIso,
    })
    .execute();

  // Today's booking of this phone (one active per phone and day): arrived, as at the bookings desk.
  const booking = await trx
    .selectFrom("bookings")
    .select(["id", "slot_start"])
    .where("phone", "=", input.phone)
    .where("day", "=", day)
    .where("status", "=", "confirmed")
    .executeTakeFirst();
  let arrivedSlot: string | null = null;
  if (booking) {
    const changed = await setBookingStatus(trx, booking.id, "arrived", {
      now,
      hooks: {
        ...bookingHooks(),
        onStatus: async (statusTrx, updated, previous) => {
          await recordAudit(
            statusTrx,
            {
              actorId: actor.id,
              actorEmail: actor.email,
              action: "booking.update",
              target: updated.id,
              detail: { from: previous, to: updated.status, slot: updated.slot_start },
              ipAddress: clientAddress,
            },
            now,
          );
        },
      },
    });
    if (changed.status === "ok") arrivedSlot = booking.slot_start;
    // A booking from before the person had a lead joins it now.
    await trx
      .updateTable("bookings")
      .set({ lead_id: leadId })
      .where("id", "=", booking.id)
      .where("lead_id", "is", null)
      .execute();
  }
  await advanceStage(trx, leadId, "visited", now);

  const lead = await trx
    .selectFrom("leads")
    .leftJoin("user", "user.id", "leads.assigned_to")
    .select(["leads.status", "leads.assigned_to", "user.name as assigneeName"])
    .where("leads.id", "=", leadId)
    .executeTakeFirstOrThrow();
  await recordAudit(
    trx,
    {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "desk.walkin",
      target: leadId,
      detail: { created: !found, assigned, arrived: arrivedSlot !== null, stageFrom, stageTo: lead.status },
      ipAddress: clientAddress,
    },
    now,
  );
  return {
    status: "registered",
    duplicate: false,
    created: !found,
    leadId,
    stage: lead.status,
    assignee: { mine: lead.assigned_to === actor.id, name: lead.assigneeName ?? null },
    assignedNow: assigned,
    arrivedSlot,
  };
}

/** The answer for a walk-in already stored (a double submit): the lead as it is now, nothing written. */
async function resultOfEntry(
  db: Kysely<Database>,
  entryId: string,
  actor: WalkInActor,
): Promise<WalkInResult | undefined> {
  const row = await db
    .selectFrom("counselling_entries")
    .innerJoin("leads", "leads.id", "counselling_entries.lead_id")
    .leftJoin("user", "user.id", "leads.assigned_to")
    .select(["leads.id", "leads.status", "leads.assigned_to", "leads.form", "user.name as assigneeName"])
    .where("counselling_entries.id", "=", entryId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    status: "registered",
    duplicate: true,
    created: false,
    leadId: row.id,
    stage: row.status,
    assignee: { mine: row.assigned_to === actor.id, name: row.assigneeName ?? null },
    assignedNow: false,
    arrivedSlot: null,
  };
}
