/**
 * Which drawing makes which image. The `satisfies` clause makes TypeScript refuse a registry name
 * without artwork.
 */
import type { ImageName } from "../../../app/content/images.ts";
import { unitTypes } from "../../../app/content/units.ts";
import { complexAerial } from "./aerial.ts";
import { communityPlan } from "./community.ts";
import {
  business4abl,
  cardScene,
  entranceScene,
  industrialScene,
  lakeParkScene,
  locationHero,
  premiumAerial,
  schoolScene,
  specialDesign,
  transportScene,
} from "./features.ts";
import { floorPlanSvg } from "./floor-plan.ts";
import { unitPlans } from "./floor-plan-data.ts";
import {
  announcementHero,
  contractDocuments,
  premiumInfographic,
  salesSchedule,
  subscriptionChange,
} from "./infographics.ts";
import { bedroom, consultation, kitchen, livingRoom } from "./interiors.ts";
import { lakeLayout, locationMap, sitePlan } from "./maps.ts";
import { banner, brandIntro, homeHero, ogImage, videoPoster } from "./scenes.ts";

export type ArtworkName = ImageName | "og-default";
export const OG_SIZE = { width: 1200, height: 630 } as const;

function plan(type: string): () => string {
  return () => {
    const data = unitPlans.find((p) => p.type === type);
    const unit = unitTypes.find((u) => u.label === type);
    if (!data || !unit) throw new Error(`No plan data for ${type}`);
    return floorPlanSvg(data, unit.area);
  };
}

export const artwork: Record<ArtworkName, () => string> = {
  "home-hero": () => homeHero(),
  "site-plan": () => sitePlan(),
  "lake-layout": () => lakeLayout(),
  "location-map": () => locationMap(),
  community: () => communityPlan(),
  "interior-59-living": () => livingRoom("59"),
  "interior-59-kitchen": () => kitchen("59"),
  "interior-84-living": () => livingRoom("84"),
  "interior-84-kitchen": () => kitchen("84"),
  "interior-84-bedroom": () => bedroom(),
  "customer-visit": () => consultation(),
  "premium-infographic": () => premiumInfographic(),
  "subscription-change": () => subscriptionChange(),
  "sales-schedule": () => salesSchedule(),
  "contract-documents": () => contractDocuments(),
  "announcement-hero": () => announcementHero(),
  "home-brand": () => entranceScene(),
  "premium-01": () => premiumAerial(),
  "premium-02": () => cardScene("premium-02"),
  "premium-03": () => cardScene("premium-03"),
  "premium-04": () => cardScene("premium-04"),
  "special-design": () => specialDesign(),
  "business-4abl": () => business4abl(),
  "location-hero": () => locationHero(),
  "location-feature-01": () => industrialScene(800, 560, false),
  "location-feature-02": () => transportScene(800, 560),
  "location-feature-03": () => schoolScene(800, 560, false),
  "location-feature-04": () => lakeParkScene(800, 560, false),
  "banner-brand": () => banner("brand"),
  "banner-business": () => banner("business"),
  "banner-location": () => banner("location"),
  "banner-complex": () => banner("complex"),
  "banner-floorplan": () => banner("floorplan"),
  "banner-interior": () => banner("interior"),
  "banner-sales": () => banner("sales"),
  "banner-promotion": () => banner("promotion"),
  "brand-intro": () => brandIntro(),
  "video-poster": () => videoPoster(),
  "og-default": () => ogImage(),
  "plan-84A": plan("84A"),
  "plan-84B": plan("84B"),
  "plan-84C": plan("84C"),
  "plan-84D": plan("84D"),
  "plan-99A": plan("99A"),
  "plan-99B": plan("99B"),
  "plan-99C": plan("99C"),
  "business-2abl": () =>
    complexAerial({
      width: 1600,
      height: 1000,
      view: { x0: -40, y0: -40, x1: 470, y1: 330 },
      mood: "day",
      labels: true,
      focus: "2ABL",
      seed: 21,
      title: { eyebrow: "BLOCK 2ABL", heading: "1,597세대", sub: "84㎡ · 99㎡ · 지상 최고 29층" },
    }),
};
