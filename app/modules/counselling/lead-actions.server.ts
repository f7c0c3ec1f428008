import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { addLeadEntry, assignLeads, type CounsellingActor, takeLead } from "./admin.server.ts";
import { counsellingCopy } from "./admin-copy.ts";
import type { CounsellingAnswer } from "./components/lead-counselling.tsx";
import { AssigneeSchema, parseEntry } from "./schema.ts";

/** The lead page's counselling intents. */
export const COUNSELLING_INTENTS = ["assign", "take", "release", "entry"] as const;
export type CounsellingIntent = (typeof COUNSELLING_INTENTS)[number];

export function isCounsellingIntent(value: unknown): value is CounsellingIntent {
  return typeof value === "string" && (COUNSELLING_INTENTS as readonly string[]).includes(value);
}

const typed = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "").slice(0, 2000)]));

/** One counselling post on a lead's page (the route has checked that the viewer may open the lead). */
export async function counsellingAction(
  db: Kysely<Database>,
  intent: CounsellingIntent,
  form: FormData,
  leadId: string,
  actor: CounsellingActor,
  clientAddress: string,
  now = new Date(),
): Promise<"gone" | { answer: CounsellingAnswer; status: number }> {
  const copy = counsellingCopy;
  if (intent === "entry") {
    const parsed = parseEntry(form, now);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return {
        answer: {
          intent,
          ok: false,
          message: issue?.message ?? copy.entry.checkInput,
          field: String(issue?.path[0] ?? ""),
          values: typed(form, ["channel", "outcome", "note", "nextDay", "nextTime"]),
        },
        status: 400,
      };
    }
    if ((await addLeadEntry(db, leadId, parsed.data, actor, clientAddress, now)) === "gone") return "gone";
    return { answer: { intent, ok: true, message: copy.entry.saved }, status: 200 };
  }
  if (intent === "assign") {
    const parsed = AssigneeSchema.safeParse(form.get("assignee") ?? undefined);
    if (!parsed.success) {
      return { answer: { intent, ok: false, message: parsed.error.issues[0]?.message ?? "" }, status: 400 };
    }
    const result = await assignLeads(db, [leadId], parsed.data, actor, clientAddress, now);
    if (result.status === "gone") return "gone";
    if (result.status === "refused")
      return { answer: { intent, ok: false, message: copy.assignment.refused }, status: 403 };
    if (result.status === "not-assignable") {
      return { answer: { intent, ok: false, message: copy.assignment.notAssignable }, status: 400 };
    }
    return { answer: { intent, ok: true, message: copy.assignment.assigned }, status: 200 };
  }
  const result = await takeLead(db, leadId, actor, clientAddress, { release: intent === "release", now });
  if (result.status === "gone") return "gone";
  if (result.status === "refused")
    return { answer: { intent, ok: false, message: copy.assignment.refused }, status: 403 };
  if (result.status === "taken-by-other") {
    return { answer: { intent, ok: false, message: copy.assignment.takenByOther }, status: 409 };
  }
  if (result.status === "not-assignable") {
    return { answer: { intent, ok: false, message: copy.assignment.notAssignable }, status: 400 };
  }
  const message = intent === "release" ? copy.assignment.released : copy.assignment.taken;
  return { answer: { intent, ok: true, message }, status: 200 };
}
