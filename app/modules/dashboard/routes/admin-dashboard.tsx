import { Form, href, Link, redirect } from "react-router";
import { formatDay, formatKoreanDate } from "#app/lib/korea-time.ts";
import {
  ColumnChart,
  FiguresTable,
  formatNumber,
  formatRate,
  ShareBar,
} from "#app/modules/dashboard/components/charts.tsx";
import css from "#app/modules/dashboard/components/dashboard.module.css";
import { adminHomeCopy, channelLabels, dashboardCopy } from "#app/modules/dashboard/copy.ts";
import { adminHomeOf } from "#app/modules/dashboard/home.server.ts";
import { lastDays, PERIOD_PRESETS, parsePeriod } from "#app/modules/dashboard/period.ts";
import { landingAfterSignIn } from "#app/modules/desk/landing.ts";
import { ADMIN_ACCESS } from "#app/modules/index.ts";
import { leadFormLabels, leadStatusLabels } from "#app/modules/leads/admin-copy.ts";
import { LEAD_STAGES } from "#app/modules/leads/kinds.ts";
import { adminContext } from "#app/platform/access/context.ts";
import type { StaffRole } from "#app/platform/access/roles.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-dashboard";

/**
 * The admin's first page: the period's visits and leads (GET ?from=&to=, Korea dates; the last 30
 * days by default), where they came from, how far the sales team got with them and the model
 * house's bookings; then the inbox and press shortcuts. Aggregates only: no personal data, no audit entry.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { role } = context.get(adminContext);
  // A counsellor who just signed in starts on their day; the menu brings them here.
  const landing = landingAfterSignIn(role, request);
  if (landing) throw redirect(landing);
  const now = new Date();
  const { period, values, errors } = parsePeriod(url.searchParams, now);
  const home = await adminHomeOf(period, now);
  const presets = PERIOD_PRESETS.map((days) => lastDays(days, now));
  return { ...home, values, errors, presets, opens: pagesOpenTo(role) };
}

/** The admin pages this page links to (as in routes.ts). */
const LINKED_PAGES = ["/admin/bookings", "/admin/leads", "/admin/press", "/admin/press/:id", "/admin/audit"] as const;
type LinkedPage = (typeof LINKED_PAGES)[number];

/**
 * Which of the linked pages the role may open: a link to a page the role may not read would only
 * lead to a refusal (a marketer sees the figures, never the leads or bookings behind them), so it
 * shows as plain text or not at all.
 */
function pagesOpenTo(role: StaffRole): Record<LinkedPage, boolean> {
  return Object.fromEntries(
    LINKED_PAGES.map((page) => [page, ADMIN_ACCESS[page]?.read.includes(role) ?? false]),
  ) as Record<LinkedPage, boolean>;
}

export const meta: Route.MetaFunction = () => adminMeta(dashboardCopy.title);

// Keyed by any string: the dashboard also counts forms stored outside LEAD_FORMS.
const formLabels: Partial<Record<string, string>> = leadFormLabels;

const channelName = (channel: string) =>
  channel === "" ? dashboardCopy.unknownChannel : (channelLabels[channel] ?? channel);

/** The channel's Korean name; with `showKey`, the stored key beside it (what utm_source says). */
function ChannelCell({ channel, showKey = false }: { channel: string; showKey?: boolean }) {
  const name = channelName(channel);
  return (
    <span>
      {name}
      {showKey && channel !== "" && name !== channel && <span className={styles.muted}> {channel}</span>}
    </span>
  );
}

function Share({ value, max, tone }: { value: number; max: number; tone?: "lake" | "accent" | "navy" }) {
  return (
    <span className={css.shareCell}>
      <ShareBar value={value} max={max} tone={tone} />
      <span>{formatNumber(value)}</span>
    </span>
  );
}

