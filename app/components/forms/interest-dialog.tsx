import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { type Location, useLocation, useNavigate } from "react-router";
import { CloseIcon } from "#app/components/layout/icons.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { interestDialogCopy } from "#app/content/lead-forms.ts";
import styles from "./interest-dialog.module.css";

/**
 * The form (and the consent text, the submit logic) loads when a visitor shows interest in a
 * trigger, not with every page: most visitors never open the popup.
 */
const loadInterestForm = () => import("./interest-form.tsx");
const InterestForm = lazy(() => loadInterestForm().then((module) => ({ default: module.InterestForm })));

function preloadInterestForm(): void {
  loadInterestForm().catch(() => {
    // Tried again when the popup opens; the Suspense fallback covers the wait.
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

/** A mouse user starts typing; on a touch screen the keyboard would cover the consent notice. */
function focusInitial(dialog: HTMLDialogElement): void {
  const first = dialog.querySelector<HTMLInputElement>("input:not([type=hidden]):not([tabindex='-1'])");
  if (first && window.matchMedia("(pointer: fine)").matches) first.focus();
  else dialog.focus();
}

function isVisible(element: HTMLElement): boolean {
  return element.isConnected && element.getClientRects().length > 0;
}

/**
 * The interest popup (SPEC §3, §4), one per document, in a native modal `<dialog>`.
 *
 * Whether it is open lives in the history entry's state: opening pushes an entry for the same URL,
 * so the browser's Back closes the popup and leaves the visitor where they were; X and Escape go
 * back one entry the same way. React Router sees only a state change on the same URL: no loader
 * runs on opening (`defaultShouldRevalidate: false`), the page keeps its scroll position, and the
 * root scroll-to-top only reacts to a new pathname.
 *
 * Any `[data-interest-trigger]` link opens it. Without JavaScript those links simply lead to the
 * customer page; the form inside is rendered on first opening, not in the server HTML.
 */
export function InterestDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = isDialogState(location.state);
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);

  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const closingRef = useRef(false);
  const wasOpenRef = useRef(false);
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
      openerRef.current = trigger;
      navigate(
        { pathname: current.pathname, search: current.search, hash: current.hash },
        { state: withDialog(current.state as HistoryState), preventScrollReset: true, defaultShouldRevalidate: false },
      );
    }
    // Pointing at, touching or tabbing to a trigger fetches the form ahead of the click.
    function onIntent(event: Event) {
      if (event.target instanceof Element && event.target.closest(INTEREST_TRIGGER_SELECTOR)) preloadInterestForm();
    }
    const intents = ["pointerover", "touchstart", "focusin"] as const;
    document.addEventListener("click", onClick, true);
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      document.removeEventListener("click", onClick, true);
      for (const type of intents) document.removeEventListener(type, onIntent);
    };
  }, [navigate]);

  // The dialog element follows the history state.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      closingRef.current = false;
      wasOpenRef.current = true;
      if (!dialog.open) {
        const root = document.documentElement;
        root.toggleAttribute("data-classic-scrollbar", window.innerWidth > root.clientWidth);
        dialog.showModal();
      }
      focusInitial(dialog);
      return;
    }
    if (dialog.open) dialog.close();
    closingRef.current = false;
    if (wasOpenRef.current) {
      wasOpenRef.current = false;
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener && isVisible(opener)) opener.focus({ preventScroll: true });
    }
  }, [open]);

  /** The form, once loaded, takes the focus the dialog was holding for it. */
  const onFormReady = useCallback(() => {
    const dialog = dialogRef.current;
    if (dialog?.open && document.activeElement === dialog) focusInitial(dialog);
  }, []);

  const requestClose = useCallback(() => {
    if (!latest.current.open || closingRef.current) return;
    closingRef.current = true;
    navigate(-1);
  }, [navigate]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-interest-dialog=""
      onCancel={(event) => {
        // Escape: close through history like every other way out.
        event.preventDefault();
        requestClose();
      }}
      onClose={requestClose}
    >
      {rendered && (
        <div className={styles.panel}>
          <div className={styles.header}>
            <p className={styles.eyebrow} lang="en">
              {interestDialogCopy.eyebrow}
            </p>
            <h2 id={titleId} className={styles.title}>
              {interestDialogCopy.title}
            </h2>
            <p className={styles.lead}>{interestDialogCopy.lead}</p>
          </div>
          <button type="button" className={styles.close} aria-label={interestDialogCopy.close} onClick={requestClose}>
            <CloseIcon className={styles.closeIcon} />
          </button>
          <Suspense
            fallback={
              <div className={styles.loading}>
                <Spinner label={interestDialogCopy.loading} />
              </div>
            }
          >
            <InterestForm idPrefix="interest" open={open} onClose={requestClose} onReady={onFormReady} />
          </Suspense>
        </div>
      )}
    </dialog>
  );
}
