import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { ADMIN_NAV, AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_DETAIL_LABELS, FEATURES_UI } from "./index.ts";

test("every audit action has exactly one Korean label, feature by feature", () => {
  expect(AUDIT_ACTIONS).toEqual([
    "lead.view",
    "lead.export",
    "lead.update",
    "lead.note",
    "lead.phone.view",
    "press.create",
    "press.update",
    "press.delete",
    "booking.view",
    "booking.update",
    "booking.move",
    "booking.export",
    "booking.settings",
    "booking.create",
    "booking.waitlist.add",
    "booking.waitlist.cancel",
    "upload.create",
    "staff.2fa.enable",
    "staff.2fa.disable",
    "staff.2fa.backup_codes",
    "staff.2fa.reset",
  ]);
  expect(Object.keys(AUDIT_ACTION_LABELS)).toEqual(AUDIT_ACTIONS);
  for (const label of Object.values(AUDIT_ACTION_LABELS)) expect(label).toMatch(/[가-힣]/);
});

test("the detail keys' labels, from all features together", () => {
  expect(AUDIT_DETAIL_LABELS).toEqual({
    filter: "검색 조건",
    form: "구분",
    siteId: "현장",
    status: "상태",
    from: "시작일",
    to: "종료일",
    day: "날짜",
    phoneSearch: "전화번호 검색",
    channel: "유입 채널",
    campaign: "캠페인",
    count: "건수",
    noteChanged: "메모 변경",
    noteId: "메모 번호",
    length: "글자 수",
    slot: "시간대",
    capacity: "정원",
    schedule: "운영 시간표",
    weekdays: "요일별 운영 시간",
    closedDates: "휴관일",
    slotMinutes: "예약 단위",
    changed: "바뀐 항목",
    via: "등록 경로",
    title: "제목",
    weekdayCapacities: "요일별 정원",
    breakTime: "휴게 시간",
    start: "시작",
    end: "종료",
    daysAhead: "예약 가능 기간",
    partySizeMax: "예약당 최대 인원",
    cancelled: "취소한 예약",
    kept: "유지한 예약",
    moved: "옮긴 예약",
    cause: "원인",
    partySize: "인원",
    by: "등록",
    waitlist: "대기 명단 번호",
    kind: "파일 종류",
    size: "파일 크기",
    dimensions: "가로 세로",
    role: "역할",
    hadTwoFactor: "초기화 전 사용 여부",
  });
});

test("a detail key two features write has one label", () => {
  for (const feature of FEATURES_UI) {
    for (const [key, label] of Object.entries(feature.auditDetailLabels ?? {})) {
      expect(AUDIT_DETAIL_LABELS[key], `${feature.name}: ${key}`).toBe(label);
    }
  }
  for (const label of Object.values(AUDIT_DETAIL_LABELS)) expect(label).toMatch(/^[가-힣][가-힣 ]*$/);
});

test("the admin menu: the features' sections in order", () => {
  expect(ADMIN_NAV.map(({ title, url }) => [title, url])).toEqual([
    ["관리자 홈", "/admin"],
    ["보도자료", "/admin/press"],
    ["관심고객(리드)", "/admin/leads"],
    ["방문 예약", "/admin/bookings"],
    ["문자 발송", "/admin/messages"],
    ["열람 기록", "/admin/audit"],
    ["2단계 인증", "/admin/account/2fa"],
  ]);
});

test("every module's feature.ts is listed", () => {
  const withEntry = readdirSync(import.meta.dirname, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => readdirSync(path.join(import.meta.dirname, entry.name)).includes("feature.ts"))
    .map((entry) => entry.name)
    .sort();
  expect(FEATURES_UI.map((feature) => feature.name).sort()).toEqual(withEntry);
});
