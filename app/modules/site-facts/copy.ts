/**
 * The public words around the site's facts (header, footer, bottom bar, home, contact blocks).
 * Plain constants: the build inlines each where it is used.
 */
/** Says which hours are which: the phone line's and the model house's. */
export const PHONE_HOURS_LABEL = "전화 상담";
export const MODEL_HOUSE_HOURS_LABEL = "견본주택 운영";
export const KAKAO_LABEL = "카카오톡 채널 상담";
export const KAKAO_SHORT_LABEL = "카카오톡";
