/** The page-view beacon's refusals (POST /api/view): short, Korean, never shown to a visitor. */
export const pageViewMessages = {
  invalid: "잘못된 요청입니다. 페이지 조회 기록은 정해진 형식으로만 받습니다.",
  unsupportedType:
    "지원하지 않는 형식입니다. 페이지 조회 기록은 폼 형식(application/x-www-form-urlencoded)으로 보내 주세요.",
  rateLimited: "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
  unavailable: "일시적인 오류로 기록하지 못했습니다.",
  methodNotAllowed: "페이지 조회 기록은 POST로만 보낼 수 있습니다.",
} as const;

/** How the admin area names a lead's or a booking's channel. */
export const attributionLabels = {
  title: "유입 경로",
  channel: "유입 채널",
  medium: "매체",
  campaign: "캠페인",
  term: "키워드",
  content: "광고 소재",
  referrerHost: "이전 사이트",
  landingPath: "첫 방문 페이지",
  adParams: "네이버 광고 정보",
  unknown: "알 수 없음",
  unknownNote: "유입 경로 기록 이전의 신청이거나, 자바스크립트 없이 사이트 안에서 이동한 뒤 남긴 신청입니다.",
  allChannels: "전체 채널",
  allCampaigns: "전체 캠페인",
  unknownChannel: "알 수 없음",
  /** A part of a known channel that was not recorded (no campaign, no keyword…). */
  none: "없음",
} as const;

/** The attribution columns of the leads and bookings CSV files, in attributionCsvCells' order. */
export const attributionCsvHeader = [
  "유입채널",
  "매체",
  "캠페인",
  "키워드",
  "광고소재",
  "이전사이트",
  "첫방문페이지",
  "네이버광고정보",
] as const;
