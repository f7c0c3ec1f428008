/** The words of 단지 관리 (/admin/sites). */
export const sitesCopy = {
  title: "단지 관리",
  lead: "이 서비스가 운영하는 단지와 각 단지의 주소(호스트)입니다. 새 단지는 준비 중으로 추가되고, 그 주소로 들어온 방문자에게는 준비 안내가 보입니다. 분양 종료로 바꾸면 자료는 그대로 두고 공개 페이지에 종료 안내를 보입니다.",
  caption: "단지 목록",
  empty: "등록된 단지가 없습니다.",
  defaultHosts: "SITE_URL·ALLOWED_ORIGINS의 주소",
  defaultMark: "기본 단지",
  columns: {
    id: "아이디",
    name: "단지 이름",
    builder: "시공사",
    status: "상태",
    hosts: "호스트",
    created: "추가일",
    actions: "상태 변경",
  },
  add: {
    title: "단지 추가",
    id: "단지 아이디",
    idHint: "영문 소문자, 숫자, 하이픈 (예: hansin-cheonan). 추가한 뒤에는 바꿀 수 없습니다.",
    name: "단지 이름",
    builder: "시공사",
    host: "호스트",
    hostHint: "방문자가 접속할 주소에서 https://와 경로를 뺀 부분 (예: www.example.co.kr)",
    submit: "단지 추가",
    submitting: "추가하는 중…",
    done: (name: string, host: string) => `단지를 추가했습니다: ${name}. 이제 ${host} 주소로 준비 안내가 보입니다.`,
  },
  host: {
    title: "호스트 추가",
    site: "단지",
    host: "호스트",
    submit: "호스트 추가",
    submitting: "추가하는 중…",
    done: (host: string, name: string) => `호스트를 연결했습니다: ${host} → ${name}`,
  },
  status: {
    /** The row's buttons: the statuses it can move to. */
    to: { preparing: "준비 중으로", live: "운영 시작", closed: "분양 종료" },
    done: (name: string, label: string) => `단지 상태를 바꿨습니다: ${name} → ${label}`,
    confirm: (name: string) =>
      `${name}의 공개 페이지가 모두 분양 종료 안내로 바뀝니다. 고객 자료와 관리자 화면은 그대로 남습니다. 분양 종료로 바꿀까요?`,
    confirmSubmit: "분양 종료 확인",
    cancel: "취소",
  },
  badRequest: "잘못된 요청입니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.",
} as const;
