import { Fragment, type HTMLAttributes, type InputHTMLAttributes, type ReactNode, type TdHTMLAttributes } from "react";
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
  /** A refusal's words for this field, below the hint (`${id}-error`; see `fieldControl`). */
  error?: ReactNode;
  children: ReactNode;
};

/** A label above its control (input, select, textarea), with an optional hint and error below. */
export function Field({ id, label, hint, error, children }: FieldProps) {
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
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The control's own attributes inside a `Field`: its id, invalid after a refusal, described by its hint and error. */
export function fieldControl(id: string, { hint, error }: { hint?: ReactNode; error?: ReactNode }) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
  } as const;
}

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The input names its hint as its description. */
  describedByHint?: boolean;
};

/** A `Field` holding one input of the same id. */
export function InputField({ id, label, hint, describedByHint, className = styles.input, ...input }: InputFieldProps) {
  return (
    <Field id={id} label={label} hint={hint}>
      <input id={id} aria-describedby={describedByHint ? `${id}-hint` : undefined} className={className} {...input} />
    </Field>
  );
}

/**
 * An editor's picture beside its file input, letterboxed (the whole picture: a pop-up is usually portrait,
 * and a cropped thumbnail hid most of it); `empty` in its place when there is none.
 */
export function PictureThumb({ url, empty }: { url: string | undefined; empty: string }) {
  return url ? (
    <img src={url} alt="" width={120} height={90} className={styles.thumb} />
  ) : (
    <span className={`${styles.thumb} ${styles.thumbEmpty}`}>{empty}</span>
  );
}

/** `data-*` hooks for a page's styles, scripts and tests. */
type DataAttributes = { [name: `data-${string}`]: string | boolean | undefined };

export type Column<Row = never> = {
  label: ReactNode;
  numeric?: boolean;
  className?: string;
  /** The cell's name on a phone's card layout (default: the label when it is text); false for none. */
  phoneLabel?: string | false;
  /** The cell, when the columns carry their cells (instead of the table's `cells`). */
  cell?: (row: Row) => ReactNode;
  /** The body cells' class when it differs from the header's. */
  cellClassName?: string;
  /** A body cell's own attributes (data-*, aria-hidden). */
  cellProps?: (row: Row) => TdHTMLAttributes<HTMLTableCellElement> & DataAttributes;
};

/** A row spanning the whole table: a heading of a section, or a question or note under a row. */
type WideRow = { key: string; className?: string; content: ReactNode };

/** Rows grouped under a heading (one tbody each), e.g. a day's time slots. */
type Section<Row> = {
  key: string;
  heading: ReactNode;
  rows: readonly Row[];
  className?: string;
  headingClassName?: string;
  after?: readonly WideRow[];
};

/** Class names for a table drawn by a feature's own stylesheet (the dashboard's figures). */
type TableLook = { wrap?: string; table?: string; numeric?: string; empty?: string };

type DataTableProps<Row> = {
  /** For screen readers; a table its page's heading already names may go without. */
  caption?: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The cells of one row, in column order (or each column's `cell`). */
  cells?: (row: Row) => ReactNode[];
  empty: ReactNode;
  /** The empty state's classes, in place of the plain line's. */
  emptyClassName?: string;
  className?: string;
  wrapClassName?: string;
  look?: TableLook;
  tableProps?: HTMLAttributes<HTMLTableElement> & DataAttributes;
  /** A row's own attributes (id, data-*, class). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & DataAttributes;
  /** The first cell names its row (`<th scope="row">`, no phone label). */
  rowHeader?: boolean;
  /** Row actions: a last column whose cell holds the row's buttons. */
  actions?: Column<Row> & { cell: (row: Row) => ReactNode };
  /** A wide row right under a row (a question about it), or null. */
  afterRow?: (row: Row) => WideRow | null;
  /** Rows in sections instead of `rows`; the table shows while there is a section. */
  sections?: readonly Section<Row>[];
  /** False for a table that stays a table on a phone: no cell names written. */
  phoneLabels?: boolean;
  /** Wider than a phone: the box that scrolls takes the keyboard focus, named by the caption. */
  scrollable?: boolean;
};

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ") || undefined;

/**
 * Every admin list: columns declared as data, the caption for screen readers, the empty state, and
 * on a phone each row a card whose cells carry their column's name (`data-label`, written here).
 */
export function DataTable<Row>({
  caption,
  columns: dataColumns,
  rows,
  rowKey,
  cells,
  empty,
  emptyClassName,
  className,
  wrapClassName,
  look = {},
  tableProps,
  rowProps,
  rowHeader = false,
  actions,
  afterRow,
  sections,
  phoneLabels = true,
  scrollable = false,
}: DataTableProps<Row>) {
  if (rows.length === 0 && !sections?.length)
    return <p className={emptyClassName ?? look.empty ?? styles.empty}>{empty}</p>;
  const numeric = look.numeric ?? styles.numeric;
  const columns = actions ? [...dataColumns, actions] : dataColumns;
  const scrolling =
    scrollable && typeof caption === "string" ? { role: "region", "aria-label": caption, tabIndex: 0 } : {};
  const cellsOf = (row: Row) => {
    const own = cells?.(row) ?? dataColumns.map((column) => column.cell?.(row));
    return actions ? [...own, actions.cell(row)] : own;
  };
  const wide = ({ key, className: rowClass, content }: WideRow) => (
    <tr key={key} className={rowClass}>
      <td colSpan={columns.length}>{content}</td>
    </tr>
  );
  const bodyRow = (row: Row) => {
    const after = afterRow?.(row);
    return (
      <Fragment key={rowKey(row)}>
        <tr {...rowProps?.(row)}>
          {cellsOf(row).map((cell, index) => {
            if (rowHeader && index === 0)
              return (
                <th key="header" scope="row">
                  {cell}
                </th>
              );
            const column = columns[index];
            const label = column?.phoneLabel ?? (typeof column?.label === "string" ? column.label : undefined);
            return (
              <td
                // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the fixed columns.
                key={index}
                data-label={phoneLabels && label !== false ? label : undefined}
                className={classes(
                  column?.numeric && numeric,
                  column?.cellClassName ?? (column?.numeric ? undefined : column?.className),
                )}
                {...column?.cellProps?.(row)}
              >
                {cell}
              </td>
            );
          })}
        </tr>
        {after && wide(after)}
      </Fragment>
    );
  };
  return (
    <div className={classes(look.wrap ?? styles.tableWrap, wrapClassName)} {...scrolling}>
      <table className={classes(look.table ?? styles.table, className)} {...tableProps}>
        {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per table.
                key={index}
                scope="col"
                className={classes(column.numeric && numeric, column.className)}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {sections ? (
          sections.map((section) => (
            <tbody key={section.key} className={section.className}>
              <tr className={section.headingClassName}>
                <th scope="rowgroup" colSpan={columns.length}>
                  {section.heading}
                </th>
              </tr>
              {section.rows.map(bodyRow)}
              {section.after?.map(wide)}
            </tbody>
          ))
        ) : (
          <tbody>{rows.map(bodyRow)}</tbody>
        )}
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

type PageHeaderProps = {
  title: ReactNode;
  lead?: ReactNode;
  /** The page's own actions (a back link, "new"), at the header's end. */
  children?: ReactNode;
};

/** An admin page's title with its lead line and actions. */
export function PageHeader({ title, lead, children }: PageHeaderProps) {
  return (
    <div className={styles.pageHeader}>
      <div>
        <h1 className={styles.pageTitle}>{title}</h1>
        {lead && <p className={styles.pageLead}>{lead}</p>}
      </div>
      {children}
    </div>
  );
}
