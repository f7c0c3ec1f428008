import { brandIntroPage, brandVideoPage } from "./brand.ts";
import { businessDocumentsPage, businessIntroPage, businessPlanPage } from "./business.ts";
import { complexCommunityPage, complexDetailPage, complexIntroPage } from "./complex.ts";
import {
  floorPlan59APage,
  floorPlan59BPage,
  floorPlan84APage,
  floorPlan84BPage,
  floorPlan114APage,
  floorPlan114BPage,
  floorPlan114CPage,
  floorPlanEmodelPage,
  floorPlanVideosPage,
} from "./floor-plans.ts";
import { homePage } from "./home.ts";
import { interior59APage, interior84APage, interior84BPage } from "./interior.ts";
import { locationIntroPage, locationPremiumPage } from "./location.ts";
import { privacyPage } from "./privacy.ts";
import { customerPage } from "./promotion.ts";
import { salesAnnouncementPage, salesGuidePage, salesStampTaxPage, salesSubscriptionPage } from "./sales.ts";
import type { Page } from "./shared.ts";

export type { Page, PageKind } from "./shared.ts";

/**
 * Every public content page by key; the sitemap, canonical links and breadcrumbs are generated
 * from this one table. Routes import their section module instead, for smaller bundles.
 */
export const pages = {
  home: homePage,
  brandIntro: brandIntroPage,
  brandVideo: brandVideoPage,
  businessIntro: businessIntroPage,
  businessPlan: businessPlanPage,
  businessDocuments: businessDocumentsPage,
  locationIntro: locationIntroPage,
  locationPremium: locationPremiumPage,
  complexIntro: complexIntroPage,
  complexDetail: complexDetailPage,
  complexCommunity: complexCommunityPage,
  floorPlan59A: floorPlan59APage,
  floorPlan59B: floorPlan59BPage,
  floorPlan84A: floorPlan84APage,
  floorPlan84B: floorPlan84BPage,
  floorPlan114A: floorPlan114APage,
  floorPlan114B: floorPlan114BPage,
  floorPlan114C: floorPlan114CPage,
  floorPlanVideos: floorPlanVideosPage,
  floorPlanEmodel: floorPlanEmodelPage,
  interior59A: interior59APage,
  interior84A: interior84APage,
  interior84B: interior84BPage,
  salesGuide: salesGuidePage,
  salesSubscription: salesSubscriptionPage,
  salesAnnouncement: salesAnnouncementPage,
  salesStampTax: salesStampTaxPage,
  customer: customerPage,
  privacy: privacyPage,
} satisfies Record<string, Page>;

export const pageList: Page[] = Object.values(pages);

export function findPageByPath(pathname: string): Page | undefined {
  const wanted = pathname.replace(/\/+$/, "").toLowerCase() || "/";
  return pageList.find(
    (page) => page.path.toLowerCase() === wanted || page.aliases?.some((alias) => alias.toLowerCase() === wanted),
  );
}
