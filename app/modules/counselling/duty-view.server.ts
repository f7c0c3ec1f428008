import { data } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { changeAssignmentMode, dutyPageOf, setDutyToday } from "./admin.server.ts";
import { counsellingCopy } from "./admin-copy.ts";
import { DutySchema, ModeSchema } from "./schema.ts";

const copy = counsellingCopy.duty;

type DutyStaff = Pick<Staff, "db" | "actor" | "clientAddress">;

export const dutyPage = (staff: DutyStaff) => dutyPageOf(staff.db, staff.actor);

/**
 * intent=duty: someone on or off duty today (a counsellor only themselves, staff.duty);
 * intent=mode: manual or round-robin (owner and managers, counselling.mode).
 */
export async function dutyAction({ db, actor, clientAddress }: DutyStaff, request: Request) {
  const form = await readFormData(request);
  if (form.get("intent") === "mode") {
    const parsed = ModeSchema.safeParse(form.get("mode") ?? undefined);
    if (!parsed.success) {
      return data(
        { intent: "mode", ok: false, message: parsed.error.issues[0]?.message ?? copy.checkInput },
        { status: 400 },
      );
    }
    if ((await changeAssignmentMode(db, parsed.data, actor, clientAddress)) === "refused") {
      return data({ intent: "mode", ok: false, message: copy.modeRefused }, { status: 403 });
    }
    return { intent: "mode", ok: true, message: copy.modeSaved };
  }
  const parsed = DutySchema.safeParse({
    userId: form.get("userId") ?? undefined,
    onDuty: form.get("onDuty") ?? undefined,
  });
  if (!parsed.success) {
    return data(
      { intent: "duty", ok: false, message: parsed.error.issues[0]?.message ?? copy.checkInput },
      { status: 400 },
    );
  }
  const saved = await setDutyToday(db, parsed.data.userId, parsed.data.onDuty, actor, clientAddress);
  if (saved === "refused") return data({ intent: "duty", ok: false, message: copy.refused }, { status: 403 });
  if (saved === "not-assignable")
    return data({ intent: "duty", ok: false, message: copy.notAssignable }, { status: 400 });
  return { intent: "duty", ok: true, message: copy.saved };
}
