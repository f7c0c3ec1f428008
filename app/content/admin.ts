/**
 * Words of the admin area (the sales team's press management, leads inbox and access log).
 * Not in SPEC: the original had no admin area beyond the press page's login.
 */
import { site } from "./site.ts";

export const adminCopy = {
  brand: `${site.name} 관리자`,
  nav: [
    { title: "관리자 홈", url: "/admin" },
    { title: "보도자료", url: "/admin/press" },
    { title: "관심고객(리드)", url: "/admin/leads" },
    { title: "열람 기록", url: "/admin/audit" },
  ],
  signOut: "로그아웃",
  viewSite: "사이트 보기",
  login: {
    title: "관리자 로그인",
    lead: "등록된 관리자 계정으로 로그인해 주세요.",
    email: "이메일",
    password: "비밀번호",
    submit: "로그인",
    submitting: "로그인 중...",
    note: "계정이 없거나 비밀번호를 잊으셨다면 사이트 운영 담당자에게 문의해 주세요.",
    back: "이전 페이지로 돌아가기",
  },
  home: {
    title: "관리자 홈",
    newLeads: "새로 접수된 관심고객",
    newLeadsUnit: "건",
    toLeads: "관심고객 보기",
    latestPress: "최근 보도자료",
    toPress: "보도자료 관리",
    noPress: "아직 등록된 보도자료가 없습니다.",
    audit: "개인정보 열람·내려받기 기록",
    toAudit: "열람 기록 보기",
    auditNote: "관심고객 상세 열람과 내려받기는 모두 기록됩니다.",
  },
  pagination: { previous: "이전", next: "다음", page: (page: number, count: number) => `${page} / ${count} 페이지` },
} as const;

export const adminPressCopy = {
  title: "보도자료 관리",
  create: "새 보도자료",
  createTitle: "보도자료 등록",
  editTitle: "보도자료 수정",
  columns: { site: "현장", title: "제목", date: "작성일", views: "조회수", actions: "관리" },
  edit: "수정",
  view: "보기",
  delete: "삭제",
  confirmDelete: (title: string) => `“${title}” 보도자료를 삭제할까요? 삭제하면 되돌릴 수 없습니다.`,
  confirmDeleteHeading: "이 보도자료를 삭제할까요?",
  confirmDeleteText: "삭제하면 되돌릴 수 없습니다.",
  confirmDeleteSubmit: "삭제 확인",
  cancel: "취소",
  empty: "등록된 보도자료가 없습니다. ‘새 보도자료’로 첫 글을 등록해 보세요.",
  nextPage: "다음 목록",
  firstPage: "처음 목록",
  fields: {
    siteId: "현장 코드",
    siteHint: "주소의 현장 부분입니다. 예: /pentacityhansin/press",
    title: "제목",
    summary: "요약",
    content: "내용",
    contentHint: "줄을 바꾸면 문단이 나뉩니다.",
  },
  save: "저장",
  saving: "저장 중...",
  register: "등록",
  created: "보도자료를 등록했습니다.",
  updated: "보도자료를 수정했습니다.",
  deleted: "보도자료를 삭제했습니다.",
  back: "목록으로",
} as const;

/** By lead form kind (LEAD_FORMS in app/schemas/lead.ts; admin.test.ts keeps the keys equal). */
export const leadFormLabels = {
  interest: "관심고객 팝업",
  visit: "메인 방문예약",
  inquiry: "방문예약 페이지",
} as const;

/** By inbox status (LEAD_STATUSES in app/schemas/lead.ts). */
export const leadStatusLabels = {
  new: "신규",
  contacted: "연락 완료",
  closed: "종결",
} as const;

export const adminLeadsCopy = {
  title: "관심고객(리드)",
  filters: {
    legend: "검색 조건",
    form: "구분",
    site: "현장",
    sitePlaceholder: "예: pentacityhansin",
    status: "상태",
    from: "접수일 (부터)",
    to: "접수일 (까지)",
    phone: "전화번호 뒷자리",
    phonePlaceholder: "4자리",
    all: "전체",
    submit: "검색",
    reset: "초기화",
  },
  total: (total: number) => `총 ${total.toLocaleString("ko-KR")}건`,
  columns: { date: "접수일시", form: "구분", site: "현장", name: "이름", phone: "연락처", status: "상태" },
  empty: "조건에 맞는 관심고객이 없습니다.",
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
      status: "상태",
      note: "메모",
      updatedAt: "최근 변경",
    },
    agreed: "동의",
    notAgreed: "미동의",
    none: "없음",
    statusHeading: "상담 상태 변경",
    notePlaceholder: "상담 내용이나 다음 연락 일정을 적어 두세요. (고객에게 보이지 않습니다)",
    save: "상태 저장",
    saving: "저장 중...",
    saved: "상태를 저장했습니다.",
  },
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
  "상태",
  "메모",
] as const;

/** By audit action (AUDIT_ACTIONS in app/models/audit.server.ts). */
export const auditActionLabels = {
  "lead.view": "관심고객 열람",
  "lead.export": "관심고객 내려받기",
  "lead.update": "관심고객 상태 변경",
  "press.create": "보도자료 등록",
  "press.update": "보도자료 수정",
  "press.delete": "보도자료 삭제",
} as const;

export const adminAuditCopy = {
  title: "열람 기록",
  lead: "관심고객 개인정보의 열람·내려받기와 보도자료 변경 기록입니다. 최근 기록부터 보여 드립니다.",
  columns: { date: "일시", actor: "관리자", action: "작업", target: "대상", reason: "사유", detail: "상세" },
  filter: "작업",
  all: "전체",
  submit: "보기",
  empty: "기록이 없습니다.",
} as const;
