import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { addDays, seoulDay, seoulInstant } from "#app/lib/korea-time.ts";
import { OTHER_KEY } from "#app/modules/attribution/attribution.ts";
import { getSchedule } from "#app/modules/bookings/booking.server.ts";
import { slotStartsOf } from "#app/modules/bookings/schedule.ts";
import { listCounsellors } from "#app/modules/counselling/assignment.server.ts";
import { FUNNEL_STAGES, LEAD_FORMS, LEAD_STAGES, type LeadStage } from "#app/modules/leads/kinds.ts";
import { complexHandle } from "#app/platform/sites/scope.server.ts";
import { type Period, periodDays } from "./period.ts";

/**
 * The dashboard's figures, each aggregated in the database over indexed ranges of the Korea day (`leads.day`,
 * `page_views_daily.day`, `bookings.day`); JavaScript only joins the grouped rows (leads beside visits) and fills the
 * days without rows.
 */
type Db = Kysely<Database> | Transaction<Database>;

export type DailyFigures = { day: string; visits: number; views: number; leads: number };
/** `channel` "" stands for leads from before attribution (no channel known). */
export type ChannelFigures = { channel: string; visits: number; leads: number; rate: number | null };
export type CampaignFigures = ChannelFigures & { campaign: string };
export type FormFigures = { form: string; leads: number };
export type LandingFigures = { path: string; leads: number };
export type StatusFigures = { status: LeadStage; leads: number; reached: number };
/** A row of leads by stage: how many of the period's leads are at each stage now, and in all. */
export type StageCounts = Record<LeadStage, number>;
/** `userId` null: the unassigned pool. The name is the staff member's as it is now. */
export type CounsellorStageFigures = { userId: string | null; name: string | null; stages: StageCounts; total: number };
/** `channel` as the channel table keys it ("" unknown, 기타 for the folded rest). */
export type ChannelStageFigures = { channel: string; stages: StageCounts; total: number };
export type BookingDayFigures = { day: string; booked: number; arrived: number; capacity: number };
export type UpcomingBookings = {
  from: string;
  to: string;
  days: Array<{ day: string; booked: number; capacity: number }>;
  total: { bookings: number; places: number };
};

/** How many Korea days ahead the dashboard shows bookings: two weeks, as far as visitors book. */
export const UPCOMING_DAYS = 14;

export type Dashboard = {
  period: Period;
  totals: { visits: number; views: number; leads: number; rate: number | null };
  daily: DailyFigures[];
  channels: ChannelFigures[];
  campaigns: CampaignFigures[];
  forms: FormFigures[];
  landings: LandingFigures[];
  funnel: StatusFigures[];
  /** The period's leads by stage per counsellor (every active counsellor, others with leads, then the pool). */
  stagesByCounsellor: CounsellorStageFigures[];
  /** The period's leads by stage per channel, the channel table's order and bound. */
  stagesByChannel: ChannelStageFigures[];
  /** Null when the period has no booking at all. */
  bookings: BookingDayFigures[] | null;
  upcoming: UpcomingBookings;
};

/** Rows the channel and campaign tables show; the rest are added up in one "기타" row. */
export const DASHBOARD_ROWS = { channels: 30, campaigns: 50 } as const;

/** The first `limit` rows as ranked, then the rest (and a stored "기타" row among them) as one. */
function foldRest<Row extends ChannelFigures>(
  rows: Row[],
  limit: number,
  other: Row,
  isOther: (row: Row) => boolean,
): Row[] {
  const ranked = rows.filter((row) => !isOther(row));
  const rest = [...ranked.slice(limit), ...rows.filter(isOther)];
  if (rest.length === 0) return ranked;
  for (const row of rest) {
    other.visits += row.visits;
    other.leads += row.leads;
  }
  other.rate = rate(other.leads, other.visits);
  return [...ranked.slice(0, limit), other];
}

// Literal SQL, the same text in select and group by (PostgreSQL compares them; bound values would differ).
const channelKey = sql<string>`coalesce(channel, '')`;
const campaignKey = sql<string>`coalesce(campaign, '')`;
const landingKey = sql<string>`coalesce(landing_path, '')`;

const num = (value: unknown) => Number(value ?? 0);
const rate = (leads: number, visits: number) => (visits > 0 ? leads / visits : null);
const byLeadsThenVisits = <Row extends { leads: number; visits: number }>(a: Row, b: Row) =>
  b.leads - a.leads || b.visits - a.visits;

