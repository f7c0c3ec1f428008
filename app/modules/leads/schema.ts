import { koreanFieldErrors } from "#app/lib/field-errors.ts";
import { normalizeKoreanPhone } from "#app/lib/phone.ts";
import { SITE_ID_PATTERN } from "#app/lib/site-id.ts";
import { LEAD_FORMS, LEAD_STAGES, type LeadFormKind, type LeadStage } from "#app/modules/leads/kinds.ts";
import {
  CONTROL_CHARACTER_MESSAGE,
  hasNoControlCharacters,
  hasNoControlCharactersBesideLines,
} from "../../lib/text-schema.ts";
import { z } from "../../lib/zod.ts";
import { HONEYPOT_FIELD, LEAD_FIELDS, type LeadField, MESSAGE_MAX, NAME_MAX } from "./lead-fields.ts";

export type { LeadField, LeadFormKind, LeadStage };
/** One schema per lead form, shared by the browser (instant Korean messages) and the server (the rule that counts). */
export { HONEYPOT_FIELD, LEAD_FIELDS, LEAD_FORMS, LEAD_STAGES, MESSAGE_MAX, NAME_MAX };

const checkbox = (message: string) =>
  z
    .enum(["on", "true", "false", ""], { error: message })
    .optional()
    .transform((value) => value === "on" || value === "true");

const CONSENT_MESSAGE = "개인정보 수집·이용에 동의해 주세요.";

/** Bidi controls (U+202E and kin) reorder the text around them in the admin: never stored. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Format characters (zero-width spaces and joiners, bidi controls, BOM): nothing a name needs. */
const FORMAT_CHARACTERS = /\p{Cf}/gu;
/** Letters that show nothing (Hangul fillers). */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0]/g;

/** A person's name for every form: format characters removed, at least one visible letter left. */
export const personName = z
  .string({ error: "이름을 입력해 주세요." })
  .transform((value) => value.replace(FORMAT_CHARACTERS, ""))
  .pipe(
    z
      .string()
      .trim()
      .min(1, "이름을 입력해 주세요.")
      .max(NAME_MAX, `이름은 ${NAME_MAX}자 이내로 입력해 주세요.`)
      .refine(hasNoControlCharacters, { error: CONTROL_CHARACTER_MESSAGE, abort: true })
      .refine(
        (value) => value === "" || /\p{L}/u.test(value.replace(BLANK_LETTERS, "")),
        "이름은 글자로 입력해 주세요.",
      ),
  );

/** A Korean telephone number as people type it, stored in one form (010-1234-5678). */
export const phoneNumber = z
  .string({ error: "연락처를 입력해 주세요." })
  .trim()
  .min(1, "연락처를 입력해 주세요.")
  .transform((value, ctx) => {
    const normalized = normalizeKoreanPhone(value);
    if (!normalized) {
      ctx.issues.push({
        code: "custom",
        input: value,
        message: "올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)",
      });
      return z.NEVER;
    }
    return normalized;
  });

const common = {
  name: personName,
  phone: phoneNumber,
  privacyConsent: checkbox(CONSENT_MESSAGE).refine((value) => value, CONSENT_MESSAGE),
  marketingConsent: checkbox("잘못된 요청입니다."),
  siteId: z
    .string()
    .trim()
    .regex(SITE_ID_PATTERN, "잘못된 요청입니다.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** One per form render: a double click or a resubmitted page stores one lead. */
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "잘못된 요청입니다.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The page the form was sent from, for the sales team (a path, never a full URL). */
  sourcePath: z
    .string()
    .trim()
    .max(200)
    .regex(/^\/[^\s\p{Cc}]*$/u, "잘못된 요청입니다.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
};

const optionalText = (max: number, message: string, { lines = false } = {}) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine(lines ? hasNoControlCharactersBesideLines : hasNoControlCharacters, CONTROL_CHARACTER_MESSAGE)
    .optional()
    .transform((value) => value?.replace(BIDI_CONTROLS, "").trim() || undefined);

export const InterestLeadSchema = z.object({
  form: z.literal("interest"),
  ...common,
  email: z
    .string()
    .trim()
    .max(254, "올바른 이메일 주소를 입력해 주세요.")
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.email("올바른 이메일 주소를 입력해 주세요.").optional()),
  visitDate: optionalText(40, "방문 희망일을 확인해 주세요."),
});

export const VisitLeadSchema = z.object({
  form: z.enum(["visit", "inquiry"]),
  ...common,
  message: optionalText(MESSAGE_MAX, `문의 내용은 ${MESSAGE_MAX.toLocaleString("ko-KR")}자 이내로 입력해 주세요.`, {
    lines: true,
  }),
});

export const LeadSchema = z.discriminatedUnion("form", [InterestLeadSchema, VisitLeadSchema]);

export type LeadSubmission = z.output<typeof LeadSchema>;
export type LeadFieldErrors = Partial<Record<LeadField, string[]>>;

export type LeadParseResult =
  | { success: true; data: LeadSubmission }
  | { success: false; fieldErrors: LeadFieldErrors };

export function parseLead(input: FormData | Record<string, unknown>): LeadParseResult {
  const raw = input instanceof FormData ? Object.fromEntries(input) : input;
  const parsed = LeadSchema.safeParse(raw);
  if (parsed.success) return { success: true, data: parsed.data };
  // Anything but a visible field (a forged form kind, a broken hidden key) is a request error.
  return { success: false, fieldErrors: koreanFieldErrors(parsed.error, LEAD_FIELDS) };
}

/**
 * What a lead submission came to, in one vocabulary for the whole path: the server's answer (the
 * endpoint's JSON, the page action's data) and the form's state.
 * - success: the lead is stored (2xx, only after the commit);
 * - invalid: 400 with Korean field errors;
 * - rate-limited: 429;
 * - failed: the server or database failed, or the answer was not ours (SPEC §8 "registration failed");
 * - error: no answer at all, e.g. the network is down (SPEC §8 "an error occurred"; browser only).
 */
export type LeadResult =
  | { status: "success" }
  | { status: "invalid"; fieldErrors: LeadFieldErrors }
  | { status: "rate-limited"; message?: string }
  | { status: "failed"; message?: string }
  | { status: "error" };
