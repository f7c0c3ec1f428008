import { scheduleCopy as copy, formatScheduleDate } from "../copy.ts";
import type { ScheduleView } from "../steps.ts";
import styles from "./schedule.module.css";

/**
 * The published schedule as a table: the step going on today highlighted (aria-current), the next
 * step with its "D-n". Everything is worked out on the server at render (Korea time); no script.
 */
export function ScheduleTable({ view }: { view: ScheduleView }) {
  const next = view.next;
  return (
    <section className={styles.schedule} aria-labelledby="schedule-heading">
      <h2 id="schedule-heading" className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.lead}>{copy.lead}</p>
      <p className={styles.next} data-testid="schedule-next">
        {next ? copy.nextLine(view.steps[next.index]?.label ?? "", next.days) : copy.allDone}
      </p>
      <table className={styles.table}>
        <caption className="visually-hidden">{copy.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.columns.step}</th>
            <th scope="col">{copy.columns.date}</th>
            <th scope="col">{copy.columns.note}</th>
          </tr>
        </thead>
        <tbody>
          {view.steps.map((step, index) => (
            <tr
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is their identity
              key={index}
              className={styles[step.status]}
              aria-current={step.status === "current" ? "step" : undefined}
              data-status={step.status}
            >
              <th scope="row">
                {step.label}
                {step.status === "current" && <span className={styles.badge}>{copy.current}</span>}
                {next?.index === index && <span className={styles.dday}>{copy.dDay(next.days)}</span>}
              </th>
              <td className={styles.date}>{formatScheduleDate(step.start, step.end)}</td>
              <td className={styles.note}>{step.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
