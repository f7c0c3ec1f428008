import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { getSchedule } from "#app/modules/bookings/booking.server.ts";
import { addDays, seoulInstant, slotStartsOf } from "#app/modules/bookings/schedule.ts";
import { LEAD_FORMS, LEAD_STATUSES } from "#app/schemas/lead-kinds.ts";
import { type Period, periodDays } from "./period.ts";

/**
 * The dashboard's figures, each aggregated in the database over indexed ranges of the Korea day
 * (`leads.day`, `page_views_daily.day`, `bookings.day`); JavaScript only joins the grouped rows
 * (leads beside visits) and fills the days without rows. Counts come back as numbers (PostgreSQL
 * returns count and sum as strings).
 */
type Db = Kysely<Database> | Transaction<Database>;

export type DailyFigures = { day: string; visits: number; views: number; leads: number };
/** `channel` "" stands for leads from before attribution (no channel known). */
export type ChannelFigures = { channel: string; visits: number; leads: number; rate: number | null };
export type CampaignFigures = ChannelFigures & { campaign: string };
export type FormFigures = { form: string; leads: number };
export type LandingFigures = { path: string; leads: number };
export type StatusFigures = { status: string; leads: number; reached: number };
export type BookingDayFigures = { day: string; booked: number; arrived: number; capacity: number };

export type Dashboard = {
  period: Period;
  totals: { visits: number; views: number; leads: number; rate: number | null };
  daily: DailyFigures[];
  channels: ChannelFigures[];
  campaigns: CampaignFigures[];
  forms: FormFigures[];
  landings: LandingFigures[];
  funnel: StatusFigures[];
  /** Null when the period has no booking at all. */
  bookings: BookingDayFigures[] | null;
};

// Literal SQL, the same text in select and group by (PostgreSQL compares them; bound values would differ).
const channelKey = sql<string>`coalesce(channel, '')`;
const campaignKey = sql<string>`coalesce(campaign, '')`;
const landingKey = sql<string>`coalesce(landing_path, '')`;

const num = (value: unknown) => Number(value ?? 0);
const rate = (leads: number, visits: number) => (visits > 0 ? leads / visits : null);
const byLeadsThenVisits = <Row extends { leads: number; visits: number }>(a: Row, b: Row) =>
  b.leads - a.leads || b.visits - a.visits;

export async function dailyFigures(db: Db, period: Period): Promise<DailyFigures[]> {
  const [views, leads] = await Promise.all([
    db
      .selectFrom("page_views_daily")
      .select((eb) => [
        "day",
        eb.fn.sum<string | number>("visits").as("visits"),
        eb.fn.sum<string | number>("views").as("views"),
      ])
      .where("day", ">=", period.from)
      .where("day", "<=", period.to)
      .groupBy("day")
      .execute(),
    db
      .selectFrom("leads")
      .select((eb) => ["day", eb.fn.countAll<string | number>().as("leads")])
      .where("day", ">=", period.from)
      .where("day", "<=", period.to)
      .groupBy("day")
      .execute(),
  ]);
  const viewsByDay = new Map(views.map((row) => [row.day, row]));
  const leadsByDay = new Map(leads.map((row) => [row.day as string, num(row.leads)]));
  return periodDays(period).map((day) => ({
    day,
    visits: num(viewsByDay.get(day)?.visits),
    views: num(viewsByDay.get(day)?.views),
    leads: leadsByDay.get(day) ?? 0,
  }));
}

/** Visits and leads per channel and per (channel, campaign), with leads ÷ visits. */
export async function attributionFigures(
  db: Db,
  period: Period,
): Promise<{ channels: ChannelFigures[]; campaigns: CampaignFigures[] }> {
  const [views, leads] = await Promise.all([
    db
      .selectFrom("page_views_daily")
      .select((eb) => ["channel", "campaign", eb.fn.sum<string | number>("visits").as("visits")])
      .where("day", ">=", period.from)
      .where("day", "<=", period.to)
      .groupBy(["channel", "campaign"])
      .execute(),
    db
      .selectFrom("leads")
      .select((eb) => [
        channelKey.as("channel"),
        campaignKey.as("campaign"),
        eb.fn.countAll<string | number>().as("leads"),
      ])
      .where("day", ">=", period.from)
      .where("day", "<=", period.to)
      .groupBy([channelKey, campaignKey])
      .execute(),
  ]);
  // One row per (channel, campaign) from either table; the channel rows add their campaigns up.
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
  for (const row of views) pair(row.channel, row.campaign).visits = num(row.visits);
  for (const row of leads) pair(String(row.channel), String(row.campaign)).leads = num(row.leads);
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
    // Unknown ("") after the named channels with the same figures.
    channels: [...channels.values()].sort(
      (a, b) =>
        byLeadsThenVisits(a, b) ||
        Number(a.channel === "") - Number(b.channel === "") ||
        a.channel.localeCompare(b.channel),
    ),
    campaigns: [...pairs.values()]
      .filter((row) => row.campaign !== "")
      .sort((a, b) => byLeadsThenVisits(a, b) || a.campaign.localeCompare(b.campaign)),
  };
}

