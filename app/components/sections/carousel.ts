export const SLIDE_INTERVAL_MS = 6000;
export const SWIPE_THRESHOLD_PX = 50;

export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Over 50px left → next (1), right → previous (-1); a mostly vertical movement is a page scroll (0). */
export function swipeDirection(deltaX: number, deltaY = 0, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(deltaX) <= threshold || Math.abs(deltaY) > Math.abs(deltaX)) return 0;
  return deltaX < 0 ? 1 : -1;
}

/** WAI-ARIA tabs: left/right wrap, Home and End jump; other keys give null. */
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
