import { describe, expect, test } from "vitest";
import { campaignFormValues, parseCampaignDraft, parseSendWhen, parseStoredFilters } from "./schema.ts";

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};
const base: [string, string][] = [
  ["name", "오픈 안내"],
  ["body", "견본주택 오픈"],
];
const parse = (extra: [string, string][], replace: [string, string][] = base) =>
  parseCampaignDraft(campaignFormValues(form([...replace, ...extra])));

describe("hostile input to the composer is refused with a Korean message, nothing taken as given", () => {
  test("a plain draft passes with no filters", () => {
    expect(parse([])).toMatchObject({ success: true, data: { filters: { stages: [], booked: "any" } } });
  });

  test.each([
    [
      "an empty name",
      [],
      [
        ["name", " "],
        ["body", "본문"],
      ],
      "캠페인 이름",
    ],
    [
      "a name with a control character",
      [],
      [
        ["name", "오픈\u001b[31m"],
        ["body", "본문"],
      ],
      "사용할 수 없는 문자",
    ],
    [
      "a body with NUL",
      [],
      [
        ["name", "오픈"],
        ["body", "본문\u0000"],
      ],
      "사용할 수 없는 문자",
    ],
    [
      "an empty body",
      [],
      [
        ["name", "오픈"],
        ["body", "\n\n"],
      ],
      "문자 내용",
    ],
    [
      "a body over 1,000 characters",
      [],
      [
        ["name", "오픈"],
        ["body", "가".repeat(1001)],
      ],
      "1,000자",
    ],
    ["an unknown stage", [["stage", "admin' OR 1=1 --"]], base, "단계"],
    ["a channel with markup", [["channel", "<script>alert(1)</script>"]], base, "유입 채널"],
    ["a campaign with a quote", [["campaign", "x'; drop table leads; --"]], base, "유입 캠페인"],
    ["a date that is not one", [["from", "2026-02-30"]], base, "시작일"],
    [
      "a range backwards",
      [
        ["from", "2026-12-01"],
        ["to", "2026-11-01"],
      ],
      base,
      "시작일이 종료일보다",
    ],
    ["a booked value not offered", [["booked", "maybe"]], base, "방문 예약"],
    ["a visited value not offered", [["visited", "{}"]], base, "방문 여부"],
  ] as [string, [string, string][], [string, string][], string][])("%s", (_label, extra, fields, message) => {
    const result = parse(extra, fields);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.message).toContain(message);
  });

  test("a hand-crafted post cannot carry the required parts or the consent rule: fields for them are not read", () => {
    const crafted = parse([
      ["prefix", ""],
      ["senderName", ""],
      ["contactPhone", ""],
      ["optOut080", ""],
      ["optOutLink", ""],
      ["footer", ""],
      ["text", "필수 문구 없는 문자"],
      ["consent", "off"],
      ["filters", '{"consent":false}'],
    ]);
    // The same draft as without them: the parts are added on the server to every text (text.test.ts).
    expect(crafted).toEqual(parse([]));
  });

  test("no filter turns the consent rule off: unreadable stored filters mean no filters, never another audience", () => {
    expect(parseStoredFilters("not json")).toMatchObject({ stages: [], booked: "any" });
    expect(parseStoredFilters('{"consent":false,"stages":["new"]}')).toMatchObject({ stages: [] });
  });

  test("a send time must be a real Korea day and time", () => {
    expect(parseSendWhen(form([["when", "now"]]))).toEqual({ success: true, data: { now: true } });
    expect(
      parseSendWhen(
        form([
          ["when", "later"],
          ["day", "2026-12-01"],
          ["time", "10:00"],
        ]),
      ),
    ).toMatchObject({
      success: true,
    });
    for (const [day, time] of [
      ["2026-13-01", "10:00"],
      ["2026-12-01", "25:00"],
      ["", ""],
      ["2026-12-01'", "10:00"],
    ] as const) {
      expect(
        parseSendWhen(
          form([
            ["when", "later"],
            ["day", day],
            ["time", time],
          ]),
        ),
      ).toMatchObject({
        success: false,
        message: "예약 날짜와 시각을 확인해 주세요.",
      });
    }
  });
});
