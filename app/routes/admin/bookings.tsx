import { data, Form, Link, useNavigation } from "react-router";
import { adminBookingsCopy as copy } from "#app/content/admin.ts";
import { attributionLabels } from "#app/content/attribution.ts";
import { getDatabase, getDb } from "#app/db/db.server.ts";
import type { BookingRow } from "#app/db/schema.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { recordAudit } from "#app/models/audit.server.ts";
import styles from "#app/modules/admin/components/admin.module.css";
import { ChannelSummary } from "#app/modules/admin/components/attribution.tsx";
import { Field } from "#app/modules/admin/components/blocks.tsx";
import { adminContext } from "#app/modules/admin/context.ts";
import { adminMeta } from "#app/modules/admin/meta.ts";
import { requireAdminAction } from "#app/modules/admin/session.server.ts";
import { attributionFromColumns } from "#app/modules/attribution/attribution.ts";
import { BookingStatusUpdateSchema } from "#app/modules/bookings/admin-schema.ts";
import {
  availability,
  bookingsOfDay,
  getBooking,
  getSchedule,
  setBookingStatus,
} from "#app/modules/bookings/booking.server.ts";
import { bookingHooks } from "#app/modules/bookings/notifications.server.ts";
import { addDays, formatDay, isClosedDay, isDay, seoulDay, seoulTime } from "#app/modules/bookings/schedule.ts";
import { getMessageRelay } from "#app/modules/messages/relay.server.ts";
import type { Route } from "./+types/bookings";
import bookingStyles from "./bookings.module.css";

