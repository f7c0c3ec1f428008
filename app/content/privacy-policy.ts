/** The privacy policy page: section headings and the lines not kept in `privacy` (leads.ts). */
import { site } from "./site.ts";

export const privacyPolicyCopy = {
  /** The data controller and the complex: the designed complex's developer, or another complex's 사업주체 by its name. */
  intro: (developer: string = site.developer, name: string = site.name) =>
    `${developer}(이하 "사업주체")는 「개인정보 보호법」에 따라 ${name} 분양 홈페이지를 이용하는 분의 개인정보를 보호하고, 이와 관련한 고충을 신속하고 원활하게 처리할 수 있도록 다음과 같이 개인정보처리방침을 수립·공개합니다.`,
  sections: {
    purpose: "1. 개인정보의 처리 목적",
    items: "2. 처리하는 개인정보의 항목",
    retention: "3. 개인정보의 처리 및 보유 기간",
    destruction: "4. 개인정보의 파기 절차 및 방법",
    processors: "5. 개인정보 처리업무의 위탁",
    thirdParty: "6. 개인정보의 제3자 제공",
    rights: "7. 정보주체의 권리·의무 및 행사 방법",
    security: "8. 개인정보의 안전성 확보 조치",
    officer: "9. 개인정보 보호책임자",
    changes: "10. 개인정보처리방침의 변경",
  },
  requiredLabel: "필수 항목",
  optionalLabel: "선택 항목",
  automaticLabel: "자동으로 생성·수집되는 정보",
  automaticItems:
    "등록 일시, 등록한 페이지 주소, 동의 여부와 동의 일시, 방문 경로(처음 방문한 페이지 주소, 직전에 머문 사이트의 도메인, 광고 캠페인 정보)",
  visitStatistics: [
    "방문 경로: 어떤 광고나 검색을 통해 방문하셨는지 알기 위해, 처음 방문한 페이지의 주소와 광고 캠페인 정보(utm 매개변수, 네이버 검색광고 매개변수), 직전에 머문 사이트의 도메인을 브라우저의 세션 저장소(sessionStorage)에 보관했다가 관심고객 등록이나 방문예약 때 함께 받습니다. 세션 저장소의 내용은 브라우저 탭을 닫으면 지워집니다.",
    "방문 통계: 페이지를 볼 때마다 페이지 주소와 방문 경로를 보내, 날짜·페이지·유입 경로별 조회 수 합계로만 저장합니다. IP 주소, 기기나 브라우저 정보, 방문자를 구별하는 식별자는 저장하지 않으며, 방문 통계에는 쿠키를 사용하지 않습니다.",
  ],
  abuseNote:
    "부정한 반복 등록을 막기 위해 접속 IP 주소를 요청 횟수 확인에 필요한 짧은 시간 동안만 보관하며, 그 후 자동으로 삭제합니다.",
  retentionLine: (period: string) => `관심고객 등록 및 방문예약 정보: 수집일로부터 ${period}`,
  destruction: [
    "보유 기간이 지나거나 처리 목적이 달성된 개인정보는 지체 없이 파기합니다.",
    "전자적 파일 형태의 정보는 복구할 수 없는 방법으로 삭제하며, 종이에 출력된 정보는 분쇄하거나 소각합니다.",
  ],
  processorsCaption: "개인정보 처리업무 위탁 현황",
  processorName: "수탁자",
  processorTask: "위탁 업무",
  thirdParty:
    "사업주체는 정보주체의 동의, 법률의 특별한 규정 등 법령이 허용하는 경우를 제외하고 개인정보를 제3자에게 제공하지 않습니다.",
  marketing: "분양 소식·잔여세대 안내 문자(SMS)는 수신에 동의한 분께만 보내며, 동의는 언제든 철회할 수 있습니다.",
  officerTitle: "개인정보 보호책임자",
  officerContact: "연락처",
  effective: (date: string) => `이 개인정보처리방침은 ${date}부터 적용됩니다.`,
} as const;
