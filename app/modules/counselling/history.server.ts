import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { EntryChannel, LeadEventKind } from "./kinds.ts";
import type { EntryInput } from "./schema.ts";
import { advanceStage } from "./stages.server.ts";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * One line of a lead's history, newest first: a counselling entry, an event (stage, assignment) or a
 * memo from before the history (the leads feature's lead_notes, read in by the lead page).
 */
export type HistoryItem =
  | { type: "memo"; id: string; at: string; who: string | null; note: string }
  | {
      type: "entry";
      id: string;
      at: string;
      who: string;
      channel: EntryChannel;
      outcome: string;
      note: string | null;
      nextContactAt: string | null;
    }
  | {
      type: "event";
      id: string;
      at: string;
      /** Null: the system (round-robin, a booking, an arrival, a deactivation). */
      who: string | null;
      kind: LeadEventKind;
      from: string | null;
      to: string | null;
      /** For an assignment: the names of the counsellors (null = the pool). */
      fromName: string | null;
      toName: string | null;
    };

/**
 * Stores a counselling entry with the lead's next contact (the newest entry's, cleared when it has
 * none), in the caller's transaction. A lead at 신규 moves to 상담 중 with it (forward only).
 */
export async function addEntry(
  trx: Transaction<Database>,
  leadId: string,
  input: EntryInput,
  author: { id: string; name: string },
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto("counselling_entries")
    .values({
      id,
      lead_id: leadId,
      author_id: author.id,
      author_name: author.name,
      channel: input.channel,
      outcome: input.outcome,
      note: input.note,
      next_contact_at: input.nextContactAt,
      created_at: now.toISOString(),
    })
    .execute();
  await trx
    .updateTable("leads")
    .set({ next_contact_at: input.nextContactAt, updated_at: now.toISOString() })
    .where("id", "=", leadId)
    .execute();
  await advanceStage(trx, leadId, "counselling", now);
  return id;
}

/** A line of counselling's own history (entries and events). */
export type CounsellingHistoryItem = Exclude<HistoryItem, { type: "memo" }>;

/** A lead's entries and events, newest first, with the assignees' names as they are now. */
export async function leadHistory(db: Db, leadId: string, limit = 200): Promise<CounsellingHistoryItem[]> {
  const [entries, events] = await Promise.all([
    db
      .selectFrom("counselling_entries")
      .selectAll()
      .where("lead_id", "=", leadId)
      .orderBy("created_at", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("lead_events")
      .selectAll()
      .where("lead_id", "=", leadId)
      .orderBy("created_at", "desc")
      .limit(limit)
      .execute(),
  ]);
  const ids = new Set<string>();
  for (const event of events) {
    if (event.kind !== "assign") continue;
    if (event.from_value) ids.add(event.from_value);
    if (event.to_value) ids.add(event.to_value);
  }
  const names = new Map<string, string>();
  if (ids.size > 0) {
    const users = await db
      .selectFrom("user")
      .select(["id", "name"])
      .where("id", "in", [...ids])
      .execute();
    for (const user of users) names.set(user.id, user.name);
  }
  const items: CounsellingHistoryItem[] = [
    ...entries.map(
      (entry): CounsellingHistoryItem => ({
        type: "entry",
        id: entry.id,
        at: entry.created_at,
        who: entry.author_name,
        channel: entry.channel,
        outcome: entry.outcome,
        note: entry.note,
        nextContactAt: entry.next_contact_at,
      }),
    ),
    ...events.map(
      (event): CounsellingHistoryItem => ({
        type: "event",
        id: event.id,
        at: event.created_at,
        who: event.actor_name,
        kind: event.kind,
        from: event.from_value,
        to: event.to_value,
        fromName: event.kind === "assign" && event.from_value ? (names.get(event.from_value) ?? null) : null,
        toName: event.kind === "assign" && event.to_value ? (names.get(event.to_value) ?? null) : null,
      }),
    ),
  ];
  // Newest first; at the same instant an entry after the event it caused (the stage move it made).
  return items.sort((a, b) => (a.at === b.at ? (a.type === "entry" ? -1 : 1) : a.at < b.at ? 1 : -1)).slice(0, limit);
}
