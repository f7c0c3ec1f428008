import { useState } from "react";
import { twoFactorCopy } from "#app/platform/access/two-factor-copy.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Card } from "#app/platform/admin-ui/card.tsx";
import css from "./two-factor.module.css";

/** The backup codes, shown once right after they are made, with copy and print. */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  const copy = twoFactorCopy.enrol;
  const [copied, setCopied] = useState(false);
  return (
    <Card id="backup-codes-title" title={copy.backupTitle}>
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
    </Card>
  );
}
