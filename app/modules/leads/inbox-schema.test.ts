import { expect, test } from "vitest";
import { LeadExportReasonSchema, LeadStatusUpdateSchema, leadFilterQuery, parseLeadFilter } from "./inbox-schema.ts";

const NO_FILTER = {
  form: undefined,
  siteId: undefined,
  status: undefined,
  from: undefined,
  to: undefined,
  phoneLast4: undefined,
};

test("filters from the query string become the model's filter and a shareable query", () => {
  const parsed = parseLeadFilter(
    new URLSearchParams("form=visit&site=pentacityhansin&status=new&from=2026-11-01&to=2026-11-30&phone=5678&page=3"),
  );
  expect(parsed.filter).toEqual({
    form: "visit",
    siteId: "pentacityhansin",
    status: "new",
    from: "2026-11-01",
    to: "2026-11-30",
    phoneLast4: "5678",
  });
  expect(parsed.page).toBe(3);
  expect(parsed.errors).toEqual([]);
  expect(leadFilterQuery(parsed.params, 2)).toBe(
    "?form=visit&site=pentacityhansin&status=new&from=2026-11-01&to=2026-11-30&phone=5678&page=2",
  );
});

test("empty filters mean everything; page 1 is left out of links", () => {
  const parsed = parseLeadFilter(new URLSearchParams(""));
  expect(parsed.filter).toEqual(NO_FILTER);
  expect(parsed.page).toBe(1);
  expect(leadFilterQuery(parsed.params, 1)).toBe("");
});

test("invalid values are dropped with a Korean note, never passed to the query", () => {
  const parsed = parseLeadFilter(new URLSearchParams("form=hack&status=x&phone=12&from=2026-13-45&site=A B&page=-2"));
  expect(parsed.filter).toEqual(NO_FILTER);
  expect(parsed.errors).toHaveLength(5);
  expect(parsed.errors.join(" ")).toContain("전화번호 뒷자리는 숫자 4자리");
  expect(parsed.page).toBe(1);
});

test("a reversed date range is ignored, and said so", () => {
  const parsed = parseLeadFilter(new URLSearchParams("from=2026-11-30&to=2026-11-01"));
  expect(parsed.filter.from).toBeUndefined();
  expect(parsed.filter.to).toBeUndefined();
  expect(parsed.errors).toEqual(["시작일이 종료일보다 늦어 날짜 조건을 무시했습니다."]);
});

test("a posted form reads the same way (the CSV export carries the filters as hidden fields)", () => {
  const form = new FormData();
  form.set("status", "counselling");
  form.set("reason", "상담 배정");
  expect(parseLeadFilter(form).filter.status).toBe("counselling");
});

test("a status change needs a known status", () => {
  expect(LeadStatusUpdateSchema.parse({ status: "counselling" })).toEqual({ status: "counselling" });
  expect(LeadStatusUpdateSchema.safeParse({ status: "deleted" }).error?.issues[0]?.message).toBe(
    "상태를 선택해 주세요.",
  );
});

test("an export needs a reason", () => {
  expect(LeadExportReasonSchema.safeParse(" 11월 상담 배정 ").data).toBe("11월 상담 배정");
  expect(LeadExportReasonSchema.safeParse(" ").success).toBe(false);
  expect(LeadExportReasonSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
    "내려받기 사유를 2자 이상 입력해 주세요.",
  );
});

test("impossible calendar dates are dropped with the Korean field note", () => {
  const parsed = parseLeadFilter(new URLSearchParams("from=2026-02-31&to=2026-13-01"));
  expect(parsed.filter.from).toBeUndefined();
  expect(parsed.filter.to).toBeUndefined();
  expect(parsed.errors).toEqual([
    "시작일을 YYYY-MM-DD 형식으로 입력해 주세요.",
    "종료일을 YYYY-MM-DD 형식으로 입력해 주세요.",
  ]);
  expect(parseLeadFilter(new URLSearchParams("from=2028-02-29")).errors).toEqual([]);
  expect(parseLeadFilter(new URLSearchParams("from=2026-02-29")).errors).toHaveLength(1);
});
