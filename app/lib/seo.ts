import type { MetaDescriptor } from "react-router";
import type { Page } from "#app/content/pages/index.ts";
import { site } from "#app/content/site.ts";

export const OG_IMAGE_PATH = "/img/og-default.jpg";
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function pageTitle(page: Pick<Page, "title" | "kind">): string {
  return page.kind === "home" ? page.title : `${page.title} | ${site.name}`;
}

type SeoOptions = {
  page: Page;
  siteUrl: string;
  /** Overrides for pages whose words depend on state in the URL (e.g. the 2ABL/4ABL switch). */
  title?: string;
  description?: string;
  search?: string;
  jsonLd?: Record<string, unknown>[];
  telephone?: string;
  /** A template complex's name: its words in the title and tags, none of the designed complex's facts. */
  complexName?: string;
};

export function seo({
  page,
  siteUrl,
  title,
  description,
  search = "",
  jsonLd = [],
  telephone,
  complexName,
}: SeoOptions): MetaDescriptor[] {
  const heading = title ?? page.title;
  const name = complexName ?? site.name;
  const home = page.kind === "home";
  const fullTitle = home ? (complexName ?? heading) : `${heading} | ${name}`;
  // A template complex's own words: its name, none of the designed complex's facts or picture.
  const desc = description ?? (complexName ? fullTitle : page.description);
  const canonical = `${siteUrl}${page.path}${search}`;
  const image = `${siteUrl}${OG_IMAGE_PATH}`;
  // A template complex's page keeps its own structured data (an article's), none of the designed complex's.
  const structured = complexName ? jsonLd : [...baseJsonLd(page, siteUrl, telephone), ...jsonLd];

  const tags: (MetaDescriptor | false)[] = [
    { title: fullTitle },
    { name: "description", content: desc },
    !complexName && page.keywords.length > 0 && { name: "keywords", content: page.keywords.join(", ") },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: page.kind === "home" ? "website" : "article" },
    { property: "og:site_name", content: name },
    { property: "og:locale", content: "ko_KR" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: desc },
    { property: "og:url", content: canonical },
    ...(complexName
      ? []
      : [
          { property: "og:image", content: image },
          { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
          { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
          { property: "og:image:alt", content: `${site.name} 단지 전경 일러스트` },
        ]),
    { name: "twitter:card", content: complexName ? "summary" : "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: desc },
    !complexName && { name: "twitter:image", content: image },
    ...structured.map((entry) => ({ "script:ld+json": entry })),
  ];
  return tags.filter((tag): tag is MetaDescriptor => Boolean(tag));
}

function baseJsonLd(page: Page, siteUrl: string, telephone: string | undefined): Record<string, unknown>[] {
  const url = `${siteUrl}${page.path}`;
  if (page.kind === "home") {
    return [
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: site.name,
        url: siteUrl,
        logo: `${siteUrl}/logo.svg`,
        ...(telephone ? { telephone } : {}),
        sameAs: [site.officialSiteUrl],
      },
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: site.name,
        url: siteUrl,
        inLanguage: "ko-KR",
      },
    ];
  }
  const crumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "홈", item: `${siteUrl}/` },
      ...page.breadcrumb.map((name, index) => ({
        "@type": "ListItem",
        position: index + 2,
        name,
        ...(index === page.breadcrumb.length - 1 ? { item: url } : {}),
      })),
    ],
  };
  if (page.kind !== "project") return [crumbs];
  return [
    crumbs,
    {
      "@context": "https://schema.org",
      "@type": "ApartmentComplex",
      name: site.name,
      url,
      description: page.description,
      numberOfAccommodationUnits: 2192,
      address: {
        "@type": "PostalAddress",
        addressCountry: "KR",
        addressRegion: "충청남도",
        addressLocality: "아산시",
        streetAddress: site.address,
      },
    },
  ];
}
