import { lazy, type RefObject, Suspense, useCallback, useEffect, useId, useRef } from "react";
import { useNavigate } from "react-router";
import { CloseIcon } from "#app/components/ui/icons.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { interestDialogCopy } from "#app/modules/leads/interest-popup-copy.ts";
import styles from "./interest-dialog.module.css";

/**
 * The form (and the consent text, the submit logic) loads when a visitor shows interest in a
 * trigger, not with the popup's shell: most visitors never open the popup.
 */
const loadInterestForm = () => import("./interest-form.tsx");
const InterestForm = lazy(() => loadInterestForm().then((module) => ({ default: module.InterestForm })));

export function preloadInterestForm(): void {
  loadInterestForm().catch(() => {
    // Tried again when the popup opens; the Suspense fallback covers the wait.
  });
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

type Props = {
  /** Whether the history entry says the popup is open (see `InterestDialog`). */
  open: boolean;
  /** The trigger that opened it: focus goes back there on closing. */
  openerRef: RefObject<HTMLElement | null>;
};

/** The interest popup (SPEC §3, §4) in a native modal `<dialog>`; `InterestDialog` loads it and owns the opening. */
export function InterestPopup({ open, openerRef }: Props) {
  const navigate = useNavigate();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closingRef = useRef(false);
  const wasOpenRef = useRef(false);
  /** Set when this component closes the dialog itself: the `close` event that follows is its echo. */
  const selfClosedRef = useRef(false);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });

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
    if (dialog.open) {
      selfClosedRef.current = true;
      dialog.close();
    }
    closingRef.current = false;
    if (wasOpenRef.current) {
      wasOpenRef.current = false;
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener && isVisible(opener)) opener.focus({ preventScroll: true });
    }
  }, [open, openerRef]);

  /** The form, once loaded, takes the focus the dialog was holding for it. */
  const onFormReady = useCallback(() => {
    const dialog = dialogRef.current;
    if (dialog?.open && document.activeElement === dialog) focusInitial(dialog);
  }, []);

  const requestClose = useCallback(() => {
    if (!openRef.current || closingRef.current) return;
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
      onClose={() => {
        // The `close` event is queued, not dispatched at once: after Back closed the dialog, a quick
        // Forward can reopen it before the echo of that close arrives (seen under load). Only a close
        // the browser made by itself, with the dialog still closed, is a request to go back.
        const echo = selfClosedRef.current || dialogRef.current?.open === true;
        selfClosedRef.current = false;
        if (!echo) requestClose();
      }}
    >
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
    </dialog>
  );
}
