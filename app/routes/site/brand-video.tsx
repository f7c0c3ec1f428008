import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { PageBody, PageSection } from "#app/components/ui/page-body.tsx";
import { VideoEmbed } from "#app/components/ui/video-embed.tsx";
import { brandVideoPage } from "#app/content/pages/brand.ts";
import { brandVideo } from "#app/content/videos.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import styles from "./brand-video.module.css";

export const meta = pageMeta(brandVideoPage);

export default function BrandVideo() {
  return (
    <SubPage page={brandVideoPage}>
      <PageBody>
        <PageSection id="brand-video" content={brandVideo} className={styles.section}>
          <div className={styles.player}>
            <VideoEmbed videoId={brandVideo.videoId} title={brandVideo.title} poster={brandVideo.poster} />
            <DisclaimerList items={brandVideo.notes} />
          </div>
        </PageSection>
      </PageBody>
    </SubPage>
  );
}
