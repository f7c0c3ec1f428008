import { useRef } from "react";
import { data } from "react-router";
import styles from "#app/components/sections/home.module.css";
import { HomeHero } from "#app/components/sections/home-hero.tsx";
import premiumSliderStyles from "#app/components/sections/premium-slider.module.css";
import { SectionDots } from "#app/components/sections/section-dots.tsx";
import unitViewerStyles from "#app/components/sections/unit-viewer.module.css";
import { DESKTOP_QUERY, useSectionStepper } from "#app/components/sections/use-section-stepper.ts";
import vrViewerStyles from "#app/components/sections/vr-viewer.module.css";
import { homePage } from "#app/content/pages/home.ts";
import { MOBILE_QUERY } from "#app/lib/hooks/use-media-query.ts";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { hydrateLater } from "#app/lib/hydrate-later.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { isDataRequest, keepForServerRender } from "#app/lib/server-render-data.server.ts";
import { PopupNoticesLater } from "#app/modules/banners/components/popup-notices-later.tsx";
import { homePopupsOf } from "#app/modules/banners/pages.server.ts";
import { templateHomeView } from "#app/modules/template/pages.server.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import { isDesignedComplex, siteOf } from "#app/platform/sites/sites.server.ts";
import "#app/modules/board/components/home-news.css";
import { HomeNewsSlot } from "#app/modules/board/components/home-news-slot.tsx";
import { homeNewsOf } from "#app/modules/board/home-news.server.ts";
import { HOME_NEWS_KEY } from "#app/modules/board/home-news.ts";
import leadFormStyles from "#app/modules/leads/components/lead-form.module.css";
import { leadFormAction } from "#app/modules/leads/form-action.server.ts";
import type { Route } from "./+types/home";

/**
 * The pinned notice and sales schedule go to the server HTML only (not loader data, so the first-load
 * bytes do not grow with what is published); the pop-up notices are loader data, as their dialog
 * loads after hydration. The page cache drops the page on every publish and at 00:00 KST.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const site = siteOf(context);
  if (!isDesignedComplex(site)) {
    // A template complex: its shell renders its home from this (app/modules/template).
    const template = { kind: "home" as const, view: await templateHomeView(databaseOf(context), site) };
    return data({ news: null, popups: [], template }, { headers: { "Cache-Control": CACHE_CONTROL.dynamic } });
  }
  const [news, popups] = await Promise.all([
    homeNewsOf(databaseOf(context)),
    homePopupsOf(databaseOf(context), request, url),
  ]);
  const headers = { "Cache-Control": CACHE_CONTROL.dynamic };
  if (isDataRequest(request)) return data({ news, popups }, { headers });
  keepForServerRender(context, HOME_NEWS_KEY, news);
  return data({ news: null, popups }, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE_CONTROL.dynamic };
}

export async function action({ request, context }: Route.ActionArgs) {
  return leadFormAction(databaseOf(context), request, clientAddressOf(context), siteOf(context).id);
}

export const meta = pageMeta(homePage);

/** Used here so the later sections' styles stay in this page's render-blocking CSS, not the lazy code's. */
export const handle = { laterStyles: [premiumSliderStyles, unitViewerStyles, vrViewerStyles, leadFormStyles] };

const section = (n: string) => `[data-home-section="${n}"]`;
const desktop = (n: string) => ({ selector: section(n), media: DESKTOP_QUERY });
const mobile = (name: string) => ({ selector: `[data-home-accordion="${name}"]`, media: MOBILE_QUERY });

// Code and hydration only for the layout the viewport shows (the other one is display: none).
const BrandSection = hydrateLater(
  () => import("#app/components/sections/brand-section.tsx").then((m) => m.BrandSection),
  desktop("2"),
);
const PremiumSection = hydrateLater(
  () => import("#app/components/sections/premium-section.tsx").then((m) => m.PremiumSection),
  desktop("3"),
);
const LocationSection = hydrateLater(
  () => import("#app/components/sections/location-section.tsx").then((m) => m.LocationSection),
  desktop("4"),
);
const ComplexSection = hydrateLater(
  () => import("#app/components/sections/complex-section.tsx").then((m) => m.ComplexSection),
  desktop("5"),
);
const OverviewAccordion = hydrateLater(
  () => import("#app/components/sections/home-accordions.tsx").then((m) => m.OverviewAccordion),
  mobile("overview"),
);
const ComplexAccordion = hydrateLater(
  () => import("#app/components/sections/home-accordions.tsx").then((m) => m.ComplexAccordion),
  mobile("complex"),
);
const UnitsSection = hydrateLater(
  () => import("#app/components/sections/units-section.tsx").then((m) => m.UnitsSection),
  { selector: section("6") },
);
const EmodelSection = hydrateLater(
  () => import("#app/components/sections/emodel-section.tsx").then((m) => m.EmodelSection),
  { selector: section("7") },
);
const BenefitsSection = hydrateLater(
  () => import("#app/components/sections/benefits-section.tsx").then((m) => m.BenefitsSection),
  { selector: section("8") },
);
const InterestSection = hydrateLater(
  () => import("#app/components/sections/interest-section.tsx").then((m) => m.InterestSection),
  { selector: section("8.5") },
);

/**
 * Home (SPEC §2): one document for both layouts, switched by CSS at 900px so the server HTML is right
 * before hydration; desktop steps through full-screen sections, mobile scrolls.
 */
export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { news } = loaderData;
  const rootRef = useRef<HTMLElement>(null);
  const { step, goTo, active } = useSectionStepper(rootRef);
  return (
    <main
      id="main"
      ref={rootRef}
      className={styles.home}
      data-step={step}
      data-stepper={active === null ? undefined : active ? "on" : "off"}
    >
      <HomeHero>
        <HomeNewsSlot news={news} />
      </HomeHero>
      <BrandSection />
      <PremiumSection />
      <LocationSection />
      <ComplexSection />
      <OverviewAccordion />
      <ComplexAccordion />
      <UnitsSection />
      <EmodelSection />
      <BenefitsSection />
      <InterestSection actionData={actionData} />
      <SectionDots step={step} onSelect={goTo} />
      <PopupNoticesLater popups={loaderData.popups} />
    </main>
  );
}
