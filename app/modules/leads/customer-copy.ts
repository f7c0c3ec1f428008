/** The customer page (SPEC §2 Customer page). */
import { pic } from "../../content/pictures.ts";
import { site } from "../../content/site.ts";

export const customerCopy = {
  complexName: site.name,
  /** The link to the visit booking (date, time and party size). */
  visitLink: "견본주택 방문 예약하기",
  lead: "문의를 남겨 주시면 빠르게 답변드립니다.",
  body: (name: string) => `등록하시면 ${name}의 분양 소식을 안내해 드립니다.`,
  image: pic("customer-visit"),
  phoneLabel: "분양 문의",
  formTitle: "관심고객 등록 신청서",
  formNote: "‘필수’ 표시가 있는 항목은 꼭 입력해 주세요.",
} as const;
