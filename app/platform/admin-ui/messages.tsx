import type { ReactNode } from "react";
import styles from "./admin.module.css";
import { AdminAuthFrame } from "./admin-shell.tsx";
import { adminCopy } from "./copy.ts";

/** An action's answer: green and polite when it worked, red and announced at once when it did not. */
export function ResultMessage({ result }: { result: { ok: boolean; message: string } | null | undefined }) {
  if (!result) return null;
  return (
    <p className={result.ok ? styles.success : styles.error} role={result.ok ? "status" : "alert"}>
      {result.message}
    </p>
  );
}

/** A form's error, announced; nothing when there is none. */
export function FormError({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}

/** A form's main button, which says it is working and cannot be pressed twice while the form is sent. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className={styles.buttonPrimary} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

type AuthCardProps = {
  title: ReactNode;
  lead?: ReactNode;
  /** Why the page cannot be used, in place of the lead. */
  alert?: ReactNode;
  children: ReactNode;
};

/** A page for someone not signed in (sign-in, second step, invitation): the brand, a title, and the form. */
export function AuthCard({ title, lead, alert, children }: AuthCardProps) {
  return (
    <AdminAuthFrame>
      <div className={styles.authCard}>
        <div>
          <p className={styles.authBrand}>{adminCopy.brand}</p>
          <h1 className={styles.pageTitle}>{title}</h1>
          {alert ? <FormError message={alert} /> : lead && <p className={styles.pageLead}>{lead}</p>}
        </div>
        {children}
      </div>
    </AdminAuthFrame>
  );
}
