import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { ADMIN_NAV, AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_DETAIL_LABELS, FEATURES_UI } from "./index.ts";

test("every audit action has exactly one Korean label, feature by feature", () => {
  expect(AUDIT_ACTIONS).toEqual([
    "lead.view",
    "lead.list",
    "lead.export",
    "lead.update",
    "lead.note",
    "lead.phone.view",
    "lead.merge",
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
    "document.update",
    "document.publish",
    "document.restore",
    "facts.update",
    "facts.publish",
    "facts.restore",
    "booking.view",
    "booking.update",
    "booking.move",
    "booking.export",
    "booking.settings",
    "booking.parking",
    "booking.create",
    "booking.waitlist.add",
    "booking.waitlist.cancel",
    "consent.record",
    "campaign.create",
    "campaign.update",
    "campaign.test",
    "campaign.request",
    "campaign.approve",
    "campaign.cancel",
    "campaign.start",
    "campaign.pause",
    "campaign.resume",
    "campaign.finish",
    "campaign.recipients",
    "upload.create",
    "upload.purge",
    "staff.2fa.enable",
    "staff.2fa.disable",
    "staff.2fa.backup_codes",
    "staff.2fa.reset",
    "staff.create",
    "staff.join",
    "staff.leave",
    "staff.invite",
    "staff.invite.accept",
    "staff.role",
    "staff.deactivate",
    "staff.reactivate",
    "staff.session.revoke",
    "staff.phone",
    "site.create",
    "site.host.add",
    "site.status",
    "site.sending",
    "site.switch",
    "site.denied",
    "template.update",
    "template.publish",
    "template.restore",
    "privacy.search",
    "privacy.export",
    "privacy.erase",
  ]);
  expect(Object.keys(AUDIT_ACTION_LABELS)).toEqual(AUDIT_ACTIONS);
  for (const label of Object.values(AUDIT_ACTION_LABELS)) expect(label).toMatch(/[가-힣]/);
});

// The whole list in one place (the snapshot file beside this test): a label changed or lost in any
// feature shows in review as one line of that file.
test("the detail keys' labels, from all features together", () => {
  expect(AUDIT_DETAIL_LABELS).toMatchSnapshot();
});

test("a detail key two features write has one label", () => {
  for (const feature of FEATURES_UI) {
    for (const [key, label] of Object.entries(feature.auditDetailLabels ?? {})) {
      expect(AUDIT_DETAIL_LABELS[key], `${feature.name}: ${key}`).toBe(label);
    }
  }
  for (const label of Object.values(AUDIT_DETAIL_LABELS)) expect(label).toMatch(/^[가-힣][가-힣 ]*$/);
});

test("the admin menu: the features' sections group by group, in order within each", () => {
  expect(ADMIN_NAV.map(({ group, title, url }) => [group, title, url])).toEqual([
    ["home", "관리자 홈", "/admin"],
    ["desk", "오늘 할 일", "/admin/today"],
    ["desk", "현장 방문 등록", "/admin/walk-in"],
    ["desk", "관심고객(리드)", "/admin/leads"],
    ["desk", "오늘 근무·배정", "/admin/duty"],
    ["desk", "방문 예약", "/admin/bookings"],
    ["messages", "문자 발송", "/admin/messages"],
    ["messages", "광고 문자", "/admin/campaigns"],
    ["site", "보도자료", "/admin/press"],
    ["site", "공지사항", "/admin/notices"],
    ["site", "분양 일정", "/admin/schedule"],
    ["site", "홈페이지 내용", "/admin/template"],
    ["site", "배너·팝업", "/admin/banners"],
    ["site", "공고 문서", "/admin/documents"],
    ["site", "사이트 기본 정보", "/admin/site-facts"],
    ["operations", "개인정보 요청", "/admin/privacy-requests"],
    ["operations", "열람 기록", "/admin/audit"],
    ["operations", "직원 관리", "/admin/staff"],
    ["operations", "단지 관리", "/admin/sites"],
    ["account", "내 정보", "/admin/account"],
    ["account", "2단계 인증", "/admin/account/2fa"],
    ["account", "내 세션", "/admin/account/sessions"],
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
