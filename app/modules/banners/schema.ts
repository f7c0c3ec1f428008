import { CONTROL_CHARACTER_MESSAGE, hasNoControlCharacters } from "#app/lib/text-schema.ts";
import { z } from "#app/lib/zod.ts";
import {
  POPUP_ALT_MAX,
  POPUP_LINK_MAX,
  POPUP_ORDER_MAX,
  POPUPS_MAX,
  STRIP_MESSAGE_MAX,
  STRIP_MESSAGES_MAX,
} from "./fields.ts";

export const bannerMessages = {
  altRequired: "이미지 설명(대체 텍스트)을 입력해 주세요. 화면을 읽어 주는 프로그램이 이 설명을 읽습니다.",
  altTooLong: `이미지 설명은 ${POPUP_ALT_MAX}자 이내로 입력해 주세요.`,
  link: "링크는 https://로 시작하는 주소나 /로 시작하는 사이트 안 경로(예: /Promotion/Notice)만 입력할 수 있습니다.",
  time: "시작·종료 시각은 ‘2026-12-01 09:00’처럼 날짜와 시간을 입력해 주세요.",
  endAfterStart: "종료 시각은 시작 시각보다 뒤여야 합니다.",
  order: `순서는 0부터 ${POPUP_ORDER_MAX}까지의 숫자로 입력해 주세요.`,
  imageRequired: "팝업 이미지를 올려 주세요.",
  tooManyPopups: `팝업은 ${POPUPS_MAX}개까지 등록할 수 있습니다.`,
  stripTooLong: `흐르는 안내 문구는 한 줄에 ${STRIP_MESSAGE_MAX}자 이내로 입력해 주세요.`,
  stripTooMany: `흐르는 안내 문구는 ${STRIP_MESSAGES_MAX}줄까지 입력할 수 있습니다.`,
  malformed: "입력 형식이 올바르지 않습니다. 다시 시도해 주세요.",
} as const;

/**
 * A pop-up's link: empty, an http(s) address, or a path of this site ("/…", never "//…", which a
 * browser reads as another site). Nothing else can reach an href (no javascript:, data:, spaces).
 */
export function isSafeLink(value: string): boolean {
  if (value === "") return true;
  if (/[\s\\]/.test(value) || !hasNoControlCharacters(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const isInstant = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) && !Number.isNaN(Date.parse(value));

export const PopupSchema = z
  .object({
    fileId: z.string().regex(/^[0-9a-f-]{36}$/, bannerMessages.imageRequired),
    alt: z
      .string()
      .trim()
      .min(1, bannerMessages.altRequired)
      .max(POPUP_ALT_MAX, bannerMessages.altTooLong)
      .refine(hasNoControlCharacters, CONTROL_CHARACTER_MESSAGE),
    link: z.string().trim().max(POPUP_LINK_MAX, bannerMessages.link).refine(isSafeLink, bannerMessages.link),
    start: z.string().refine(isInstant, bannerMessages.time),
    end: z.string().refine(isInstant, bannerMessages.time),
    order: z
      .number({ error: bannerMessages.order })
      .int(bannerMessages.order)
      .min(0, bannerMessages.order)
      .max(POPUP_ORDER_MAX, bannerMessages.order),
  })
  .refine((popup) => popup.end > popup.start, { message: bannerMessages.endAfterStart, path: ["end"] });

export type Popup = z.infer<typeof PopupSchema>;

export const StripMessageSchema = z
  .string()
  .trim()
  .min(1)
  .max(STRIP_MESSAGE_MAX, bannerMessages.stripTooLong)
  .refine(hasNoControlCharacters, CONTROL_CHARACTER_MESSAGE);

export const StripSchema = z.array(StripMessageSchema).max(STRIP_MESSAGES_MAX, bannerMessages.stripTooMany);

export const BannersSchema = z.object({
  popups: z
    .array(PopupSchema)
    .max(POPUPS_MAX, bannerMessages.tooManyPopups)
    // Stable: rows with the same order keep their table order.
    .transform((popups) => [...popups].sort((a, b) => a.order - b.order)),
  strip: StripSchema,
});

export type Banners = z.infer<typeof BannersSchema>;

export const EMPTY_BANNERS: Banners = { popups: [], strip: [] };

export type PopupView = {
  alt: string;
  link: string;
  src: string;
  width: number;
  height: number;
  /** `srcset` strings of the AVIF and WebP variants. */
  avif: string;
  webp: string;
};

/** start ≤ now < end, in order. */
export function activeAt(popups: readonly Popup[], now: Date): Popup[] {
  const iso = now.toISOString();
  return popups.filter((popup) => popup.start <= iso && iso < popup.end);
}

export function nextBoundary(popups: readonly Popup[], now: Date): Date | null {
  let next: number | null = null;
  for (const popup of popups) {
    for (const iso of [popup.start, popup.end]) {
      const at = Date.parse(iso);
      if (at > now.getTime() && (next === null || at < next)) next = at;
    }
  }
  return next === null ? null : new Date(next);
}
