import { expect, test } from "vitest";
import { meta } from "./floor-plan.tsx";

type MetaArgs = Parameters<typeof meta>[0];

function metaAt(pathname: string) {
  const matches = [{ id: "root", loaderData: { env: { siteUrl: "https://example.kr" } } }];
  const tags = meta({ location: { pathname, search: "", hash: "" }, matches } as unknown as MetaArgs) as Record<
    string,
    unknown
  >[];
  return {
    title: tags.find((tag) => "title" in tag)?.title,
    canonical: tags.find((tag) => tag.rel === "canonical")?.href,
  };
}

test("the shared module's meta follows the path: menu label in the title, SPEC spelling in the canonical", () => {
  expect(metaAt("/FloorPlan/59A")).toEqual({
    title: "평면안내 84A | 펜타시티 한신더휴",
    canonical: "https://example.kr/FloorPlan/59A",
  });
  expect(metaAt("/floorplan/114b")).toEqual({
    title: "평면안내 99B | 펜타시티 한신더휴",
    canonical: "https://example.kr/FloorPlan/114B",
  });
});
