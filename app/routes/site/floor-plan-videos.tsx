import { useState } from "react";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { PageBody, PageSection } from "#app/components/ui/page-body.tsx";
import { Tabs } from "#app/components/ui/tabs.tsx";
import { VideoEmbed } from "#app/components/ui/video-embed.tsx";
import { disclaimers } from "#app/content/disclaimers.ts";
import { floorPlanVideosPage } from "#app/content/pages/floor-plans.ts";
import { guideVideos, guideVideosIntro, type VideoTab } from "#app/content/videos.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import styles from "./floor-plan-videos.module.css";

export const meta = pageMeta(floorPlanVideosPage);

const firstVideo = guideVideos[0] as VideoTab;

export default function FloorPlanVideos() {
  const [selectedId, setSelectedId] = useState(firstVideo.id);
  const video = guideVideos.find((item) => item.id === selectedId) ?? firstVideo;

  return (
    <SubPage page={floorPlanVideosPage}>
      <PageBody>
        <PageSection id="guide-videos" content={guideVideosIntro}>
          <Tabs
            label="가이드영상 선택"
            items={guideVideos.map((item) => ({ id: String(item.id), label: item.title }))}
            selectedId={String(video.id)}
            onSelect={(id) => setSelectedId(Number(id) as VideoTab["id"])}
            idBase="guide-video"
          >
            <div className={styles.panel} data-video-tab={video.id}>
              <VideoEmbed videoId={video.videoId} title={`펜타시티 한신더휴 ${video.title}`} variant="guide" />
              <p className={styles.caption}>
                <strong className={styles.captionTitle}>{video.title}</strong>
                {video.description}
              </p>
            </div>
          </Tabs>
          <DisclaimerList items={[disclaimers.illustrative]} />
        </PageSection>
      </PageBody>
    </SubPage>
  );
}
