import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { type Location, useLocation, useNavigate } from "react-router";
import { whenIdle } from "#app/lib/when-idle.ts";

/**
 * The popup itself (the dialog, its words and styles) is a chunk of its own, fetched when the
 * browser is idle after load or at the first sign of interest in a trigger, and at the latest by
 * the click that opens it; its form is a further chunk (`interest-popup.tsx`).
 */
const loadPopup = () => import("./interest-popup.tsx");
const InterestPopup = lazy(() => loadPopup().then((module) => ({ default: module.InterestPopup })));

function preload(withForm: boolean): void {
  loadPopup()
    .then((module) => withForm && module.preloadInterestForm())
    .catch(() => {
      // Tried again when the popup opens; a failure then reaches the error boundary.
    });
}

/** Links that open the popup instead of navigating (header phone, footer, bottom bar, page buttons). */
export const INTEREST_TRIGGER_SELECTOR = "[data-interest-trigger]";

const STATE_KEY = "interestDialog";

type HistoryState = Record<string, unknown> | null | undefined;

export function isDialogState(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as Record<string, unknown>)[STATE_KEY] === true;
}

function withDialog(state: unknown): Record<string, unknown> {
  const base = typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};
  return { ...base, [STATE_KEY]: true };
}

/** A plain primary click: modified clicks keep the link's own behaviour (new tab, new window). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The interest popup's opening (SPEC §3, §4), one per document; the dialog is `InterestPopup`.
 *
 * Whether it is open lives in the history entry's state: opening pushes an entry for the same URL,
 * so the browser's Back closes the popup and leaves the visitor where they were; X and Escape go
 * back one entry the same way. React Router sees only a state change on the same URL: no loader
 * runs on opening (`defaultShouldRevalidate: false`), the page keeps its scroll position, and the
 * root scroll-to-top only reacts to a new pathname.
 *
 * Any `[data-interest-trigger]` link opens it. This part is small and comes with every page, so a
 * click is never lost: it records the opening in history at once, and the dialog opens as soon as
 * its chunk is here (usually already, from idle time or from pointing at the trigger). Without
 * JavaScript those links simply lead to the customer page; nothing of the popup is in the server HTML.
 */
export function InterestDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = isDialogState(location.state);
  // Set after hydration (the server HTML has no popup), then kept: the closed dialog keeps its form.
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    if (open) setRendered(true);
  }, [open]);

  const openerRef = useRef<HTMLElement | null>(null);
  const latest = useRef<{ location: Location; open: boolean }>({ location, open });
  useEffect(() => {
    latest.current = { location, open };
  });

  // Opening: a delegated listener in the capture phase, ahead of the link's own router navigation.
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return;
      const trigger = event.target.closest<HTMLElement>(INTEREST_TRIGGER_SELECTOR);
      if (!trigger) return;
      event.preventDefault();
      const { location: current, open: isOpen } = latest.current;
      if (isOpen) return;
      preload(true);
      openerRef.current = trigger;
      navigate(
        { pathname: current.pathname, search: current.search, hash: current.hash },
        { state: withDialog(current.state as HistoryState), preventScrollReset: true, defaultShouldRevalidate: false },
      );
    }
    // Pointing at, touching or tabbing to a trigger fetches the form ahead of the click.
    function onIntent(event: Event) {
      if (event.target instanceof Element && event.target.closest(INTEREST_TRIGGER_SELECTOR)) preload(true);
    }
    const intents = ["pointerover", "touchstart", "focusin"] as const;
    document.addEventListener("click", onClick, true);
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
    const cancelIdle = whenIdle(() => preload(false));
    return () => {
      document.removeEventListener("click", onClick, true);
      for (const type of intents) document.removeEventListener(type, onIntent);
      cancelIdle();
    };
  }, [navigate]);

  return rendered ? (
    <Suspense fallback={null}>
      <InterestPopup open={open} openerRef={openerRef} />
    </Suspense>
  ) : null;
}
