import { formatDay } from "#app/lib/korea-time.ts";
import { ColumnChart, FiguresTable, formatNumber, formatRate } from "#app/modules/dashboard/components/charts.tsx";
import css from "#app/modules/dashboard/components/dashboard.module.css";
import { FigureSections, UpcomingPanel } from "#app/modules/dashboard/components/dashboard-figures.tsx";
import { PeriodForm, SummaryFigures } from "#app/modules/dashboard/components/dashboard-period.tsx";
import { HomeCards } from "#app/modules/dashboard/components/home-cards.tsx";
import { dashboardCopy } from "#app/modules/dashboard/copy.ts";
import { adminHomePage } from "#app/modules/dashboard/home.server.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { PageHeader } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-dashboard";

/**
 * The admin's first page: the period's visits and leads, where they came from, how far the sales team got with them
 * and the model house's bookings; then the inbox and press shortcuts.
 */
export const loader = ({ request, url, context }: Route.LoaderArgs) =>
  adminHomePage(requireStaff(context), request, url);

export const meta: Route.MetaFunction = () => adminMeta(dashboardCopy.title);

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { dashboard, values, errors, presets, opens } = loaderData;
  const copy = dashboardCopy;
  const { period, totals, daily } = dashboard;
  const days = daily.map((row) => row.day);
  const peak = (values: readonly number[]) => Math.max(0, ...values);

  return (
    <div className={styles.page}>
      <PageHeader title={copy.title} lead={copy.lead(formatDay(period.from), formatDay(period.to))} />

      <PeriodForm period={period} values={values} errors={errors} presets={presets} />

      <SummaryFigures totals={totals} />

      <UpcomingPanel upcoming={dashboard.upcoming} opensBookings={opens["/admin/bookings"]} />

      <div className={css.sections}>
        <section className={`${styles.card} ${css.wide}`} aria-labelledby="dashboard-daily">
          <h2 id="dashboard-daily" className={styles.cardTitle}>
            {copy.daily.heading}
          </h2>
          <ColumnChart
            id="chart-visits"
            title={copy.daily.visitsChart}
            days={days}
            dayLabel={copy.daily.day}
            summary={`${copy.daily.visitsChart}: 합계 ${formatNumber(totals.visits)}, 하루 최대 ${formatNumber(peak(daily.map((row) => row.visits)))}`}
            series={[
              { label: copy.daily.views, values: daily.map((row) => row.views), kind: "back", tone: "paper" },
              { label: copy.daily.visits, values: daily.map((row) => row.visits), kind: "bar", tone: "lake" },
            ]}
          />
          <ColumnChart
            id="chart-leads"
            title={copy.daily.leadsChart}
            days={days}
            dayLabel={copy.daily.day}
            summary={`${copy.daily.leadsChart}: 합계 ${formatNumber(totals.leads)}, 하루 최대 ${formatNumber(peak(daily.map((row) => row.leads)))}`}
            series={[{ label: copy.daily.leads, values: daily.map((row) => row.leads), kind: "bar", tone: "accent" }]}
          />
        </section>

        {loaderData.complexes && (
          <section className={`${styles.card} ${css.wide}`} aria-labelledby="dashboard-complexes">
            <h2 id="dashboard-complexes" className={styles.cardTitle}>
              {copy.complexes.heading}
            </h2>
            <FiguresTable
              caption={copy.complexes.caption}
              columns={[
                { label: copy.complexes.complex },
                { label: copy.complexes.visits, numeric: true },
                { label: copy.complexes.leads, numeric: true },
                { label: copy.complexes.rate, numeric: true },
                { label: copy.complexes.booked, numeric: true },
                { label: copy.complexes.arrived, numeric: true },
              ]}
              rows={loaderData.complexes}
              rowKey={(row) => row.id}
              cells={(row) => [
                <span key="name" className={css.complexName}>
                  {row.id === loaderData.currentComplex ? `${row.name} ${copy.complexes.current}` : row.name}
                </span>,
                formatNumber(row.visits),
                formatNumber(row.leads),
                formatRate(row.rate),
                formatNumber(row.booked),
                formatNumber(row.arrived),
              ]}
              empty={copy.complexes.empty}
              scrollable
            />
          </section>
        )}

        <FigureSections dashboard={dashboard} />

        <section className={`${styles.card} ${css.wide}`} aria-labelledby="dashboard-bookings">
          <h2 id="dashboard-bookings" className={styles.cardTitle}>
            {copy.bookings.heading}
          </h2>
          {dashboard.bookings === null ? (
            <p className={styles.cardText}>{copy.bookings.empty(formatDay(period.from), formatDay(period.to))}</p>
          ) : (
            <>
              <ColumnChart
                id="chart-bookings"
                title={copy.bookings.chart}
                days={days}
                dayLabel={copy.bookings.day}
                formatDay={formatDay}
                summary={`${copy.bookings.chart}: 예약 ${formatNumber(dashboard.bookings.reduce((sum, row) => sum + row.booked, 0))}명, 방문 ${formatNumber(dashboard.bookings.reduce((sum, row) => sum + row.arrived, 0))}명, 정원 ${formatNumber(dashboard.bookings.reduce((sum, row) => sum + row.capacity, 0))}명`}
                series={[
                  {
                    label: copy.bookings.capacity,
                    values: dashboard.bookings.map((row) => row.capacity),
                    kind: "back",
                    tone: "paper",
                  },
                  {
                    label: copy.bookings.booked,
                    values: dashboard.bookings.map((row) => row.booked),
                    kind: "bar",
                    tone: "lake",
                  },
                  {
                    label: copy.bookings.arrived,
                    values: dashboard.bookings.map((row) => row.arrived),
                    kind: "front",
                    tone: "navy",
                  },
                ]}
              />
              <p className={css.note}>{copy.bookings.note}</p>
            </>
          )}
        </section>
      </div>

      <HomeCards newLeadCount={loaderData.newLeadCount} latestPress={loaderData.latestPress} opens={opens} />
    </div>
  );
}
