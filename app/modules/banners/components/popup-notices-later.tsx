import { type ComponentType, useEffect, useState } from "react";
import type { PopupView } from "../schema.ts";

type Popup = ComponentType<{ popups: PopupView[] }>;

/**
 * The dialog's chunk fetched after hydration, only when there is a pop-up: a plain import in an
 * effect, since a React.lazy boundary met during hydration waits on React's reveal throttling.
 */
export function PopupNoticesLater({ popups }: { popups: PopupView[] }) {
  const [Loaded, setLoaded] = useState<Popup | null>(null);
  useEffect(() => {
    if (popups.length === 0) return;
    import("./popup-notices.tsx")
      .then((module) => setLoaded(() => module.default))
      .catch(() => {
        // The chunk did not arrive: the page stays usable without its pop-up.
      });
  }, [popups.length]);
  return Loaded ? <Loaded popups={popups} /> : null;
}
