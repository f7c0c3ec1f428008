import { expect, test } from "vitest";
import { pathPattern } from "./path-pattern.ts";

test("a route path's URLs match, its params as named groups in their own patterns", () => {
  const pattern = pathPattern("/:site/press/:id", { site: /^[a-z]+$/, id: /^[0-9]+$/ });
  expect(pattern.exec("/hansin/press/42")?.groups).toEqual({ site: "hansin", id: "42" });
  expect(pattern.test("/Hansin/press/42")).toBe(false);
  expect(pattern.test("/hansin/press/4x")).toBe(false);
  expect(pattern.test("/hansin/press/42/more")).toBe(false);
  expect(pattern.test("/hansin/press")).toBe(false);
});

test("a param without a pattern is one segment; literal parts are matched literally", () => {
  const pattern = pathPattern("/Promotion/Visit/:token", {}, "i");
  expect(pattern.exec("/promotion/visit/abc")?.groups?.token).toBe("abc");
  expect(pattern.test("/promotion/visit/a/b")).toBe(false);
  expect(pathPattern("/robots.txt").test("/robotsXtxt")).toBe(false);
});
