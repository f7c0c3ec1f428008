import { formatScheduleDate } from "../copy.ts";
import type { ScheduleRow } from "../schema.ts";

/** A kept revision's rows, as the public table words them. */
export function ScheduleRevision({ rows }: { rows: ScheduleRow[] }) {
  return (
    <ol>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a revision's rows never change
        <li key={index}>
          {row.label} · {formatScheduleDate(row.start, row.end)}
          {row.note && ` · ${row.note}`}
        </li>
      ))}
    </ol>
  );
}