/**
 * Visits and leads per day, per channel and per (channel, campaign). Each table is read once: a
 * range of its (day, channel, campaign, …) covering index, grouped in index order (no sort) into
 * a materialised step of at most days × channels × campaigns rows, which two group-bys roll up
 * per day and per (channel, campaign). The channel rows add their campaigns up.
 */
export async function trafficFigures(
  db: Db,
  period: Period,
): Promise<{ daily: DailyFigures[]; channels: ChannelFigures[]; campaigns: CampaignFigures[] }> {
  const [views, leads] = await Promise.all([
    db
      .with(
        (cte) => cte("g").materialized(),
        (qb) =>
          qb
            .selectFrom("page_views_daily")
            .select((eb) => [
              "day",
              "channel",
              "campaign",
              eb.fn.sum<string | number>("visits").as("visits"),
              eb.fn.sum<string | number>("views").as("views"),
            ])
            .where("day", ">=", period.from)
            .where("day", "<=", period.to)
            .groupBy(["day", "channel", "campaign"]),
      )
      .selectFrom("g")
      .select((eb) => [
        sql<string>`'day'`.as("kind"),
        "day as first",
        sql<string>`''`.as("second"),
        eb.fn.sum<string | number>("visits").as("visits"),
        eb.fn.sum<string | number>("views").as("views"),
      ])
      .groupBy("day")
      .unionAll((eb) =>
        eb
          .selectFrom("g")
          .select((eb) => [
            sql<string>`'pair'`.as("kind"),
            "channel as first",
            "campaign as second",
            eb.fn.sum<string | number>("visits").as("visits"),
            eb.fn.sum<string | number>("views").as("views"),
          ])
          .groupBy(["channel", "campaign"]),
      )
      .execute(),
    db
      .with(
        (cte) => cte("g").materialized(),
        (qb) =>
          qb
            .selectFrom("leads")
            .select((eb) => ["day", "channel", "campaign", eb.fn.countAll<string | number>().as("leads")])
            .where("merged_into", "is", null)
            .where("day", ">=", period.from)
            .where("day", "<=", period.to)
            .groupBy(["day", "channel", "campaign"]),
      )
      .selectFrom("g")
      .select((eb) => [
        sql<string>`'day'`.as("kind"),
        sql<string>`day`.as("first"),
        sql<string>`''`.as("second"),
        eb.fn.sum<string | number>("leads").as("leads"),
      ])
      .groupBy("day")
      .unionAll((eb) =>
        eb
          .selectFrom("g")
          .select((eb) => [
            sql<string>`'pair'`.as("kind"),
            channelKey.as("first"),
            campaignKey.as("second"),
            eb.fn.sum<string | number>("leads").as("leads"),
          ])
          .groupBy([channelKey, campaignKey]),
      )
      .execute(),
  ]);

  const viewsByDay = new Map<string, { visits: number; views: number }>();
  const leadsByDay = new Map<string, number>();
  const pairs = new Map<string, CampaignFigures>();
  const pair = (channel: string, campaign: string) => {
    const key = JSON.stringify([channel, campaign]);
    let row = pairs.get(key);
    if (!row) {
      row = { channel, campaign, visits: 0, leads: 0, rate: null };
      pairs.set(key, row);
    }
    return row;
  };
  for (const row of views) {
    if (row.kind === "day") viewsByDay.set(row.first, { visits: num(row.visits), views: num(row.views) });
    else pair(row.first, row.second).visits = num(row.visits);
  }
  for (const row of leads) {
    if (row.kind === "day") leadsByDay.set(row.first, num(row.leads));
    else pair(row.first, row.second).leads = num(row.leads);
  }

  const channels = new Map<string, ChannelFigures>();
  for (const row of pairs.values()) {
    const channel = channels.get(row.channel) ?? { channel: row.channel, visits: 0, leads: 0, rate: null };
    channel.visits += row.visits;
    channel.leads += row.leads;
    channels.set(row.channel, channel);
    row.rate = rate(row.leads, row.visits);
  }
  for (const channel of channels.values()) channel.rate = rate(channel.leads, channel.visits);
  return {
    daily: periodDays(period).map((day) => ({
      day,
      visits: viewsByDay.get(day)?.visits ?? 0,
      views: viewsByDay.get(day)?.views ?? 0,
      leads: leadsByDay.get(day) ?? 0,
    })),
    // Unknown ("") after the named channels with the same figures.
    channels: foldRest(
      [...channels.values()].sort(
        (a, b) =>
          byLeadsThenVisits(a, b) ||
          Number(a.channel === "") - Number(b.channel === "") ||
          a.channel.localeCompare(b.channel),
      ),
      DASHBOARD_ROWS.channels,
      { channel: OTHER_KEY, visits: 0, leads: 0, rate: null },
      (row) => row.channel === OTHER_KEY,
    ),
    campaigns: foldRest(
      [...pairs.values()]
        .filter((row) => row.campaign !== "")
        .sort((a, b) => byLeadsThenVisits(a, b) || a.campaign.localeCompare(b.campaign)),
      DASHBOARD_ROWS.campaigns,
      { channel: OTHER_KEY, campaign: OTHER_KEY, visits: 0, leads: 0, rate: null },
      (row) => row.channel === OTHER_KEY && row.campaign === OTHER_KEY,
    ),
  };
}

