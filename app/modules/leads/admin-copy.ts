/** Words of the leads inbox (list, detail, notes, CSV export) as the sales team reads them. */
import { attributionCsvHeader } from "#app/modules/attribution/copy.ts";
import { stageLabels } from "#app/modules/counselling/admin-copy.ts";
import type { LeadFormKind } from "./kinds.ts";

/** By lead form kind (LEAD_FORMS in kinds.ts; admin-copy.test.ts keeps the order): each form as its page names it. */
export const leadFormLabels = {
  interest: "관심고객 팝업",
  visit: "메인 관심고객 등록",
  inquiry: "관심고객 등록",
  walkin: "현장 방문 등록",
  booking: "방문 예약",
} as const satisfies Record<LeadFormKind, string>;

/** By funnel stage (LEAD_STAGES in kinds.ts): the counselling feature's words. */
export const leadStatusLabels = stageLabels;

export const adminLeadsCopy = {
  title: "관심고객(리드)",
  filters: {
    legend: "검색 조건",
    form: "구분",
    site: "현장",
    sitePlaceholder: "예: pentacityhansin",
    status: "단계",
    from: "접수일 (부터)",
    to: "접수일 (까지)",
    phone: "전화번호 뒷자리",
    phonePlaceholder: "4자리",
    channel: "유입 채널",
    campaign: "캠페인",
    noChannel: "알 수 없음",
    all: "전체",
    submit: "검색",
    reset: "초기화",
  },
  total: (total: number) => `총 ${total.toLocaleString("ko-KR")}건`,
  columns: {
    date: "접수일시",
    form: "구분",
    site: "현장",
    name: "이름",
    phone: "연락처",
    channel: "유입",
    status: "단계",
  },
  empty: "조건에 맞는 관심고객이 없습니다.",
  selectAll: {
    label: (count: number) => `이 페이지의 고객 ${count.toLocaleString("ko-KR")}명 모두 선택`,
    picked: (count: number) => (count > 0 ? `${count.toLocaleString("ko-KR")}명 선택됨` : "선택한 고객 없음"),
  },
  detail: "상세",
  export: {
    heading: "CSV 내려받기",
    text: "현재 검색 조건의 관심고객을 엑셀에서 열 수 있는 CSV 파일로 내려받습니다. 개인정보 보호를 위해 내려받기 사유가 기록됩니다.",
    reason: "내려받기 사유",
    reasonPlaceholder: "예: 11월 방문예약 고객 상담 배정",
    reasonRequired: "내려받기 사유를 2자 이상 입력해 주세요.",
    submit: "CSV 내려받기",
  },
  detailPage: {
    title: "관심고객 상세",
    notice: "이 화면의 열람은 개인정보 열람 기록에 남습니다.",
    back: "목록으로",
    /** The full number is shown after this tap, recorded as lead.phone.view. */
    showPhone: "번호 보기",
    fields: {
      createdAt: "접수일시",
      form: "구분",
      site: "현장",
      name: "이름",
      phone: "연락처",
      email: "이메일",
      visitDate: "방문 희망일",
      message: "문의 내용",
      sourcePath: "접수 페이지",
      privacyConsent: "개인정보 수집·이용 동의",
      marketingConsent: "마케팅(문자) 수신 동의",
      consentVersion: "동의서 버전",
      consentedAt: "동의 일시",
      status: "단계",
      note: "메모",
      updatedAt: "최근 변경",
    },
    agreed: "동의",
    notAgreed: "미동의",
    none: "없음",
    statusHeading: "단계 변경",
    checkInput: "입력 내용을 확인해 주세요.",
    save: "단계 저장",
    saving: "저장 중...",
    saved: "단계를 저장했습니다.",
  },
} as const;

/** The call links of the lead list, the lead page and 오늘 할 일. */
export const callCopy = {
  short: "전화",
  /** Read before what the link shows: "홍길동에게 전화" with 전화 shown, "홍길동에게 전화 010-****-1234" with a number. */
  whom: (name: string, showsWord: boolean) => (showsWord ? `${name}에게 ` : `${name}에게 전화 `),
} as const;

/** CSV column headers (Excel opens the file in Korean). */
export const leadCsvHeader = [
  "접수일시",
  "구분",
  "현장",
  "이름",
  "연락처",
  "이메일",
  "방문희망일",
  "문의내용",
  "마케팅수신동의",
  "동의버전",
  "단계",
  "최근 메모",
  ...attributionCsvHeader,
] as const;

/** The lead page's merged records and the manager's merge (two numbers of one person). */
export const mergeCopy = {
  title: "합친 고객 기록",
  empty: "이 고객에게 합친 다른 기록이 없습니다.",
  lead: "같은 분이 다른 번호로 남긴 기록을 이 고객 기록으로 합칩니다. 두 기록의 상담 이력과 예약은 모두 남습니다.",
  phone: "합칠 기록의 전화번호",
  placeholder: "010-0000-0000",
  submit: "이 고객으로 합치기",
  merged: "기록을 합쳤습니다. 상담 이력과 예약이 이 페이지에 모였습니다.",
  forbidden: "고객 기록 합치기는 대표와 관리자만 할 수 있습니다.",
  invalidPhone: "전화번호를 확인해 주세요. (예: 010-1234-5678)",
  invalid: "요청을 처리할 수 없습니다. 페이지를 새로 고쳐 주세요.",
  notFound: "그 번호로 등록된 고객 기록이 없습니다.",
  same: "이미 이 고객의 기록입니다.",
  gone: "이 고객 기록을 찾을 수 없습니다. 페이지를 새로 고쳐 주세요.",
  failed: "오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
} as const;
