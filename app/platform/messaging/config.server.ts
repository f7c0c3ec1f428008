import type { Env } from "#app/lib/env.server.ts";
import { type Alimtalk, logProvider, type MessageProvider, solapiProvider } from "./provider.server.ts";
import { type DeliverySource, solapiDeliveryReports } from "./solapi-reports.server.ts";

/** The provider the settings name (SMS_PROVIDER): `log` sends nothing and says so. */
export function providerFromEnv(env: Env, kakao?: Alimtalk): MessageProvider {
  if (env.SMS_PROVIDER !== "solapi") return logProvider();
  return solapiProvider({
    apiKey: env.SOLAPI_API_KEY ?? "",
    apiSecret: env.SOLAPI_API_SECRET ?? "",
    sender: env.SMS_SENDER ?? "",
    baseUrl: env.SOLAPI_BASE_URL,
    timeoutMs: env.SOLAPI_TIMEOUT_SECONDS * 1000,
    kakao,
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
