import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { SectionStepper } from "./section-stepper-listeners.ts";

/** Same breakpoint as the CSS (SPEC §9: mobile is 900px or less). */
export const DESKTOP_QUERY = "(min-width: 901px)";

/**
 * The desktop home's full-screen stepping (section-stepper-listeners.ts), loaded once the page
 * has hydrated: its code is not in the first-load JavaScript. Until it is attached the page
 * scrolls natively, as it does before hydration; a dot pressed meanwhile is carried out when it
 * is. A chunk that fails to load goes to the error boundary (the Korean message, one reload).
 */
export function useSectionStepper(rootRef: RefObject<HTMLElement | null>) {
  // The first stop (section-stepper.ts FIRST_STEP, not imported: that module loads later).
  const [step, setStep] = useState(1);
  /** Whether wheel and keys are attached; null until the stepping is loaded. */
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

  /** The dot navigation: straight to a stop, smooth unless reduced motion is preferred. */
  const goTo = useCallback((target: number) => {
    if (stepperRef.current) stepperRef.current.goTo(target);
    else pendingRef.current = target;
  }, []);

  return { step, goTo, active };
}
