import { expect, test } from "vitest";
import { SCHEDULE_ROWS_MAX } from "./fields.ts";
import { parseScheduleForm } from "./schema.ts";

function form(rows: Record<string, string>[]) {
  const data = new FormData();
  for (const row of rows) for (const name of ["label", "start", "end", "note"]) data.append(name, row[name] ?? "");
  return data;
}

test("rows in order; blank rows dropped; a one-day range stored as one day", () => {
  const parsed = parseScheduleForm(
    form([
      { label: " 특별공급 ", start: "2026-12-01", end: "2026-12-01", note: "청약홈" },
      {},
      { label: "서류 접수", start: "2026-12-10", end: "2026-12-14" },
    ]),
  );
  expect(parsed).toEqual({
    ok: true,
    rows: [
      { label: "특별공급", start: "2026-12-01", end: null, note: "청약홈" },
      { label: "서류 접수", start: "2026-12-10", end: "2026-12-14", note: "" },
    ],
  });
});

test.each([
  ["no label", { start: "2026-12-01" }, "일정 이름을 입력해 주세요."],
  ["a date that is not one", { label: "1순위", start: "2026-02-30" }, "날짜를 2026-12-01 형식으로 입력해 주세요."],
  ["an end before the start", { label: "계약", start: "2026-12-10", end: "2026-12-09" }, "끝나는 날은"],
  ["a huge label", { label: "가".repeat(10_000), start: "2026-12-01" }, "40자 이내"],
  ["a control character", { label: "1순위\u0000", start: "2026-12-01" }, "사용할 수 없는 문자"],
  ["a line break in the note", { label: "1순위", start: "2026-12-01", note: "a\nb" }, "사용할 수 없는 문자"],
])("refused with a Korean message: %s", (_name, row, message) => {
  const parsed = parseScheduleForm(form([row]));
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) {
    expect(parsed.message).toContain(message);
    expect(parsed.message.startsWith("1번째 줄: ")).toBe(true);
    expect(parsed.errors[0]).toBeDefined();
  }
});

test("script is kept as text (React renders it inert), never refused silently or run", () => {
  const parsed = parseScheduleForm(form([{ label: "<script>alert(1)</script>", start: "2026-12-01" }]));
  expect(parsed.ok && parsed.rows[0]?.label).toBe("<script>alert(1)</script>");
});

test("wrong shapes are refused as a whole: a file, unequal columns, too many rows", () => {
  const file = form([{ label: "1순위", start: "2026-12-01" }]);
  file.set("note", new Blob(["x"]));
  expect(parseScheduleForm(file)).toMatchObject({
    ok: false,
    message: "입력 형식이 올바르지 않습니다. 다시 시도해 주세요.",
  });
  const uneven = form([{ label: "1순위", start: "2026-12-01" }]);
  uneven.append("label", "2순위");
  expect(parseScheduleForm(uneven).ok).toBe(false);
  const many = Array.from({ length: SCHEDULE_ROWS_MAX + 1 }, (_, i) => ({ label: `${i}`, start: "2026-12-01" }));
  expect(parseScheduleForm(form(many))).toMatchObject({ ok: false, message: "일정은 20개까지 입력할 수 있습니다." });
});
