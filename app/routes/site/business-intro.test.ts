import { expect, test } from "vitest";
import { clientLoader, loader, meta } from "./business-intro.tsx";

type MetaArgs = Parameters<typeof meta>[0];
type LoaderArgs = Parameters<typeof loader>[0];

function loaderArgs(href: string) {
  const url = new URL(href);
  return { url, request: new Request(url), params: {}, context: {}, pattern: "" } as unknown as LoaderArgs;
}

function metaFor(block: "2ABL" | "4ABL") {
  const matches = [{ id: "root", loaderData: { env: { siteUrl: "https://example.kr" } } }];
  return meta({ loaderData: { block }, matches } as unknown as MetaArgs);
}

function find(tags: ReturnType<typeof meta>, predicate: (tag: Record<string, unknown>) => boolean) {
  return (tags as Record<string, unknown>[]).find(predicate);
}

test("the loaders read ?block= from the URL", () => {
  expect(loader(loaderArgs("https://example.kr/BusinessGuide/intro?block=4ABL"))).toEqual({ block: "4ABL" });
  expect(loader(loaderArgs("https://example.kr/BusinessGuide/intro"))).toEqual({ block: "2ABL" });
  expect(clientLoader(loaderArgs("https://example.kr/BusinessGuide/intro?block=4abl") as never)).toEqual({
    block: "4ABL",
  });
});

test("4ABL changes the title, the description and the canonical URL", () => {
  const tags = metaFor("4ABL");
  expect(find(tags, (tag) => "title" in tag)?.title).toBe("사업개요 4ABL | 펜타시티 한신더휴");
  expect(String(find(tags, (tag) => tag.name === "description")?.content)).toContain("595세대");
  expect(find(tags, (tag) => tag.rel === "canonical")?.href).toBe("https://example.kr/BusinessGuide/intro?block=4ABL");
});

test("2ABL, the default, keeps the plain canonical URL", () => {
  const tags = metaFor("2ABL");
  expect(find(tags, (tag) => "title" in tag)?.title).toBe("사업개요 2ABL | 펜타시티 한신더휴");
  expect(find(tags, (tag) => tag.rel === "canonical")?.href).toBe("https://example.kr/BusinessGuide/intro");
});
