/** Limits of the standard template's words (stored as JSON text; checked by zod and by the browser). */
export const HEADLINE_MAX = 60;
export const INTRO_MAX = 400;
export const ALT_MAX = 200;
export const FACTS_MAX = 8;
export const FACT_LABEL_MAX = 20;
export const FACT_VALUE_MAX = 60;
export const ADDRESS_MAX = 120;
export const URL_MAX = 500;
export const LOCATION_TEXT_MAX = 2000;
export const TYPES_MAX = 12;
export const TYPE_NAME_MAX = 10;
/** The privacy policy's controller: the developer's (시행사) legal name and its privacy officer. */
export const DEVELOPER_NAME_MAX = 60;
export const PRIVACY_OFFICER_MAX = 60;
export const PRIVACY_CONTACT_MAX = 100;
/** Blank type rows the editor offers below the filled ones (no script needed to add a type). */
export const BLANK_TYPE_ROWS = 2;
export const TEMPLATE_REVISIONS_KEPT = 30;
/** The content area a publish bumps: the template's cached pages are dropped on every instance. */
export const TEMPLATE_AREA = "template";
export const TEMPLATE_KEY = "template-pages";
export const TEMPLATE_EDITOR_PATH = "/admin/template";
/** The template's own floor-plan page (the designed site has one page per type instead). */
export const TEMPLATE_PLANS_PATH = "/FloorPlan";
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/** The editor's field names; the type fields come once per row, in order. */
export const TEMPLATE_FIELDS = {
  headline: "headline",
  intro: "intro",
  heroFileId: "heroFileId",
  heroImage: "heroImage",
  heroAlt: "heroAlt",
  facts: "facts",
  address: "address",
  mapUrl: "mapUrl",
  locationText: "locationText",
  locationFileId: "locationFileId",
  locationImage: "locationImage",
  locationAlt: "locationAlt",
  developerName: "developerName",
  privacyOfficer: "privacyOfficer",
  privacyContact: "privacyContact",
  typeName: "typeName",
  typeExclusive: "typeExclusive",
  typeSupply: "typeSupply",
  typeHouseholds: "typeHouseholds",
  typePlanFileId: "typePlanFileId",
  typePlan: "typePlan",
} as const;
