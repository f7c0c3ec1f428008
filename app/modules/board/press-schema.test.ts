import { expect, test } from "vitest";
import { hasTitleAndSummary, PRESS_TITLE_MAX } from "./fields.ts";
import { parsePressInput } from "./press-schema.ts";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

test("an article with title and summary is accepted, trimmed, content line ends normalised", () => {
  const result = parsePressInput(
    form({ title: "  분양 개시  ", summary: " 요약 ", content: "첫 문단\r\n둘째 문단\n" }),
  );
  expect(result).toEqual({
    success: true,
    data: { title: "분양 개시", summary: "요약", content: "첫 문단\n둘째 문단" },
  });
});

test("content is optional", () => {
  const result = parsePressInput(form({ title: "제목", summary: "요약" }));
  expect(result.success && result.data.content).toBe("");
});

test("missing title or summary gives SPEC §8's message and the typed values back", () => {
  for (const values of [
    { title: "", summary: "요약", content: "본문" },
    { title: "제목", summary: "   ", content: "본문" },
    { title: "", summary: "", content: "" },
  ]) {
    const result = parsePressInput(form(values));
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.message).toBe("제목과 요약은 필수입니다.");
      expect(result.values).toEqual(values);
    }
  }
});

test("too long a title is refused in Korean; a posted site code is not read", () => {
  const long = parsePressInput(form({ title: "가".repeat(PRESS_TITLE_MAX + 1), summary: "요약" }));
  expect(!long.success && long.message).toContain("200자");
  const site = parsePressInput(form({ siteId: "Bad Site", title: "제목", summary: "요약" }));
  expect(site).toEqual({ success: true, data: { title: "제목", summary: "요약", content: "" } });
});

test("the browser check matches the server rule", () => {
  expect(hasTitleAndSummary("제목", "요약")).toBe(true);
  expect(hasTitleAndSummary(" ", "요약")).toBe(false);
  expect(hasTitleAndSummary("제목", "")).toBe(false);
});

test("control characters are refused in Korean; the content keeps its line breaks and tabs", () => {
  for (const values of [
    { title: "분양\u0000개시", summary: "요약", content: "" },
    { title: "제목", summary: "요약\u001b[2J", content: "" },
    { title: "제목", summary: "요약", content: "본문\u0000" },
    { title: "제\n목", summary: "요약", content: "" },
  ]) {
    const result = parsePressInput(form(values));
    expect(result.success || result.message, JSON.stringify(values)).toBe("사용할 수 없는 문자가 들어 있습니다.");
  }
  const result = parsePressInput(form({ title: "제목", summary: "요약", content: "첫 줄\n\t둘째 줄" }));
  expect(result.success && result.data.content).toBe("첫 줄\n\t둘째 줄");
});
