import type { MetaDescriptor } from "react-router";
import type { Page } from "#app/content/pages/index.ts";
import { site } from "#app/content/site.ts";
import { seo } from "#app/lib/seo.ts";

/** An article's meta (only the article pages load this file) with its NewsArticle data for search engines (either board). */
export function articleMeta(
  page: Page,
  siteUrl: string,
  complexName: string | undefined,
  article: { title: string; datePublished: string; dateModified?: string; section?: string },
): MetaDescriptor[] {
  const url = `${siteUrl}${page.path}`;
  // A template complex is its own publisher: its name, none of the designed complex's pictures.
  const designed = complexName === undefined;
  const organization = { "@type": "Organization", name: complexName ?? site.name, url: `${siteUrl}/` };
  return seo({
    page,
    siteUrl,
    complexName,
    ...(designed ? {} : { title: article.title }),
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
        ...(designed ? { image: [`${siteUrl}/img/og-default.jpg`] } : {}),
        author: organization,
        publisher: designed
          ? { ...organization, logo: { "@type": "ImageObject", url: `${siteUrl}/logo.svg` } }
          : organization,
      },
    ],
  });
}
