/** The service texts; staff alerts never carry a visitor's name or number, a link instead. */

import { type TextTemplate, textTemplate } from "#app/platform/messaging/text-template.ts";
import { site } from "../../content/site.ts";
import type { MessageKind } from "./kinds.ts";

const prefix = `[${site.name}]`;

/** `address`: the model house's, as published (a site fact, app/modules/site-facts). */
export type BookingText = { day: string; time: string; partySize: number; link: string; address: string };

const visit = ["날짜", "시간", "인원", "주소", "링크"] as const;
/** The booking texts: one wording for the 알림톡 template (register `registered` as it is) and the SMS/LMS. */
export const alimtalkTemplates = {
  "booking.confirmation": textTemplate(
    visit,
    (v) =>
      `${prefix} 견본주택 방문 예약이 확정되었습니다.\n${v.날짜} ${v.시간}, ${v.인원}명\n주소: ${v.주소}\n예약 확인·변경·취소: ${v.링크}`,
  ),
  "booking.change": textTemplate(
    visit,
    (v) =>
      `${prefix} 견본주택 방문 예약이 변경되었습니다.\n${v.날짜} ${v.시간}, ${v.인원}명\n주소: ${v.주소}\n예약 확인·변경·취소: ${v.링크}`,
  ),
  "booking.cancel": textTemplate(
    ["날짜", "시간"],
    (v) => `${prefix} ${v.날짜} ${v.시간} 견본주택 방문 예약이 취소되었습니다.`,
  ),
  "booking.reminder": textTemplate(
    visit,
    (v) =>
      `${prefix} 내일 견본주택 방문 예약을 알려 드립니다.\n${v.날짜} ${v.시간}, ${v.인원}명\n주소: ${v.주소}\n변경·취소: ${v.링크}`,
  ),
} as const satisfies Partial<Record<MessageKind, TextTemplate<string>>>;
export type AlimtalkKind = keyof typeof alimtalkTemplates;
export const ALIMTALK_KINDS = Object.keys(alimtalkTemplates) as AlimtalkKind[];

const visitValues = ({ day, time, partySize, link, address }: BookingText) => ({
  날짜: day,
  시간: time,
  인원: String(partySize),
  주소: address,
  링크: link,
});

export const messageTexts = {
  bookingConfirmation: (details: BookingText) => alimtalkTemplates["booking.confirmation"].fill(visitValues(details)),
  bookingChange: (details: BookingText) => alimtalkTemplates["booking.change"].fill(visitValues(details)),
  bookingCancel: ({ day, time }: Pick<BookingText, "day" | "time">) =>
    alimtalkTemplates["booking.cancel"].fill({ 날짜: day, 시간: time }),
  bookingReminder: (details: BookingText) => alimtalkTemplates["booking.reminder"].fill(visitValues(details)),
  /** A place freed in a full slot, offered to the next person in line (it holds no place). */
  waitlistOffer: ({
    day,
    time,
    partySize,
    phone,
  }: Pick<BookingText, "day" | "time" | "partySize"> & { phone: string }) =>
    `${prefix} 대기하신 ${day} ${time} 견본주택 방문(${partySize}명)에 자리가 났습니다. 예약을 원하시면 ${phone}로 전화 주세요. 다른 분이 먼저 예약하시면 마감될 수 있습니다.`,
  bookingLookupCode: (code: string) =>
    `${prefix} 방문 예약 확인 인증번호는 ${code}입니다. 10분 안에 입력해 주세요. 요청하지 않으셨다면 이 문자를 무시해 주세요.`,
  staffBooking: (adminLink: string) => `${prefix} 새 방문 예약이 들어왔습니다. ${adminLink}`,
  staffLead: (adminLink: string) => `${prefix} 새 관심고객이 등록되었습니다. ${adminLink}`,
  /** A new staff member's one-time link to set a password (their own number; no name in it). */
  staffInvite: (link: string) =>
    `${prefix} 관리자 계정에 초대되었습니다. 24시간 안에 아래 링크에서 비밀번호를 설정해 주세요. 한 번만 쓸 수 있습니다.\n${link}`,
  /** What replaces the link in a stored invitation text once the link no longer works. */
  staffInviteSpent: "(사용이 끝난 링크)",
  /** The code that proves a staff member's new number; taken out of the stored text once used or replaced. */
  staffPhoneCode: (code: string) =>
    `${prefix} 관리자 계정 휴대전화 번호 인증번호는 ${code}입니다. 10분 안에 입력해 주세요.`,
  staffPhoneCodeSpent: "(사용이 끝난 인증번호)",
  lmsSubject: site.name,
} as const;
