import { Form } from "react-router";
import styles from "#app/platform/admin-ui/admin.module.css";
import { adminFactsCopy as copy } from "../admin-copy.ts";
import { FACTS_LINE_MAX, FACTS_NOTE_MAX, FACTS_URL_MAX } from "../fields.ts";
import { SITE_FACTS_FIELDS, type SiteFactsField, type SiteFactsForm } from "../schema.ts";

const MAX: Record<SiteFactsField, number> = {
  salesPhone: 20,
  consultationHours: FACTS_LINE_MAX,
  modelHouseAddress: FACTS_LINE_MAX,
  modelHouseHours: FACTS_LINE_MAX,
  mapUrl: FACTS_URL_MAX,
  bookingNote: FACTS_NOTE_MAX,
  kakaoChannelUrl: FACTS_URL_MAX,
};
const TYPE: Partial<Record<SiteFactsField, string>> = { salesPhone: "tel", mapUrl: "url", kakaoChannelUrl: "url" };

/** The facts as one plain form (works without JavaScript): save and publish (field `intent`). */
export function FactsForm({
  values,
  message,
  errors = {},
  readOnly,
}: {
  values: SiteFactsForm;
  message?: string;
  errors?: Partial<Record<SiteFactsField, string>>;
  readOnly: boolean;
}) {
  return (
    <Form method="post" className={`${styles.card} ${styles.form}`} noValidate>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      {SITE_FACTS_FIELDS.map((field) => {
        const id = `facts-${field}`;
        const error = errors[field];
        const multiline = field === "bookingNote";
        const common = {
          id,
          name: field,
          defaultValue: values[field],
          maxLength: MAX[field],
          readOnly,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": `${id}-hint${error ? ` ${id}-error` : ""}`,
        } as const;
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {copy.fields[field].label}
            </label>
            {multiline ? (
              <textarea {...common} rows={3} className={`${styles.input} ${styles.textarea}`} />
            ) : (
              <input {...common} type={TYPE[field] ?? "text"} className={styles.input} />
            )}
            <p id={`${id}-hint`} className={styles.hint}>
              {copy.fields[field].hint}
            </p>
            {error && (
              <p id={`${id}-error`} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      {!readOnly && (
        <div className={styles.formActions}>
          <button type="submit" name="intent" value="save" className={styles.button}>
            {copy.save}
          </button>
          <button type="submit" name="intent" value="publish" className={styles.buttonPrimary}>
            {copy.publish}
          </button>
        </div>
      )}
    </Form>
  );
}
