import { HONEYPOT_FIELD } from "#app/modules/leads/lead-fields.ts";
import styles from "./lead-form.module.css";

/** The field only a bot fills: off-screen, hidden from assistive technology and out of the tab order. */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>홈페이지 주소 (입력하지 마세요)</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
