import type { Env } from "#app/lib/env.server.ts";
import { logProvider, type MessageProvider, solapiProvider } from "./provider.server.ts";

/** The provider the settings name (SMS_PROVIDER): `log` sends nothing and says so. */
export function providerFromEnv(env: Env): MessageProvider {
  if (env.SMS_PROVIDER !== "solapi") return logProvider();
  return solapiProvider({
    apiKey: env.SOLAPI_API_KEY ?? "",
    apiSecret: env.SOLAPI_API_SECRET ?? "",
    sender: env.SMS_SENDER ?? "",
    baseUrl: env.SOLAPI_BASE_URL,
    timeoutMs: env.SOLAPI_TIMEOUT_SECONDS * 1000,
    kakao: env.SOLAPI_KAKAO_PF_ID ? { pfId: env.SOLAPI_KAKAO_PF_ID, templates: env.SOLAPI_KAKAO_TEMPLATES } : undefined,
  });
}
