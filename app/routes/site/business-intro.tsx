import { useNavigate } from "react-router";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { FramedImage } from "#app/components/ui/framed-image.tsx";
import { KeyFigures } from "#app/components/ui/key-figures.tsx";
import { PageBody, PageSection } from "#app/components/ui/page-body.tsx";
import { SpecTable } from "#app/components/ui/spec-table.tsx";
import { Tabs } from "#app/components/ui/tabs.tsx";
import { blockIds, blockSearch, businessBlocks, businessIntro, parseBlock } from "#app/content/business.ts";
import { disclaimers } from "#app/content/disclaimers.ts";
import { businessIntroPage } from "#app/content/pages/business.ts";
import { siteUrlFromMatches } from "#app/lib/page-meta.ts";
import { seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/business-intro";
import styles from "./business-intro.module.css";

/** The block comes from `?block=` so the switch works as plain links, without JavaScript. */
export function loader({ url }: Route.LoaderArgs) {
  return { block: parseBlock(url.searchParams.get("block")) };
}

/** After the first load the browser reads the block from the URL itself, with no request. */
export function clientLoader({ url }: Route.ClientLoaderArgs) {
  return { block: parseBlock(url.searchParams.get("block")) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const block = businessBlocks[loaderData?.block ?? "2ABL"];
  return seo({
    page: businessIntroPage,
    siteUrl: siteUrlFromMatches(matches),
    title: block.metaTitle,
    description: block.metaDescription,
    search: blockSearch(block.id),
  });
}

const sizes = "(max-width: 900px) calc(100vw - 40px), (max-width: 1280px) 55vw, 680px";

export default function BusinessIntro({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const block = businessBlocks[loaderData.block];
  const items = blockIds.map((id) => ({
    id,
    label: businessBlocks[id].tabLabel,
    href: `?block=${id}`,
  }));

  return (
    <SubPage page={businessIntroPage}>
      <PageBody>
        <PageSection id="business-overview" content={businessIntro}>
          <Tabs
            label={businessIntro.switchLabel}
            items={items}
            selectedId={block.id}
            onSelect={(id) => navigate(`?block=${id}`, { replace: true, preventScrollReset: true })}
            idBase="business-block"
          >
            <div className={styles.panel} data-block={block.id}>
              <div className={styles.visual}>
                <FramedImage image={block.image} sizes={sizes} />
                <div className={styles.summary}>
                  <h3 className={styles.blockHeading}>{block.heading}</h3>
                  <p>{block.summary}</p>
                </div>
              </div>
              <div className={styles.data}>
                <KeyFigures figures={block.keyFigures} styles={styles} />
                <SpecTable caption={`${block.id} 사업개요`} rows={block.rows} />
              </div>
            </div>
          </Tabs>
        </PageSection>
        <DisclaimerList items={[...businessIntro.notes, disclaimers.illustrative]} />
      </PageBody>
    </SubPage>
  );
}
