import styles from "./admin.module.css";
import { Field } from "./blocks.tsx";

/**
 * The authenticator app's six digits (a space in the middle allowed, as the apps show them), posted
 * as `code`: the sign-in's second step and the enrolment's confirmation.
 */
export function TotpCodeField({ id, label }: { id: string; label: string }) {
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
