import styles from "./spec-table.module.css";

type Props = {
  caption: string;
  rows: readonly { label: string; value: string }[];
  /** Show the caption on screen (otherwise it is for screen readers only). */
  showCaption?: boolean;
};

/** A two-column label/value table (project data rows, unit areas). */
export function SpecTable({ caption, rows, showCaption = false }: Props) {
  return (
    <table className={styles.table}>
      <caption className={showCaption ? styles.caption : "visually-hidden"}>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className={styles.row}>
            <th scope="row" className={styles.label}>
              {row.label}
            </th>
            <td className={styles.value}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
