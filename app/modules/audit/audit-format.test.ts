import { expect, test } from "vitest";
import { bookingScheduleDefaults } from "#app/modules/bookings/copy.ts";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_DETAIL_LABELS } from "#app/modules/index.ts";
import { auditFormat, formatAuditTime } from "./audit-format.ts";

// The vocabulary the audit page passes: every feature's codes and detail labels.
const { auditActionLabel, describeAuditDetail } = auditFormat({
  actionLabels: AUDIT_ACTION_LABELS,
  detailLabels: AUDIT_DETAIL_LABELS,
});

const pairs = (action: string, detail: unknown) =>
  describeAuditDetail(action, JSON.stringify(detail)).map(({ label, value }) => `${label}: ${value}`);

test("every audit action has a Korean label; an unknown one says so", () => {
  for (const action of AUDIT_ACTIONS) {
    expect(auditActionLabel(action), action).toMatch(/^[가-힣][가-힣 ·]*$/);
  }
  expect(auditActionLabel("lead.note")).toBe("관심고객 메모 작성");
  expect(auditActionLabel("lead.gone")).toBe("알 수 없는 작업(lead.gone)");
});

test("times are Korea times, YYYY-MM-DD HH:mm KST", () => {
  expect(formatAuditTime("2026-11-22T15:05:00.000Z")).toBe("2026-11-23 00:05 KST");
  expect(formatAuditTime("2026-11-22T06:05:59.999Z")).toBe("2026-11-22 15:05 KST");
});

test("a lead's status change and note read as Korean pairs", () => {
  expect(pairs("lead.update", { from: "new", to: "counselling", noteChanged: true })).toEqual([
    "이전 상태: 신규",
    "바뀐 상태: 상담 중",
    "메모 변경: 예",
  ]);
  expect(pairs("lead.note", { noteId: "0f3c2a1b-aaaa-bbbb-cccc-000000000000", length: 12 })).toEqual([
    "메모 번호: 0f3c2a1b",
    "글자 수: 12자",
  ]);
});

test("counselling's entries read in Korean: the stage, how a lead was assigned, the entry's channel, the mode", () => {
  expect(pairs("lead.stage", { from: "new", to: "booked" })).toEqual(["이전 상태: 신규", "바뀐 상태: 방문 예약"]);
  expect(pairs("lead.assign", { how: "take", previous: null, assignee: "user-1" })).toEqual([
    "배정 방법: 상담사가 맡음",
    "담당자: user-1",
  ]);
  expect(
    pairs("lead.entry", {
      entryId: "0f3c2a1b-aaaa-bbbb-cccc-000000000000",
      entryChannel: "call",
      noteLength: 12,
      nextContact: true,
    }),
  ).toEqual(["상담 기록 번호: 0f3c2a1b", "연락 방법: 전화", "메모 글자 수: 12", "다음 연락 예정: 예"]);
  expect(pairs("counselling.mode", { from: "manual", to: "round_robin" })).toEqual([
    "이전 상태: 수동 배정",
    "바뀐 상태: 자동 배정 (오늘 근무자 순서대로)",
  ]);
});

test("an export's filter: labelled, known values in Korean, empty ones left out", () => {
  const detail = {
    filter: {
      form: "visit",
      siteId: "pentacityhansin",
      status: "on_hold",
      from: "2026-11-01",
      to: null,
      phoneSearch: false,
      channel: "naver",
      campaign: "",
    },
    count: 1234,
  };
  expect(pairs("lead.export", detail)).toEqual([
    "구분: 메인 관심고객 등록",
    "현장: pentacityhansin",
    "상태: 보류",
    "시작일: 2026-11-01",
    "전화번호 검색: 아니오",
    "유입 채널: 네이버",
    "건수: 1,234건",
  ]);
  expect(pairs("booking.export", { from: "2026-11-01", to: "2026-11-30", count: 3 })).toEqual([
    "시작일: 2026-11-01",
    "종료일: 2026-11-30",
    "건수: 3건",
  ]);
});

test("a booking moved by a schedule change: the times before and after in Korea time, and the cause", () => {
  expect(
    pairs("booking.move", { from: "2026-11-28T05:00:00.000Z", to: "2026-11-29T01:30:00.000Z", cause: "schedule" }),
  ).toEqual(["이전 시간: 2026-11-28 14:00", "옮긴 시간: 2026-11-29 10:30", "원인: 운영 시간표 변경"]);
  expect(pairs("booking.settings", { cancelled: [], kept: ["a"], moved: ["b", "c"] })).toEqual([
    "취소한 예약: 0건",
    "유지한 예약: 1건",
    "옮긴 예약: 2건",
  ]);
});

