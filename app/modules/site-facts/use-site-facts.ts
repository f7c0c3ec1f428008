import { useRouteLoaderData } from "react-router";
import type { ShellFacts } from "./schema.ts";
import { seedSiteFacts } from "./seed.ts";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The published facts the root loader hands out (header, footer, pages). */
export function useSiteFacts(): ShellFacts {
  const data = useRouteLoaderData("root") as { facts?: ShellFacts } | undefined;
  return data?.facts ?? seedSiteFacts();
}

/** The same for a `meta` function (structured data). */
export function siteFactsFromMatches(matches: readonly MatchLike[]): ShellFacts {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as { facts?: ShellFacts } | undefined)?.facts ?? seedSiteFacts();
}