export async function formFigures(db: Db, period: Period): Promise<FormFigures[]> {
  const rows = await db
    .selectFrom("leads")
    .select((eb) => ["form", eb.fn.countAll<string | number>().as("leads")])
    .where("day", ">=", period.from)
    .where("day", "<=", period.to)
    .groupBy("form")
    .execute();
  const counts = new Map(rows.map((row) => [row.form, num(row.leads)]));
  const known: readonly string[] = LEAD_FORMS;
  return [
    ...LEAD_FORMS.map((form) => ({ form, leads: counts.get(form) ?? 0 })),
    ...rows.filter((row) => !known.includes(row.form)).map((row) => ({ form: row.form, leads: num(row.leads) })),
  ];
}

/** Leads per landing page (the first page of the visit), the most first; "" when unknown. */
export async function landingFigures(db: Db, period: Period, limit = 20): Promise<LandingFigures[]> {
  const rows = await db
    .selectFrom("leads")
    .select((eb) => [landingKey.as("path"), eb.fn.countAll<string | number>().as("leads")])
    .where("day", ">=", period.from)
    .where("day", "<=", period.to)
    .groupBy(landingKey)
    .orderBy("leads", "desc")
    .orderBy("path")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ path: String(row.path), leads: num(row.leads) }));
}

/**
 * The inbox statuses of the period's leads, in their order of progress: how many are at each
 * status now, and how many reached it or a later one.
 */
export async function funnelFigures(db: Db, period: Period): Promise<StatusFigures[]> {
  const rows = await db
    .selectFrom("leads")
    .select((eb) => ["status", eb.fn.countAll<string | number>().as("leads")])
    .where("day", ">=", period.from)
    .where("day", "<=", period.to)
    .groupBy("status")
    .execute();
  const counts = new Map(rows.map((row) => [row.status, num(row.leads)]));
  return LEAD_STATUSES.map((status, index) => ({
    status,
    leads: counts.get(status) ?? 0,
    reached: LEAD_STATUSES.slice(index).reduce((sum, later) => sum + (counts.get(later) ?? 0), 0),
  }));
}

/**
 * Booked (not cancelled) and arrived visitors per day, against the day's capacity: the sum of its
 * slots' capacities from today's schedule and per-slot overrides. Null when no booking falls in the period.
 */
export async function bookingFigures(db: Db, period: Period): Promise<BookingDayFigures[] | null> {
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
  if (rows.length === 0) return null;
  const schedule = await getSchedule(db);
  const overrides = await db
    .selectFrom("booking_slots")
    .select(["slot_start", "capacity"])
    .where("slot_start", ">=", seoulInstant(period.from, "00:00").toISOString())
    .where("slot_start", "<", seoulInstant(addDays(period.to, 1), "00:00").toISOString())
    .where("capacity", "is not", null)
    .execute();
  const capacityOf = new Map(overrides.map((row) => [row.slot_start, row.capacity as number]));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return periodDays(period).map((day) => ({
    day,
    booked: num(byDay.get(day)?.booked),
    arrived: num(byDay.get(day)?.arrived),
    capacity: slotStartsOf(schedule, day).reduce((sum, start) => sum + (capacityOf.get(start) ?? schedule.capacity), 0),
  }));
}

/** Everything the dashboard shows for one period. */
export async function loadDashboard(db: Db, period: Period): Promise<Dashboard> {
  const [daily, attribution, forms, landings, funnel, bookings] = await Promise.all([
    dailyFigures(db, period),
    attributionFigures(db, period),
    formFigures(db, period),
    landingFigures(db, period),
    funnelFigures(db, period),
    bookingFigures(db, period),
  ]);
  const totals = daily.reduce(
    (sum, row) => ({ visits: sum.visits + row.visits, views: sum.views + row.views, leads: sum.leads + row.leads }),
    { visits: 0, views: 0, leads: 0 },
  );
  return {
    period,
    totals: { ...totals, rate: rate(totals.leads, totals.visits) },
    daily,
    channels: attribution.channels,
    campaigns: attribution.campaigns,
    forms,
    landings,
    funnel,
    bookings,
  };
}
