import type { ReactNode } from "react";
import type { Page } from "#app/content/pages.ts";

type Props = {
  page: Page;
  /** Heading text when it differs from the page title (e.g. the floor plan's own "59 type" text). */
  heading?: string;
  children: ReactNode;
};

/**
 * A sub-page: banner (title, tagline), sub-menu with the current item highlighted, then
 * the page's own content under an h1. The shell helper gives this its final look.
 */
export function SubPage({ page, heading, children }: Props) {
  return (
    <main id="main">
      {page.banner && (
        <section aria-label="페이지 배너">
          <p>{page.banner.title}</p>
          <p>{page.banner.tagline}</p>
        </section>
      )}
      <h1>{heading ?? page.title}</h1>
      {children}
    </main>
  );
}
