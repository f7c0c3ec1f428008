import type { MetaDescriptor } from "react-router";
import type { Page } from "#app/content/pages/index.ts";
import type { PublicEnv } from "#app/lib/env.server.ts";
import { seo } from "#app/lib/seo.ts";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

export function siteUrlFromMatches(matches: readonly MatchLike[]): string {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as { env?: PublicEnv } | undefined)?.env?.siteUrl ?? "";
}

export function salesPhoneFromMatches(matches: readonly MatchLike[]): string | undefined {
  const root = matches.find((match) => match?.id === "root");
  // The root sends the shell facts as a tuple, the phone first (app/modules/site-facts/schema.ts).
  return (root?.loaderData as { facts?: readonly string[] } | undefined)?.facts?.[0];
}

/** A template complex's name (the root sends `complex` as id, name, builder); undefined on the designed complex. */
export function complexNameFromMatches(matches: readonly MatchLike[]): string | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as { complex?: readonly string[] } | undefined)?.complex?.[1];
}

export function pageMeta(page: Page) {
  return ({ matches }: { matches: readonly MatchLike[] }): MetaDescriptor[] =>
    seo({
      page,
      siteUrl: siteUrlFromMatches(matches),
      telephone: salesPhoneFromMatches(matches),
      complexName: complexNameFromMatches(matches),
    });
}
