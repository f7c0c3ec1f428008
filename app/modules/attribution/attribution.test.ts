import { expect, test } from "vitest";
import { attributionCsvHeader } from "#app/modules/attribution/copy.ts";
import { attributionColumns, attributionCsvCells, attributionFromColumns, attributionOf } from "./attribution.ts";

const ownHosts = ["www.pentacity-hansin.example"];
const of = (landing: string | null, referrer: string | null = "") => attributionOf({ landing, referrer, ownHosts });

test("utm parameters name the channel, medium, campaign, term and content; the channel in lower case", () => {
  expect(
    of("/?utm_source=Naver&utm_medium=CPC&utm_campaign=launch&utm_term=한신더휴&utm_content=banner-1", ""),
  ).toEqual({
    channel: "naver",
    medium: "cpc",
    campaign: "launch",
    term: "한신더휴",
    content: "banner-1",
    referrerHost: null,
    landingPath: "/",
    adParams: null,
  });
});

test("Naver search-ad parameters alone are naver / cpc, the keyword is the term and the parameters are kept", () => {
  const result = of(
    "/FloorPlan/84A?n_media=27758&n_query=%ED%95%9C%EC%8B%A0&n_rank=1&n_ad_group=grp-a001&n_ad=nad-1&n_keyword_id=nkw-1&n_keyword=%ED%95%9C%EC%8B%A0%EB%8D%94%ED%9C%B4&n_campaign_type=1&n_ad_group_type=1&n_match=1&other=x",
    "https://m.search.naver.com/search.naver?query=x",
  );
  expect(result).toMatchObject({
    channel: "naver",
    medium: "cpc",
    term: "한신더휴",
    referrerHost: "m.search.naver.com",
    landingPath: "/FloorPlan/84A",
  });
  expect(result?.adParams).toEqual({
    n_media: "27758",
    n_query: "한신",
    n_rank: "1",
    n_ad_group: "grp-a001",
    n_ad: "nad-1",
    n_keyword_id: "nkw-1",
    n_keyword: "한신더휴",
    n_campaign_type: "1",
    n_ad_group_type: "1",
    n_match: "1",
  });
});

test("utm_source wins over Naver parameters, which still make the medium cpc", () => {
  expect(of("/?utm_source=naver_sa&n_media=27758")).toMatchObject({ channel: "naver_sa", medium: "cpc" });
});

test("a Google ad click (gclid) is google / cpc and the click id is not kept", () => {
  const result = of("/?gclid=abc123");
  expect(result).toMatchObject({ channel: "google", medium: "cpc", adParams: null });
  expect(JSON.stringify(result)).not.toContain("abc123");
});

test.each([
  ["https://search.naver.com/search.naver?query=%ED%95%9C%EC%8B%A0", "naver", "organic"],
  ["https://m.search.naver.com/", "naver", "organic"],
  ["https://search.daum.net/search?q=x", "daum", "organic"],
  ["https://www.google.com/", "google", "organic"],
  ["https://www.google.co.kr/", "google", "organic"],
  ["https://www.bing.com/search?q=x", "bing", "organic"],
  ["https://search.zum.com/", "zum", "organic"],
  ["https://talk.kakao.com/", "kakao", "social"],
  ["https://pf.kakao.com/_abc", "kakao", "social"],
  ["https://l.instagram.com/?u=x", "instagram", "social"],
  ["https://www.instagram.com/", "instagram", "social"],
  ["https://m.facebook.com/", "facebook", "social"],
  ["https://l.facebook.com/l.php?u=x", "facebook", "social"],
  ["https://www.youtube.com/watch?v=x", "youtube", "social"],
  ["https://m.blog.naver.com/someone/1", "naver_blog", "social"],
  ["https://cafe.naver.com/realestate", "naver_cafe", "social"],
  ["https://www.naver.com/", "naver", "referral"],
  ["https://www.budongsan-news.example/article/1", "budongsan-news.example", "referral"],
])("referrer %s → %s / %s", (referrer, channel, medium) => {
  expect(of("/", referrer)).toMatchObject({ channel, medium, referrerHost: new URL(referrer).hostname });
});

test("no referrer and no parameters is direct / none", () => {
  expect(of("/Brand/intro", "")).toMatchObject({ channel: "direct", medium: "none", landingPath: "/Brand/intro" });
  expect(of(null, null)).toMatchObject({ channel: "direct", medium: "none", landingPath: null });
});

