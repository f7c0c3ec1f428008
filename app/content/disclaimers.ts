/**
 * Disclaimers the original repeats across pages (SPEC §1). In the shell every page loads: notes of
 * one page only live with that page's words (the complex pages' notes are in complex.ts).
 */
export const disclaimers = {
  illustrative: "상기 이미지는 소비자의 이해를 돕기 위한 것으로 실제와 다를 수 있습니다.",
  layoutChange: "단지 배치, 조경, 시설물 및 일정은 인·허가 과정 및 실제 시공 시 변경될 수 있습니다.",
  development: "단지 주변 개발계획, 교통 및 학교 계획은 관계기관의 사정에 따라 변경·지연·취소될 수 있습니다.",
  modelUnit:
    "본 평면 이미지는 견본주택 전시 품목과 유상 옵션이 포함된 모델 세대를 기준으로 하며, 옵션 품목·범위·위치는 실제 시공 시 달라질 수 있습니다.",
  editingError: "편집 과정상 오류가 있을 수 있으니 청약 전 반드시 입주자모집공고를 확인하시기 바랍니다.",
  footer: [
    "본 홈페이지에 사용된 이미지는 소비자의 이해를 돕기 위한 것으로 실제와 다를 수 있습니다.",
    "단지 배치, 조경, 시설물 및 일정은 인·허가 과정 및 실제 시공 시 변경될 수 있습니다.",
    "단지 주변 개발계획, 교통 및 학교 계획은 관계기관의 사정에 따라 변경·지연·취소될 수 있습니다.",
    "편집 과정상 오류가 있을 수 있으니 청약 전 반드시 입주자모집공고를 확인하시기 바랍니다.",
  ],
} as const;
