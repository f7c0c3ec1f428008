import { expect, test } from "vitest";
import { SWIPE_THRESHOLD_PX, swipeDirection, tabIndexForKey, wrapIndex } from "./carousel.ts";

test("wrapIndex loops in both directions", () => {
  expect(wrapIndex(0, 4)).toBe(0);
  expect(wrapIndex(4, 4)).toBe(0);
  expect(wrapIndex(5, 4)).toBe(1);
  expect(wrapIndex(-1, 4)).toBe(3);
  expect(wrapIndex(-5, 4)).toBe(3);
  expect(wrapIndex(2, 0)).toBe(0);
});

test("a swipe must travel more than 50px", () => {
  expect(SWIPE_THRESHOLD_PX).toBe(50);
  expect(swipeDirection(-50)).toBe(0);
  expect(swipeDirection(50)).toBe(0);
  expect(swipeDirection(-51)).toBe(1);
  expect(swipeDirection(51)).toBe(-1);
});

test("swipe left is next, swipe right is previous", () => {
  expect(swipeDirection(-120, 10)).toBe(1);
  expect(swipeDirection(120, -10)).toBe(-1);
});

test("a mostly vertical movement is a scroll, not a swipe", () => {
  expect(swipeDirection(-80, 200)).toBe(0);
});

test("arrow keys move through a tab list and wrap; Home and End jump", () => {
  expect(tabIndexForKey("ArrowRight", 0, 7)).toBe(1);
  expect(tabIndexForKey("ArrowRight", 6, 7)).toBe(0);
  expect(tabIndexForKey("ArrowLeft", 0, 7)).toBe(6);
  expect(tabIndexForKey("Home", 4, 7)).toBe(0);
  expect(tabIndexForKey("End", 1, 7)).toBe(6);
  expect(tabIndexForKey("Enter", 1, 7)).toBeNull();
});
