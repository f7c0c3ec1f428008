import { expect, test } from "vitest";
import { alimtalkTemplates, messageTexts } from "#app/modules/messages/copy.ts";
import { textTemplate } from "./text-template.ts";

test("the registered 알림톡 text has a #{blank} per variable; a text it does not fit is no 알림톡", () => {
  const cancel = alimtalkTemplates["booking.cancel"];
  expect(cancel.registered).toBe("[펜타시티 한신더휴] #{날짜} #{시간} 견본주택 방문 예약이 취소되었습니다.");
  const text = messageTexts.bookingCancel({ day: "12월 1일(화)", time: "10:30" });
  expect(cancel.variables(text)).toEqual({ "#{날짜}": "12월 1일(화)", "#{시간}": "10:30" });
  // An older wording, or a value with a line break: sent as SMS/LMS instead.
  expect(cancel.variables(`${text} `)).toBeNull();
  expect(
    alimtalkTemplates["booking.reminder"].variables(
      messageTexts.bookingConfirmation({
        day: "12월 1일(화)",
        time: "10:30",
        partySize: 1,
        address: "주소",
        link: "https://x.example/a",
      }),
    ),
  ).toBeNull();
  expect(cancel.variables(messageTexts.bookingCancel({ day: "12월\n1일", time: "10:30" }))).toBeNull();
});

test("a template whose blanks are not each named once is refused when it is written", () => {
  expect(() => textTemplate(["a", "b"], (v) => `${v.a}`)).toThrow(/do not match/);
  expect(() => textTemplate(["a"], (v) => `${v.a} ${v.a}`)).toThrow(/do not match/);
});
