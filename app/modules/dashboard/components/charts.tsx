import type { ReactNode } from "react";
import { dashboardCopy } from "#app/modules/dashboard/copy.ts";
import { DataTable } from "#app/platform/admin-ui/blocks.tsx";
import styles from "./dashboard.module.css";

/** The dashboard's charts, drawn on the server as SVG: no charting library, nothing for the browser to run. */

export const formatNumber = (value: number) => value.toLocaleString("ko-KR");
export const formatRate = (rate: number | null) =>
  rate === null ? dashboardCopy.noRate : `${(rate * 100).toLocaleString("ko-KR", { maximumFractionDigits: 1 })}%`;
/** "2026-11-24" → "11/24" */
export const shortDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;

/** A round axis maximum at or above the largest value: 1, 2, 2.5 or 5 × 10ⁿ. */
function axisMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

export type ColumnSeries = {
  label: string;
  values: readonly number[];
  /** bar: drawn in front; back: a wide pale bar behind (e.g. capacity). */
  kind: "back" | "bar" | "front";
  tone: "lake" | "accent" | "navy" | "paper";
};

type ColumnChartProps = {
  id: string;
  title: string;
  /** One label per column (Korea days). */
  days: readonly string[];
  series: readonly ColumnSeries[];
  /** The table's first column heading and how a day is written in it. */
  dayLabel: string;
  formatDay?: (day: string) => string;
  /** The picture in one sentence for screen readers (the table has every number). */
  summary: string;
};

const WIDTH = 600;
const HEIGHT = 200;

export function ColumnChart({ id, title, days, series, dayLabel, formatDay = shortDay, summary }: ColumnChartProps) {
  const max = axisMax(Math.max(0, ...series.flatMap((one) => one.values)));
  const step = WIDTH / Math.max(1, days.length);
  const gap = Math.min(step * 0.25, 6);
  const y = (value: number) => HEIGHT - (value / max) * HEIGHT;
  const middle = Math.floor((days.length - 1) / 2);
  return (
    <figure className={styles.chart} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.chartTitle}>
        {title}
      </figcaption>
      {series.length > 1 && (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((one) => (
            <li key={one.label}>
              <span className={styles.swatch} data-tone={one.tone} data-kind={one.kind} />
              {one.label}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.plot}>
        <div className={styles.yAxis} aria-hidden="true">
          <span>{formatNumber(max)}</span>
          <span>{formatNumber(max / 2)}</span>
          <span>0</span>
        </div>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
        >
          {[0, 0.5, 1].map((share) => (
            <line
              key={share}
              x1={0}
              x2={WIDTH}
              y1={HEIGHT * share}
              y2={HEIGHT * share}
              className={styles.grid}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {series.map((one) =>
            one.values.map((value, index) => {
              if (value <= 0) return null;
              const inset = one.kind === "back" ? gap / 2 : one.kind === "bar" ? gap : gap + step * 0.12;
              return (
                <rect
                  // biome-ignore lint/suspicious/noArrayIndexKey: one bar per day, in day order.
                  key={`${one.label}-${index}`}
                  x={index * step + inset}
                  width={Math.max(0.5, step - inset * 2)}
                  y={y(value)}
                  height={HEIGHT - y(value)}
                  className={styles.bar}
                  data-tone={one.tone}
                  data-kind={one.kind}
                />
              );
            }),
          )}
        </svg>
        <div className={styles.xAxis} aria-hidden="true">
          <span>{shortDay(days[0] ?? "")}</span>
          {days.length > 2 && <span>{shortDay(days[middle] ?? "")}</span>}
          {days.length > 1 && <span>{shortDay(days.at(-1) ?? "")}</span>}
        </div>
      </div>
      <TableDetails>
        <FiguresTable
          caption={title}
          columns={[{ label: dayLabel }, ...series.map((one) => ({ label: one.label, numeric: true }))]}
          rows={days.map((day, index) => ({ day, index }))}
          rowKey={(row) => row.day}
          cells={(row) => [formatDay(row.day), ...series.map((one) => formatNumber(one.values[row.index] ?? 0))]}
          empty={dashboardCopy.chartEmpty}
        />
      </TableDetails>
    </figure>
  );
}

/** The numbers behind a chart, folded away for sighted readers, one press away for everyone. */
function TableDetails({ children }: { children: ReactNode }) {
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>{dashboardCopy.showTable}</summary>
      {children}
    </details>
  );
}

/** A horizontal bar for a table cell: the share of the largest value (decorative; the number is beside it). */
export function ShareBar({ value, max, tone = "lake" }: { value: number; max: number; tone?: ColumnSeries["tone"] }) {
  const share = max > 0 ? Math.max(value > 0 ? 2 : 0, (value / max) * 100) : 0;
  return (
    <span className={styles.shareTrack} aria-hidden="true">
      <span className={styles.shareBar} data-tone={tone} style={{ width: `${share}%` }} />
    </span>
  );
}

type FiguresTableProps<Row> = {
  caption: string;
  columns: readonly { label: string; numeric?: boolean }[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  cells: (row: Row) => ReactNode[];
  empty: ReactNode;
  scrollable?: boolean;
};

const FIGURES_LOOK = { wrap: styles.tableWrap, table: styles.table, numeric: styles.numeric, empty: styles.empty };

/**
 * A table of figures that stays a table on a phone (the admin's lists turn into cards there,
 * which would make a few numbers a screen long); it scrolls sideways if it must.
 */
export function FiguresTable<Row>(props: FiguresTableProps<Row>) {
  return <DataTable {...props} look={FIGURES_LOOK} phoneLabels={false} />;
}
