import { expect, test } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

test("a BOM, quoted cells, doubled quotes, CRLF lines", () => {
  expect(toCsv(["이름", "메모"], [["홍길동", 'say "hi"\n둘째 줄']])).toBe(
    '\uFEFF"이름","메모"\r\n"홍길동","say ""hi""\n둘째 줄"\r\n',
  );
});

test("formula-looking cells are neutralised; phone numbers are left alone", () => {
  expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
  expect(csvCell("+82 10")).toBe('"\'+82 10"');
  expect(csvCell("@sum")).toBe('"\'@sum"');
  expect(csvCell("010-1234-5678")).toBe('"010-1234-5678"');
  expect(csvCell(null)).toBe('""');
});

test("every cell starting with - or + is prefixed, numbers and phone-like text included", () => {
  expect(csvCell("-2-3")).toBe('"\'-2-3"');
  expect(csvCell("-5")).toBe('"\'-5"');
  expect(csvCell("+1")).toBe('"\'+1"');
  expect(csvCell("-")).toBe('"\'-"');
  expect(csvCell("\t=1")).toBe('"\'\t=1"');
  expect(csvCell("\r=1")).toBe('"\'\r=1"');
  expect(csvCell("2-3")).toBe('"2-3"');
});
