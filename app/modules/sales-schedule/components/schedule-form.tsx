import type { InputHTMLAttributes } from "react";
import { Form } from "react-router";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable } from "#app/platform/admin-ui/blocks.tsx";
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
      <DataTable
        caption={copy.title}
        className={own.editor}
        columns={[
          { label: "#", numeric: true, phoneLabel: "순서" },
          { label: copy.columns.label },
          { label: copy.columns.start },
          { label: copy.columns.end },
          { label: copy.columns.note },
        ]}
        rows={rows.map((row, index) => ({ ...row, n: index + 1, error: errors[index] }))}
        rowKey={(row) => String(row.n)}
        rowProps={(row) => ({ "aria-invalid": row.error ? true : undefined })}
        cells={(row) => {
          const input = (name: "label" | "start" | "end" | "note", props: InputHTMLAttributes<HTMLInputElement>) => (
            <input
              key={name}
              name={name}
              aria-label={copy.rowLabel(row.n, copy.columns[name])}
              defaultValue={row[name]}
              readOnly={readOnly}
              className={styles.input}
              {...props}
            />
          );
          return [
            row.n,
            <>
              {input("label", { maxLength: SCHEDULE_LABEL_MAX })}
              {row.error && <p className={styles.error}>{row.error}</p>}
            </>,
            input("start", { type: "date" }),
            input("end", { type: "date" }),
            input("note", { maxLength: SCHEDULE_NOTE_MAX }),
          ];
        }}
        empty={null}
      />
      {!readOnly && <p className={styles.hint}>{copy.blankHint}</p>}
      <PublishActions copy={copy} preview={copy.preview} readOnly={readOnly} />
    </Form>
  );
}
