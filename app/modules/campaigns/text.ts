import { eucKrBytes, SMS_MAX_BYTES } from "#app/platform/messaging/channel.ts";

/**
 * An advertising text as the law wants it (정보통신망법 art. 50(4)): "(광고)" and the sender first,
 * the contact and a free opt-out last, added here for every recipient so no body can remove them;
 * the body's own copies are taken out first. Browser-safe: the preview uses it too.
 */
export type AdParts = {
  senderName: string;
  contactPhone: string;
  optOut080: string | null;
  optOutLink: string;
};

export const NAME_FIELD = "#{이름}";
/** LMS: SOLAPI and the carriers take up to 2,000 bytes (EUC-KR). */
export const LMS_MAX_BYTES = 2000;
export const BODY_MAX_CHARS = 1000;
/** A name is at most 50 characters (leads' NAME_MAX), 2 bytes each: the longest a filled field gets. */
const LONGEST_NAME = "가".repeat(50);
/** Shown for `#{이름}` to a recipient whose lead has no usable name. */
export const NAME_FALLBACK = "고객";

/** SOLAPI's default prices in won (VAT excluded): an estimate, the account's own may differ. */
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

export function estimateCost(recipients: number, channel: "sms" | "lms"): number {
  return recipients * UNIT_PRICE_WON[channel];
}
