import { type MouseEvent, useEffect, useRef, useState } from "react";
import styles from "./pdf-open-button.module.css";
import { Spinner } from "./spinner.tsx";

type Props = {
  href: string;
  label: string;
  loadingText: string;
  timeoutMs?: number;
};

/**
 * Opens a same-origin file in a new tab with a loading overlay until that tab has it (SPEC §4); a
 * plain link without JavaScript, and this tab navigates if the new tab is blocked.
 */
export function PdfOpenButton({ href, label, loadingText, timeoutMs = 10_000 }: Props) {
  const [loading, setLoading] = useState(false);
  const stopWatching = useRef<(() => void) | null>(null);

  useEffect(() => () => stopWatching.current?.(), []);

  function finish() {
    stopWatching.current?.();
    stopWatching.current = null;
    setLoading(false);
  }

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    stopWatching.current?.();

    const opened = window.open(href, "_blank");
    if (!opened) {
      window.location.assign(href);
      return;
    }
    setLoading(true);

    // The new tab starts on about:blank; it counts as loaded once it shows the file.
    const hasLoaded = () => {
      try {
        return opened.closed || (opened.location.href !== "about:blank" && opened.document.readyState === "complete");
      } catch {
        return true; // It moved to another origin: the file is no longer ours to watch.
      }
    };
    const onLoad = () => {
      if (hasLoaded()) finish();
    };
    const onFocus = () => finish();
    opened.addEventListener("load", onLoad);
    window.addEventListener("focus", onFocus);
    // Polling covers browsers that drop listeners when the new tab swaps its first document.
    const poll = window.setInterval(onLoad, 250);
    const timer = window.setTimeout(finish, timeoutMs);
    stopWatching.current = () => {
      window.clearInterval(poll);
      window.clearTimeout(timer);
      window.removeEventListener("focus", onFocus);
      try {
        opened.removeEventListener("load", onLoad);
      } catch {
        // The tab may be gone or cross-origin by now.
      }
    };
  }

  return (
    <>
      <a href={href} target="_blank" rel="noopener" className={styles.button} onClick={handleClick}>
        {label}
        <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M7 4h9v9M16 4 5 15" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </a>
      <div role="status" aria-live="polite" className={styles.overlay} data-loading={loading ? "true" : "false"}>
        {loading && (
          <div className={styles.card}>
            <Spinner />
            <p className={styles.text}>{loadingText}</p>
          </div>
        )}
      </div>
    </>
  );
}
