import { useRouteLoaderData } from "react-router";
import { site } from "#app/content/site.ts";
import { type PackedShellFacts, type ShellFacts, unpackShellFacts } from "./shell-facts.ts";

/** Only when the root loader's data is missing (an error screen): the file's values. */
const fallback: ShellFacts = {
  salesPhone: site.defaultSalesPhone,
  consultationHours: site.consultationHours,
  modelHouseAddress: site.modelHouseAddress,
  modelHouseHours: site.modelHouseHours,
  kakaoChannelUrl: "",
};

/** The published facts the root loader hands out (header, footer, pages). */
export function useSiteFacts(): ShellFacts {
  const data = useRouteLoaderData("root") as { facts?: PackedShellFacts } | undefined;
  return data?.facts ? unpackShellFacts(data.facts) : fallback;
}
