import type { Page } from "#app/content/pages/index.ts";
import { site } from "#app/content/site.ts";
import { useDelayedFlag } from "#app/lib/hooks/use-delayed-flag.ts";
import { ResponsiveImage } from "../ui/responsive-image.tsx";
import styles from "./sub-banner.module.css";

/** SPEC §9: the banner text fades in after 100 ms, the brand text box after 500 ms. */
export const BANNER_REVEAL_DELAY_MS = 100;
export const BRAND_BOX_DELAY_MS = 500;

type Props = { banner: NonNullable<Page["banner"]> };

/** The fade-ins are CSS (text shows without JavaScript); `data-revealed` follows them after hydration, for tests. */
export function SubBanner({ banner }: Props) {
  const textRevealed = useDelayedFlag(BANNER_REVEAL_DELAY_MS);
  const boxRevealed = useDelayedFlag(BRAND_BOX_DELAY_MS);
  return (
    <section className={styles.banner} aria-label="페이지 배너" data-header-overlay="">
      <ResponsiveImage image={banner.image} sizes="100vw" priority alt="" className={styles.image} />
      <div className={styles.shade} aria-hidden="true" />
      <div className={styles.inner}>
        <div className={styles.text} data-revealed={textRevealed}>
          <p className={styles.title} lang="en">
            {banner.title}
          </p>
          <p className={styles.tagline}>{banner.tagline}</p>
        </div>
        <p className={styles.brandBox} data-revealed={boxRevealed}>
          <span className={styles.brandEnglish} lang="en">
            {site.englishName}
          </span>
          <span className={styles.brandName}>{site.name}</span>
        </p>
      </div>
    </section>
  );
}
