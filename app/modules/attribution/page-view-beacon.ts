import { useEffect } from "react";
import { useLocation } from "react-router";
import { visitSource } from "#app/lib/visit-source.ts";

export const PAGE_VIEW_ENDPOINT = "/api/view";

/** Whether this document's first view (the one that may open a visit) has been reported. */
let reportedFirst = false;
/** The view waiting for the browser to be idle; sent at once if the page is left before. */
let pending: URLSearchParams | null = null;

function flush() {
  const body = pending;
  pending = null;
  if (!body) return;
  // A keepalive fetch is a beacon (it outlives the page) that the page itself can drop silently.
  fetch(PAGE_VIEW_ENDPOINT, { method: "POST", body, keepalive: true, credentials: "omit" }).catch(() => {
    // Offline or refused: this view is not counted.
  });
}

/**
 * Reports each page view (the first load and every client-side navigation) with one
 * `navigator.sendBeacon` once the page is interactive and the browser idle, or when the page is
 * left before that: no cookie, no identifier, just the path and where the visit came from. A
 * beacon that fails is dropped. The admin area is never reported.
 */
export function usePageViewBeacon() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (/^\/admin(\/|$)/i.test(pathname)) return;
    flush();
    const visit = visitSource();
    const first = !reportedFirst && Boolean(visit?.first);
    reportedFirst = true;
    pending = new URLSearchParams({
      p: pathname,
      l: visit?.source.landing ?? location.pathname + location.search,
      r: visit?.source.referrer ?? document.referrer,
      v: first ? "1" : "0",
    });
    addEventListener("pagehide", flush);
    if (typeof requestIdleCallback === "function") requestIdleCallback(flush, { timeout: 4000 });
    else setTimeout(flush, 0);
  }, [pathname]);
}
