import { RateLimiterRes } from "rate-limiter-flexible";
import { data, Form, Link, useNavigation } from "react-router";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { bookingCopy } from "#app/content/bookings.ts";
import { visitPage } from "#app/content/pages/visit.ts";
import { site } from "#app/content/site.ts";
import { getDatabase, getDb } from "#app/db/db.server.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { CACHE_CONTROL, NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { logger } from "#app/lib/logger.server.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import {
  availability,
  findBookingByToken,
  getSchedule,
  moveBooking,
  setBookingStatus,
} from "#app/modules/bookings/booking.server.ts";
import { bookingHooks } from "#app/modules/bookings/notifications.server.ts";
import { formatDay, isDay, openDays, seoulTime } from "#app/modules/bookings/schedule.ts";
import { BOOKING_TOKEN_PATTERN } from "#app/modules/bookings/token.server.ts";
import { getMessageRelay } from "#app/modules/messages/relay.server.ts";
import type { Route } from "./+types/visit-manage";
import styles from "./visit.module.css";

/**
 * A booking's own page, reached by the change link (/Promotion/Visit/{token}): its details, the
 * model house's address and map, and moving it to another free slot or cancelling it, without
 * signing in. The token is the only key: unknown tokens answer 404, and an address that tries
 * many is refused (also 404) for a while. The page stops working once the visit's slot has begun.
 */
const MAP_URL = `https://map.naver.com/p/search/${encodeURIComponent(site.modelHouseAddress)}`;

let missLimiter: ReturnType<ReturnType<typeof getDatabase>["createRateLimiter"]> | undefined;
function misses() {
  missLimiter ??= getDatabase().createRateLimiter({ keyPrefix: "booking-token", points: 20, durationSeconds: 600 });
  return missLimiter;
}

function notFound(): never {
  throw data(null, { status: 404, headers: NOT_CACHED_OR_INDEXED });
}

