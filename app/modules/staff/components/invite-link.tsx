import { useEffect, useRef, useState } from "react";
import { staffCopy } from "#app/modules/staff/admin-copy.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";

const copy = staffCopy.invite;

/**
 * The invitation link, shown once after it is made: selectable without JavaScript, one tap to copy
 * with it. It comes into view with the link focused, wherever the form that made it was.
 */
export function InviteLink({ link, message }: { link: string; message: string }) {
  const [copied, setCopied] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: "center" });
    box.current?.querySelector("input")?.focus({ preventScroll: true });
  }, []);
  return (
    <div className={styles.notice} role="status" ref={box}>
      <p>{message}</p>
      <Field id="invite-link" label={copy.linkLabel} hint={copy.linkHint}>
        <input
          id="invite-link"
          className={styles.input}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby="invite-link-hint"
        />
      </Field>
      <button
        type="button"
        className={styles.button}
        onClick={async () => {
          await navigator.clipboard.writeText(link);
          setCopied(true);
        }}
      >
        {copied ? copy.copied : copy.copy}
      </button>
    </div>
  );
}
