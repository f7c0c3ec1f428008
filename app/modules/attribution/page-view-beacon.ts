import { useEffect } from "react";
import { useLocation } from "react-router";
import { visitSource } from "#app/lib/visit-source.ts";

export const PAGE_VIEW_ENDPOINT = "/api/view";

/** Whether this document's first view (the one that may open a visit) has been reported. */
let reportedFirst = false;

/**
 * Reports each page view (the first load and every client-side navigation) with one
 * `navigator.sendBeacon` once the page is interactive and the browser idle: no cookie, no
 * identifier, just the path and where the visit came from. A beacon that fails is dropped.
 * The admin area is never reported.
 */
export function usePageViewBeacon() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (/^\/admin(\/|$)/i.test(pathname)) return;
    const visit = visitSource();
    const first = !reportedFirst && Boolean(visit?.first);
    reportedFirst = true;
    const body = new URLSearchParams({
      p: pathname,
      l: visit?.source.landing ?? location.pathname + location.search,
      r: visit?.source.referrer ?? document.referrer,
      v: first ? "1" : "0",
    });
    const send = () => {
      try {
        navigator.sendBeacon(PAGE_VIEW_ENDPOINT, body);
      } catch {
        // No beacon support or a refused queue: this view is not counted.
      }
    };
    if (typeof requestIdleCallback === "function") requestIdleCallback(send, { timeout: 4000 });
    else setTimeout(send, 0);
  }, [pathname]);
}
