import { expect, test } from "vitest";
import { rowNumber, splitParagraphs } from "./press-text.ts";

test("content splits into one paragraph per line, blank lines dropped, text kept as text", () => {
  expect(splitParagraphs("첫 문단\n둘째 문단\r\n\r\n  셋째 문단  \r넷째")).toEqual([
    "첫 문단",
    "둘째 문단",
    "셋째 문단",
    "넷째",
  ]);
  expect(splitParagraphs("<b>굵게</b>")).toEqual(["<b>굵게</b>"]);
  expect(splitParagraphs("")).toEqual([]);
  expect(splitParagraphs("\n \n")).toEqual([]);
});

test("row numbers count down from the number loaded (10 loaded: 10 … 1; 20 loaded: 20 … 1)", () => {
  expect(Array.from({ length: 10 }, (_, index) => rowNumber(10, index))).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  expect(rowNumber(20, 0)).toBe(20);
  expect(rowNumber(20, 19)).toBe(1);
});
