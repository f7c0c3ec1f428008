import { useLocation } from "react-router";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { PageBody, PageSection } from "#app/components/ui/page-body.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { disclaimers } from "#app/content/disclaimers.ts";
import { type InteriorPage, interiorPageForPath, interiorPages } from "#app/content/interior.ts";
import { siteUrlFromMatches } from "#app/lib/page-meta.ts";
import { seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/interior";
import styles from "./interior.module.css";

/** One module serves /Interior/59A and /Interior/84A; the path picks the photos. */
function interiorFor(pathname: string): InteriorPage {
  return interiorPageForPath(pathname) ?? (interiorPages[0] as InteriorPage);
}

export function meta({ location, matches }: Route.MetaArgs) {
  const interior = interiorFor(location.pathname);
  return seo({ page: interior.page, siteUrl: siteUrlFromMatches(matches) });
}

const wideSizes = "(max-width: 1280px) calc(100vw - 48px), 1200px";
const halfSizes = "(max-width: 700px) calc(100vw - 40px), (max-width: 1280px) calc(50vw - 44px), 590px";

export default function Interior() {
  const { pathname } = useLocation();
  const interior = interiorFor(pathname);
  // An odd number of photos: the first spans the full width, the rest sit in pairs.
  const firstIsWide = interior.shots.length % 2 === 1;

  return (
    <SubPage page={interior.page}>
      <PageBody>
        <PageSection id="interior" content={interior} data-interior={interior.route}>
          <div className={styles.gallery}>
            {interior.shots.map((shot, index) => {
              const wide = firstIsWide && index === 0;
              return (
                <figure key={shot.image.name} className={wide ? `${styles.shot} ${styles.wide}` : styles.shot}>
                  <ResponsiveImage image={shot.image} sizes={wide ? wideSizes : halfSizes} className={styles.image} />
                  <figcaption className={styles.caption}>
                    <span className={styles.english} lang="en">
                      {shot.english}
                    </span>
                    <strong className={styles.title}>{shot.title}</strong>
                    <span className={styles.text}>{shot.caption}</span>
                  </figcaption>
                </figure>
              );
            })}
          </div>
          <DisclaimerList items={[disclaimers.illustrative]} />
        </PageSection>
      </PageBody>
    </SubPage>
  );
}
