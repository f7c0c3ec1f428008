import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { Site } from "#app/platform/sites/site.ts";
import { pictureOf, templatePagesOf } from "./template.server.ts";

const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");

/** The home's view: before anything is published, the complex's name as the headline. */
export async function templateHomeView(db: Kysely<Database>, site: Site) {
  const pages = await templatePagesOf(db);
  return {
    name: site.name,
    headline: pages.headline || site.name,
    intro: pages.intro
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ""),
    hero: await pictureOf(db, pages.heroFileId, pages.heroAlt),
    facts: pages.facts,
  };
}

export async function templatePlansView(db: Kysely<Database>) {
  const pages = await templatePagesOf(db);
  const plans = await Promise.all(pages.types.map((type) => pictureOf(db, type.planFileId, `${type.name}타입 평면도`)));
  return {
    types: pages.types.map((type, index) => ({
      name: type.name,
      exclusiveArea: type.exclusiveArea,
      supplyArea: type.supplyArea,
      households: type.households,
      plan: plans[index] ?? null,
    })),
  };
}

export async function templateLocationView(db: Kysely<Database>) {
  const pages = await templatePagesOf(db);
  return {
    address: pages.address,
    mapUrl: pages.mapUrl,
    paragraphs: paragraphs(pages.locationText),
    picture: await pictureOf(db, pages.locationFileId, pages.locationAlt),
  };
}

/** The privacy policy's controller as the team wrote it; empty where not yet written (the page falls back). */
export async function templatePrivacyView(db: Kysely<Database>) {
  const { developerName, privacyOfficer, privacyContact } = await templatePagesOf(db);
  return { developerName, privacyOfficer, privacyContact };
}

export type TemplateHomeView = Awaited<ReturnType<typeof templateHomeView>>;
export type TemplatePlansView = Awaited<ReturnType<typeof templatePlansView>>;
export type TemplateLocationView = Awaited<ReturnType<typeof templateLocationView>>;
export type TemplatePrivacyView = Awaited<ReturnType<typeof templatePrivacyView>>;

/** What a route's loader returns as `template` for the template's shell to render in place of the route's own page. */
export type TemplateContent =
  | { kind: "home"; view: TemplateHomeView }
  | { kind: "plans"; view: TemplatePlansView }
  | { kind: "location"; view: TemplateLocationView };
