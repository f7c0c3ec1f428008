import { expect, test } from "vitest";
import { site } from "#app/content/site.ts";
import { isKakaoChannelUrl, packShellFacts, parseSiteFactsForm, SiteFactsSchema, unpackShellFacts } from "./schema.ts";
import { seedSiteFacts } from "./seed.ts";
import { phoneHoursText } from "./shell-facts.ts";

const good = {
  salesPhone: "1588 1234",
  consultationHours: "평일 09:00~18:00",
  modelHouseAddress: "충청남도 아산시 배방읍 희망로 1",
  modelHouseHours: "매일 10:00~18:00",
  mapUrl: "https://map.naver.com/p/search/abc",
  bookingNote: "주차는 견본주택 뒤편을 이용해 주세요.",
};

const form = (values: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  return data;
};

test("the first values are content/site.ts's and the given phone, and they pass the schema", () => {
  const seed = seedSiteFacts("041-123-4567");
  expect(seed).toMatchObject({
    salesPhone: "041-123-4567",
    modelHouseAddress: site.modelHouseAddress,
    consultationHours: site.consultationHours,
    bookingNote: "",
  });
  expect(SiteFactsSchema.parse(seed)).toEqual(seed);
  expect(packShellFacts(seed)).toEqual([
    "041-123-4567",
    site.consultationHours,
    site.modelHouseAddress,
    site.modelHouseHours,
  ]);
  const { mapUrl: _map, bookingNote: _note, ...shell } = seed;
  expect(unpackShellFacts(packShellFacts(seed))).toEqual(shell);
});

test("a phone is stored in one Korean form; anything else is refused in Korean", () => {
  const parsed = parseSiteFactsForm(form(good));
  expect(parsed.ok && parsed.facts.salesPhone).toBe("1588-1234");
  for (const phone of ["", "12345", "010-1234-56789", "+1 415 555 0100", "1661-0000<script>"]) {
    const refused = parseSiteFactsForm(form({ ...good, salesPhone: phone }));
    expect(refused.ok, phone).toBe(false);
    if (!refused.ok) expect(refused.errors.salesPhone).toBe("대표 전화번호를 1661-0000 형식으로 입력해 주세요.");
  }
});

test("hostile input: script links, control characters, overlong text and repeated or file fields are refused, nothing kept", () => {
  const cases: [Record<string, string | string[]>, string, string][] = [
    [
      { mapUrl: "javascript:alert(1)" },
      "mapUrl",
      "지도 링크는 http:// 또는 https://로 시작하는 인터넷 주소로 입력해 주세요.",
    ],
    [
      { mapUrl: "data:text/html,<script>alert(1)</script>" },
      "mapUrl",
      "지도 링크는 http:// 또는 https://로 시작하는 인터넷 주소로 입력해 주세요.",
    ],
    [{ mapUrl: "https://" }, "mapUrl", "지도 링크는 http:// 또는 https://로 시작하는 인터넷 주소로 입력해 주세요."],
    [{ modelHouseAddress: "아산시\u0000" }, "modelHouseAddress", "사용할 수 없는 문자가 들어 있습니다."],
    [{ consultationHours: "24시간\u001b[31m" }, "consultationHours", "사용할 수 없는 문자가 들어 있습니다."],
    [{ bookingNote: "첫 줄\n둘째 줄" }, "bookingNote", "사용할 수 없는 문자가 들어 있습니다."],
    [{ modelHouseHours: "가".repeat(101) }, "modelHouseHours", "견본주택 운영 시간은 100자 이내로 입력해 주세요."],
    [{ bookingNote: "가".repeat(301) }, "bookingNote", "방문 예약 안내 문구는 300자 이내로 입력해 주세요."],
    [{ modelHouseAddress: "   " }, "modelHouseAddress", "견본주택 주소를 입력해 주세요."],
  ];
  for (const [change, field, message] of cases) {
    const parsed = parseSiteFactsForm(form({ ...good, ...change }));
    expect(parsed.ok, field).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors[field as keyof typeof parsed.errors], JSON.stringify(change)).toBe(message);
      // What was typed comes back to the form.
      expect(parsed.values[field as keyof typeof parsed.values]).toBe((change[field] as string).slice(0, 2000));
    }
  }
  const repeated = parseSiteFactsForm(form({ ...good, salesPhone: ["1588-1234", "1661-0000"] }));
  expect(repeated).toMatchObject({ ok: false, message: "입력한 내용을 확인해 주세요." });
  const withFile = form(good);
  withFile.set("bookingNote", new File(["x"], "note.txt"));
  expect(parseSiteFactsForm(withFile).ok).toBe(false);
  // Markup is text: kept as typed, React escapes it where it is shown.
  const markup = parseSiteFactsForm(form({ ...good, bookingNote: "<img src=x onerror=alert(1)>" }));
  expect(markup.ok && markup.facts.bookingNote).toBe("<img src=x onerror=alert(1)>");
});

test("the 카카오톡 채널 address: empty or a pf.kakao.com channel link only, else a Korean message and nothing kept", () => {
  for (const url of ["https://pf.kakao.com/_xAbCd", "http://pf.kakao.com/_xAbCd/chat", " https://pf.kakao.com/_x1/ "]) {
    const parsed = parseSiteFactsForm(form({ ...good, kakaoChannelUrl: url }));
    expect(parsed.ok && parsed.facts.kakaoChannelUrl, url).toBe(url.trim());
  }
  expect(parseSiteFactsForm(form(good))).toMatchObject({ ok: true, facts: { kakaoChannelUrl: "" } });
  for (const url of [
    "javascript:alert(1)",
    "https://pf.kakao.com/",
    "https://pf.kakao.com.evil.example/_x",
    "https://evil.example/?pf.kakao.com/_x",
    "https://user@pf.kakao.com/_x",
    "https://pf.kakao.com:8443/_x",
    "ftp://pf.kakao.com/_x",
    "https://open.kakao.com/o/abc",
    "https://pf.kakao.com/_x<script>",
    `https://pf.kakao.com/_${"a".repeat(600)}`,
  ]) {
    const parsed = parseSiteFactsForm(form({ ...good, kakaoChannelUrl: url }));
    expect(parsed.ok, url).toBe(false);
    if (!parsed.ok) expect(parsed.errors.kakaoChannelUrl, url).toMatch(/^카카오톡 채널 주소는/);
  }
  expect(isKakaoChannelUrl("https://pf.kakao.com/_x")).toBe(true);
  // Facts published before the field existed still read, as without a channel.
  const { kakaoChannelUrl: _kakao, ...older } = seedSiteFacts();
  expect(SiteFactsSchema.parse(older).kakaoChannelUrl).toBe("");
});

test("the shell facts carry the channel only when set; the phone line's hours read after their label", () => {
  const seed = seedSiteFacts("1661-0000");
  expect(packShellFacts(seed)).toHaveLength(4);
  const withKakao = { ...seed, kakaoChannelUrl: "https://pf.kakao.com/_x" };
  const { mapUrl: _map, bookingNote: _note, ...shell } = withKakao;
  expect(unpackShellFacts(packShellFacts(withKakao))).toEqual(shell);
  expect(phoneHoursText("24시간 상담")).toBe("24시간");
  expect(phoneHoursText("평일 09:00~18:00")).toBe("평일 09:00~18:00");
  expect(phoneHoursText("상담")).toBe("상담");
});
