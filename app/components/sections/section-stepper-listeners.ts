import {
  capturesScroll,
  initialStepperState,
  type KeyMove,
  LAST_STEP,
  type StepperEvent,
  type StepperState,
  stepFromScrollTop,
  stepperReducer,
  stepScrollTop,
} from "./section-stepper.ts";

/** SPEC §9: mobile is 900px or less. */
const DESKTOP_QUERY = "(min-width: 901px)";
const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
const SETTLE_MS = 150;

const KEY_MOVES: Record<string, KeyMove> = {
  PageDown: "next",
  ArrowDown: "next",
  PageUp: "prev",
  ArrowUp: "prev",
  Home: "first",
  End: "last",
};

function isFormField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest("input, textarea, select, [contenteditable]") !== null)
  );
}

function isPageTarget(target: EventTarget | null, root: HTMLElement | null): boolean {
  return (
    target === document.body ||
    target === document.documentElement ||
    (target instanceof Node && !!root?.contains(target))
  );
}

/** A modal (the interest popup) owns the wheel and the keys while it is open. */
function modalIsOpen(): boolean {
  return document.querySelector("dialog[open]") !== null;
}

export type SectionStepper = {
  goTo: (target: number) => void;
  stop: () => void;
};

/**
 * One section per wheel gesture or key press, locked for 500 ms; attached only on desktop widths
 * without reduced motion, elsewhere the step follows the native scroll.
 */
export function attachSectionStepper(
  root: () => HTMLElement | null,
  report: { step: (step: number) => void; active: (active: boolean) => void },
): SectionStepper {
  let state: StepperState = initialStepperState;
  /** Until a step's smooth scroll arrives, a pause in scroll events (a busy main thread) is not its end. */
  let heading: { top: number; since: number } | null = null;

  const offset = () => {
    const element = root();
    return element ? element.getBoundingClientRect().top + window.scrollY : 0;
  };

  const commit = (next: StepperState, scroll: ScrollBehavior | null) => {
    const previous = state;
    state = next;
    if (next.step === previous.step) return;
    report.step(next.step);
    if (scroll) {
      const top = stepScrollTop(next.step, window.innerHeight, offset());
      heading = scroll === "smooth" ? { top, since: performance.now() } : null;
      window.scrollTo({ top, behavior: scroll });
    }
  };

  const dispatch = (event: StepperEvent, scroll: ScrollBehavior | null) => commit(stepperReducer(state, event), scroll);

  const desktop = window.matchMedia(DESKTOP_QUERY);
  const reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY);
  const lastStopTop = () => stepScrollTop(LAST_STEP, window.innerHeight, offset());

  const syncFromScroll = () => {
    if (heading && Math.abs(window.scrollY - heading.top) > 1 && performance.now() - heading.since < 2000) return;
    heading = null;
    dispatch({ type: "sync", step: stepFromScrollTop(window.scrollY, window.innerHeight, offset()) }, null);
  };

  const onWheel = (event: WheelEvent) => {
    if (event.ctrlKey || event.deltaY === 0 || Math.abs(event.deltaX) > Math.abs(event.deltaY) || modalIsOpen()) {
      return;
    }
    const now = event.timeStamp;
    const direction = event.deltaY > 0 ? 1 : -1;
    if (!capturesScroll(state, direction, window.scrollY, lastStopTop(), now)) {
      // Native scrolling of the footer still counts for gesture detection.
      state = { ...state, lastWheelAt: now, lastWheelDelta: Math.abs(event.deltaY) };
      return;
    }
    event.preventDefault();
    dispatch({ type: "wheel", deltaY: event.deltaY, now }, "smooth");
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (isFormField(event.target) || modalIsOpen()) return;
    // Arrow keys inside the header's menus belong to those menus.
    const arrow = event.key === "ArrowUp" || event.key === "ArrowDown";
    if (arrow && !isPageTarget(event.target, root())) return;
    const direction = move === "next" || move === "last" ? 1 : -1;
    if (!capturesScroll(state, direction, window.scrollY, lastStopTop(), event.timeStamp)) return;
    event.preventDefault();
    dispatch({ type: "key", move, now: event.timeStamp }, "smooth");
  };

  // Tabbing into a full-screen section shows the whole section (keyboard focus only: scrolling during
  // a click would swallow it); the taller last section keeps the browser's own focus scrolling.
  const onFocusIn = (event: FocusEvent) => {
    if (!(event.target instanceof Element) || !event.target.matches(":focus-visible")) return;
    const section = event.target.closest("[data-home-section]");
    const target = Number(section?.getAttribute("data-home-section"));
    if (!Number.isInteger(target) || target === state.step) return;
    dispatch({ type: "go", step: target, now: event.timeStamp }, "instant");
  };

  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    clearTimeout(settleTimer);
    settleTimer = setTimeout(syncFromScroll, SETTLE_MS);
  };

  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      if (!desktop.matches || reducedMotion.matches) return;
      if (window.scrollY <= lastStopTop() + 1) {
        window.scrollTo({ top: stepScrollTop(state.step, window.innerHeight, offset()), behavior: "instant" });
      }
    }, SETTLE_MS);
  };

  let detach: (() => void) | undefined;
  const update = () => {
    detach?.();
    detach = undefined;
    report.active(desktop.matches && !reducedMotion.matches);
    if (!desktop.matches) return;
    syncFromScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize);
    const stepping = !reducedMotion.matches;
    if (stepping) {
      window.addEventListener("wheel", onWheel, { passive: false });
      window.addEventListener("keydown", onKeyDown);
      window.addEventListener("focusin", onFocusIn);
    }
    detach = () => {
      clearTimeout(settleTimer);
      clearTimeout(resizeTimer);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
      if (stepping) {
        window.removeEventListener("wheel", onWheel);
        window.removeEventListener("keydown", onKeyDown);
        window.removeEventListener("focusin", onFocusIn);
      }
    };
  };

  update();
  desktop.addEventListener("change", update);
  reducedMotion.addEventListener("change", update);

  return {
    goTo(target) {
      const next = stepperReducer(state, { type: "go", step: target, now: performance.now() });
      state = next;
      report.step(next.step);
      // Scrolls even when the stop is already current: the footer may have been scrolled past it.
      window.scrollTo({
        top: stepScrollTop(next.step, window.innerHeight, offset()),
        behavior: reducedMotion.matches ? "instant" : "smooth",
      });
    },
    stop() {
      detach?.();
      desktop.removeEventListener("change", update);
      reducedMotion.removeEventListener("change", update);
    },
  };
}