/**
 * The period's leads by form, by landing page (the first page of the visit; "" unknown) and by inbox status, from one
 * read of the leads' covering index: grouped by (form, status, landing page), then rolled up three ways.
 */
export async function leadBreakdowns(
  db: Db,
  period: Period,
  landingLimit = 20,
): Promise<{ forms: FormFigures[]; landings: LandingFigures[]; funnel: StatusFigures[] }> {
  const rows = await db
    .with(
      (cte) => cte("g").materialized(),
      (qb) =>
        qb
          .selectFrom("leads")
          .select((eb) => ["form", "status", landingKey.as("landing"), eb.fn.countAll<string | number>().as("leads")])
          .where("merged_into", "is", null)
          .where("day", ">=", period.from)
          .where("day", "<=", period.to)
          .groupBy(["form", "status", landingKey]),
    )
    .selectFrom("g")
    .select((eb) => [
      sql<string>`'form'`.as("kind"),
      // One key column for the form, status and landing rows of the union.
      eb.ref("form").$castTo<string>().as("key"),
      eb.fn.sum<string | number>("leads").as("leads"),
    ])
    .groupBy("form")
    .unionAll((eb) =>
      eb
        .selectFrom("g")
        .select((eb) => [
          sql<string>`'status'`.as("kind"),
          eb.ref("status").$castTo<string>().as("key"),
          eb.fn.sum<string | number>("leads").as("leads"),
        ])
        .groupBy("status"),
    )
    .unionAll((eb) =>
      eb
        .selectFrom("g")
        .select((eb) => [
          sql<string>`'landing'`.as("kind"),
          "landing as key",
          eb.fn.sum<string | number>("leads").as("leads"),
        ])
        .groupBy("landing"),
    )
    .execute();
  const of = (kind: string) => new Map(rows.filter((row) => row.kind === kind).map((row) => [row.key, num(row.leads)]));
  const forms = of("form");
  const statuses = of("status");
  const known: readonly string[] = LEAD_FORMS;
  return {
    forms: [
      ...LEAD_FORMS.map((form) => ({ form, leads: forms.get(form) ?? 0 })),
      ...[...forms].filter(([form]) => !known.includes(form)).map(([form, leads]) => ({ form, leads })),
    ],
    landings: [...of("landing")]
      .map(([path, leads]) => ({ path, leads }))
      .sort((a, b) => b.leads - a.leads || a.path.localeCompare(b.path))
      .slice(0, landingLimit),
    funnel: LEAD_STAGES.map((status) => ({
      status,
      leads: statuses.get(status) ?? 0,
      reached: reachedStage(status, statuses),
    })),
  };
}

/**
 * The leads that got at least this far: every lead passed 신규; a funnel stage counts its own and
 * the later funnel stages (a lead on hold or dropped is counted where it stopped, not further).
 */
function reachedStage(stage: LeadStage, counts: Map<string, number>): number {
  if (stage === "new") return [...counts.values()].reduce((sum, count) => sum + count, 0);
  const funnel: readonly string[] = FUNNEL_STAGES;
  const index = funnel.indexOf(stage);
  if (index < 0) return counts.get(stage) ?? 0;
  return funnel.slice(index).reduce((sum, later) => sum + (counts.get(later) ?? 0), 0);
}

const assigneeKey = sql<string>`coalesce(assigned_to, '')`;
const noStages = (): StageCounts => Object.fromEntries(LEAD_STAGES.map((stage) => [stage, 0])) as StageCounts;

/**
 * The period's leads by stage per counsellor and per channel (counts and staff names only: the
 * marketer sees this too). Every active counsellor has a row, also without leads (who has none is
 * worth seeing); a deactivated account's leads keep their row; the pool comes last.
 */
