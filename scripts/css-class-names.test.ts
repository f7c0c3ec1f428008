import { expect, test } from "vitest";
import { shortClassNames } from "./css-class-names.ts";

test("a class's name depends only on its file (from the root) and name; a clash stops the build", () => {
  const a = shortClassNames("/repo");
  const b = shortClassNames("/elsewhere/checkout");
  const name = a("hero", "/repo/app/components/sections/home.module.css?used");
  expect(name).toMatch(/^_[A-Za-z0-9_-]{5}$/);
  expect(b("hero", "/elsewhere/checkout/app/components/sections/home.module.css")).toBe(name);
  expect(a("hero", "/repo/app/components/sections/home.module.css")).toBe(name);
  expect(a("hero", "/repo/app/components/layout/header.module.css")).not.toBe(name);

  // Enough classes in one build that two of them truncate to the same 5 characters (by the
  // birthday bound, within some tens of thousands): the second one stops the build.
  const generate = shortClassNames("/repo");
  let clash: Error | undefined;
  for (let i = 0; i < 200_000 && !clash; i++) {
    try {
      generate(`c${i}`, "/repo/x.module.css");
    } catch (error) {
      clash = error as Error;
    }
  }
  expect(clash?.message).toMatch(/both hash to _[A-Za-z0-9_-]{5}: rename one of the two classes/);
});
