import { useEffect, useRef, useState } from "react";
import { bookingCopy } from "../copy.ts";
import styles from "../routes/visit.module.css";

/** The change link as text to copy: a read-only field and a copy button once the page's script runs. */
export function ChangeLink({ url }: { url: string }) {
  const [enhanced, setEnhanced] = useState(false);
  const [copied, setCopied] = useState<boolean | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => setEnhanced(true), []);

  async function copy() {
    const input = inputRef.current;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission (an older or embedded browser): select the text for a manual copy.
      input?.select();
      setCopied(document.execCommand?.("copy") ?? false);
    }
  }

  if (!enhanced) {
    return (
      <p className={styles.changeUrl} id="change-link">
        {url}
      </p>
    );
  }
  return (
    <div className={styles.copyRow}>
      {/* A text area, not an input: the whole address stays readable on a narrow phone. */}
      <textarea
        ref={inputRef}
        id="change-link"
        className={styles.copyInput}
        readOnly
        rows={1}
        value={url}
        aria-label={bookingCopy.manageLinkLabel}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button type="button" className={styles.secondary} onClick={copy}>
        {bookingCopy.copy}
      </button>
      <p role="status" className={styles.copyStatus}>
        {copied === true ? bookingCopy.copied : copied === false ? bookingCopy.copyFailed : ""}
      </p>
    </div>
  );
}
