import { useEffect, useRef } from "react";
import { useLocation, useRevalidator } from "react-router";

const REFRESH_MS = 30_000;

/** The remaining places change while the page is open: refreshed every 30 s while it is visible. */
export function useRefreshWhileVisible() {
  const { revalidate, state } = useRevalidator();
  const busy = useRef(false);
  busy.current = state !== "idle";
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && !busy.current) void revalidate();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [revalidate]);
}

/**
 * On a phone the next step lies below the dates: after a choice its heading is scrolled into view
 * and focused, so a screen reader says where the visitor is. The first render follows the anchor itself.
 */
export function useNextStepInView() {
  const location = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (its key).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const id = location.hash.slice(1);
    const target = id ? document.getElementById(id) : null;
    if (!target?.closest("[data-visit-steps]")) return;
    const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    const top = target.getBoundingClientRect().top;
    if (top < margin || top > window.innerHeight / 2) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" });
    }
    target.focus({ preventScroll: true });
  }, [location.key]);
}
