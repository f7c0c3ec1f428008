import type { Env } from "#app/lib/env.server.ts";
import type { Alimtalk } from "#app/platform/messaging/provider.server.ts";
import { sendingFromEnv } from "#app/platform/sites/sending.server.ts";
import { ALIMTALK_KINDS, type AlimtalkKind, alimtalkTemplates } from "./copy.ts";

/**
 * 알림톡's settings in the environment (KAKAO_*, or the older SOLAPI_KAKAO_* names): the first
 * complex's channel and template ids until its owner saves its own. Only the kinds with a template in
 * copy.ts count: a pair naming another kind (an advertisement's) is ignored. Without a channel or
 * any template: undefined, all SMS/LMS.
 */
export function kakaoFromEnv(env: Env): { pfId: string; templates: Partial<Record<AlimtalkKind, string>> } | undefined {
  const { kakaoPfId, kakaoTemplates } = sendingFromEnv(env);
  const templates: Partial<Record<AlimtalkKind, string>> = {};
  for (const kind of ALIMTALK_KINDS) {
    const id = kakaoTemplates[kind];
    if (id) templates[kind] = id;
  }
  return kakaoPfId && Object.keys(templates).length > 0 ? { pfId: kakaoPfId, templates } : undefined;
}

/**
 * The booking texts' 알림톡 for the platform's relay: the texts each template fills, always (a
 * complex's own channel and template ids come from its sending settings), with the environment's ids.
 */
export const bookingAlimtalk = (env: Env): Alimtalk => {
  const kakao = kakaoFromEnv(env);
  return { pfId: kakao?.pfId ?? "", templates: kakao?.templates ?? {}, texts: alimtalkTemplates };
};
