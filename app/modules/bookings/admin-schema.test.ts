import { expect, test } from "vitest";
import { bookingScheduleDefaults } from "#app/modules/bookings/copy.ts";
import { bookingDecisionsOf, parseScheduleForm, scheduleFormFields } from "./admin-schema.ts";
import type { BookingSchedule } from "./schedule.ts";

const custom: BookingSchedule = {
  ...bookingScheduleDefaults,
  weekdays: bookingScheduleDefaults.weekdays.map((hours, day) => (day === 1 ? null : hours)),
  weekdayCapacities: [16, null, null, null, null, null, 20],
  breakTime: { start: "12:00", end: "13:00" },
  closedDates: ["2026-12-24", "2026-12-31"],
  slotMinutes: 60,
  capacity: 8,
  daysAhead: 21,
  partySizeMax: 6,
};

function formOf(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

test("the confirmation step's hidden fields read back as the same schedule", () => {
  expect(parseScheduleForm(formOf(scheduleFormFields(custom)))).toEqual({ schedule: custom });
  expect(parseScheduleForm(formOf(scheduleFormFields(bookingScheduleDefaults)))).toEqual({
    schedule: bookingScheduleDefaults,
  });
});

test("the date picker adds a closed date, a row's button removes one", () => {
  const fields = scheduleFormFields(custom);
  const added = parseScheduleForm(formOf([...fields, ["addClosedDate", "2026-12-25"], ["addClosedDateButton", "1"]]));
  expect("schedule" in added && added.schedule.closedDates).toEqual(["2026-12-24", "2026-12-25", "2026-12-31"]);
  const removed = parseScheduleForm(formOf([...fields, ["removeClosedDate", "2026-12-24"]]));
  expect("schedule" in removed && removed.schedule.closedDates).toEqual(["2026-12-31"]);
  expect(parseScheduleForm(formOf([...fields, ["addClosedDate", ""], ["addClosedDateButton", "1"]]))).toEqual({
    errors: ["추가할 휴관일을 골라 주세요."],
  });
});

test("bad values are refused with Korean messages and nothing else", () => {
  const fields = new Map(scheduleFormFields(custom).map(([name, value]) => [name, value]));
  const bad = (changes: Record<string, string>) =>
    parseScheduleForm(
      formOf([...scheduleFormFields(custom).filter(([name]) => !(name in changes)), ...Object.entries(changes)]),
    );
  expect(fields.get("daysAhead")).toBe("21");
  expect(bad({ breakStart: "13:00", breakEnd: "12:00" })).toEqual({
    errors: ["점심시간은 시작과 끝을 HH:MM 형식으로, 시작이 끝보다 이르게 입력해 주세요. 없으면 둘 다 비워 두세요."],
  });
  expect(bad({ breakStart: "12:00", breakEnd: "" })).toHaveProperty("errors");
  expect(bad({ "capacity-6": "0" })).toEqual({
    errors: ["토요일 정원은 1명에서 500명 사이의 정수로 입력하거나 비워 두세요."],
  });
  expect(bad({ daysAhead: "0" })).toEqual({ errors: ["예약 가능 기간은 1일에서 90일 사이의 정수로 입력해 주세요."] });
  expect(bad({ daysAhead: "2.5" })).toHaveProperty("errors");
  expect(bad({ partySizeMax: "21" })).toEqual({
    errors: ["한 예약의 최대 인원은 1명에서 20명 사이의 정수로 입력해 주세요."],
  });
  expect(bad({ addClosedDate: "2026-02-30" })).toEqual({
    errors: ["휴관일은 YYYY-MM-DD 형식의 실제 날짜로 입력해 주세요."],
  });
});

test("a choice per booking is read only for booking ids and the two choices", () => {
  const id = "0b7a4b1e-8f9c-4c55-9d5e-1a2b3c4d5e6f";
  const other = "1b7a4b1e-8f9c-4c55-9d5e-1a2b3c4d5e6f";
  const decisions = bookingDecisionsOf(
    formOf([
      [`decision-${id}`, "cancel"],
      [`decision-${other}`, "keep"],
      ["decision-x", "cancel"],
      [`decision-${other.replace("1b", "2b")}`, "delete"],
    ]),
  );
  expect([...decisions]).toEqual([
    [id, "cancel"],
    [other, "keep"],
  ]);
});

test("a move is read with its slot from the booking's own list; without a real time it is not a choice", () => {
  const id = "0b7a4b1e-8f9c-4c55-9d5e-1a2b3c4d5e6f";
  const other = "1b7a4b1e-8f9c-4c55-9d5e-1a2b3c4d5e6f";
  const third = "2b7a4b1e-8f9c-4c55-9d5e-1a2b3c4d5e6f";
  const decisions = bookingDecisionsOf(
    formOf([
      [`decision-${id}`, "move"],
      [`move-${id}`, "2026-11-26T01:00:00.000Z"],
      [`decision-${other}`, "move"],
      [`move-${other}`, "tomorrow"],
      [`decision-${third}`, "move"],
    ]),
  );
  expect([...decisions]).toEqual([[id, { move: "2026-11-26T01:00:00.000Z" }]]);
});
