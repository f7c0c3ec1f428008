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

/** A cell's own attributes beyond its class: `data-*` hooks for the page's styles and tests. */
type DataAttributes = Record<`data-${string}`, string | boolean | undefined>;

type Column<Row = never> = {
  label: ReactNode;
  numeric?: boolean;
  className?: string;
  /** The name a phone shows beside the cell, when the header is not plain text (a hidden heading). */
  phoneLabel?: string;
  /** The cell, when the columns carry their cells (instead of the table's `cells`). */
  cell?: (row: Row) => ReactNode;
  /** The cell's class when it differs from the header's. */
  cellClassName?: string;
  cellData?: (row: Row) => DataAttributes;
};

/** Class names for a table drawn by a feature's own stylesheet (the figures of the dashboard). */
type TableLook = { wrap?: string; table?: string; numeric?: string; empty?: string };

type DataTableProps<Row> = {
  caption?: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The cells of one row, in column order (or each column's `cell`). */
  cells?: (row: Row) => ReactNode[];
  empty: ReactNode;
  className?: string;
  tableData?: DataAttributes;
  rowData?: (row: Row) => DataAttributes;
  emptyClassName?: string;
  look?: TableLook;
  /** False for a table that stays a table on a phone: no cell names written. */
  phoneLabels?: boolean;
  /** Wider than a phone: the box that scrolls takes the keyboard focus, named by the caption. */
  scrollable?: boolean;
};

const joined = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ") || undefined;

/** A scrollable table (the caption for screen readers), or the empty-state line when there are no rows. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  cells,
  empty,
  className,
  tableData,
  rowData,
  emptyClassName,
  look = {},
  phoneLabels = true,
  scrollable = false,
}: DataTableProps<Row>) {
  const numeric = look.numeric ?? styles.numeric;
  if (rows.length === 0) return <p className={emptyClassName ?? look.empty ?? styles.empty}>{empty}</p>;
  const scrolling =
    scrollable && typeof caption === "string" ? { role: "region", "aria-label": caption, tabIndex: 0 } : {};
  const cellsOf = (row: Row) => cells?.(row) ?? columns.map((column) => column.cell?.(row));
  const labelOf = (column: Column<Row> | undefined) =>
    column?.phoneLabel ?? (typeof column?.label === "string" ? column.label : undefined);
  return (
    <div className={look.wrap ?? styles.tableWrap} {...scrolling}>
      <table className={joined(look.table ?? styles.table, className)} {...tableData}>
        {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per table.
                key={index}
                scope="col"
                className={joined(column.numeric && numeric, column.className)}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowData?.(row)}>
              {cellsOf(row).map((cell, index) => {
                const column = columns[index];
                return (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the fixed columns.
                    key={index}
                    // On a phone each row is a card and the cell shows its column's name.
                    data-label={phoneLabels ? labelOf(column) : undefined}
                    className={column?.numeric ? numeric : (column?.cellClassName ?? column?.className)}
                    {...column?.cellData?.(row)}
                  >
                    {cell}
                  </td>
                );
              })}
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
