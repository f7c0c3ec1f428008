import { useState } from "react";
import { twoFactorCopy } from "#app/platform/access/two-factor-copy.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import css from "./two-factor.module.css";

/** The backup codes, shown once right after they are made, with copy and print. */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  const copy = twoFactorCopy.enrol;
  const [copied, setCopied] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="backup-codes-title">
      <h2 id="backup-codes-title" className={styles.cardTitle}>
        {copy.backupTitle}
      </h2>
      <p className={styles.cardText}>{copy.backupShownOnce}</p>
      <ol className={css.codes} data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.formActions}>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join("\n")).then(() => setCopied(true));
          }}
        >
          {copy.copy}
        </button>
        <button type="button" className={styles.button} onClick={() => window.print()}>
          {copy.print}
        </button>
        {copied && (
          <span className={styles.muted} role="status">
            {copy.copied}
          </span>
        )}
      </div>
    </section>
  );
}
