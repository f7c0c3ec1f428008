/**
 * The one-tap opt-out page's words (the browser gets these; the texts are in texts.ts).
 */
export const optOutCopy = {
  title: "광고 문자 수신거부",
  leadFor: (name: string) => `${name}의 광고성 정보(문자) 수신을 거부합니다.`,
  number: "휴대전화 번호",
  explain:
    "아래 버튼을 누르면 이 번호로 광고 문자를 더 보내지 않습니다. 예약 확인 같은 안내 문자는 계속 받으실 수 있습니다.",
  submit: "수신거부하기",
  submitting: "처리 중…",
  done: "수신거부가 처리되었습니다.",
  doneDetail: "이 번호로 더 이상 광고 문자를 보내지 않습니다. 처리 결과는 문자로도 알려 드립니다.",
  already: "이미 수신거부된 번호입니다.",
  alreadyDetail: "이 번호로는 광고 문자를 보내지 않고 있습니다. 다시 받으시려면 관심고객 등록에서 동의해 주세요.",
  home: "홈으로",
  notFound: "수신거부 링크를 찾을 수 없습니다.",
  notFoundDetail: `링크가 잘못되었거나 더 이상 쓸 수 없습니다. 문자 끝의 무료 수신거부 번호나 분양 문의 전화로 말씀해 주시면 바로 처리해 드립니다.`,
  rateLimited: "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
  rateLimitedTitle: "잠시 후 다시 열어 주세요",
  rateLimitedDetail:
    "이 연결에서 잘못된 수신거부 링크가 여러 번 열려 잠시 막아 두었습니다. 몇 분 뒤 다시 열어 주시거나, 문자 끝의 무료 수신거부 번호나 분양 문의 전화로 말씀해 주시면 바로 처리해 드립니다.",
  failed: "일시적인 오류로 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.",
} as const;
