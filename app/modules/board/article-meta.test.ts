import { expect, test } from "vitest";
import { articleMeta } from "./article-meta.ts";
import { boardArticlePage } from "./copy.ts";

const structured = (tags: ReturnType<typeof articleMeta>) =>
  tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : []));

test("an article of a template complex is a NewsArticle published under the complex's name, at its own address", () => {
  const page = boardArticlePage("notices", "riverside", "n-1", "1순위 청약 안내", "청약 일정을 알려 드립니다.");
  const tags = articleMeta(page, "https://riverside.example", "리버사이드", {
    title: "1순위 청약 안내",
    datePublished: "2026-12-01T00:00:00.000Z",
  });
  const [news, ...rest] = structured(tags);
  expect(rest).toEqual([]);
  expect(news).toMatchObject({
    "@type": "NewsArticle",
    headline: "1순위 청약 안내",
    url: "https://riverside.example/riverside/notice/n-1",
    author: { name: "리버사이드", url: "https://riverside.example/" },
    publisher: { name: "리버사이드" },
  });
  // None of the designed complex's pictures or name.
  expect(JSON.stringify(tags)).not.toContain("og-default");
  expect(JSON.stringify(tags)).not.toContain("펜타시티");
  expect(tags).toContainEqual({ title: "1순위 청약 안내 | 리버사이드" });
});
