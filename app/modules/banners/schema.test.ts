import { describe, expect, test } from "vitest";
import { HIDE_UNTIL_KEY, nextKoreaMidnight } from "./components/popup-notices.tsx";
import { POPUP_FIELDS } from "./fields.ts";
import { parseBannersForm } from "./form.ts";
import { activeAt, bannerMessages, isSafeLink, nextBoundary, type Popup } from "./schema.ts";

const popup = (start: string, end: string, order = 0): Popup => ({
  fileId: "11111111-1111-4111-8111-111111111111",
  alt: "12월 견본주택 오픈",
  link: "",
  start,
  end,
  order,
});

function form(rows: Record<string, string>[], extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const row of rows) {
    for (const name of ["fileId", "alt", "link", "start", "end", "order"] as const) {
      data.append(POPUP_FIELDS[name], row[name] ?? "");
    }
  }
  for (const [name, value] of Object.entries(extra)) data.append(name, value);
  return data;
}
const FILE_ID = "11111111-1111-4111-8111-111111111111";

describe("links", () => {
  test("only http(s) addresses and this site's paths reach an href", () => {
    for (const ok of [
      "",
      "/Promotion/Notice",
      "/pentacityhansin/notice/1?x=1",
      "https://example.com/a",
      "http://a.kr",
    ]) {
      expect(isSafeLink(ok), ok).toBe(true);
    }
    for (const bad of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example",
      "/\\evil.example",
      "vbscript:x",
      "https://",
      "https://a.kr/ b",
      "notice",
      "ftp://a.kr",
    ]) {
      expect(isSafeLink(bad), bad).toBe(false);
    }
  });
});

describe("the active window", () => {
  const a = popup("2026-12-01T00:00:00.000Z", "2026-12-02T00:00:00.000Z", 2);
  const b = popup("2026-12-01T12:00:00.000Z", "2026-12-03T00:00:00.000Z", 1);
  test("start ≤ now < end", () => {
    expect(activeAt([a, b], new Date("2026-11-30T23:59:59.999Z"))).toEqual([]);
    expect(activeAt([a, b], new Date("2026-12-01T00:00:00.000Z"))).toEqual([a]);
    expect(activeAt([a, b], new Date("2026-12-01T12:00:00.000Z"))).toEqual([a, b]);
    expect(activeAt([a, b], new Date("2026-12-02T00:00:00.000Z"))).toEqual([b]);
    expect(activeAt([a, b], new Date("2026-12-03T00:00:00.000Z"))).toEqual([]);
  });
  test("the next boundary is the nearest start or end after now; none after the last end", () => {
    expect(nextBoundary([a, b], new Date("2026-11-01T00:00:00.000Z"))?.toISOString()).toBe(a.start);
    expect(nextBoundary([a, b], new Date(a.start))?.toISOString()).toBe(b.start);
    expect(nextBoundary([a, b], new Date(b.start))?.toISOString()).toBe(a.end);
    expect(nextBoundary([a, b], new Date(b.end))).toBeNull();
  });
  test("오늘 하루 보지 않기 lasts until the next 00:00 Korea time, whatever the device's zone", () => {
    expect(HIDE_UNTIL_KEY).toBe("popupNotice.hideUntil");
    // 23:59 KST on Dec 1 → 00:00 KST Dec 2 (15:00 UTC Dec 1); 00:00 KST exactly → the following midnight.
    expect(new Date(nextKoreaMidnight(Date.parse("2026-12-01T14:59:00Z"))).toISOString()).toBe(
      "2026-12-01T15:00:00.000Z",
    );
    expect(new Date(nextKoreaMidnight(Date.parse("2026-12-01T15:00:00Z"))).toISOString()).toBe(
      "2026-12-02T15:00:00.000Z",
    );
    expect(new Date(nextKoreaMidnight(Date.parse("2026-12-01T00:00:00Z"))).toISOString()).toBe(
      "2026-12-01T15:00:00.000Z",
    );
  });
});

