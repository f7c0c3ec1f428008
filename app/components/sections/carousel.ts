/** Pure helpers for the mobile premium slider (SPEC §4, §9) and the tab lists. */

export const SLIDE_INTERVAL_MS = 6000;
export const SWIPE_THRESHOLD_PX = 50;

/** Loops: one past the last is the first, one before the first is the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * A finished swipe: left by more than 50px → next (1), right by more than 50px → previous (-1).
 * A mostly vertical movement is a page scroll, not a swipe (0).
 */
export function swipeDirection(deltaX: number, deltaY = 0, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(deltaX) <= threshold || Math.abs(deltaY) > Math.abs(deltaX)) return 0;
  return deltaX < 0 ? 1 : -1;
}

/**
 * Arrow-key movement in a tab list (WAI-ARIA tabs pattern): left/right wrap around, Home and End
 * jump to the ends. Other keys give null.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
      return wrapIndex(current + 1, count);
    case "ArrowLeft":
      return wrapIndex(current - 1, count);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
