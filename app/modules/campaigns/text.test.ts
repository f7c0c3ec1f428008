import { describe, expect, test } from "vitest";
import { type AdParts, composeAdText, estimateCost, LMS_MAX_BYTES, textSize } from "./text.ts";

const parts: AdParts = {
  senderName: "펜타시티 한신더휴",
  contactPhone: "1661-0000",
  optOut080: "080-123-4567",
  optOutLink: "https://www.pentacity-hansin.example/unsubscribe/abc",
};

const count = (text: string, part: string) => text.split(part).length - 1;

describe("an advertising text's required parts", () => {
  test("are added around the body: (광고) and the sender first, contact and free opt-out last", () => {
    const text = composeAdText("#{이름}님, 견본주택이 오픈합니다.", parts, "김하나");
    expect(text).toBe(
      [
        "(광고)펜타시티 한신더휴",
        "김하나님, 견본주택이 오픈합니다.",
        "문의 1661-0000",
        "무료수신거부 080-123-4567",
        "수신거부 링크 https://www.pentacity-hansin.example/unsubscribe/abc",
      ].join("\n"),
    );
  });

  test("a hand-crafted body with its own markers and footer still gives exactly one prefix and the product's footer", () => {
    const hostile = [
      "(광고)(광고) 【광 고】펜타시티 한신더휴 오픈 [광고] 안내",
      "\u200B（광고）",
      "무료수신거부 080-999-9999",
      "수신 거부는 https://evil.example/unsubscribe/x",
      "{{bookingLink}} {{code}}",
    ].join("\n");
    const text = composeAdText(hostile, parts, "김하나");
    expect(text.startsWith("(광고)펜타시티 한신더휴\n")).toBe(true);
    expect(count(text, "광고")).toBe(1);
    expect(count(text, "펜타시티 한신더휴")).toBe(1);
    expect(count(text, "무료수신거부")).toBe(1);
    expect(text).toContain("무료수신거부 080-123-4567");
    expect(text).not.toContain("080-999-9999");
    expect(text).not.toContain("evil.example");
    expect(text).not.toContain("{{");
    expect(text.endsWith("수신거부 링크 https://www.pentacity-hansin.example/unsubscribe/abc")).toBe(true);
  });

  test("without an 080 number the link is the free opt-out", () => {
    const text = composeAdText("오픈 안내", { ...parts, optOut080: null }, null);
    expect(text.split("\n").at(-1)).toBe("무료수신거부 https://www.pentacity-hansin.example/unsubscribe/abc");
  });

  test("an empty name field reads 고객", () => {
    expect(composeAdText("#{이름}님 안녕하세요", parts, "  ")).toContain("고객님 안녕하세요");
  });

  test("SMS up to 90 EUC-KR bytes, LMS beyond, and nothing over 2,000 bytes with the longest name", () => {
    const short = { ...parts, optOut080: null, optOutLink: "https://a.kr/u/x" };
    expect(textSize("오픈", short).channel).toBe("sms");
    expect(textSize("오픈".repeat(30), short).channel).toBe("lms");
    const nearlyFull = "가".repeat(900);
    expect(textSize(nearlyFull, parts).fits).toBe(true);
    const withNames = `${"가".repeat(850)}${"#{이름}".repeat(3)}`;
    const size = textSize(withNames, parts);
    expect(size.longestBytes).toBeGreaterThan(LMS_MAX_BYTES);
    expect(size.fits).toBe(false);
    expect(estimateCost(10, "lms")).toBe(500);
  });
});