export async function stageFigures(
  db: Db,
  period: Period,
): Promise<{ stagesByCounsellor: CounsellorStageFigures[]; stagesByChannel: ChannelStageFigures[] }> {
  const [rows, counsellors] = await Promise.all([
    db
      .with(
        (cte) => cte("g").materialized(),
        (qb) =>
          qb
            .selectFrom("leads")
            .select((eb) => [
              assigneeKey.as("assignee"),
              channelKey.as("channel"),
              "status",
              eb.fn.countAll<string | number>().as("leads"),
            ])
            .where("merged_into", "is", null)
            .where("day", ">=", period.from)
            .where("day", "<=", period.to)
            .groupBy([assigneeKey, channelKey, "status"]),
      )
      .selectFrom("g")
      .select((eb) => [
        sql<string>`'assignee'`.as("kind"),
        "assignee as key",
        eb.ref("status").$castTo<string>().as("status"),
        eb.fn.sum<string | number>("leads").as("leads"),
      ])
      .groupBy(["assignee", "status"])
      .unionAll((eb) =>
        eb
          .selectFrom("g")
          .select((eb) => [
            sql<string>`'channel'`.as("kind"),
            "channel as key",
            eb.ref("status").$castTo<string>().as("status"),
            eb.fn.sum<string | number>("leads").as("leads"),
          ])
          .groupBy(["channel", "status"]),
      )
      .execute(),
    listCounsellors(db),
  ]);
  const tally = (kind: string) => {
    const byKey = new Map<string, { stages: StageCounts; total: number }>();
    for (const row of rows) {
      if (row.kind !== kind) continue;
      const entry = byKey.get(row.key) ?? { stages: noStages(), total: 0 };
      const count = num(row.leads);
      if (row.status in entry.stages) entry.stages[row.status as LeadStage] += count;
      entry.total += count;
      byKey.set(row.key, entry);
    }
    return byKey;
  };
  const assignees = tally("assignee");
  const pool = assignees.get("") ?? { stages: noStages(), total: 0 };
  assignees.delete("");
  const listed = new Set(counsellors.map((counsellor) => counsellor.id));
  const others = [...assignees.keys()].filter((id) => !listed.has(id));
  const otherNames =
    others.length === 0
      ? new Map<string, string>()
      : new Map(
          (await db.selectFrom("user").select(["id", "name"]).where("id", "in", others).execute()).map((user) => [
            user.id,
            user.name,
          ]),
        );
  const empty = () => ({ stages: noStages(), total: 0 });
  const stagesByCounsellor: CounsellorStageFigures[] = [
    ...counsellors.map((counsellor) => ({
      userId: counsellor.id,
      name: counsellor.name,
      ...(assignees.get(counsellor.id) ?? empty()),
    })),
    ...others
      .map((id) => ({ userId: id, name: otherNames.get(id) ?? null, ...(assignees.get(id) ?? empty()) }))
      .sort((a, b) => b.total - a.total || (a.name ?? "").localeCompare(b.name ?? "")),
    { userId: null, name: null, ...pool },
  ];

  const channels = [...tally("channel")]
    .map(([channel, entry]) => ({ channel, ...entry }))
    .sort(
      (a, b) =>
        b.total - a.total || Number(a.channel === "") - Number(b.channel === "") || a.channel.localeCompare(b.channel),
    );
  const ranked = channels.filter((row) => row.channel !== OTHER_KEY);
  const rest = [...ranked.slice(DASHBOARD_ROWS.channels), ...channels.filter((row) => row.channel === OTHER_KEY)];
  const stagesByChannel = ranked.slice(0, DASHBOARD_ROWS.channels);
  if (rest.length > 0) {
    const other: ChannelStageFigures = { channel: OTHER_KEY, ...empty() };
    for (const row of rest) {
      for (const stage of LEAD_STAGES) other.stages[stage] += row.stages[stage];
      other.total += row.total;
    }
    stagesByChannel.push(other);
  }
  return { stagesByCounsellor, stagesByChannel };
}

/** Booked (not cancelled) and arrived visitors per day against the day's capacity; null without bookings. */
export async function bookingFigures(db: Db, period: Period): Promise<BookingDayFigures[] | null> {
  const rows = await bookedPerDay(db, period);
  if (rows.size === 0) return null;
  const capacities = await capacityPerDay(db, period);
  return periodDays(period).map((day) => ({
    day,
    booked: rows.get(day)?.booked ?? 0,
    arrived: rows.get(day)?.arrived ?? 0,
    capacity: capacities.get(day) ?? 0,
  }));
}

