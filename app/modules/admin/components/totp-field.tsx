import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";

/** The six digits of an authenticator app (a space in the middle allowed, as the apps show them). */
export function TotpField({ id, label }: { id: string; label: string }) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]{6,7}"
        maxLength={7}
        required
        className={styles.input}
      />
    </Field>
  );
}
