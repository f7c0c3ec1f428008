export const parkingCopy = {
  title: "모델하우스 주차 안내",
  lead: "방문 예약 화면과 예약 확인 화면에 보입니다. 비워 두면 보이지 않습니다.",
  label: "주차 안내",
  hint: "예: 모델하우스 옆 공영주차장을 이용해 주세요. 2시간 무료입니다.",
  save: "주차 안내 저장",
  saved: "주차 안내를 저장했습니다.",
  tooLong: "주차 안내는 300자 이내로 적어 주세요.",
  shownTitle: "주차 안내",
} as const;
