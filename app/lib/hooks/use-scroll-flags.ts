import { useSyncExternalStore } from "react";

/** SPEC §4 / §9: the header restyles once the page is scrolled above 0. */
export const HEADER_SCROLLED_AFTER = 0;
/** SPEC §4: an image fade-in is triggered above 200. */
export const HEADER_FADE_AFTER = 200;

export type ScrollLevel = 0 | 1 | 2;

export function scrollLevel(scrollY: number): ScrollLevel {
  if (scrollY > HEADER_FADE_AFTER) return 2;
  if (scrollY > HEADER_SCROLLED_AFTER) return 1;
  return 0;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("scroll", onChange, { passive: true });
  window.addEventListener("resize", onChange, { passive: true });
  return () => {
    window.removeEventListener("scroll", onChange);
    window.removeEventListener("resize", onChange);
  };
}

/** A number snapshot, so React re-renders only when a threshold is crossed. */
export function useScrollFlags(): { scrolled: boolean; faded: boolean } {
  const level = useSyncExternalStore(
    subscribe,
    () => scrollLevel(window.scrollY),
    () => 0 as ScrollLevel,
  );
  return { scrolled: level >= 1, faded: level === 2 };
}