/** The next days' bookings against capacity: what the sales team plans with, apart from the past period. */
function UpcomingPanel({
  upcoming,
  opensBookings,
}: {
  upcoming: Route.ComponentProps["loaderData"]["dashboard"]["upcoming"];
  opensBookings: boolean;
}) {
  const copy = dashboardCopy.upcoming;
  const open = upcoming.days.filter((row) => row.capacity > 0 || row.booked > 0);
  return (
    <section className={styles.card} aria-labelledby="dashboard-upcoming" data-testid="dashboard-upcoming">
      <div className={css.upcomingHead}>
        <div>
          <h2 id="dashboard-upcoming" className={styles.cardTitle}>
            {copy.heading}
          </h2>
          <p className={styles.cardText}>{copy.lead(formatDay(upcoming.from), formatDay(upcoming.to))}</p>
        </div>
        <dl className={css.figure}>
          <dt className={css.figureLabel}>{copy.total}</dt>
          <dd className={css.figureValue} data-testid="dashboard-upcoming-total">
            {copy.totalValue(formatNumber(upcoming.total.bookings), formatNumber(upcoming.total.places))}
          </dd>
        </dl>
      </div>
      <FiguresTable
        caption={copy.caption}
        columns={[{ label: copy.day }, { label: copy.booked }, { label: copy.left, numeric: true }]}
        rows={open}
        rowKey={(row) => row.day}
        cells={(row) => [
          opensBookings ? (
            <Link key="day" to={`${href("/admin/bookings")}?day=${row.day}`}>
              {formatDay(row.day)}
            </Link>
          ) : (
            formatDay(row.day)
          ),
          <span key="booked" className={css.shareCell}>
            <ShareBar value={row.booked} max={Math.max(row.capacity, row.booked)} />
            <span>{copy.bookedOfCapacity(formatNumber(row.booked), formatNumber(row.capacity))}</span>
          </span>,
          row.capacity === 0
            ? copy.closed
            : row.booked > row.capacity
              ? copy.over(formatNumber(row.booked - row.capacity))
              : copy.leftPlaces(formatNumber(row.capacity - row.booked)),
        ]}
        empty={copy.empty}
      />
      {opensBookings && (
        <Link to={href("/admin/bookings")} className={styles.button}>
          {copy.toBookings}
        </Link>
      )}
    </section>
  );
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { dashboard, values, errors, presets, opens } = loaderData;
  const copy = dashboardCopy;
  const home = adminHomeCopy;
  const { period, totals, daily } = dashboard;
  const days = daily.map((row) => row.day);
  const maxChannelLeads = Math.max(0, ...dashboard.channels.map((row) => row.leads));
  const maxCampaignLeads = Math.max(0, ...dashboard.campaigns.map((row) => row.leads));
  const maxLandingLeads = Math.max(0, ...dashboard.landings.map((row) => row.leads));
  const peak = (values: readonly number[]) => Math.max(0, ...values);
  const errorId = (field: "from" | "to") => (errors[field] ? `period-${field}-error` : undefined);

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageLead}>{copy.lead(formatDay(period.from), formatDay(period.to))}</p>
        </div>
      </div>

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

        <section className={`${styles.card} ${css.wide}`} aria-labelledby="dashboard-channels">
          <h2 id="dashboard-channels" className={styles.cardTitle}>
            {copy.channels.heading}
          </h2>
          <FiguresTable
            caption={copy.channels.caption}
            columns={[
              { label: copy.channels.channel },
              { label: copy.channels.visits, numeric: true },
              { label: copy.channels.leads },
              { label: copy.channels.rate, numeric: true },
            ]}
            rows={dashboard.channels}
            rowKey={(row) => row.channel}
            cells={(row) => [
              <ChannelCell key="channel" channel={row.channel} showKey />,
              formatNumber(row.visits),
              <Share key="leads" value={row.leads} max={maxChannelLeads} />,
              formatRate(row.rate),
            ]}
            empty={copy.channels.empty}
          />
        </section>

        <section className={`${styles.card} ${css.wide}`} aria-labelledby="dashboard-campaigns">
          <h2 id="dashboard-campaigns" className={styles.cardTitle}>
            {copy.campaigns.heading}
          </h2>
          <FiguresTable
            caption={copy.campaigns.caption}
            columns={[
              { label: copy.campaigns.campaign },
              { label: copy.campaigns.channel },
              { label: copy.channels.visits, numeric: true },
              { label: copy.channels.leads },
              { label: copy.channels.rate, numeric: true },
            ]}
            rows={dashboard.campaigns}
            rowKey={(row) => `${row.channel}\u0000${row.campaign}`}
            cells={(row) => [
              <span key="campaign" className={css.path}>
                {row.campaign}
              </span>,
              <ChannelCell key="channel" channel={row.channel} />,
              formatNumber(row.visits),
              <Share key="leads" value={row.leads} max={maxCampaignLeads} tone="accent" />,
              formatRate(row.rate),
            ]}
            empty={copy.campaigns.empty}
          />
        </section>

        <section className={styles.card} aria-labelledby="dashboard-forms">
          <h2 id="dashboard-forms" className={styles.cardTitle}>
            {copy.forms.heading}
          </h2>
          <FiguresTable
            caption={copy.forms.caption}
            columns={[
              { label: copy.forms.form },
              { label: copy.forms.leads },
              { label: copy.forms.share, numeric: true },
            ]}
            rows={dashboard.forms}
            rowKey={(row) => row.form}
            cells={(row) => [
              formLabels[row.form] ?? row.form,
              <Share key="leads" value={row.leads} max={Math.max(0, ...dashboard.forms.map((one) => one.leads))} />,
              formatRate(totals.leads > 0 ? row.leads / totals.leads : null),
            ]}
            empty={copy.forms.empty}
          />
        </section>

        <section className={styles.card} aria-labelledby="dashboard-funnel">
          <h2 id="dashboard-funnel" className={styles.cardTitle}>
            {copy.funnel.heading}
          </h2>
          <FiguresTable
            caption={copy.funnel.caption}
            columns={[
              { label: copy.funnel.status },
              { label: copy.funnel.reached },
              { label: copy.funnel.count, numeric: true },
              { label: copy.funnel.share, numeric: true },
            ]}
            rows={dashboard.funnel}
            rowKey={(row) => row.status}
            cells={(row) => [
              leadStatusLabels[row.status] ?? row.status,
              <Share key="reached" value={row.reached} max={totals.leads} tone="navy" />,
              formatNumber(row.leads),
              formatRate(totals.leads > 0 ? row.reached / totals.leads : null),
            ]}
            empty={copy.funnel.empty}
          />
        </section>

        <section
          className={`${styles.card} ${css.wide}`}
          aria-labelledby="dashboard-stages-counsellor"
          data-testid="dashboard-stages-counsellor"
        >
          <h2 id="dashboard-stages-counsellor" className={styles.cardTitle}>
            {copy.stagesByCounsellor.heading}
          </h2>
          <p className={styles.cardText}>{copy.stagesByCounsellor.note}</p>
          <div className={css.stickyFirst}>
            <FiguresTable
              caption={copy.stagesByCounsellor.caption}
              scrollable
              columns={[
                { label: copy.stagesByCounsellor.counsellor },
                ...LEAD_STAGES.map((stage) => ({ label: leadStatusLabels[stage], numeric: true })),
                { label: copy.stagesByCounsellor.total, numeric: true },
              ]}
              rows={dashboard.stagesByCounsellor.some((row) => row.total > 0) ? dashboard.stagesByCounsellor : []}
              rowKey={(row) => row.userId ?? "pool"}
              cells={(row) => [
                row.userId === null ? (
                  <strong key="name">{copy.stagesByCounsellor.pool}</strong>
                ) : (
                  <bdi key="name">{row.name ?? copy.stagesByCounsellor.unknown}</bdi>
                ),
                ...LEAD_STAGES.map((stage) => formatNumber(row.stages[stage])),
                <strong key="total">{formatNumber(row.total)}</strong>,
              ]}
              empty={copy.stagesByCounsellor.empty}
            />
          </div>
        </section>

        <section
          className={`${styles.card} ${css.wide}`}
          aria-labelledby="dashboard-stages-channel"
          data-testid="dashboard-stages-channel"
        >
          <h2 id="dashboard-stages-channel" className={styles.cardTitle}>
            {copy.stagesByChannel.heading}
          </h2>
          <div className={css.stickyFirst}>
            <FiguresTable
              caption={copy.stagesByChannel.caption}
              scrollable
              columns={[
                { label: copy.stagesByChannel.channel },
                ...LEAD_STAGES.map((stage) => ({ label: leadStatusLabels[stage], numeric: true })),
                { label: copy.stagesByChannel.total, numeric: true },
              ]}
              rows={dashboard.stagesByChannel}
              rowKey={(row) => row.channel}
              cells={(row) => [
                <ChannelCell key="channel" channel={row.channel} />,
                ...LEAD_STAGES.map((stage) => formatNumber(row.stages[stage])),
                <strong key="total">{formatNumber(row.total)}</strong>,
              ]}
              empty={copy.stagesByChannel.empty}
            />
          </div>
        </section>

        <section className={`${styles.card} ${css.wide}`} aria-labelledby="dashboard-landings">
          <h2 id="dashboard-landings" className={styles.cardTitle}>
            {copy.landings.heading}
          </h2>
          <FiguresTable
            caption={copy.landings.caption}
            columns={[{ label: copy.landings.path }, { label: copy.landings.leads }]}
            rows={dashboard.landings}
            rowKey={(row) => row.path}
            cells={(row) => [
              <span key="path" className={css.path}>
                {row.path === "" ? copy.landings.unknown : row.path}
              </span>,
              <Share key="leads" value={row.leads} max={maxLandingLeads} />,
            ]}
            empty={copy.landings.empty}
          />
        </section>

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

      <div className={styles.gridCards}>
        <section className={styles.card} aria-labelledby="home-leads">
          <h2 id="home-leads" className={styles.cardTitle}>
            {home.newLeads}
          </h2>
          <p className={styles.stat}>
            {loaderData.newLeadCount.toLocaleString("ko-KR")}
            <span className={styles.statUnit}>{home.newLeadsUnit}</span>
          </p>
          {opens["/admin/leads"] && (
            <Link to={`${href("/admin/leads")}?status=new`} className={styles.buttonPrimary}>
              {home.toLeads}
            </Link>
          )}
        </section>
        <section className={styles.card} aria-labelledby="home-press">
          <h2 id="home-press" className={styles.cardTitle}>
            {home.latestPress}
          </h2>
          {loaderData.latestPress.length === 0 ? (
            <p className={styles.cardText}>{home.noPress}</p>
          ) : (
            <ul className={styles.plainList}>
              {loaderData.latestPress.map((item) => (
                <li key={item.id}>
                  {opens["/admin/press/:id"] ? (
                    <Link to={href("/admin/press/:id", { id: item.id })}>{item.title}</Link>
                  ) : (
                    item.title
                  )}{" "}
                  <span className={`${styles.muted} ${styles.nowrap}`}>
                    {item.siteId} · {formatKoreanDate(item.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {opens["/admin/press"] && (
            <Link to={href("/admin/press")} className={styles.button}>
              {home.toPress}
            </Link>
          )}
        </section>
        {opens["/admin/audit"] && (
          <section className={styles.card} aria-labelledby="home-audit">
            <h2 id="home-audit" className={styles.cardTitle}>
              {home.audit}
            </h2>
            <p className={styles.cardText}>{home.auditNote}</p>
            <Link to={href("/admin/audit")} className={styles.button}>
              {home.toAudit}
            </Link>
          </section>
        )}
      </div>
    </div>
  );
}
