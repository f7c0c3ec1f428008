import { expect, test } from "vitest";
import { interiorPageForPath } from "./interior.ts";

test("each interior path picks its photos and page, case-insensitively", () => {
  expect(interiorPageForPath("/Interior/59A")?.shots.map((shot) => shot.image.name)).toEqual([
    "interior-59-living",
    "interior-59-kitchen",
  ]);
  expect(interiorPageForPath("/interior/84a/")?.shots).toHaveLength(3);
  expect(interiorPageForPath("/Interior/84B")).toBeUndefined();
  for (const path of ["/Interior/59A", "/Interior/84A"]) {
    const page = interiorPageForPath(path);
    expect(page?.page.path).toBe(path);
  }
});
