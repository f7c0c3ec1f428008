import { normalizeKoreanPhone } from "#app/lib/phone.ts";
import { CONTROL_CHARACTER_MESSAGE, hasNoControlCharacters } from "#app/lib/text-schema.ts";
import { z } from "#app/lib/zod.ts";
import { FACTS_LINE_MAX, FACTS_NOTE_MAX, FACTS_URL_MAX } from "./fields.ts";

/** A field's name with its particles: topic (은/는) and object (을/를). */
type Label = { topic: string; object: string };

const line = (label: Label, max: number, required: boolean) => {
  const text = z
    .string()
    .trim()
    .max(max, `${label.topic} ${max}자 이내로 입력해 주세요.`)
    .refine(hasNoControlCharacters, CONTROL_CHARACTER_MESSAGE);
  return required ? text.min(1, `${label.object} 입력해 주세요.`) : text;
};

/** An http(s) address only: a `javascript:` or `data:` link never reaches a page. */
const webAddress = (label: Label, required: boolean) =>
  line(label, FACTS_URL_MAX, required).refine((value) => {
    if (value === "") return !required;
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, `${label.topic} http:// 또는 https://로 시작하는 인터넷 주소로 입력해 주세요.`);

/** A 카카오톡 채널 address (pf.kakao.com/_…), or empty: a plain link, no Kakao script. */
export const KAKAO_CHANNEL_MESSAGE =
  "카카오톡 채널 주소는 https://pf.kakao.com/_으로 시작하는 채널 주소로 입력해 주세요.";
const KAKAO_CHANNEL_PATH = /^\/_[A-Za-z0-9]+(?:\/[A-Za-z0-9_-]+)*\/?$/;

export function isKakaoChannelUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "https:" || url.protocol === "http:") &&
      url.hostname === "pf.kakao.com" &&
      url.port === "" &&
      url.username === "" &&
      url.password === "" &&
      KAKAO_CHANNEL_PATH.test(url.pathname)
    );
  } catch {
    return false;
  }
}

const kakaoChannel = z
  .string()
  .trim()
  .max(FACTS_URL_MAX, `카카오톡 채널 주소는 ${FACTS_URL_MAX}자 이내로 입력해 주세요.`)
  .refine((value) => value === "" || isKakaoChannelUrl(value), KAKAO_CHANNEL_MESSAGE)
  .default("");

/** The site's facts as the sales team edits them: shown in the header, footer and pages. */
export const SiteFactsSchema = z.object({
  salesPhone: z
    .string()
    .trim()
    .max(20, "대표 전화번호를 1661-0000 형식으로 입력해 주세요.")
    .transform((value, context) => {
      const phone = normalizeKoreanPhone(value);
      if (phone === null) {
        context.addIssue({ code: "custom", message: "대표 전화번호를 1661-0000 형식으로 입력해 주세요." });
        return z.NEVER;
      }
      return phone;
    }),
  consultationHours: line({ topic: "상담 시간은", object: "상담 시간을" }, FACTS_LINE_MAX, true),
  modelHouseAddress: line({ topic: "견본주택 주소는", object: "견본주택 주소를" }, FACTS_LINE_MAX, true),
  modelHouseHours: line({ topic: "견본주택 운영 시간은", object: "견본주택 운영 시간을" }, FACTS_LINE_MAX, true),
  mapUrl: webAddress({ topic: "지도 링크는", object: "지도 링크를" }, true),
  bookingNote: line({ topic: "방문 예약 안내 문구는", object: "방문 예약 안내 문구를" }, FACTS_NOTE_MAX, false),
  // Absent from facts published before it existed: read as empty.
  kakaoChannelUrl: kakaoChannel,
});

export type SiteFacts = z.infer<typeof SiteFactsSchema>;
export type { PackedShellFacts, ShellFacts } from "./shell-facts.ts";
export { packShellFacts, unpackShellFacts } from "./shell-facts.ts";

export type SiteFactsField = keyof SiteFacts;
export const SITE_FACTS_FIELDS = Object.keys(SiteFactsSchema.shape) as SiteFactsField[];

/** The editor's inputs as typed (shown again with a refusal). */
export type SiteFactsForm = Record<SiteFactsField, string>;

export type ParsedSiteFactsForm =
  | { ok: true; facts: SiteFacts }
  | { ok: false; message: string; values: SiteFactsForm; errors: Partial<Record<SiteFactsField, string>> };

const FORM_INVALID = "입력한 내용을 확인해 주세요.";

/** The posted editor form: one text field per fact; anything but text (a file, a repeated field) is refused. */
export function parseSiteFactsForm(formData: FormData): ParsedSiteFactsForm {
  const values = {} as SiteFactsForm;
  let malformed = false;
  for (const field of SITE_FACTS_FIELDS) {
    const all = formData.getAll(field);
    const value = all[0];
    if (all.length > 1 || (all.length === 1 && typeof value !== "string")) malformed = true;
    values[field] = typeof value === "string" ? value.slice(0, 2000) : "";
  }
  if (malformed) return { ok: false, message: FORM_INVALID, values, errors: {} };
  const parsed = SiteFactsSchema.safeParse(values);
  if (parsed.success) return { ok: true, facts: parsed.data };
  const errors: Partial<Record<SiteFactsField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as SiteFactsField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, message: FORM_INVALID, values, errors };
}
