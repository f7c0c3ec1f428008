import type { ReactNode } from "react";
import { Link } from "react-router";
import { adminCopy } from "#app/platform/admin-ui/copy.ts";
import styles from "./admin.module.css";

/**
 * The admin pages' building blocks: a labelled field, a table with its caption and empty state,
 * and a pager. One markup for every list and form of the admin area.
 */

type FieldProps = {
  /** The control's id; the label points at it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
};

/** A label above its control (input, select, textarea), with an optional hint below. */
export function Field({ id, label, hint, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

type Column = { label: ReactNode; numeric?: boolean; className?: string };

type DataTableProps<Row> = {
  caption: ReactNode;
  columns: readonly Column[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The cells of one row, in column order. */
  cells: (row: Row) => ReactNode[];
  empty: ReactNode;
  /** The empty state's classes when it should differ from the plain line (e.g. a card). */
  emptyClassName?: string;
};

/** A scrollable table (the caption for screen readers), or the empty-state line when there are no rows. */
export function DataTable<Row>({ caption, columns, rows, rowKey, cells, empty, emptyClassName }: DataTableProps<Row>) {
  if (rows.length === 0) return <p className={emptyClassName ?? styles.empty}>{empty}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per table.
                key={index}
                scope="col"
                className={[column.numeric ? styles.numeric : "", column.className ?? ""].join(" ").trim() || undefined}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {cells(row).map((cell, index) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the fixed columns.
                  key={index}
                  // On a phone each row is a card and the cell shows its column's name.
                  data-label={typeof columns[index]?.label === "string" ? columns[index]?.label : undefined}
                  className={columns[index]?.numeric ? styles.numeric : columns[index]?.className}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type PagerProps = {
  /** The navigation's name, e.g. "관심고객 목록 페이지". */
  label: string;
  /** The previous page's address; null when there is none (shown disabled when `keepDisabled`). */
  previous: string | null;
  next: string | null;
  status?: ReactNode;
  previousLabel?: string;
  nextLabel?: string;
  /** Keep both buttons in place (disabled) so the pager does not jump between pages. */
  keepDisabled?: boolean;
};

/** Previous / next links around a status line; nothing at all when there is only one page. */
export function Pager({
  label,
  previous,
  next,
  status,
  previousLabel = adminCopy.pagination.previous,
  nextLabel = adminCopy.pagination.next,
  keepDisabled = false,
}: PagerProps) {
  if (!previous && !next) return null;
  const link = (to: string | null, text: string) => {
    if (to) {
      return (
        <Link to={to} className={styles.button}>
          {text}
        </Link>
      );
    }
    if (!keepDisabled) return null;
    return (
      <span className={styles.button} aria-disabled="true">
        {text}
      </span>
    );
  };
  return (
    <nav className={styles.pager} aria-label={label}>
      {link(previous, previousLabel)}
      {status && <span className={styles.pagerStatus}>{status}</span>}
      {link(next, nextLabel)}
    </nav>
  );
}
