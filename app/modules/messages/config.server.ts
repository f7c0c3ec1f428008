import type { Env } from "#app/lib/env.server.ts";
import { ALIMTALK_KINDS, type AlimtalkKind } from "./copy.ts";
import { logProvider, type MessageProvider, solapiProvider } from "./provider.server.ts";
import { type DeliverySource, solapiDeliveryReports } from "./solapi-reports.server.ts";

/** The provider the settings name (SMS_PROVIDER): `log` sends nothing and says so. */
export function providerFromEnv(env: Env): MessageProvider {
  if (env.SMS_PROVIDER !== "solapi") return logProvider();
  return solapiProvider({
    apiKey: env.SOLAPI_API_KEY ?? "",
    apiSecret: env.SOLAPI_API_SECRET ?? "",
    sender: env.SMS_SENDER ?? "",
    baseUrl: env.SOLAPI_BASE_URL,
    timeoutMs: env.SOLAPI_TIMEOUT_SECONDS * 1000,
    kakao: kakaoFromEnv(env),
  });
}

/** Where the sent texts' delivery reports come from: SOLAPI's message list; none without SOLAPI. */
export function deliverySourceFromEnv(env: Env): DeliverySource | null {
  if (env.SMS_PROVIDER !== "solapi") return null;
  return solapiDeliveryReports({
    apiKey: env.SOLAPI_API_KEY ?? "",
    apiSecret: env.SOLAPI_API_SECRET ?? "",
    baseUrl: env.SOLAPI_BASE_URL,
    timeoutMs: env.SOLAPI_TIMEOUT_SECONDS * 1000,
  });
}

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
