import { isDay } from "#app/lib/korea-time.ts";
import { SITE_ID_PATTERN } from "#app/lib/site-id.ts";
import { z } from "#app/lib/zod.ts";
import { adminLeadsCopy } from "#app/modules/leads/admin-copy.ts";
import { LEAD_FORMS, LEAD_STAGES, type LeadFormKind, type LeadStage } from "#app/modules/leads/kinds.ts";

/** A real calendar day (2026-02-31 is not one, though `Date.parse` rolls it over to March). */
const isoDay = z.string().refine(isDay);

export type LeadFilter = {
  form?: LeadFormKind;
  siteId?: string;
  status?: LeadStage;
  /** Korean calendar dates, inclusive: 2026-11-01 … 2026-11-30 (Asia/Seoul). */
  from?: string;
  to?: string;
  /** The last four digits of the phone number. */
  phoneLast4?: string;
  /** A channel as stored, or NO_CHANNEL for leads whose channel is unknown. */
  channel?: string;
  campaign?: string;
  /** "pool" for the unassigned leads, or a staff member's id. */
  assignee?: string;
  /** A counsellor's own leads and the pool only (set by the server from the signed-in role, never from the URL). */
  visibleTo?: string;
};

/** The assignee filter's value for the unassigned pool. */
export const POOL = "pool";

/** The channel filter's value for leads without a channel (before attribution, or unknown). */
export const NO_CHANNEL = "-";

/** The inbox filters as URL query parameters, so a filtered list is a link a colleague can open. */
const filterFields = {
  form: z.enum(LEAD_FORMS),
  site: z.string().regex(SITE_ID_PATTERN),
  status: z.enum(LEAD_STAGES),
  from: isoDay,
  to: isoDay,
  phone: z.string().regex(/^\d{4}$/),
  channel: z
    .string()
    .max(40)
    .regex(/^[^\p{Cc}\p{Cf}]+$/u),
  campaign: z
    .string()
    .max(100)
    .regex(/^[^\p{Cc}\p{Cf}]+$/u),
  assignee: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
} as const;

const filterMessages: Record<keyof typeof filterFields, string> = {
  form: "구분 값이 올바르지 않아 무시했습니다.",
  site: "현장 코드는 영문 소문자, 숫자, 하이픈(-)만 쓸 수 있습니다.",
  status: "상태 값이 올바르지 않아 무시했습니다.",
  from: "시작일을 YYYY-MM-DD 형식으로 입력해 주세요.",
  to: "종료일을 YYYY-MM-DD 형식으로 입력해 주세요.",
  phone: "전화번호 뒷자리는 숫자 4자리로 입력해 주세요.",
  channel: "유입 채널 값이 올바르지 않아 무시했습니다.",
  campaign: "캠페인 값이 올바르지 않아 무시했습니다.",
  assignee: "담당자 값이 올바르지 않아 무시했습니다.",
};

export type LeadFilterParams = {
  form: string;
  site: string;
  status: string;
  from: string;
  to: string;
  phone: string;
  channel: string;
  campaign: string;
  assignee: string;
};

export type ParsedLeadFilter = {
  /** For the model. */
  filter: LeadFilter;
  /** The valid values as typed, for the form and for links (pager, export). */
  params: LeadFilterParams;
  page: number;
  /** Korean notes about values that were ignored. */
  errors: string[];
};

/** Reads the inbox filters from a query string or a posted form. */
export function parseLeadFilter(source: URLSearchParams | FormData): ParsedLeadFilter {
  const read = (name: string) => {
    const value = source.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const params: LeadFilterParams = {
    form: "",
    site: "",
    status: "",
    from: "",
    to: "",
    phone: "",
    channel: "",
    campaign: "",
    assignee: "",
  };
  const errors: string[] = [];
  for (const key of Object.keys(filterFields) as (keyof typeof filterFields)[]) {
    const value = read(key);
    if (!value) continue;
    if (filterFields[key].safeParse(value).success) params[key] = value;
    else errors.push(filterMessages[key]);
  }
  if (params.from && params.to && params.from > params.to) {
    errors.push("시작일이 종료일보다 늦어 날짜 조건을 무시했습니다.");
    params.from = "";
    params.to = "";
  }
  const pageNumber = Number.parseInt(read("page"), 10);
  return {
    filter: {
      form: LEAD_FORMS.find((form) => form === params.form),
      siteId: params.site || undefined,
      status: LEAD_STAGES.find((status) => status === params.status),
      from: params.from || undefined,
      to: params.to || undefined,
      phoneLast4: params.phone || undefined,
      channel: params.channel || undefined,
      campaign: params.campaign || undefined,
      assignee: params.assignee || undefined,
    },
    params,
    page: Number.isFinite(pageNumber) && pageNumber > 0 ? pageNumber : 1,
    errors,
  };
}

/** The filter as a query string (empty values left out), with an optional page. */
export function leadFilterQuery(params: LeadFilterParams, page?: number): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  if (page && page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `?${query}` : "";
}

export const LeadStatusUpdateSchema = z.object({
  status: z.enum(LEAD_STAGES, { error: "상태를 선택해 주세요." }),
});

export const EXPORT_REASON_MIN = 2;
export const EXPORT_REASON_MAX = 200;

export const LeadExportReasonSchema = z
  .string({ error: adminLeadsCopy.export.reasonRequired })
  .trim()
  .min(EXPORT_REASON_MIN, adminLeadsCopy.export.reasonRequired)
  .max(EXPORT_REASON_MAX, `내려받기 사유는 ${EXPORT_REASON_MAX}자 이내로 입력해 주세요.`);
