import { type ComponentType, useEffect, useState } from "react";
import type { PopupView } from "../schema.ts";

type Popup = ComponentType<{ popups: PopupView[] }>;

/**
 * The home page's part of the pop-up notices: nothing in the server HTML (without JavaScript
 * nothing covers the page), and the dialog's chunk fetched after hydration only when there is a
 * pop-up. A plain import in an effect rather than React.lazy: a lazy boundary met during hydration
 * waited on React's reveal throttling (seconds on a busy machine).
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