/** The bookings ahead of today, whatever past period the dashboard shows. */
export async function upcomingBookings(db: Db, now: Date, days = UPCOMING_DAYS): Promise<UpcomingBookings> {
  const from = seoulDay(now);
  const period: Period = { from, to: addDays(from, days - 1), days };
  const [rows, capacities, total] = await Promise.all([
    bookedPerDay(db, period),
    capacityPerDay(db, period),
    db
      .selectFrom("bookings")
      .select((eb) => [
        eb.fn.countAll<string | number>().as("bookings"),
        eb.fn.sum<string | number>("party_size").as("places"),
      ])
      .where("day", ">=", from)
      .where("status", "<>", "cancelled")
      .executeTakeFirst(),
  ]);
  return {
    from: period.from,
    to: period.to,
    days: periodDays(period).map((day) => ({
      day,
      booked: rows.get(day)?.booked ?? 0,
      capacity: capacities.get(day) ?? 0,
    })),
    total: { bookings: num(total?.bookings), places: num(total?.places) },
  };
}

async function bookedPerDay(db: Db, period: Period): Promise<Map<string, { booked: number; arrived: number }>> {
  const rows = await db
    .selectFrom("bookings")
    .select((eb) => [
      "day",
      eb.fn.sum<string | number>("party_size").as("booked"),
      eb.fn
        .sum<string | number>(eb.case().when("status", "=", "arrived").then(eb.ref("party_size")).else(0).end())
        .as("arrived"),
    ])
    .where("day", ">=", period.from)
    .where("day", "<=", period.to)
    .where("status", "<>", "cancelled")
    .groupBy("day")
    .execute();
  return new Map(rows.map((row) => [row.day, { booked: num(row.booked), arrived: num(row.arrived) }]));
}

/** Each day's capacity: its slots from today's schedule, each at its override or the default. */
async function capacityPerDay(db: Db, period: Period): Promise<Map<string, number>> {
  const schedule = await getSchedule(db);
  const overrides = await db
    .selectFrom("booking_slots")
    .select(["slot_start", "capacity"])
    .where("slot_start", ">=", seoulInstant(period.from, "00:00").toISOString())
    .where("slot_start", "<", seoulInstant(addDays(period.to, 1), "00:00").toISOString())
    .where("capacity", "is not", null)
    .execute();
  const capacityOf = new Map(overrides.map((row) => [row.slot_start, row.capacity as number]));
  return new Map(
    periodDays(period).map((day) => [
      day,
      slotStartsOf(schedule, day).reduce((sum, start) => sum + (capacityOf.get(start) ?? schedule.capacity), 0),
    ]),
  );
}

/** One complex's totals for the period, for the agency owner's comparison. */
export type ComplexFigures = {
  id: string;
  name: string;
  visits: number;
  leads: number;
  rate: number | null;
  booked: number;
  arrived: number;
};

/**
 * For the agency's owner: each complex's visits, leads, conversion and bookings over the period, each
 * read through that complex's own handle (the same queries as its dashboard).
 */
export async function complexComparison(
  db: Kysely<Database>,
  complexes: readonly { id: string; name: string }[],
  period: Period,
): Promise<ComplexFigures[]> {
  return Promise.all(
    complexes.map(async ({ id, name }) => {
      const handle = complexHandle(db, id);
      const [traffic, bookings] = await Promise.all([trafficFigures(handle, period), bookingFigures(handle, period)]);
      const visits = traffic.daily.reduce((sum, row) => sum + row.visits, 0);
      const leads = traffic.daily.reduce((sum, row) => sum + row.leads, 0);
      return {
        id,
        name,
        visits,
        leads,
        rate: rate(leads, visits),
        booked: (bookings ?? []).reduce((sum, row) => sum + row.booked, 0),
        arrived: (bookings ?? []).reduce((sum, row) => sum + row.arrived, 0),
      };
    }),
  );
}

export async function loadDashboard(db: Db, period: Period, now = new Date()): Promise<Dashboard> {
  const [traffic, breakdowns, stages, bookings, upcoming] = await Promise.all([
    trafficFigures(db, period),
    leadBreakdowns(db, period),
    stageFigures(db, period),
    bookingFigures(db, period),
    upcomingBookings(db, now),
  ]);
  const totals = traffic.daily.reduce(
    (sum, row) => ({ visits: sum.visits + row.visits, views: sum.views + row.views, leads: sum.leads + row.leads }),
    { visits: 0, views: 0, leads: 0 },
  );
  return {
    period,
    totals: { ...totals, rate: rate(totals.leads, totals.visits) },
    ...traffic,
    ...breakdowns,
    ...stages,
    bookings,
    upcoming,
  };
}
