import styles from "./admin.module.css";
import { Field } from "./blocks.tsx";

export type ReasonFieldProps = {
  id: string;
  label: string;
  placeholder: string;
  min: number;
  max: number;
  invalid?: boolean;
};

/** The reason the audit log keeps for an export or an erasure, written by the staff member. */
export function ReasonField({ id, label, placeholder, min, max, invalid }: ReasonFieldProps) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        name="reason"
        required
        minLength={min}
        maxLength={max}
        placeholder={placeholder}
        className={styles.input}
        aria-invalid={invalid ? true : undefined}
      />
    </Field>
  );
}

type ExportFormProps = {
  action: string;
  /** Hidden fields sent along; empty ones are left out. */
  fields: Readonly<Record<string, string | undefined>>;
  reason: ReasonFieldProps;
  submit: string;
};

/** A plain form (no fetcher): the answer is a file download, not a page. */
export function ExportForm({ action, fields, reason, submit }: ExportFormProps) {
  return (
    <form method="post" action={action} className={styles.form}>
      {Object.entries(fields).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <ReasonField {...reason} />
      <div className={styles.formActions}>
        <button type="submit" className={styles.buttonPrimary}>
          {submit}
        </button>
      </div>
    </form>
  );
}
