import type { ReactNode } from "react";
import styles from "./board.module.css";

export type BoardColumn<Row> = {
  label: string;
  /** The column's class (width) and its cells' class. */
  head: string | undefined;
  cell: string | undefined;
  render: (row: Row, index: number) => ReactNode;
};

/** A public board list as a table (a card per row on a phone, by the stylesheet). */
export function BoardTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  rowClass,
}: {
  caption: string;
  columns: BoardColumn<Row>[];
  rows: Row[];
  rowClass?: (row: Row) => string;
}) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.head}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.id} className={rowClass ? rowClass(row) : styles.row}>
            {columns.map((column) => (
              <td key={column.label} className={column.cell}>
                {column.render(row, index)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A board with nothing to list: its two lines, an icon and a way back when given. */
export function BoardEmpty({
  words,
  icon,
  children,
}: {
  words: { title: string; text: string };
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.empty} role="status">
      {icon}
      <p className={styles.emptyTitle}>{words.title}</p>
      <p className={styles.emptyText}>{words.text}</p>
      {children}
    </div>
  );
}
