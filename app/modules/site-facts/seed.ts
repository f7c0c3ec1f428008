import { site } from "#app/content/site.ts";
import type { SiteFacts } from "./schema.ts";

/**
 * The facts of a fresh install, shown until the first publish: app/content/site.ts and the sales
 * phone from `SALES_PHONE` (the server passes it; the browser's fallback has the file's default).
 */
export function seedSiteFacts(salesPhone: string = site.defaultSalesPhone): SiteFacts {
  return {
    salesPhone,
    consultationHours: site.consultationHours,
    modelHouseAddress: site.modelHouseAddress,
    modelHouseHours: site.modelHouseHours,
    mapUrl: `https://map.naver.com/p/search/${encodeURIComponent(site.modelHouseAddress)}`,
    bookingNote: "",
    kakaoChannelUrl: "",
  };
}

/**
 * Another complex's facts before its team publishes them: the sales phone, and nothing of the
 * designed complex's model house (its pages leave an empty fact out).
 */
export function blankSiteFacts(salesPhone: string): SiteFacts {
  return {
    salesPhone,
    consultationHours: "",
    modelHouseAddress: "",
    modelHouseHours: "",
    mapUrl: "",
    bookingNote: "",
    kakaoChannelUrl: "",
  };
}
