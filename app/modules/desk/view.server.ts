import { data } from "react-router";
import type { FieldErrors } from "#app/lib/field-errors.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { maskPhone } from "#app/lib/mask.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { walkInCopy } from "./admin-copy.ts";
import { parseWalkIn, type WalkInField } from "./schema.ts";
import { registerWalkIn } from "./walk-in.server.ts";

/**
 * Registers the visitor at the door (desk.walkin, one transaction): 400 with Korean field errors
 * and the typed words back, 503 when the database failed, else what was done, for the confirmation.
 */
export async function walkInAction(
  { db, actor, clientAddress }: Pick<Staff, "db" | "actor" | "clientAddress">,
  request: Request,
) {
  const formData = await readFormData(request);
  const typed = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value.slice(0, 100) : "";
  };
  const values = {
    name: typed("name"),
    phone: typed("phone"),
    privacy: formData.get("privacyConsent") === "on",
    marketing: formData.get("marketingConsent") === "on",
  };
  const parsed = parseWalkIn(formData);
  if (!parsed.success) {
    return data({ ok: false as const, fieldErrors: parsed.fieldErrors, message: walkInCopy.invalid, values }, 400);
  }
  const result = await registerWalkIn(db, parsed.data, actor, clientAddress);
  if (result.status === "failed") {
    const none: FieldErrors<WalkInField> = {};
    return data({ ok: false as const, fieldErrors: none, message: walkInCopy.failed, values }, 503);
  }
  return {
    ok: true as const,
    phone: maskPhone(parsed.data.phone),
    ...result,
    // A counsellor opens only their own and the pool's leads; the others open every lead.
    canOpen: actor.role !== "counsellor" || result.assignee.mine || result.assignee.name === null,
  };
}
