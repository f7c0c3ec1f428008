import { href, Link } from "react-router";
import { formatDay } from "#app/lib/korea-time.ts";
import { leadFormLabels, leadStatusLabels } from "#app/modules/leads/admin-copy.ts";
import { LEAD_STAGES } from "#app/modules/leads/kinds.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Card } from "#app/platform/admin-ui/card.tsx";
import { channelLabels, dashboardCopy } from "../copy.ts";
import type { adminHomePage } from "../home.server.ts";
import { FiguresTable, formatNumber, formatRate, ShareBar } from "./charts.tsx";
import css from "./dashboard.module.css";

export type Dashboard = Awaited<ReturnType<typeof adminHomePage>>["dashboard"];

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
export function UpcomingPanel({
  upcoming,
  opensBookings,
}: {
  upcoming: Dashboard["upcoming"];
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

/** Where the period's leads came from and how far the sales team got with them. */
export function FigureSections({ dashboard }: { dashboard: Dashboard }) {
  const copy = dashboardCopy;
  const { totals } = dashboard;
  const maxChannelLeads = Math.max(0, ...dashboard.channels.map((row) => row.leads));
  const maxCampaignLeads = Math.max(0, ...dashboard.campaigns.map((row) => row.leads));
  const maxLandingLeads = Math.max(0, ...dashboard.landings.map((row) => row.leads));
  return (
    <>
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

      <Card id="dashboard-forms" title={copy.forms.heading}>
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
      </Card>

      <Card id="dashboard-funnel" title={copy.funnel.heading}>
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
      </Card>

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
    </>
  );
}
