import { eucKrBytes, SMS_MAX_BYTES } from "#app/platform/messaging/channel.ts";

/**
 * An advertising text as the law wants it (정보통신망법 art. 50(4), 시행령 61조): "(광고)" at the
 * very start with the sender's name, the sender's contact, and at the end a free way to opt out
 * ("무료수신거부" with the 080 number and/or the one-tap link). The staff write the body only; these
 * parts are added here, on the server, for every recipient, so no body can remove or edit them. A
 * body's own marker or opt-out lines are taken out first, so the text carries exactly one of each.
 * Browser-safe: the composer's preview uses the same function.
 */
export type AdParts = {
  /** The sender's name (content/site.ts site.name). */
  senderName: string;
  /** The sender's contact (SALES_PHONE). */
  contactPhone: string;
  /** OPT_OUT_080_NUMBER, when set. */
  optOut080: string | null;
  /** The recipient's one-tap opt-out address. */
  optOutLink: string;
};

export const NAME_FIELD = "#{이름}";
/** LMS: SOLAPI and the carriers take up to 2,000 bytes (EUC-KR). */
export const LMS_MAX_BYTES = 2000;
/** The body as typed (characters); the byte limit below is what really counts. */
export const BODY_MAX_CHARS = 1000;
/** A name is at most 50 characters (leads' NAME_MAX), 2 bytes each: the longest a filled field gets. */
const LONGEST_NAME = "가".repeat(50);
/** Shown for `#{이름}` to a recipient whose lead has no usable name. */
export const NAME_FALLBACK = "고객";

/**
 * Unit prices in won (VAT excluded), SOLAPI's default Korean prices as its pricing API reports
 * them (GET /pricing/v1/messaging/default: sms 20, lms 50; checked 2026-11-27). An estimate only:
 * the account's own prices may differ; the report shows the real count after sending.
 */
export const UNIT_PRICE_WON = { sms: 20, lms: 50 } as const;

/** A marker at the start or anywhere: (광고), [광고], （광고）, 【 광 고 】 … */
const AD_MARKER = /[(（[［【<〈]\s*광\s*고\s*[)）\]］】>〉]/gu;
/** Lines that are an opt-out notice of the body's own (the product writes the real one). */
const OPT_OUT_LINE = /(수신\s*거부|무료\s*거부|수신\s*차단|\/unsubscribe\/)/u;
/** Format characters (zero-width, bidi controls) and control characters other than a line break. */
const INVISIBLE = /\p{Cf}|(?!\n)\p{Cc}/gu;
/** The outbox's own placeholders ({{bookingLink}}, {{code}}): never in a campaign's text. */
const PLACEHOLDER = /\{\{[^}]*\}\}/g;

/** The body as it will be sent: no marker, opt-out line, placeholder or invisible character of its own. */
export function cleanBody(body: string, senderName: string): string {
  let text = body.replace(/\r\n?/g, "\n").replace(INVISIBLE, "").replace(PLACEHOLDER, "").replace(AD_MARKER, "");
  text = text
    .split("\n")
    .filter((line) => !OPT_OUT_LINE.test(line))
    .join("\n")
    .trim();
  // "(광고)펜타시티 한신더휴 …" typed by hand: the name the product adds is not doubled either.
  if (text.startsWith(senderName)) text = text.slice(senderName.length).trim();
  return text.replace(/\n{3,}/g, "\n\n");
}

/** The text one recipient gets: the required parts around the cleaned body, `#{이름}` filled. */
export function composeAdText(body: string, parts: AdParts, recipientName?: string | null): string {
  const name = recipientName?.trim() ? recipientName.trim() : NAME_FALLBACK;
  const content = cleanBody(body, parts.senderName).replaceAll(NAME_FIELD, name);
  const footer = parts.optOut080
    ? [`무료수신거부 ${parts.optOut080}`, `수신거부 링크 ${parts.optOutLink}`]
    : [`무료수신거부 ${parts.optOutLink}`];
  return [`(광고)${parts.senderName}`, content, `문의 ${parts.contactPhone}`, ...footer].join("\n");
}

export type TextSize = { bytes: number; channel: "sms" | "lms"; fits: boolean; longestBytes: number };

/**
 * The size of a campaign's text: the bytes with a sample name, SMS or LMS, and whether the longest
 * possible text (every `#{이름}` a 50-character name) still fits an LMS.
 */
export function textSize(body: string, parts: AdParts, sampleName = "홍길동"): TextSize {
  const bytes = eucKrBytes(composeAdText(body, parts, sampleName));
  const longestBytes = eucKrBytes(composeAdText(body, parts, LONGEST_NAME));
  return { bytes, channel: bytes > SMS_MAX_BYTES ? "lms" : "sms", fits: longestBytes <= LMS_MAX_BYTES, longestBytes };
}

/** The cost estimate in won: each recipient at the unit price of the text's channel. */
export function estimateCost(recipients: number, channel: "sms" | "lms"): number {
  return recipients * UNIT_PRICE_WON[channel];
}
