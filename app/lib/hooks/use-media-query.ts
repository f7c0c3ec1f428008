import { useCallback, useSyncExternalStore } from "react";

/** Mobile is 900px or less (SPEC §2, §9); the CSS uses the same query. */
export const MOBILE_QUERY = "(max-width: 900px)";

/** For behaviour only; layout is CSS, so the server HTML is right before hydration. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
