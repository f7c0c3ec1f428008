import { useEffect, useState } from "react";

/** `false` on the server and at mount, `true` once `delayMs` has passed after mount. */
export function useDelayedFlag(delayMs: number): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setOn(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return on;
}
