import { Form, Link } from "react-router";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { dashboardCopy } from "../copy.ts";
import type { adminHomePage } from "../home.server.ts";
import { formatNumber, formatRate } from "./charts.tsx";
import css from "./dashboard.module.css";
import type { Dashboard } from "./dashboard-figures.tsx";

type HomePage = Awaited<ReturnType<typeof adminHomePage>>;

const copy = dashboardCopy;

export function PeriodForm({
  period,
  values,
  errors,
  presets,
}: Pick<HomePage, "values" | "errors" | "presets"> & { period: Dashboard["period"] }) {
  const errorId = (field: "from" | "to") => (errors[field] ? `period-${field}-error` : undefined);
  return (
    <Form method="get" className={`${styles.card} ${css.period}`} aria-label={copy.period.legend}>
      <div className={css.periodRow}>
        <Field id="period-from" label={copy.period.from}>
          <input
            id="period-from"
            name="from"
            type="date"
            defaultValue={values.from}
            className={styles.input}
            aria-invalid={errors.from ? true : undefined}
            aria-describedby={errorId("from")}
          />
        </Field>
        <Field id="period-to" label={copy.period.to}>
          <input
            id="period-to"
            name="to"
            type="date"
            defaultValue={values.to}
            className={styles.input}
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={errorId("to")}
          />
        </Field>
        <button type="submit" className={styles.buttonPrimary}>
          {copy.period.submit}
        </button>
      </div>
      {(errors.from || errors.to) && (
        <div className={styles.error} role="alert">
          <p>{copy.period.errorsTitle}</p>
          <ul>
            {(["from", "to"] as const).map(
              (field) =>
                errors[field] && (
                  <li key={field} id={errorId(field)}>
                    {copy.period[field]}: {errors[field]}
                  </li>
                ),
            )}
          </ul>
        </div>
      )}
      <nav className={css.presets} aria-label={copy.period.presetLabel}>
        {presets.map((preset) => (
          <Link
            key={preset.days}
            to={`?from=${preset.from}&to=${preset.to}`}
            className={`${styles.button} ${css.preset}`}
            aria-current={preset.from === period.from && preset.to === period.to ? "true" : undefined}
          >
            {copy.period.preset(preset.days)}
          </Link>
        ))}
      </nav>
    </Form>
  );
}

export function SummaryFigures({ totals }: { totals: Dashboard["totals"] }) {
  return (
    <section aria-labelledby="dashboard-summary">
      <h2 id="dashboard-summary" className="visually-hidden">
        {copy.summary.heading}
      </h2>
      <dl className={css.summaryGrid}>
        <div className={css.figure}>
          <dt className={css.figureLabel}>{copy.summary.visits}</dt>
          <dd className={css.figureValue} data-testid="dashboard-visits">
            {formatNumber(totals.visits)}
            <span className={css.figureUnit}>{copy.summary.unitVisits}</span>
          </dd>
        </div>
        <div className={css.figure}>
          <dt className={css.figureLabel}>{copy.summary.views}</dt>
          <dd className={css.figureValue}>
            {formatNumber(totals.views)}
            <span className={css.figureUnit}>{copy.summary.unitVisits}</span>
          </dd>
        </div>
        <div className={css.figure}>
          <dt className={css.figureLabel}>{copy.summary.leads}</dt>
          <dd className={css.figureValue} data-testid="dashboard-leads">
            {formatNumber(totals.leads)}
            <span className={css.figureUnit}>{copy.summary.unitCount}</span>
          </dd>
        </div>
        <div className={css.figure}>
          <dt className={css.figureLabel}>{copy.summary.rate}</dt>
          <dd className={css.figureValue}>{formatRate(totals.rate)}</dd>
          <dd className={css.figureHint}>{copy.summary.rateHint}</dd>
        </div>
      </dl>
    </section>
  );
}