/**
 * The model house's day: every slot with its bookings, party sizes, channels and totals, printable as the
 * check-in sheet; mark a visitor arrived, not arrived or cancelled; find a booking by the phone's
 * last four digits. Each view and change is written to the audit log (the change in its own
 * transaction).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const db = getDb();
  const errors: string[] = [];
  // The sales team's alert links a booking: its day opens.
  const linked = /^[0-9a-f-]{36}$/.test(url.searchParams.get("booking") ?? "")
    ? await getBooking(db, url.searchParams.get("booking") as string)
    : undefined;
  const askedDay = linked?.day ?? url.searchParams.get("day") ?? "";
  if (askedDay && !isDay(askedDay)) errors.push(copy.invalidDay);
  const day = askedDay && isDay(askedDay) ? askedDay : seoulDay(new Date());
  const askedPhone = (url.searchParams.get("phone") ?? "").trim();
  if (askedPhone && !/^\d{4}$/.test(askedPhone)) errors.push(copy.invalidPhone);
  const phoneLast4 = /^\d{4}$/.test(askedPhone) ? askedPhone : undefined;
  const schedule = await getSchedule(db);
  const slots = (await availability(db, schedule, [day])).get(day) ?? [];
  const bookings = await bookingsOfDay(db, day, { phoneLast4 });
  const admin = context.get(adminContext);
  await recordAudit(db, {
    actorId: admin.id,
    actorEmail: admin.email,
    action: "booking.view",
    target: day,
    detail: { day, phoneSearch: Boolean(phoneLast4), count: bookings.length },
    ipAddress: clientAddressOf(context),
  });
  // Slots of the schedule, plus any slot a booking holds that the schedule no longer has.
  const starts = [...new Set([...slots.map((slot) => slot.start), ...bookings.map((b) => b.slot_start)])].sort();
  return {
    day,
    dayLabel: formatDay(day),
    phone: askedPhone,
    errors,
    slots: starts.map((start) => {
      const slot = slots.find((candidate) => candidate.start === start);
      const inSlot = bookings.filter((booking) => booking.slot_start === start);
      return {
        start,
        time: seoulTime(start),
        capacity: slot?.capacity ?? 0,
        booked: slot?.booked ?? 0,
        // A booking kept when the schedule closed its day or hours (the settings page's choice).
        offSchedule:
          slot || inSlot.every((b) => b.status === "cancelled")
            ? null
            : isClosedDay(schedule, day)
              ? ("closed" as const)
              : ("hours" as const),
        bookings: inSlot.map(view),
      };
    }),
    totals: {
      bookings: bookings.filter((b) => b.status !== "cancelled").length,
      people: bookings.filter((b) => b.status !== "cancelled").reduce((sum, b) => sum + b.party_size, 0),
    },
  };
}

function view(booking: BookingRow) {
  return {
    id: booking.id,
    name: booking.name,
    phone: booking.phone,
    partySize: booking.party_size,
    status: booking.status as keyof typeof copy.statusLabels,
    attribution: attributionFromColumns(booking),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await readFormData(request);
  const parsed = BookingStatusUpdateSchema.safeParse({
    id: formData.get("id") ?? undefined,
    status: formData.get("status") ?? undefined,
  });
  if (!parsed.success) {
    return data({ ok: false as const, message: parsed.error.issues[0]?.message ?? copy.notFound }, { status: 400 });
  }
  const hooks = bookingHooks();
  const result = await setBookingStatus(getDatabase().db, parsed.data.id, parsed.data.status, {
    hooks: {
      ...hooks,
      // The audit entry commits with the change, or neither does.
      onStatus: async (trx, booking, previous) => {
        await recordAudit(trx, {
          actorId: admin.id,
          actorEmail: admin.email,
          action: "booking.update",
          target: booking.id,
          detail: { from: previous, to: booking.status, slot: booking.slot_start },
          ipAddress: clientAddressOf(context),
        });
      },
    },
  });
  getMessageRelay().kick();
  if (result.status === "not-found") return data({ ok: false as const, message: copy.notFound }, { status: 404 });
  if (result.status !== "ok") {
    return data({ ok: false as const, message: "정원이 차서 예약을 되살릴 수 없습니다." }, { status: 409 });
  }
  return { ok: true as const, message: copy.updated };
}

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { day, dayLabel, slots, totals, phone, errors } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className={`${styles.page} ${bookingStyles.page}`}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>
            {copy.title} · {dayLabel}
          </h1>
          <p className={styles.pageLead}>{copy.lead}</p>
        </div>
        <div className={`${styles.rowActions} ${bookingStyles.noPrint}`}>
          <Link to="/admin/bookings/settings" className={styles.button}>
            {copy.settings}
          </Link>
          <Link to={`/admin/bookings/export?day=${day}`} className={styles.button}>
            {copy.export}
          </Link>
        </div>
      </div>

      <Form method="get" className={`${styles.inlineFilter} ${bookingStyles.noPrint}`}>
        <Field id="booking-day" label={copy.day}>
          <input id="booking-day" type="date" name="day" defaultValue={day} className={styles.input} />
        </Field>
        <Field id="booking-phone" label={copy.phone}>
          <input
            id="booking-phone"
            name="phone"
            inputMode="numeric"
            maxLength={4}
            defaultValue={phone}
            className={styles.input}
          />
        </Field>
        <button type="submit" className={styles.buttonPrimary}>
          {copy.show}
        </button>
        <Link to={`?day=${addDays(day, -1)}`} className={styles.button}>
          {copy.previous}
        </Link>
        <Link to={`?day=${addDays(day, 1)}`} className={styles.button}>
          {copy.next}
        </Link>
      </Form>
      {errors.map((error) => (
        <p key={error} className={styles.error} role="alert">
          {error}
        </p>
      ))}
      {actionData && (
        <p className={actionData.ok ? styles.success : styles.error} role={actionData.ok ? "status" : "alert"}>
          {actionData.message}
        </p>
      )}

      <p className={styles.stat}>{copy.totals(totals.bookings, totals.people)}</p>
      {slots.length === 0 && <p className={styles.empty}>{copy.closed}</p>}

      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            {dayLabel} {copy.title}
          </caption>
          <thead>
            <tr>
              <th scope="col">{copy.columns.time}</th>
              <th scope="col">{copy.columns.name}</th>
              <th scope="col">{copy.columns.phone}</th>
              <th scope="col" className={styles.numeric}>
                {copy.columns.party}
              </th>
              <th scope="col">{copy.columns.status}</th>
              <th scope="col" className={bookingStyles.noPrint}>
                {attributionLabels.channel}
              </th>
              <th scope="col" className={bookingStyles.noPrint}>
                {copy.columns.actions}
              </th>
            </tr>
          </thead>
          {slots.map((slot) => (
            <tbody key={slot.start} className={bookingStyles.slot}>
              <tr className={bookingStyles.slotRow}>
                <th scope="rowgroup" colSpan={7}>
                  {slot.time} · {copy.slotTotals(slot.booked, slot.capacity)}
                  {slot.booked > slot.capacity && <span className={styles.badge}> {copy.over}</span>}
                  {slot.offSchedule && <span className={styles.badge}> {copy.offSchedule[slot.offSchedule]}</span>}
                </th>
              </tr>
              {slot.bookings.map((booking) => (
                <tr key={booking.id} data-status={booking.status}>
                  <td data-label={copy.columns.time} className={styles.nowrap}>
                    {slot.time}
                  </td>
                  <td data-label={copy.columns.name}>
                    <bdi>{booking.name}</bdi>
                  </td>
                  <td data-label={copy.columns.phone} className={styles.nowrap}>
                    {booking.phone}
                  </td>
                  <td data-label={copy.columns.party} className={styles.numeric}>
                    {booking.partySize}
                  </td>
                  <td data-label={copy.columns.status}>{copy.statusLabels[booking.status] ?? booking.status}</td>
                  <td
                    data-label={attributionLabels.channel}
                    data-channel={booking.attribution.channel ?? ""}
                    className={bookingStyles.noPrint}
                  >
                    <ChannelSummary attribution={booking.attribution} />
                  </td>
                  <td data-label={copy.columns.actions} className={bookingStyles.noPrint}>
                    <Form method="post" className={styles.inlineForm}>
                      <input type="hidden" name="id" value={booking.id} />
                      {(["arrived", "no_show", "cancelled", "confirmed"] as const)
                        .filter((status) => status !== booking.status)
                        .map((status) => (
                          <button
                            key={status}
                            type="submit"
                            name="status"
                            value={status}
                            className={status === "cancelled" ? styles.buttonDanger : styles.button}
                            disabled={busy}
                          >
                            {copy.actions[status]}
                          </button>
                        ))}
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
