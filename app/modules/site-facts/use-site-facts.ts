import { useRouteLoaderData } from "react-router";
import { seedSiteFacts } from "./seed.ts";
import { type PackedShellFacts, type ShellFacts, unpackShellFacts } from "./shell-facts.ts";

/** Only when the root loader's data is missing (an error screen): the first values. */
const fallback: ShellFacts = seedSiteFacts();

/** The published facts the root loader hands out (header, footer, pages). */
export function useSiteFacts(): ShellFacts {
  const data = useRouteLoaderData("root") as { facts?: PackedShellFacts } | undefined;
  return data?.facts ? unpackShellFacts(data.facts) : fallback;
}
