import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { attributionColumns, attributionFromColumns, attributionOf } from "#app/modules/attribution/attribution.ts";
import { AttributionDetails, ChannelSummary } from "./attribution-panel.tsx";

const stored = (landing: string) =>
  attributionFromColumns(attributionColumns(attributionOf({ landing, referrer: "", ownHosts: [] })));
const unknown = attributionFromColumns(attributionColumns(null));
const rtl = "/?utm_source=instagram&utm_medium=social&utm_campaign=%D7%A9%D7%9C%D7%95%D7%9D-spring";

test("the one-line channel isolates each visitor-chosen part; an unknown channel says so", () => {
  expect(renderToStaticMarkup(<ChannelSummary attribution={stored(rtl)} />)).toBe(
    "<span><bdi>instagram</bdi> / <bdi>social</bdi> / <bdi>שלום-spring</bdi></span>",
  );
  expect(renderToStaticMarkup(<ChannelSummary attribution={stored("/?utm_source=kakao")} />)).toBe(
    "<span><bdi>kakao</bdi></span>",
  );
  expect(renderToStaticMarkup(<ChannelSummary attribution={unknown} />)).toContain(">알 수 없음</span>");
});

test("the details list every part, each value isolated; an unknown channel explains itself", () => {
  const html = renderToStaticMarkup(<AttributionDetails attribution={stored(`${rtl}&n_keyword=x`)} />);
  expect(html).toContain('<dt>캠페인</dt><dd dir="auto"><bdi>שלום-spring</bdi></dd>');
  expect(html).toContain('<dt>네이버 광고 정보</dt><dd dir="auto"><bdi>n_keyword=x</bdi></dd>');
  expect(html).toContain('<dt>이전 사이트</dt><dd dir="auto"><bdi>없음</bdi></dd>');
  expect(renderToStaticMarkup(<AttributionDetails attribution={unknown} />)).toContain("알 수 없음. ");
});
