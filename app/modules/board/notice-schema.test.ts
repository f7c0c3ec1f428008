import { expect, test } from "vitest";
import { koreaInputValue, type NoticeFormValues, parseNoticeDraft, parseNoticeSchedule } from "./notice-schema.ts";

const values: NoticeFormValues = {
  title: "  계약 안내  ",
  body: "본문\r\n둘째 줄",
  category: "contract",
  pinned: true,
  publishAt: "",
  hideAt: "",
};

test("a draft: trimmed, line breaks normalised; hostile input refused with a Korean message", () => {
  expect(parseNoticeDraft(values)).toEqual({
    success: true,
    data: { title: "계약 안내", body: "본문\n둘째 줄", category: "contract", pinned: true },
  });
  const refused = (patch: Partial<NoticeFormValues>) => {
    const result = parseNoticeDraft({ ...values, ...patch });
    expect(result.success).toBe(false);
    return result.success ? "" : result.message;
  };
  expect(refused({ title: " " })).toBe("제목을 입력해 주세요.");
  expect(refused({ title: "가".repeat(201) })).toMatch(/200자/);
  expect(refused({ body: "가".repeat(20_001) })).toMatch(/20,000자/);
  expect(refused({ title: "제목\u0000" })).toBe("사용할 수 없는 문자가 들어 있습니다.");
  expect(refused({ body: "본문\u001b[31m" })).toBe("사용할 수 없는 문자가 들어 있습니다.");
  expect(refused({ category: "<script>" })).toBe("분류를 선택해 주세요.");
  // Script in a field is text: accepted as typed and rendered inert by the pages.
  expect(parseNoticeDraft({ ...values, title: "<script>alert(1)</script>" }).success).toBe(true);
});

test("the schedule is read in Korea time whatever the server's zone, and hide at must come after", () => {
  const now = new Date("2026-12-01T00:00:00.000Z"); // 09:00 in Korea
  expect(parseNoticeSchedule({ ...values, publishAt: "2026-12-01T10:00", hideAt: "2026-12-02T00:00" }, now)).toEqual({
    success: true,
    data: { publishAt: new Date("2026-12-01T01:00:00.000Z"), hideAt: new Date("2026-12-01T15:00:00.000Z") },
  });
  expect(parseNoticeSchedule(values, now)).toEqual({ success: true, data: { publishAt: now, hideAt: null } });
  expect(parseNoticeSchedule({ ...values, publishAt: "2026-13-01T10:00" }, now).success).toBe(false);
  expect(parseNoticeSchedule({ ...values, publishAt: "내일" }, now).success).toBe(false);
  expect(parseNoticeSchedule({ ...values, hideAt: "2026-12-01T09:00" }, now)).toEqual({
    success: false,
    message: "내리는 시각은 게시 시각과 지금보다 뒤여야 합니다.",
  });
  expect(koreaInputValue("2026-12-01T15:30:00.000Z")).toBe("2026-12-02T00:30");
  expect(koreaInputValue(null)).toBe("");
});
