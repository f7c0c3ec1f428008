import type { MetaDescriptor } from "react-router";
import type { Page } from "#app/content/pages/index.ts";
import { site } from "#app/content/site.ts";
import { seo } from "#app/lib/seo.ts";

const NOT_FOUND: MetaDescriptor[] = [
  { title: `페이지를 찾을 수 없습니다 | ${site.name}` },
  { name: "robots", content: "noindex" },
];

/** The meta of a page whose loader refused (an unknown site, a missing article). */
export const notFoundMeta = () => NOT_FOUND;

/** An article's meta with its NewsArticle data for search engines (either board). */
export function articleMeta(
  page: Page,
  siteUrl: string,
  article: { title: string; datePublished: string; dateModified?: string; section?: string },
): MetaDescriptor[] {
  const url = `${siteUrl}${page.path}`;
  const organization = { "@type": "Organization", name: site.name, url: `${siteUrl}/` };
  return seo({
    page,
    siteUrl,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: article.title.slice(0, 110),
        description: page.description,
        ...(article.section ? { articleSection: article.section } : {}),
        datePublished: article.datePublished,
        ...(article.dateModified ? { dateModified: article.dateModified } : {}),
        inLanguage: "ko-KR",
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        url,
        image: [`${siteUrl}/img/og-default.jpg`],
        author: organization,
        publisher: { ...organization, logo: { "@type": "ImageObject", url: `${siteUrl}/logo.svg` } },
      },
    ],
  });
}
