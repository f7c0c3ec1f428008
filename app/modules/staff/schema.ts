import { normalizeKoreanPhone } from "#app/lib/phone.ts";
import { personName, phoneNumber } from "#app/modules/leads/schema.ts";
import { STAFF_ROLES } from "#app/platform/access/roles.ts";
import { z } from "../../lib/zod.ts";

/** The add form: one schema for the browser's messages and the server's rule (Korean messages). */
export const StaffFields = ["name", "email", "role", "phone"] as const;
export type StaffField = (typeof StaffFields)[number];

const email = z
  .string({ error: "이메일을 입력해 주세요." })
  .trim()
  .min(1, "이메일을 입력해 주세요.")
  .max(254, "이메일이 너무 깁니다.")
  .pipe(z.email("올바른 이메일 주소를 입력해 주세요."))
  .transform((value) => value.toLowerCase());

const role = z.enum(STAFF_ROLES, { error: "역할을 선택해 주세요." });

export const NewStaffSchema = z.object({ name: personName, email, role, phone: phoneNumber });
export type NewStaff = z.infer<typeof NewStaffSchema>;

export const RoleChangeSchema = z.object({ role });

const MOBILE_MESSAGE = "휴대전화 번호를 010-1234-5678 형식으로 입력해 주세요.";

/** A staff member's own number (texts go to it): a Korean mobile number, stored with dashes. */
export const StaffPhoneSchema = z.object({
  phone: z
    .string({ error: "휴대전화 번호를 입력해 주세요." })
    .trim()
    .min(1, "휴대전화 번호를 입력해 주세요.")
    .max(30, MOBILE_MESSAGE)
    .transform((value, ctx) => {
      const normalized = normalizeKoreanPhone(value);
      if (!normalized?.startsWith("01")) {
        ctx.issues.push({ code: "custom", message: MOBILE_MESSAGE, input: value });
        return z.NEVER;
      }
      return normalized;
    }),
});

export const PhoneCodeSchema = z.object({
  code: z
    .string({ error: "인증번호 6자리를 입력해 주세요." })
    .trim()
    .regex(/^\d{6}$/, "인증번호 6자리 숫자를 입력해 주세요."),
});

/** The invitation's password form; the minimum length comes from the server (ADMIN_PASSWORD_MIN). */
export function invitePasswordSchema(min: number) {
  return z
    .object({
      password: z
        .string({ error: "비밀번호를 입력해 주세요." })
        .min(min, `비밀번호는 ${min}자 이상이어야 합니다.`)
        .max(128, "비밀번호는 128자 이하여야 합니다."),
      confirm: z.string({ error: "비밀번호를 한 번 더 입력해 주세요." }),
    })
    .refine((value) => value.password === value.confirm, {
      path: ["confirm"],
      message: "두 비밀번호가 같지 않습니다.",
    });
}
export const InvitePasswordFields = ["password", "confirm"] as const;