describe("the editor's form", () => {
  test("Korea times become UTC instants; rows sort by order; blank rows and blank strip lines are dropped", () => {
    const parsed = parseBannersForm(
      form(
        [
          { fileId: FILE_ID, alt: " 두 번째 ", start: "2026-12-01T09:00", end: "2026-12-02T00:00", order: "5" },
          {
            fileId: FILE_ID,
            alt: "첫 번째",
            link: "/Promotion/Notice",
            start: "2026-12-01T09:00",
            end: "2026-12-01T10:00",
            order: "1",
          },
          {},
        ],
        { strip: "계약금 5%\r\n\n  방문예약 시 상품권 증정 \n" },
      ),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.popups.map((p) => [p.alt, p.start, p.end, p.order])).toEqual([
      ["두 번째", "2026-12-01T00:00:00.000Z", "2026-12-01T15:00:00.000Z", 5],
      ["첫 번째", "2026-12-01T00:00:00.000Z", "2026-12-01T01:00:00.000Z", 1],
    ]);
    expect(parsed.strip).toEqual(["계약금 5%", "방문예약 시 상품권 증정"]);
  });

  const row = { fileId: FILE_ID, alt: "설명", start: "2026-12-01T09:00", end: "2026-12-02T09:00", order: "1" };
  test.each([
    ["no alt text", { ...row, alt: "  " }, bannerMessages.altRequired],
    ["a javascript: link", { ...row, link: "javascript:alert(1)" }, bannerMessages.link],
    ["a protocol-relative link", { ...row, link: "//evil.example/x" }, bannerMessages.link],
    ["an end before the start", { ...row, end: "2026-12-01T08:00" }, bannerMessages.endAfterStart],
    ["an impossible date", { ...row, start: "2026-02-30T09:00" }, bannerMessages.time],
    ["an order of -1", { ...row, order: "-1" }, bannerMessages.order],
    ["an order that is no number", { ...row, order: "1e400" }, bannerMessages.order],
    ["an order of letters", { ...row, order: "abc" }, bannerMessages.order],
    ["no picture", { ...row, fileId: "" }, bannerMessages.imageRequired],
    ["a control character in the alt text", { ...row, alt: "설명\u0000" }, "사용할 수 없는 문자가 들어 있습니다."],
  ])("%s is refused with its Korean message and the row's number", (_label, bad, message) => {
    const parsed = parseBannersForm(form([row, bad]));
    expect(parsed).toMatchObject({ ok: false, message, row: 1 });
  });

  test("hostile shapes are refused as a whole: unequal counts, a file where text goes, text where a file goes, a long strip line", () => {
    const unequal = form([row]);
    unequal.append(POPUP_FIELDS.alt, "하나 더");
    expect(parseBannersForm(unequal)).toMatchObject({ ok: false, message: bannerMessages.malformed });
    const fileAsText = form([]);
    fileAsText.append(POPUP_FIELDS.fileId, new File(["x"], "x.txt"));
    for (const name of ["alt", "link", "start", "end", "order"] as const) fileAsText.append(POPUP_FIELDS[name], "");
    expect(parseBannersForm(fileAsText)).toMatchObject({ ok: false, message: bannerMessages.malformed });
    const textAsFile = form([row]);
    textAsFile.append(POPUP_FIELDS.image, "not a file");
    expect(parseBannersForm(textAsFile)).toMatchObject({ ok: false, message: bannerMessages.malformed });
    expect(parseBannersForm(form([], { strip: "가".repeat(41) }))).toMatchObject({
      ok: false,
      message: bannerMessages.stripTooLong,
    });
    expect(
      parseBannersForm(form([], { strip: Array.from({ length: 11 }, (_, i) => `문구 ${i}`).join("\n") })),
    ).toMatchObject({
      ok: false,
      message: bannerMessages.stripTooMany,
    });
  });

  test("script in the alt text is kept as text (React escapes it on the page); a removed row is dropped", () => {
    const data = form([{ ...row, alt: '<img src=x onerror="alert(1)">' }, row]);
    data.append(POPUP_FIELDS.remove, "1");
    const parsed = parseBannersForm(data);
    expect(parsed.ok && parsed.popups.map((p) => p.alt)).toEqual(['<img src=x onerror="alert(1)">']);
  });
});