/** The booking the token opens, or a 404 (wrong token, too many wrong tokens, or a visit already begun). */
async function bookingFor(token: string, clientAddress: string, now: Date) {
  const blocked = await misses().get(clientAddress);
  if (blocked && blocked.remainingPoints <= 0) notFound();
  const booking = BOOKING_TOKEN_PATTERN.test(token) ? await findBookingByToken(getDb(), token) : undefined;
  if (!booking) {
    try {
      await misses().consume(clientAddress);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      logger.warn("booking.token.rate_limited");
    }
    notFound();
  }
  if (new Date(booking.slot_start) <= now) notFound();
  return booking;
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const now = new Date();
  const booking = await bookingFor(params.token, clientAddressOf(context), now);
  const db = getDb();
  const schedule = await getSchedule(db);
  const days = booking.status === "confirmed" ? openDays(schedule, now, schedule.daysAhead) : [];
  const askedDay = url.searchParams.get("date") ?? "";
  const day = isDay(askedDay) && days.includes(askedDay) ? askedDay : null;
  const slots = day ? ((await availability(db, schedule, [day], now)).get(day) ?? []) : [];
  return data(
    {
      isNew: url.searchParams.get("new") === "1",
      booking: {
        day: formatDay(booking.day),
        time: seoulTime(booking.slot_start),
        partySize: booking.party_size,
        status: booking.status as keyof typeof bookingCopy.statusLabels,
        slotStart: booking.slot_start,
      },
      days: days.map((value) => ({ value, label: formatDay(value) })),
      day,
      slots: slots
        .filter((slot) => !slot.past && slot.remaining >= booking.party_size && slot.start !== booking.slot_start)
        .map((slot) => ({ start: slot.start, time: seoulTime(slot.start), remaining: slot.remaining })),
    },
    { headers: NOT_CACHED_OR_INDEXED },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const now = new Date();
  const booking = await bookingFor(params.token, clientAddressOf(context), now);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const db = getDatabase().db;
  const hooks = bookingHooks({ token: params.token });
  if (intent === "cancel") {
    const result = await setBookingStatus(db, booking.id, "cancelled", { now, hooks });
    logger.info({ bookingId: booking.id, status: result.status }, "booking.cancelled");
    getMessageRelay().kick();
    return data({ message: bookingCopy.cancelled }, { headers: NOT_CACHED_OR_INDEXED });
  }
  if (intent === "move") {
    const slot = formData.get("slot");
    const schedule = await getSchedule(db);
    const result =
      typeof slot === "string"
        ? await moveBooking(db, schedule, booking.id, slot, { now, daysAhead: schedule.daysAhead, hooks })
        : ({ status: "unavailable" } as const);
    logger.info({ bookingId: booking.id, status: result.status }, "booking.moved");
    getMessageRelay().kick();
    const message =
      result.status === "ok"
        ? bookingCopy.moved
        : result.status === "full"
          ? bookingCopy.full
          : result.status === "phone-day-taken"
            ? bookingCopy.duplicate
            : bookingCopy.unavailable;
    return data({ message }, { status: result.status === "ok" ? 200 : 409, headers: NOT_CACHED_OR_INDEXED });
  }
  throw data({ error: "잘못된 요청입니다." }, { status: 400, headers: NOT_CACHED_OR_INDEXED });
}

export function meta() {
  return [{ title: `${bookingCopy.manageTitle} | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers() {
  return { ...NOT_CACHED_OR_INDEXED, "Cache-Control": CACHE_CONTROL.none, "Referrer-Policy": "no-referrer" };
}

export default function VisitManage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { booking, days, day, slots, isNew } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const base = `${visitPage.path}/${params.token}`;
  const confirmed = booking.status === "confirmed";

  return (
    <SubPage
      page={visitPage}
      menuPath="/Promotion/Customer"
      heading={isNew ? bookingCopy.confirmedTitle : bookingCopy.manageTitle}
    >
      <div role="status" className={styles.status}>
        {actionData?.message && <p className={styles.message}>{actionData.message}</p>}
      </div>
      <dl className={styles.summary}>
        <div>
          <dt>{bookingCopy.details.date}</dt>
          <dd>{booking.day}</dd>
        </div>
        <div>
          <dt>{bookingCopy.details.time}</dt>
          <dd>{booking.time}</dd>
        </div>
        <div>
          <dt>{bookingCopy.details.party}</dt>
          <dd>{bookingCopy.partySizeOption(booking.partySize)}</dd>
        </div>
        <div>
          <dt>{bookingCopy.details.status}</dt>
          <dd>{bookingCopy.statusLabels[booking.status] ?? booking.status}</dd>
        </div>
        <div>
          <dt>{bookingCopy.details.address}</dt>
          <dd>
            {site.modelHouseAddress}{" "}
            <a href={MAP_URL} target="_blank" rel="noopener noreferrer" className={styles.mapLink}>
              {bookingCopy.mapLink}
              <span className="visually-hidden"> (새 창)</span>
            </a>
          </dd>
        </div>
      </dl>

      {confirmed && (
        <>
          <p className={styles.note}>
            <strong>{bookingCopy.manageLinkLabel}: </strong>
            <a href={base} className={styles.manageLink}>
              {base}
            </a>
            <br />
            {bookingCopy.manageLinkNote}
          </p>

          <section aria-labelledby="move-title" className={styles.step}>
            <h2 id="move-title" className={styles.stepTitle}>
              {bookingCopy.move}
            </h2>
            <ul className={styles.days} aria-label={bookingCopy.dateLegend}>
              {days.map((option) => (
                <li key={option.value}>
                  <Link
                    to={`${base}?date=${option.value}#move-title`}
                    preventScrollReset
                    className={styles.choice}
                    aria-current={option.value === day ? "true" : undefined}
                  >
                    {option.label}
                  </Link>
                </li>
              ))}
            </ul>
            {day && (
              <Form method="post" className={styles.moveForm}>
                <input type="hidden" name="intent" value="move" />
                <fieldset className={styles.fieldset}>
                  <legend className={styles.partyLabel}>{bookingCopy.slotLegend}</legend>
                  {slots.length === 0 && <p className={styles.empty}>{bookingCopy.noSlots}</p>}
                  <div className={styles.slots}>
                    {slots.map((slot) => (
                      <label key={slot.start} className={styles.radio}>
                        <input type="radio" name="slot" value={slot.start} required />
                        <span className={styles.time}>{slot.time}</span>
                        <span className={styles.remaining}>{bookingCopy.remaining(slot.remaining)}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
                {slots.length > 0 && (
                  <button type="submit" className={styles.submit} disabled={busy}>
                    {bookingCopy.moveSubmit}
                  </button>
                )}
              </Form>
            )}
          </section>

          <Form method="post" className={styles.cancelForm}>
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" className={styles.secondary} disabled={busy}>
              {bookingCopy.cancel}
            </button>
          </Form>
        </>
      )}
      {!confirmed && (
        <p>
          <Link to={visitPage.path} className={styles.submit}>
            {bookingCopy.bookAgain}
          </Link>
        </p>
      )}
    </SubPage>
  );
}
