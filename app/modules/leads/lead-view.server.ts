import { data, href, redirect } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { consentCardOf, recordStaffConsent } from "#app/modules/consent/admin.server.ts";
import { leadCounsellingOf, mayOpenLead } from "#app/modules/counselling/admin.server.ts";
import { counsellingAction, isCounsellingIntent } from "#app/modules/counselling/lead-actions.server.ts";
import { StageSchema } from "#app/modules/counselling/schema.ts";
import type { FeatureServer } from "#app/modules/feature-server.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { auditActorOf } from "#app/platform/audit/audit.server.ts";
import { recordOtherComplexLook } from "#app/platform/sites/sites.server.ts";
import {
  changeLeadStatus,
  historyWithMemos,
  leadNotesOf,
  leadPageOf,
  leadPanelPost,
  leadPanelsOf,
  recordOfLead,
  revealLeadPhone,
} from "./admin.server.ts";
import { adminLeadsCopy } from "./admin-copy.ts";

type LeadStaff = Pick<Staff, "db" | "actor" | "clientAddress">;
type Features = readonly Pick<FeatureServer, "name" | "leadPanel" | "leadPanelAction">[];

const panelsOf = (features: Features) => features.flatMap((feature) => (feature.leadPanel ? [feature.leadPanel] : []));

const gone = () => data(null, { status: 404 });

/** A lead this person may not open: 404, and when it is another complex's, the look is in the access log. */
async function notOpened({ db, actor, clientAddress }: LeadStaff, id: string) {
  await recordOtherComplexLook(db, "leads", id, auditActorOf(actor, clientAddress));
  return gone();
}

/** One lead in full, each view recorded (lead.view), as Korean rules on personal data require. */
export async function leadPage(staff: LeadStaff, id: string, features: Features) {
  const { db, actor, clientAddress } = staff;
  // A lead merged into another opens as the person's record.
  const record = await recordOfLead(db, id);
  if (record && record !== id) throw redirect(href("/admin/leads/:id", { id: record }));
  // Another counsellor's lead answers like one that does not exist.
  if (!(await mayOpenLead(db, actor, id))) throw await notOpened(staff, id);
  const found = await leadPageOf(db, id, actor, clientAddress, panelsOf(features));
  const counselling = await leadCounsellingOf(db, id, actor);
  const consent = await consentCardOf(db, id, actor);
  if (!found || !counselling || !consent) throw await notOpened(staff, id);
  const { notes, ...page } = found;
  const history = historyWithMemos(counselling.history, notes);
  return { ...page, counselling: { ...counselling, history }, consent, now: new Date().toISOString() };
}

/**
 * The lead page's forms (intent): the stage (lead.stage), "번호 보기", a panel's one-step form, the consent card and
 * counselling's own.
 */
export async function leadAction(staff: LeadStaff, id: string, request: Request, features: Features) {
  const { db, actor, clientAddress } = staff;
  if (!(await mayOpenLead(db, actor, id))) throw await notOpened(staff, id);
  const formData = await readFormData(request);
  const copy = adminLeadsCopy.detailPage;
  const current = async () => {
    const counselling = await leadCounsellingOf(db, id, actor);
    const consent = await consentCardOf(db, id, actor);
    if (!counselling || !consent) throw gone();
    const history = historyWithMemos(counselling.history, await leadNotesOf(db, id));
    return { counselling: { ...counselling, history }, consent };
  };
  const refused = async (message: string = copy.checkInput) =>
    data({ ok: false as const, intent: "status" as const, message, ...(await current()) }, { status: 400 });
  const intent = formData.get("intent");
  if (isCounsellingIntent(intent)) {
    const result = await counsellingAction(db, intent, formData, id, actor, clientAddress);
    if (result === "gone") throw gone();
    return data({ ...result.answer, ...(await current()) }, { status: result.status });
  }
  if (typeof intent === "string" && intent.startsWith("panel:")) {
    const result = await leadPanelPost(db, { leadId: id, intent, formData }, actor, clientAddress, features);
    if (!result) return refused();
    const panels = await leadPanelsOf(db, id, actor, panelsOf(features));
    return data({ ...result, intent: "panel" as const, panels, ...(await current()) }, { status: result.status });
  }
  if (intent === "consent") {
    // A 080 reply or a request on the phone (consent.record, in the same transaction as the event).
    const result = await recordStaffConsent(db, id, formData, actor, clientAddress);
    if (result === "gone") throw gone();
    return data({ ...result.answer, ...(await current()) }, { status: result.status });
  }
  if (intent === "phone") {
    const phone = await revealLeadPhone(db, id, actor, clientAddress);
    if (phone === undefined) throw gone();
    return { ok: true as const, intent: "phone" as const, phone, ...(await current()) };
  }
  if (intent !== "status") return refused();
  const parsed = StageSchema.safeParse({ status: formData.get("status") ?? undefined });
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? copy.checkInput);
  if (!(await changeLeadStatus(db, id, parsed.data, actor, clientAddress))) throw gone();
  return { ok: true as const, intent: "status" as const, status: parsed.data.status, ...(await current()) };
}
