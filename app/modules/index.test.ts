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
    "lead.assign",
    "lead.stage",
    "lead.entry",
    "staff.duty",
    "counselling.mode",
    "desk.today.view",
    "desk.walkin",
    "press.create",
    "press.update",
    "press.delete",
    "notice.create",
    "notice.update",
    "notice.publish",
    "notice.hide",
    "notice.restore",
    "notice.delete",
    "schedule.update",
    "schedule.publish",
    "schedule.restore",
    "banners.update",
    "banners.publish",
    "banners.restore",
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
    "staff.create",
    "staff.invite",
    "staff.invite.accept",
    "staff.role",
    "staff.deactivate",
    "staff.reactivate",
    "staff.session.revoke",
    "privacy.search",
    "privacy.export",
    "privacy.erase",
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
    popups: "팝업 수",
    channel: "유입 채널",
    campaign: "캠페인",
    count: "건수",
    noteChanged: "메모 변경",
    noteId: "메모 번호",
    length: "글자 수",
    created: "새 고객 등록",
    assigned: "담당자 배정",
    arrived: "예약 방문 처리",
    stageFrom: "이전 단계",
    stageTo: "바뀐 단계",
    slot: "시간대",
    capacity: "정원",
    schedule: "운영 시간표",
    weekdays: "요일별 운영 시간",
    closedDates: "휴관일",
    slotMinutes: "예약 단위",
    changed: "바뀐 항목",
    via: "등록 경로",
    title: "제목",
    revision: "판 번호",
    scheduled: "예약 게시",
    rows: "일정 수",
    stripMessages: "흐르는 문구 수",
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
    texted: "문자 발송",
    replaced: "무효화된 이전 링크",
    fromRole: "이전 역할",
    toRole: "새 역할",
    sessions: "종료된 세션",
    others: "다른 세션 모두",
    // A data-subject request's counts: found by section, then erased (leads, bookings, messages).
    found: "찾은 정보",
    erased: "처리 결과",
    leads: "관심고객 등록",
    leadNotes: "상담 메모",
    leadDeliveries: "외부 전달 기록",
    deletedLeads: "삭제한 관심고객",
    deletedLeadNotes: "삭제한 상담 메모",
    deletedLeadDeliveries: "삭제한 외부 전달 기록",
    bookings: "방문 예약",
    bookingWaitlist: "예약 대기",
    bookingLookups: "예약 확인 요청",
    deletedBookings: "삭제한 방문 예약",
    anonymisedBookings: "익명으로 남긴 지난 방문 예약",
    deletedWaitlist: "삭제한 예약 대기",
    deletedBookingLookups: "삭제한 예약 확인 요청",
    messages: "보낸 문자",
    deletedMessages: "삭제한 문자",
    how: "배정 방법",
    previous: "이전 담당자",
    assignee: "담당자",
    entryId: "상담 기록 번호",
    entryChannel: "연락 방법",
    noteLength: "메모 글자 수",
    nextContact: "다음 연락 예정",
    onDuty: "근무",
    returnedLeads: "공용으로 돌린 고객",
    dutyDaysRemoved: "해제한 근무일",
    counsellingEntries: "상담 기록",
    leadStageChanges: "단계 변경 이력",
    deletedCounsellingEntries: "삭제한 상담 기록",
    deletedLeadEvents: "삭제한 단계 이력",
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
    ["오늘 할 일", "/admin/today"],
    ["현장 방문 등록", "/admin/walk-in"],
    ["보도자료", "/admin/press"],
    ["공지사항", "/admin/notices"],
    ["분양 일정", "/admin/schedule"],
    ["배너·팝업", "/admin/banners"],
    ["관심고객(리드)", "/admin/leads"],
    ["오늘 근무·배정", "/admin/duty"],
    ["방문 예약", "/admin/bookings"],
    ["문자 발송", "/admin/messages"],
    ["개인정보 요청", "/admin/privacy-requests"],
    ["열람 기록", "/admin/audit"],
    ["직원 관리", "/admin/staff"],
    ["2단계 인증", "/admin/account/2fa"],
    ["내 세션", "/admin/account/sessions"],
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
