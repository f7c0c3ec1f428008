import type { ConsentAction, ConsentChannel, StaffConsentChoice } from "./kinds.ts";

/** The consent card on a lead's page, and the consent history in a data-subject request. */
export const adminConsentCopy = {
  title: "광고 수신 동의 이력",
  lead: "이 전화번호의 광고 문자 수신 동의·거부 기록입니다. 가장 최근 기록이 지금 상태이며, 수신거부는 이 번호의 모든 관심고객에 바로 적용됩니다.",
  state: "지금 상태",
  stateLabels: {
    given: "수신 동의",
    not_given: "최근 신청서에서 동의하지 않음(광고 문자 불가)",
    withdrawn: "수신 거부",
    none: "동의 기록 없음(광고 문자 불가)",
  },
  empty: "기록이 없습니다.",
  columns: { when: "일시", action: "내용", channel: "경로", who: "처리자", reason: "사유" },
  actionLabels: {
    given: "수신 동의",
    not_given: "동의하지 않음(신청서의 선택 항목 미체크)",
    withdrawn: "수신 거부",
  } satisfies Record<ConsentAction, string>,
  channelLabels: {
    form: "홈페이지 신청서",
    booking: "방문 예약 신청서",
    walkin: "견본주택 방문 등록(태블릿)",
    link: "수신거부 링크",
    reply080: "080 수신거부",
    phone: "전화 요청",
    erase: "개인정보 삭제 요청",
  } satisfies Record<ConsentChannel, string>,
  self: "본인",
  system: "시스템",
  form: {
    heading: "수신 동의·거부 기록",
    choice: "기록할 내용",
    choices: {
      reply080: "080 수신거부 회신",
      "phone-withdrawn": "전화로 수신 거부 요청",
      "phone-given": "전화로 수신 동의",
    } satisfies Record<StaffConsentChoice, string>,
    reason: "사유",
    reasonPlaceholder: "예: 11/27 14시 080 회신 확인, 본인 통화 중 요청",
    submit: "기록하기",
    saving: "기록 중…",
    recorded: "기록했습니다. 처리 결과 안내 문자가 발송 가능한 시간에 나갑니다.",
    unchanged: "이미 수신 거부된 번호라 바뀐 것이 없습니다.",
    givenOnlyManagers:
      "전화 동의는 책임자(대표·관리자)만 기록할 수 있습니다. 본인이 직접 신청서로 동의하도록 안내해 주세요.",
    checkInput: "입력 내용을 확인해 주세요.",
    failed: "일시적인 오류로 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.",
    counsellorNote: "상담사는 수신 거부만 기록할 수 있습니다(거부는 언제나 쉽게).",
  },
  /** A data-subject request's section. */
  personData: {
    title: "광고 수신 동의 이력",
    when: "일시",
    action: "내용",
    channel: "경로",
    who: "처리자",
    reason: "사유",
    none: "없음",
  },
} as const;
