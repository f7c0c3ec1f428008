import { expect, test } from "vitest";
import { scrollLevel } from "./use-scroll-flags.ts";

test("the header is flat at the very top", () => {
  expect(scrollLevel(0)).toBe(0);
  expect(scrollLevel(-20)).toBe(0);
});

test("any scroll above 0 sets the scrolled flag", () => {
  expect(scrollLevel(0.5)).toBe(1);
  expect(scrollLevel(1)).toBe(1);
  expect(scrollLevel(200)).toBe(1);
});

test("the fade-in starts above 200", () => {
  expect(scrollLevel(201)).toBe(2);
  expect(scrollLevel(5000)).toBe(2);
});
