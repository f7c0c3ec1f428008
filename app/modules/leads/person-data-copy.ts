/** The leads' sections of a data-subject request (the owner's screen and the person's file). */
export const leadsPersonDataCopy = {
  leads: "관심고객 등록",
  repeatForms: "같은 번호로 다시 접수한 문의·예약",
  notes: "상담 메모",
  deliveries: "외부 전달 기록",
  deliveryFields: {
    createdAt: "전달 요청 일시",
    target: "전달한 곳",
    status: "상태",
    deliveredAt: "전달 완료 일시",
  },
  deliveryStatus: { pending: "전달 대기", delivered: "전달 완료", dead: "전달 실패(중단)" },
  noteFields: { createdAt: "작성 일시", body: "내용" },
} as const;
