import { useState } from "react";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { PageBody, PageSection } from "#app/components/ui/page-body.tsx";
import { Tabs } from "#app/components/ui/tabs.tsx";
import { disclaimers } from "#app/content/disclaimers.ts";
import { floorPlanEmodelPage } from "#app/content/pages/floor-plans.ts";
import { emodelIntro, type VrTab, visibleVrTabs, vrTourUrls } from "#app/content/videos.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import styles from "./floor-plan-emodel.module.css";

export const meta = pageMeta(floorPlanEmodelPage);

const tabs = visibleVrTabs();
const firstTab = tabs[0] as VrTab;

export default function FloorPlanEmodel() {
  const [selectedKey, setSelectedKey] = useState(firstTab.key);
  const tab = tabs.find((item) => item.key === selectedKey) ?? firstTab;
  // videos.test.ts checks that every tab has an address; about:blank keeps a gap from framing this page.
  const tourUrl = vrTourUrls[tab.key] ?? "about:blank";

  return (
    <SubPage page={floorPlanEmodelPage}>
      <PageBody>
        <PageSection id="emodel" content={emodelIntro}>
          <Tabs
            label="모델하우스 선택"
            items={tabs.map((item) => ({ id: item.key, label: item.title }))}
            selectedId={tab.key}
            onSelect={setSelectedKey}
            idBase="vr-tab"
          >
            <div className={styles.panel} data-vr-key={tab.key}>
              <p className={styles.hint}>
                <svg className={styles.hintIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    d="M9 11V5.5a1.5 1.5 0 0 1 3 0V10m0-1.5a1.5 1.5 0 0 1 3 0V11m0-1a1.5 1.5 0 0 1 3 0v4.5a6.5 6.5 0 0 1-6.5 6.5h-.6a6 6 0 0 1-4.6-2.2L4 15.5a1.6 1.6 0 0 1 2.4-2.1L9 16"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {emodelIntro.clickHint}
              </p>
              <div className={styles.frame}>
                <iframe
                  key={tab.key}
                  className={styles.iframe}
                  src={tourUrl}
                  title={`${emodelIntro.frameTitle} - ${tab.title}`}
                  width={1200}
                  height={680}
                  allow="fullscreen; gyroscope; accelerometer; xr-spatial-tracking"
                />
              </div>
              <a className={styles.newWindow} href={tourUrl} target="_blank" rel="noopener noreferrer">
                {emodelIntro.newWindowLabel}
              </a>
            </div>
          </Tabs>
          <DisclaimerList items={[disclaimers.modelUnit, disclaimers.illustrative]} />
        </PageSection>
      </PageBody>
    </SubPage>
  );
}
