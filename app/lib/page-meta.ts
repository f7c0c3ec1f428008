import type { MetaDescriptor } from "react-router";
import type { Page } from "#app/content/pages/index.ts";
import type { PublicEnv } from "#app/lib/env.server.ts";
import { seo } from "#app/lib/seo.ts";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** What the root loader sends every page: the public settings, the shell facts (a tuple, the phone first), a template complex. */
type RootData = { env?: PublicEnv; facts?: readonly string[]; complex?: readonly string[] } | undefined;
const rootData = (matches: readonly MatchLike[]) =>
  matches.find((match) => match?.id === "root")?.loaderData as RootData;

export const siteUrlFromMatches = (matches: readonly MatchLike[]): string => rootData(matches)?.env?.siteUrl ?? "";

export const salesPhoneFromMatches = (matches: readonly MatchLike[]): string | undefined =>
  rootData(matches)?.facts?.[0];

/** A template complex's name (the root sends `complex` as id, name, builder); undefined on the designed complex. */
export const complexNameFromMatches = (matches: readonly MatchLike[]): string | undefined =>
  rootData(matches)?.complex?.[1];

export function pageMeta(page: Page) {
  return ({ matches }: { matches: readonly MatchLike[] }): MetaDescriptor[] =>
    seo({
      page,
      siteUrl: siteUrlFromMatches(matches),
      telephone: salesPhoneFromMatches(matches),
      complexName: complexNameFromMatches(matches),
    });
}
