import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import type { StaffRole } from "#app/platform/access/roles.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { complexOf } from "#app/platform/sites/sites.server.ts";
import { adminConsentCopy } from "./admin-copy.ts";
import { type ConsentSettings, consentHistory, recordConsent } from "./consent.server.ts";
import type { ConsentAction, ConsentChannel, StaffConsentChoice } from "./kinds.ts";
import { StaffConsentSchema } from "./schema.ts";

/**
 * The consent card on a lead's page: the number's history (who, when, how) and the form staff
 * record a 080 reply or a phone request with. The page's own access rules hold (a counsellor sees
 * only their leads, a marketer no lead); here, who may record what: a withdrawal, anyone who may
 * open the lead (withdrawals must always be easy); a consent by phone, only owner and manager (the
 * person's own form is the usual way).
 */
export type ConsentViewer = { id: string; email: string; name: string; role: StaffRole };

const GIVE_ROLES: readonly StaffRole[] = ["owner", "manager"];

export function mayRecordConsent(role: StaffRole, choice: StaffConsentChoice): boolean {
  return choice === "phone-given" ? GIVE_ROLES.includes(role) : true;
}

const CHOICES: Record<StaffConsentChoice, { action: ConsentAction; channel: ConsentChannel }> = {
  reply080: { action: "withdrawn", channel: "reply080" },
  "phone-withdrawn": { action: "withdrawn", channel: "phone" },
  "phone-given": { action: "given", channel: "phone" },
};

export type ConsentCard = {
  state: ConsentAction | "none";
  history: {
    id: string;
    createdAt: string;
    action: ConsentAction;
    channel: ConsentChannel;
    who: string;
    reason: string | null;
  }[];
  choices: StaffConsentChoice[];
};

export function whoRecorded(row: { actor_name: string | null; channel: ConsentChannel }): string {
  if (row.actor_name) return row.actor_name;
  return row.channel === "form" || row.channel === "link" ? adminConsentCopy.self : adminConsentCopy.system;
}

async function leadPhone(db: Kysely<Database>, leadId: string): Promise<string | undefined> {
  return (await db.selectFrom("leads").select("phone").where("id", "=", leadId).executeTakeFirst())?.phone;
}

/** The card's data, read with the page's lead.view entry; undefined when the lead is gone. */
export async function consentCardOf(
  db: Kysely<Database>,
  leadId: string,
  viewer: Pick<ConsentViewer, "role">,
): Promise<ConsentCard | undefined> {
  const phone = await leadPhone(db, leadId);
  if (!phone) return undefined;
  const rows = await consentHistory(db, complexOf(db), phone);
  return {
    state: rows[0]?.action ?? "none",
    history: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      action: row.action,
      channel: row.channel,
      who: whoRecorded(row),
      reason: row.reason,
    })),
    choices: (["reply080", "phone-withdrawn", "phone-given"] as const).filter((choice) =>
      mayRecordConsent(viewer.role, choice),
    ),
  };
}

export type ConsentAnswer =
  | { ok: true; intent: "consent"; message: string }
  | { ok: false; intent: "consent"; message: string; choice: string; reason: string };

/**
 * The form's post: checked, then the event, the leads' flags, the result notice and the audit entry
 * (consent.record: the choice and counts, never the number or the reason's words) in one transaction.
 */
export async function recordStaffConsent(
  db: Kysely<Database>,
  leadId: string,
  formData: FormData,
  viewer: ConsentViewer,
  clientAddress: string,
  { now = new Date(), settings }: { now?: Date; settings?: ConsentSettings } = {},
): Promise<{ status: number; answer: ConsentAnswer } | "gone"> {
  const copy = adminConsentCopy.form;
  const typed = { choice: String(formData.get("choice") ?? ""), reason: String(formData.get("reason") ?? "") };
  const refuse = (status: number, message: string) => ({
    status,
    answer: { ok: false as const, intent: "consent" as const, message, ...typed },
  });
  const parsed = StaffConsentSchema.safeParse({
    choice: formData.get("choice") ?? undefined,
    reason: formData.get("reason") ?? undefined,
  });
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? copy.checkInput);
  const { choice, reason } = parsed.data;
  if (!mayRecordConsent(viewer.role, choice)) return refuse(403, copy.givenOnlyManagers);
  try {
    const result = await db.transaction().execute(async (trx) => {
      const phone = await trx.selectFrom("leads").select("phone").where("id", "=", leadId).executeTakeFirst();
      if (!phone) return "gone" as const;
      const recorded = await recordConsent(trx, {
        phone: phone.phone,
        ...CHOICES[choice],
        leadId,
        actor: { id: viewer.id, name: viewer.name },
        reason,
        now,
        settings,
      });
      await recordAudit(
        trx,
        {
          actorId: viewer.id,
          actorEmail: viewer.email,
          action: "consent.record",
          target: leadId,
          detail: {
            choice,
            recorded: recorded.recorded,
            changedLeads: recorded.recorded ? recorded.changedLeads : 0,
            reasonLength: reason.length,
          },
          ipAddress: clientAddress,
        },
        now,
      );
      return recorded;
    });
    if (result === "gone") return "gone";
    return {
      status: 200,
      answer: { ok: true, intent: "consent", message: result.recorded ? copy.recorded : copy.unchanged },
    };
  } catch (error) {
    logger.error({ err: error, leadId }, "consent.record.failed");
    return refuse(503, copy.failed);
  }
}
