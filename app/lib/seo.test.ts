import { expect, test } from "vitest";
import { pages } from "#app/content/pages/index.ts";
import { seo } from "#app/lib/seo.ts";

const siteUrl = "https://www.example.kr";

function find(tags: ReturnType<typeof seo>, predicate: (tag: Record<string, unknown>) => boolean) {
  return tags.find((tag) => predicate(tag as Record<string, unknown>)) as Record<string, unknown> | undefined;
}

test("a sub-page gets its title with the site suffix, an absolute canonical and Korean OG tags", () => {
  const tags = seo({ page: pages.brandIntro, siteUrl });
  expect(find(tags, (t) => "title" in t)?.title).toBe("브랜드 소개 | 펜타시티 한신더휴");
  expect(find(tags, (t) => t.rel === "canonical")?.href).toBe("https://www.example.kr/Brand/intro");
  expect(find(tags, (t) => t.property === "og:locale")?.content).toBe("ko_KR");
  expect(find(tags, (t) => t.property === "og:image")?.content).toBe("https://www.example.kr/img/og-default.jpg");
  expect(find(tags, (t) => t.name === "twitter:card")?.content).toBe("summary_large_image");
});

test("the home page carries Organization and WebSite JSON-LD and no title suffix", () => {
  const tags = seo({ page: pages.home, siteUrl });
  const types = tags.flatMap((tag) =>
    "script:ld+json" in tag ? [(tag["script:ld+json"] as { "@type": string })["@type"]] : [],
  );
  expect(types).toEqual(["Organization", "WebSite"]);
  expect(find(tags, (t) => "title" in t)?.title).toBe(pages.home.title);
});

test("project pages describe the complex; every sub-page has a breadcrumb ending at itself", () => {
  const tags = seo({ page: pages.complexIntro, siteUrl });
  const ld = tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : []));
  expect(ld.map((entry) => entry["@type"])).toEqual(["BreadcrumbList", "ApartmentComplex"]);
  const items = (ld[0]?.itemListElement ?? []) as { position: number; name: string; item?: string }[];
  expect(items.map((item) => item.name)).toEqual(["홈", "단지안내", "단지배치도"]);
  expect(items.at(-1)?.item).toBe("https://www.example.kr/ComplexGuide/intro");
});

test("overrides change title, description and canonical query", () => {
  const tags = seo({
    page: pages.businessIntro,
    siteUrl,
    title: "사업개요 4ABL",
    description: "4ABL",
    search: "?block=4ABL",
  });
  expect(find(tags, (t) => "title" in t)?.title).toBe("사업개요 4ABL | 펜타시티 한신더휴");
  expect(find(tags, (t) => t.name === "description")?.content).toBe("4ABL");
  expect(find(tags, (t) => t.rel === "canonical")?.href).toBe("https://www.example.kr/BusinessGuide/intro?block=4ABL");
});