test("bookings: status labels and slot times in Korea time", () => {
  expect(pairs("booking.update", { from: "confirmed", to: "no_show", slot: "2026-11-28T05:00:00.000Z" })).toEqual([
    "이전 상태: 예약 확정",
    "바뀐 상태: 미방문",
    "시간대: 2026-11-28 14:00",
  ]);
  expect(pairs("booking.view", { day: "2026-11-28", phoneSearch: true, count: 0 })).toEqual([
    "날짜: 2026-11-28",
    "전화번호 검색: 예",
    "건수: 0건",
  ]);
  expect(pairs("booking.settings", { slot: "2026-11-28T05:00:00.000Z", capacity: 4 })).toEqual([
    "시간대: 2026-11-28 14:00",
    "정원: 4명",
  ]);
});

test("a schedule (objects inside arrays) reads as weekdays and hours, never [object Object]", () => {
  const schedule = {
    ...bookingScheduleDefaults,
    weekdays: [null, ...bookingScheduleDefaults.weekdays.slice(1, 6), { open: "10:00", close: "15:00" }],
    closedDates: ["2026-12-25", "2027-01-01"],
    weekdayCapacities: [null, null, null, null, null, 12, 8],
    breakTime: { start: "12:00", end: "13:00" },
  };
  const described = pairs("booking.settings", { schedule, cancelled: ["a", "b"], kept: [] });
  expect(described).toEqual([
    "요일별 운영 시간: 일 휴무, 월 10:00~18:00, 화 10:00~18:00, 수 10:00~18:00, 목 10:00~18:00, 금 10:00~18:00, 토 10:00~15:00",
    "휴관일: 2026-12-25, 2027-01-01",
    "예약 단위: 30분",
    "시간대별 정원: 10명",
    "요일별 정원: 일 기본 정원, 월 기본 정원, 화 기본 정원, 수 기본 정원, 목 기본 정원, 금 12명, 토 8명",
    "시작: 12:00",
    "종료: 13:00",
    "예약 가능 기간: 14일",
    "예약당 최대 인원: 4명",
    "취소한 예약: 2건",
    "유지한 예약: 0건",
  ]);
  expect(pairs("booking.settings", { schedule: { ...schedule, closedDates: [] } })).toContain("휴관일: 없음");
});

test("press: the fields changed and where it was written, in Korean", () => {
  expect(pairs("press.update", { siteId: "pentacityhansin", changed: ["title", "content"] })).toEqual([
    "현장: pentacityhansin",
    "바뀐 항목: 제목, 본문",
  ]);
  expect(pairs("press.create", { siteId: "pentacityhansin", via: "press-page" })).toEqual([
    "현장: pentacityhansin",
    "등록 경로: 보도자료 페이지",
  ]);
  expect(pairs("press.delete", { siteId: "pentacityhansin", title: "분양 소식" })).toEqual([
    "현장: pentacityhansin",
    "제목: 분양 소식",
  ]);
});

test("unknown shapes stay readable: nested objects and arrays of objects are spelled out, not stringified", () => {
  const described = pairs("booking.update", { extra: { a: 1, list: [{ b: "x" }, { c: null, d: [1, 2] }] } });
  expect(described.join("\n")).not.toContain("[object Object]");
  expect(described).toEqual(["extra a: 1", "extra list: b: x / d: 1, 2"]);
  expect(describeAuditDetail("lead.view", null)).toEqual([]);
  expect(describeAuditDetail("lead.view", "not json")).toEqual([{ label: "상세", value: "not json" }]);
});

test("staff accounts: roles by their Korean names, counts as numbers", () => {
  expect(pairs("staff.role", { fromRole: "marketer", toRole: "counsellor" })).toEqual([
    "이전 역할: 마케터",
    "새 역할: 상담사",
  ]);
  expect(pairs("staff.deactivate", { role: "counsellor", sessions: 2 })).toEqual(["역할: 상담사", "종료된 세션: 2"]);
});

test("a walk-in at the door reads in Korean: what it did and the stage before and after", () => {
  const detail = { created: true, assigned: true, arrived: false, stageFrom: "new", stageTo: "visited" };
  expect(pairs("desk.walkin", detail)).toEqual([
    "새 고객 등록: 예",
    "담당자 배정: 예",
    "예약 방문 처리: 아니오",
    "이전 단계: 신규",
    "바뀐 단계: 방문 완료",
  ]);
  expect(auditActionLabel("desk.walkin")).toBe("현장 방문 등록");
});
