import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { CloseIcon } from "#app/components/ui/icons.tsx";
import { popupCopy as copy } from "../copy.ts";
import type { PopupView } from "../schema.ts";
import styles from "./popup-notices.module.css";

/** Where "오늘 하루 보지 않기" is kept on the device (no cookie): the instant the pop-up may show again. */
export const HIDE_UNTIL_KEY = "popupNotice.hideUntil";
const STATE_KEY = "popupNotice";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The next 00:00 in Korea (UTC+9, no daylight saving) after `now`, in milliseconds. */
export const nextKoreaMidnight = (now: number) => Math.floor((now + 9 * HOUR) / DAY) * DAY + DAY - 9 * HOUR;

function hiddenToday(): boolean {
  try {
    return Number(localStorage.getItem(HIDE_UNTIL_KEY)) > Date.now();
  } catch {
    return false;
  }
}

/**
 * The home page's pop-up notices in a native modal `<dialog>`, closed in the server HTML. Being
 * open is a history entry (as the interest popup): Back, Escape and the buttons go back one entry.
 */
export default function PopupNotices({ popups }: { popups: PopupView[] }) {
  const ref = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const open = (location.state as Record<string, unknown> | null)?.[STATE_KEY] === true;

  /** Whether the history entry has said "open" since load: from then on it decides. */
  const seen = useRef(false);
  /** The same, for the markup (`data-history-entry`): Back closes the dialog from then on. */
  const [landed, setLanded] = useState(false);
  /** Closed before its history entry landed: that entry is left as soon as it does. */
  const closedEarly = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the page's load
  useEffect(() => {
    const dialog = ref.current;
    dialog?.setAttribute("data-ready", "");
    if (hiddenToday()) return;
    dialog?.showModal();
    if (open) return;
    const state = typeof location.state === "object" && location.state ? location.state : {};
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: { ...state, [STATE_KEY]: true }, preventScrollReset: true, defaultShouldRevalidate: false },
    );
  }, []);

  useEffect(() => {
    if (open) {
      seen.current = true;
      setLanded(true);
      if (closedEarly.current) {
        closedEarly.current = false;
        navigate(-1);
      }
    } else if (seen.current && ref.current?.open) ref.current.close();
  }, [open, navigate]);

  const close = () => {
    if (!ref.current?.open) return;
    if (seen.current) navigate(-1);
    else {
      closedEarly.current = true;
      ref.current.close();
    }
  };
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label={copy.title}
      data-history-entry={landed ? "" : undefined}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <ul className={styles.list}>
        {popups.map((popup) => {
          const picture = (
            <picture>
              {popup.avif && <source type="image/avif" srcSet={popup.avif} sizes="(max-width: 520px) 92vw, 480px" />}
              {popup.webp && <source type="image/webp" srcSet={popup.webp} sizes="(max-width: 520px) 92vw, 480px" />}
              <img src={popup.src} alt={popup.alt} width={popup.width} height={popup.height} className={styles.image} />
            </picture>
          );
          return (
            <li key={popup.src}>
              {popup.link ? (
                <a href={popup.link} className={styles.link}>
                  {picture}
                </a>
              ) : (
                picture
              )}
            </li>
          );
        })}
      </ul>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            try {
              localStorage.setItem(HIDE_UNTIL_KEY, String(nextKoreaMidnight(Date.now())));
            } catch {
              // Storage refused (a private window): it closes for now only.
            }
            close();
          }}
        >
          {copy.hideToday}
        </button>
        <button type="button" className={styles.button} onClick={close}>
          <CloseIcon className={styles.icon} /> {copy.close}
        </button>
      </div>
    </dialog>
  );
}
