import { Form } from "react-router";
import styles from "#app/platform/admin-ui/admin.module.css";
import { PublishActions } from "#app/platform/admin-ui/published-document.tsx";
import { adminScheduleCopy as copy } from "../admin-copy.ts";
import { SCHEDULE_LABEL_MAX, SCHEDULE_NOTE_MAX, SCHEDULE_ROWS_MAX } from "../fields.ts";
import type { ScheduleFormRow } from "../schema.ts";
import own from "./schedule.module.css";

/** Blank rows offered below the filled ones (a plain form: no script adds rows): at least 3, 8 in all for a new table. */
const SPARE_ROWS = 3;
const FIRST_ROWS = 8;

/**
 * The whole table as one form: label, start, end and note per row, in order; save, preview and
 * publish buttons (field `intent`). Works without JavaScript. `readOnly`: a counsellor's view.
 */
export function ScheduleForm({
  values,
  message,
  errors = {},
  readOnly,
}: {
  values: ScheduleFormRow[];
  message?: string;
  errors?: Record<number, string>;
  readOnly: boolean;
}) {
  const blank = { label: "", start: "", end: "", note: "" };
  const rows = readOnly
    ? values
    : [...values, ...Array.from({ length: Math.max(SPARE_ROWS, FIRST_ROWS - values.length) }, () => blank)].slice(
        0,
        SCHEDULE_ROWS_MAX,
      );
  return (
    <Form method="post" className={`${styles.card} ${styles.form}`}>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${own.editor}`}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{copy.columns.label}</th>
              <th scope="col">{copy.columns.start}</th>
              <th scope="col">{copy.columns.end}</th>
              <th scope="col">{copy.columns.note}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const n = index + 1;
              const error = errors[index];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the row's place is its identity in the form
                <tr key={index} aria-invalid={error ? true : undefined}>
                  <td className={styles.numeric} data-label="순서">
                    {n}
                  </td>
                  <td data-label={copy.columns.label}>
                    <input
                      name="label"
                      aria-label={copy.rowLabel(n, copy.columns.label)}
                      defaultValue={row.label}
                      maxLength={SCHEDULE_LABEL_MAX}
                      readOnly={readOnly}
                      className={styles.input}
                    />
                    {error && <p className={styles.error}>{error}</p>}
                  </td>
                  <td data-label={copy.columns.start}>
                    <input
                      type="date"
                      name="start"
                      aria-label={copy.rowLabel(n, copy.columns.start)}
                      defaultValue={row.start}
                      readOnly={readOnly}
                      className={styles.input}
                    />
                  </td>
                  <td data-label={copy.columns.end}>
                    <input
                      type="date"
                      name="end"
                      aria-label={copy.rowLabel(n, copy.columns.end)}
                      defaultValue={row.end}
                      readOnly={readOnly}
                      className={styles.input}
                    />
                  </td>
                  <td data-label={copy.columns.note}>
                    <input
                      name="note"
                      aria-label={copy.rowLabel(n, copy.columns.note)}
                      defaultValue={row.note}
                      maxLength={SCHEDULE_NOTE_MAX}
                      readOnly={readOnly}
                      className={styles.input}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {!readOnly && <p className={styles.hint}>{copy.blankHint}</p>}
      <PublishActions copy={copy} preview={copy.preview} readOnly={readOnly} />
    </Form>
  );
}
