import { z } from "#app/lib/zod.ts";
import { STAFF_CONSENT_CHOICES } from "./kinds.ts";

export const CONSENT_REASON_MAX = 200;

/** What staff record on a lead's page: the choice and a reason (required, Korean messages). */
export const StaffConsentSchema = z.object({
  choice: z.enum(STAFF_CONSENT_CHOICES, { error: "기록할 내용을 골라 주세요." }),
  reason: z
    .string({ error: "사유를 적어 주세요." })
    .trim()
    .min(2, "사유를 2자 이상 적어 주세요.")
    .max(CONSENT_REASON_MAX, `사유는 ${CONSENT_REASON_MAX}자까지 적을 수 있습니다.`)
    // One line: no control characters and no direction overrides that would reorder the history's text.
    .refine(
      (value) => !/[\p{Cc}\u202a-\u202e\u2066-\u2069]/u.test(value),
      "사유에 쓸 수 없는 문자가 있습니다. 지우고 다시 적어 주세요.",
    ),
});
export type StaffConsentInput = z.infer<typeof StaffConsentSchema>;
