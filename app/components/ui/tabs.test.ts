import { expect, test } from "vitest";
import { nextTabIndex } from "./tabs.tsx";

test("arrow keys move to the neighbouring tab and wrap around", () => {
  expect(nextTabIndex("ArrowRight", 0, 3)).toBe(1);
  expect(nextTabIndex("ArrowRight", 2, 3)).toBe(0);
  expect(nextTabIndex("ArrowLeft", 0, 3)).toBe(2);
  expect(nextTabIndex("ArrowDown", 1, 3)).toBe(2);
  expect(nextTabIndex("ArrowUp", 1, 3)).toBe(0);
});

test("Home and End jump to the ends; other keys and empty lists do nothing", () => {
  expect(nextTabIndex("Home", 2, 3)).toBe(0);
  expect(nextTabIndex("End", 0, 3)).toBe(2);
  expect(nextTabIndex("Enter", 0, 3)).toBeNull();
  expect(nextTabIndex("ArrowRight", 0, 0)).toBeNull();
  expect(nextTabIndex("ArrowRight", 0, 1)).toBe(0);
});
