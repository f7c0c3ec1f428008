import type { Env } from "#app/lib/env.server.ts";
import type { Alimtalk } from "#app/platform/messaging/provider.server.ts";
import { ALIMTALK_KINDS, type AlimtalkKind, alimtalkTemplates } from "./copy.ts";

/**
 * 알림톡's settings: the channel and a template id per booking text (KAKAO_*, or the older
 * SOLAPI_KAKAO_* names). Only the kinds with a template in copy.ts count: a pair naming another
 * kind (an advertisement's) is ignored. Without a channel or any template: undefined, all SMS/LMS.
 */
export function kakaoFromEnv(env: Env): { pfId: string; templates: Partial<Record<AlimtalkKind, string>> } | undefined {
  const pfId = env.KAKAO_PF_ID ?? env.SOLAPI_KAKAO_PF_ID;
  const named: Record<AlimtalkKind, string | undefined> = {
    "booking.confirmation": env.KAKAO_TEMPLATE_BOOKING_CONFIRMATION,
    "booking.change": env.KAKAO_TEMPLATE_BOOKING_CHANGE,
    "booking.cancel": env.KAKAO_TEMPLATE_BOOKING_CANCEL,
    "booking.reminder": env.KAKAO_TEMPLATE_BOOKING_REMINDER,
  };
  const templates: Partial<Record<AlimtalkKind, string>> = {};
  for (const kind of ALIMTALK_KINDS) {
    const id = named[kind] ?? env.SOLAPI_KAKAO_TEMPLATES[kind];
    if (id) templates[kind] = id;
  }
  return pfId && Object.keys(templates).length > 0 ? { pfId, templates } : undefined;
}

/** The booking texts' 알림톡 for the platform's relay: the settings' template ids with the texts they fill. */
export const bookingAlimtalk = (env: Env): Alimtalk | undefined => {
  const kakao = kakaoFromEnv(env);
  return kakao && { ...kakao, texts: alimtalkTemplates };
};
