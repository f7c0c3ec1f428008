import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { fieldLabels } from "#app/modules/leads/form-copy.ts";
import { NAME_MAX } from "#app/modules/leads/lead-fields.ts";
import styles from "./lead-form.module.css";

type FieldBase = {
  id: string;
  label: string;
  /** Shown under the field; the first one is what the visitor reads. */
  errors?: readonly string[];
  /** Marks the label with a visible "필수" tag (the input's `required` says it to assistive tech). */
  requiredMark?: boolean;
};

/** `aria-describedby` and `aria-invalid` for a field with (or without) an error below it. */
export function errorProps(id: string, errors?: readonly string[], describedBy?: string) {
  const hasError = Boolean(errors && errors.length > 0);
  const ids = [hasError ? errorId(id) : null, describedBy].filter(Boolean).join(" ");
  return {
    "aria-invalid": hasError ? (true as const) : undefined,
    "aria-describedby": ids || undefined,
  };
}

export function errorId(id: string): string {
  return `${id}-error`;
}

export function FieldError({ id, errors }: { id: string; errors?: readonly string[] }) {
  if (!errors || errors.length === 0) return null;
  return (
    <p id={errorId(id)} className={styles.error}>
      {errors[0]}
    </p>
  );
}

function Label({ id, label, requiredMark }: Pick<FieldBase, "id" | "label" | "requiredMark">) {
  return (
    <label htmlFor={id} className={styles.label}>
      {label}
      {requiredMark && (
        <span className={styles.requiredMark} aria-hidden="true">
          {fieldLabels.required}
        </span>
      )}
    </label>
  );
}

type TextFieldProps = FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "id">;

/** A labelled text input with its error line. Inputs are 16px so phones do not zoom on focus. */
export function TextField({ id, label, errors, requiredMark, className, ...input }: TextFieldProps) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <Label id={id} label={label} requiredMark={requiredMark} />
      <input id={id} className={styles.input} {...input} {...errorProps(id, errors)} />
      <FieldError id={id} errors={errors} />
    </div>
  );
}

type TextAreaFieldProps = FieldBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">;

export function TextAreaField({ id, label, errors, requiredMark, className, ...textarea }: TextAreaFieldProps) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <Label id={id} label={label} requiredMark={requiredMark} />
      <textarea id={id} className={`${styles.input} ${styles.textarea}`} {...textarea} {...errorProps(id, errors)} />
      <FieldError id={id} errors={errors} />
    </div>
  );
}

type NameAndPhoneProps = {
  /** Field ids are `${idPrefix}-name` and `${idPrefix}-phone`. */
  idPrefix: string;
  errors: { name?: string[]; phone?: string[] };
  /** What the visitor typed, put back after a failed no-JavaScript post. */
  values?: { name?: string; phone?: string } | null;
};

/** The two fields every lead form has, side by side: name and a Korean phone number. */
export function NameAndPhoneFields({ idPrefix, errors, values }: NameAndPhoneProps) {
  return (
    <div className={styles.row}>
      <TextField
        id={`${idPrefix}-name`}
        name="name"
        label={fieldLabels.name}
        requiredMark
        required
        maxLength={NAME_MAX}
        autoComplete="name"
        placeholder={fieldLabels.namePlaceholder}
        defaultValue={values?.name}
        errors={errors.name}
      />
      <TextField
        id={`${idPrefix}-phone`}
        name="phone"
        type="tel"
        inputMode="tel"
        label={fieldLabels.phone}
        requiredMark
        required
        maxLength={20}
        autoComplete="tel"
        placeholder={fieldLabels.phonePlaceholder}
        defaultValue={values?.phone}
        errors={errors.phone}
      />
    </div>
  );
}
