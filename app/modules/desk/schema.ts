import { type FieldErrors, koreanFieldErrors } from "#app/lib/field-errors.ts";
import { z } from "#app/lib/zod.ts";
import { VisitLeadSchema } from "#app/modules/leads/schema.ts";

/** The walk-in form's visible fields, in the order they are shown (the first with an error gets the focus). */
export const WALK_IN_FIELDS = ["name", "phone", "privacyConsent"] as const;
export type WalkInField = (typeof WALK_IN_FIELDS)[number];

/**
 * A visitor registered at the door: the public lead forms' own rules for the name, the phone and
 * the two consents (one definition, the same refusals), and a form key the page always renders,
 * so a double submit registers one visit.
 */
export const WalkInSchema = VisitLeadSchema.pick({
  name: true,
  phone: true,
  privacyConsent: true,
  marketingConsent: true,
}).extend({
  idempotencyKey: z.string({ error: "잘못된 요청입니다." }).regex(/^[A-Za-z0-9_-]{8,64}$/, "잘못된 요청입니다."),
});

export type WalkInInput = z.output<typeof WalkInSchema>;

export function parseWalkIn(
  form: FormData,
): { success: true; data: WalkInInput } | { success: false; fieldErrors: FieldErrors<WalkInField> } {
  const parsed = WalkInSchema.safeParse(Object.fromEntries(form));
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, fieldErrors: koreanFieldErrors(parsed.error, WALK_IN_FIELDS) };
}
