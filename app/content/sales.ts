import { type Picture, pic } from "./pictures.ts";

/** /SalesInfo/*: internet subscription, subscription-rule change, recruitment notice, stamp tax. */
export const salesGuide = {
  title: "COMING SOON",
  heading: "인터넷 청약 안내",
  text: "성공적인 청약을 위한 안내 이미지를 준비 중입니다.",
  detail:
    "청약 신청은 한국부동산원 청약홈에서 하실 수 있습니다. 신청 전 공동인증서 또는 금융인증서를 미리 준비해 주세요.",
  link: { label: "청약홈 바로가기", href: "https://www.applyhome.co.kr" },
};

export const salesSubscription: { eyebrow: string; heading: string; lead: string; image: Picture } = {
  eyebrow: "CHECK POINT",
  heading: "달라진 청약제도, 꼭 확인하세요",
  lead: "가점제·추첨제 비율과 특별공급 요건, 재당첨 제한 등 청약 전에 확인해야 할 주요 변경 사항을 정리했습니다.",
  image: pic("subscription-change"),
};

export const salesAnnouncement: {
  eyebrow: string;
  heading: string;
  lead: string;
  image: Picture;
  buttonLabel: string;
  pdfHref: string;
  loadingText: string;
  newTabNote: string;
} = {
  eyebrow: "NOTICE",
  heading: "청약 전, 공고문을 꼭 확인하세요",
  lead: "청약 자격과 공급 일정, 공급 금액 등 분양에 관한 모든 내용은 입주자모집공고문에서 확인하실 수 있습니다.",
  image: pic("announcement-hero"),
  buttonLabel: "입주자모집공고 확인하기",
  pdfHref: "/announcement.pdf",
  loadingText: "파일을 불러오는 중입니다...",
  newTabNote: "공고문(PDF)은 새 창에서 열립니다.",
};

export const salesStampTax = {
  title: "COMING SOON",
  heading: "인지세 안내",
  text: "분양 계약 시 납부하는 인지세의 금액과 납부 방법 안내를 준비 중입니다.",
  detail: "자세한 내용은 분양 상담 전화로 문의해 주시기 바랍니다.",
};