test("a referrer on the site itself says nothing: null, unless the address names a campaign", () => {
  expect(of("/Brand/intro", "https://www.pentacity-hansin.example/")).toBeNull();
  expect(of("/?utm_source=kakao", "https://www.pentacity-hansin.example/")).toMatchObject({ channel: "kakao" });
});

test("values are capped, stripped of control and invisible characters, spaces collapsed", () => {
  const result = of(
    `/?utm_source=${encodeURIComponent("Na\u0000ver\u202E\u200B")}&utm_campaign=${"가".repeat(300)}&utm_term=${encodeURIComponent("a \n\t b")}&n_keyword=${"k".repeat(500)}`,
  );
  expect(result?.channel).toBe("naver");
  expect(result?.campaign).toBe("가".repeat(100));
  expect(result?.term).toBe("a b");
  expect(result?.adParams?.n_keyword).toHaveLength(100);
  expect(of(`/?utm_source=${"s".repeat(100)}`)?.channel).toHaveLength(40);
  expect(of(`/${"p".repeat(500)}`)?.landingPath).toHaveLength(200);
});

test("an empty parameter counts as absent; a landing that is not a path is ignored", () => {
  expect(of("/?utm_source=&utm_campaign=%20")).toMatchObject({ channel: "direct", campaign: null });
  expect(of("https://evil.example/?utm_source=x")).toMatchObject({ channel: "direct", landingPath: null });
  expect(of("//evil.example/?utm_source=x")).toMatchObject({ channel: "direct", landingPath: null });
});

test("a referrer that is not an http(s) address is no referrer", () => {
  expect(of("/", "javascript:alert(1)")).toMatchObject({ channel: "direct", referrerHost: null });
  expect(of("/", "not a url")).toMatchObject({ channel: "direct", referrerHost: null });
});

test("as table columns: the Naver parameters as JSON, everything null when unknown", () => {
  expect(attributionColumns(of("/?n_keyword=x"))).toMatchObject({
    channel: "naver",
    ad_params: JSON.stringify({ n_keyword: "x" }),
  });
  expect(Object.values(attributionColumns(null)).every((value) => value === null)).toBe(true);
});

test("read back from the columns and written as CSV cells: one cell per header, the Naver parameters as JSON", () => {
  const stored = attributionFromColumns(
    attributionColumns(of("/Promotion/Visit?utm_source=Naver&utm_campaign=launch&n_keyword=%EB%B6%84%EC%96%91")),
  );
  expect(stored).toMatchObject({ channel: "naver", campaign: "launch", landingPath: "/Promotion/Visit" });
  const cells = attributionCsvCells(stored);
  expect(cells).toHaveLength(attributionCsvHeader.length);
  expect(cells[attributionCsvHeader.indexOf("유입채널")]).toBe("naver");
  expect(cells[attributionCsvHeader.indexOf("캠페인")]).toBe("launch");
  expect(cells[attributionCsvHeader.indexOf("첫방문페이지")]).toBe("/Promotion/Visit");
  expect(JSON.parse(cells[attributionCsvHeader.indexOf("네이버광고정보")] ?? "")).toEqual({ n_keyword: "분양" });
  // A row from before attribution was recorded, or with a damaged JSON value: empty cells, no error.
  const old = attributionFromColumns({ ...attributionColumns(null), ad_params: "{not json" });
  expect(attributionCsvCells(old).every((cell) => cell === null)).toBe(true);
  expect(attributionFromColumns({ ...attributionColumns(null), ad_params: '["a"]' }).adParams).toBeNull();
});

test("channel and campaign are keys: letters, digits, '.', '_' and '-' only, anything else one '_'", () => {
  const result = of(
    `/?utm_source=${encodeURIComponent("Naver Ads!!")}&utm_campaign=${encodeURIComponent("<b>봄 분양</b> 2026/12")}`,
  );
  expect(result).toMatchObject({ channel: "naver_ads", campaign: "b_봄_분양_b_2026_12" });
  expect(of(`/?utm_source=${encodeURIComponent("<script>")}&utm_campaign=${encodeURIComponent("!!!")}`)).toMatchObject({
    channel: "script",
    campaign: null,
  });
  // Written two ways, counted as one.
  expect(of("/?utm_source=kakao&utm_campaign=spring%20sale")?.campaign).toBe(
    of("/?utm_source=kakao&utm_campaign=spring+sale")?.campaign,
  );
  expect(of("/", "https://[::1]:8080/")?.channel).toBe("1");
});
