import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { type Env, getEnv } from "#app/lib/env.server.ts";
import { normalizeKoreanPhone } from "#app/lib/phone.ts";
import { z } from "#app/lib/zod.ts";
import { notifyContentChange } from "#app/platform/content-signal/content-versions.server.ts";
import {
  defineSetting,
  loadStoredSetting,
  readSetting,
  type Setting,
  writeSetting,
} from "#app/platform/settings/settings.server.ts";
import { complexHandle } from "./scope.server.ts";
import { defaultSite } from "./sites.server.ts";

/**
 * How a complex texts: its sender number, the free 080 opt-out number of its advertising, its sales
 * team's alert numbers and its Kakao channel with a template id per 알림톡 kind. Each complex has its
 * own (its 시행사 is the sender and the advertiser); the first complex starts from the environment.
 */
export type SiteSending = {
  sender: string;
  optOut080: string;
  alertPhones: string[];
  kakaoPfId: string;
  kakaoTemplates: Record<string, string>;
};

export const SENDING_AREA = "site-sending";
export const MAX_ALERT_PHONES = 10;

export const sendingMessages = {
  sender: "발신번호는 사전 등록한 번호를 1661-0000 또는 02-123-4567 형식으로 입력해 주세요.",
  optOut080: "080 수신거부 번호는 080-123-4567 형식으로 입력해 주세요.",
  alertPhones: "알림 받을 번호는 010-1234-5678 형식의 휴대전화 번호를 한 줄에 하나씩 입력해 주세요.",
  tooManyPhones: `알림 받을 번호는 ${MAX_ALERT_PHONES}개까지 입력할 수 있습니다.`,
  kakaoPfId: "카카오 채널 ID(pfId)는 영문과 숫자로만 입력해 주세요.",
  kakaoTemplate: "알림톡 템플릿 ID는 영문, 숫자, 밑줄(_)과 하이픈(-)으로만 입력해 주세요.",
  kakaoPair: "알림톡을 쓰려면 카카오 채널 ID와 템플릿 ID를 함께 입력해 주세요.",
} as const;

const SENDER = /^(?:0\d{1,2}-?\d{3,4}-?\d{4}|1[5-9]\d{2}-?\d{4})$/;
const OPT_OUT_080 = /^080-?\d{3,4}-?\d{4}$/;
const KAKAO_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Empty (not set), or the pattern; the message names the field's format. */
const emptyOr = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || pattern.test(value), message);

const mobile = z.string().transform((value, ctx) => {
  const phone = normalizeKoreanPhone(value);
  if (!phone?.startsWith("01")) {
    ctx.issues.push({ code: "custom", input: value, message: sendingMessages.alertPhones });
    return z.NEVER;
  }
  return phone;
});

/** What the owner's form posts and what is stored: trimmed, numbers in one spelling, every refusal in Korean. */
export const SiteSendingSchema = z
  .object({
    sender: emptyOr(SENDER, sendingMessages.sender),
    optOut080: emptyOr(OPT_OUT_080, sendingMessages.optOut080),
    alertPhones: z
      .array(mobile)
      .max(MAX_ALERT_PHONES, sendingMessages.tooManyPhones)
      .transform((phones) => [...new Set(phones)]),
    kakaoPfId: emptyOr(KAKAO_ID, sendingMessages.kakaoPfId),
    kakaoTemplates: z.record(
      z.string().regex(/^[a-z]+(?:[.-][a-z]+)*$/),
      z.string().trim().regex(KAKAO_ID, sendingMessages.kakaoTemplate),
    ),
  })
  .superRefine((sending, ctx) => {
    const templates = Object.values(sending.kakaoTemplates).filter(Boolean).length;
    if (templates > 0 !== (sending.kakaoPfId !== ""))
      ctx.addIssue({ code: "custom", path: ["kakaoPfId"], message: sendingMessages.kakaoPair });
  });

const EMPTY: SiteSending = { sender: "", optOut080: "", alertPhones: [], kakaoPfId: "", kakaoTemplates: {} };

/**
 * The environment's values (SMS_SENDER, OPT_OUT_080_NUMBER, STAFF_ALERT_PHONES, KAKAO_* or the older
 * SOLAPI_KAKAO_*): the first complex's until its owner saves its own. A template id counts only with
 * a channel.
 */
export function sendingFromEnv(env: Env): SiteSending {
  const pfId = env.KAKAO_PF_ID ?? env.SOLAPI_KAKAO_PF_ID ?? "";
  // The older pairs first; a KAKAO_TEMPLATE_* that is set wins.
  const named: Record<string, string | undefined> = {
    "booking.confirmation": env.KAKAO_TEMPLATE_BOOKING_CONFIRMATION,
    "booking.change": env.KAKAO_TEMPLATE_BOOKING_CHANGE,
    "booking.cancel": env.KAKAO_TEMPLATE_BOOKING_CANCEL,
    "booking.reminder": env.KAKAO_TEMPLATE_BOOKING_REMINDER,
  };
  const kakaoTemplates: Record<string, string> = { ...env.SOLAPI_KAKAO_TEMPLATES };
  for (const [kind, id] of Object.entries(named)) if (id) kakaoTemplates[kind] = id;
  const hasKakao = pfId !== "" && Object.keys(kakaoTemplates).length > 0;
  return {
    sender: env.SMS_SENDER ?? "",
    optOut080: env.OPT_OUT_080_NUMBER ?? "",
    alertPhones: env.STAFF_ALERT_PHONES,
    kakaoPfId: hasKakao ? pfId : "",
    kakaoTemplates: hasKakao ? kakaoTemplates : {},
  };
}

const settings = new Map<string, Setting<SiteSending>>();

/** The complex's setting: its `site-sending` row (first values differ per complex), read through one cached copy. */
export function sendingSetting(siteId: string): Setting<SiteSending> {
  let setting = settings.get(siteId);
  if (!setting) {
    setting = defineSetting<SiteSending>({
      key: "site-sending",
      area: SENDING_AREA,
      schema: SiteSendingSchema as unknown as z.ZodType<SiteSending>,
      first: () => (siteId === defaultSite().id ? sendingFromEnv(getEnv()) : EMPTY),
    });
    settings.set(siteId, setting);
  }
  return setting;
}

/** This instance's copy of the complex's sending settings (a change reaches every instance by the content signal). */
export async function readSiteSending(db: Kysely<Database>, siteId: string): Promise<SiteSending> {
  return readSetting(complexHandle(db, siteId), sendingSetting(siteId), siteId);
}

/** Whether the owner has saved the complex's own (else the first values show). */
export async function hasOwnSending(db: Kysely<Database>, siteId: string): Promise<boolean> {
  return (await loadStoredSetting(complexHandle(db, siteId), sendingSetting(siteId), siteId)) !== null;
}

/** Saves the complex's settings with the caller's audit entry in the same transaction. */
export async function saveSiteSending(
  db: Kysely<Database>,
  siteId: string,
  value: SiteSending,
  { now = new Date(), also }: { now?: Date; also?: (trx: Transaction<Database>) => Promise<unknown> } = {},
): Promise<void> {
  const setting = sendingSetting(siteId);
  const version = await complexHandle(db, siteId)
    .transaction()
    .execute(async (trx) => {
      const stamped = await writeSetting(trx, setting, value, now);
      await also?.(trx);
      return stamped;
    });
  notifyContentChange(setting.area, version);
}
