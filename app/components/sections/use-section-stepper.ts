import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { SectionStepper } from "./section-stepper-listeners.ts";

export const DESKTOP_QUERY = "(min-width: 901px)";

/**
 * Loaded once hydrated, so its code is not in the first-load JavaScript; until then the page scrolls
 * natively and a dot pressed meanwhile is carried out when it is.
 */
export function useSectionStepper(rootRef: RefObject<HTMLElement | null>) {
  // The first stop (section-stepper.ts FIRST_STEP, not imported: that module loads later).
  const [step, setStep] = useState(1);
  const [active, setActive] = useState<boolean | null>(null);
  const [, setError] = useState<unknown>(null);
  const stepperRef = useRef<SectionStepper | null>(null);
  const pendingRef = useRef<number | null>(null);

  useEffect(() => {
    let cancelled = false;
    import("./section-stepper-listeners.ts").then(
      ({ attachSectionStepper }) => {
        if (cancelled) return;
        const stepper = attachSectionStepper(() => rootRef.current, { step: setStep, active: setActive });
        stepperRef.current = stepper;
        const pending = pendingRef.current;
        pendingRef.current = null;
        if (pending !== null) stepper.goTo(pending);
      },
      (error: unknown) => {
        if (!cancelled)
          setError(() => {
            throw error;
          });
      },
    );
    return () => {
      cancelled = true;
      stepperRef.current?.stop();
      stepperRef.current = null;
    };
  }, [rootRef]);

  const goTo = useCallback((target: number) => {
    if (stepperRef.current) stepperRef.current.goTo(target);
    else pendingRef.current = target;
  }, []);

  return { step, goTo, active };
}
