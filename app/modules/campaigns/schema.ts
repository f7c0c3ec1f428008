import { isDay, isTime } from "#app/lib/korea-time.ts";
import {
  CONTROL_CHARACTER_MESSAGE,
  hasNoControlCharacters,
  hasNoControlCharactersBesideLines,
} from "#app/lib/text-schema.ts";
import { z } from "#app/lib/zod.ts";
import { LEAD_STAGES, type LeadStage } from "#app/modules/counselling/kinds.ts";
import { BODY_MAX_CHARS } from "./text.ts";

export const NAME_MAX = 60;
const YES_NO = ["any", "yes", "no"] as const;
/** utm values as attribution stores them (letters, digits, - _ . and Korean), up to 100 characters. */
const ATTRIBUTION_VALUE = /^[\p{L}\p{N}_.\- ]{1,100}$/u;

/**
 * Who a campaign goes to, besides the rule that cannot be turned off (marketing consent given and
 * not withdrawn, audience.server.ts): each filter narrows; empty means "all".
 */
export const CampaignFiltersSchema = z
  .object({
    stages: z
      .array(z.enum(LEAD_STAGES as unknown as [LeadStage, ...LeadStage[]], { error: "단계 값이 올바르지 않습니다." }))
      .max(LEAD_STAGES.length),
    channel: z
      .string()
      .trim()
      .max(100)
      .refine((v) => v === "" || ATTRIBUTION_VALUE.test(v), "유입 채널 값이 올바르지 않습니다."),
    campaign: z
      .string()
      .trim()
      .max(100)
      .refine((v) => v === "" || ATTRIBUTION_VALUE.test(v), "유입 캠페인 값이 올바르지 않습니다."),
    from: z.string().refine((v) => v === "" || isDay(v), "시작일은 YYYY-MM-DD 형식으로 입력해 주세요."),
    to: z.string().refine((v) => v === "" || isDay(v), "종료일은 YYYY-MM-DD 형식으로 입력해 주세요."),
    booked: z.enum(YES_NO, { error: "방문 예약 조건이 올바르지 않습니다." }),
    visited: z.enum(YES_NO, { error: "방문 여부 조건이 올바르지 않습니다." }),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { error: "시작일이 종료일보다 늦습니다.", path: ["to"] });

export type CampaignFilters = z.infer<typeof CampaignFiltersSchema>;

export const NO_FILTERS: CampaignFilters = {
  stages: [],
  channel: "",
  campaign: "",
  from: "",
  to: "",
  booked: "any",
  visited: "any",
};

export const CampaignDraftSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "캠페인 이름을 입력해 주세요.")
    .max(NAME_MAX, `캠페인 이름은 ${NAME_MAX}자 이내로 입력해 주세요.`)
    .refine(hasNoControlCharacters, CONTROL_CHARACTER_MESSAGE),
  body: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, "문자 내용을 입력해 주세요.")
        .max(BODY_MAX_CHARS, `문자 내용은 ${BODY_MAX_CHARS.toLocaleString("ko-KR")}자 이내로 입력해 주세요.`)
        .refine(hasNoControlCharactersBesideLines, CONTROL_CHARACTER_MESSAGE),
    ),
  filters: CampaignFiltersSchema,
});

export type CampaignDraft = z.infer<typeof CampaignDraftSchema>;

export type CampaignFormValues = {
  name: string;
  body: string;
  filters: {
    stages: string[];
    channel: string;
    campaign: string;
    from: string;
    to: string;
    booked: string;
    visited: string;
  };
};

const text = (formData: FormData, name: string, max = 4000) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
};

/** The composer of a new campaign, empty. */
export const EMPTY_CAMPAIGN: CampaignFormValues = {
  name: "",
  body: "",
  filters: { stages: [], channel: "", campaign: "", from: "", to: "", booked: "any", visited: "any" },
};

/** The posted composer as typed (shown again with a refusal). */
export function campaignFormValues(formData: FormData): CampaignFormValues {
  return {
    name: text(formData, "name", 200),
    body: text(formData, "body", 4000),
    filters: {
      stages: formData
        .getAll("stage")
        .filter((v): v is string => typeof v === "string")
        .slice(0, 20),
      channel: text(formData, "channel", 200),
      campaign: text(formData, "campaign", 200),
      from: text(formData, "from", 20),
      to: text(formData, "to", 20),
      booked: text(formData, "booked", 10) || "any",
      visited: text(formData, "visited", 10) || "any",
    },
  };
}

export type ParseResult<T> = { success: true; data: T } | { success: false; message: string };

export function parseCampaignDraft(values: CampaignFormValues): ParseResult<CampaignDraft> {
  const parsed = CampaignDraftSchema.safeParse(values);
  if (!parsed.success)
    return { success: false, message: parsed.error.issues[0]?.message ?? "입력 내용을 확인해 주세요." };
  return { success: true, data: parsed.data };
}

/** Stored filters (JSON) back to the schema's shape; anything unreadable is "no filter" (never "everyone without consent"). */
export function parseStoredFilters(json: string): CampaignFilters {
  try {
    const parsed = CampaignFiltersSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : NO_FILTERS;
  } catch {
    return NO_FILTERS;
  }
}

/** "now", or a Korea day and time. */
export type SendWhen = { now: true } | { now: false; day: string; time: string };

export function parseSendWhen(formData: FormData): ParseResult<SendWhen> {
  if (text(formData, "when", 10) === "now") return { success: true, data: { now: true } };
  const day = text(formData, "day", 20);
  const time = text(formData, "time", 10);
  if (!isDay(day) || !isTime(time)) return { success: false, message: "예약 날짜와 시각을 확인해 주세요." };
  return { success: true, data: { now: false, day, time } };
}
