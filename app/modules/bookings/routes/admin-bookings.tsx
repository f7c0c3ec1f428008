import { randomUUID } from "node:crypto";
import { data, Form, href, Link, useNavigation } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { addDays, formatDay, seoulTime } from "#app/lib/korea-time.ts";
import { maskPhone } from "#app/lib/mask.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { attributionFromColumns } from "#app/modules/attribution/attribution.ts";
import { ChannelSummary } from "#app/modules/attribution/components/attribution-panel.tsx";
import { attributionLabels } from "#app/modules/attribution/copy.ts";
import {
  addStaffEntry,
  bookFromWaitlist,
  bookingDayOf,
  cancelWaitlist,
  changeBookingStatus,
} from "#app/modules/bookings/admin.server.ts";
import { adminBookingsCopy as copy } from "#app/modules/bookings/admin-copy.ts";
import { BookingStatusUpdateSchema } from "#app/modules/bookings/admin-schema.ts";
import { adminBookingDayCopy as dayCopy } from "#app/modules/bookings/day-copy.ts";
import { isClosedDay } from "#app/modules/bookings/schedule.ts";
import {
  postedStaffBookingValues,
  type StaffBookingField,
  type StaffBookingValues,
  WaitlistEntryActionSchema,
} from "#app/modules/bookings/staff-schema.ts";
import { bookingStatusLabels } from "#app/modules/bookings/statuses.ts";
import type { BookingRow } from "#app/modules/bookings/tables.ts";
import { isStaffBookableSlot } from "#app/modules/bookings/waitlist.server.ts";
import { ADMIN_ACCESS } from "#app/modules/index.ts";
import { adminContext } from "#app/platform/access/context.ts";
import { mayUse } from "#app/platform/access/middleware.server.ts";
import { requireAdminAction } from "#app/platform/access/session.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-bookings";
import bookingStyles from "./admin-bookings.module.css";

/**
 * The model house's day: every slot with its bookings, party sizes, channels, waitlist and totals,
 * printable as the check-in sheet; mark a visitor arrived, not arrived or cancelled (a cancel asks
 * first); enter a caller's or walk-in's booking, or put them on a full slot's waitlist; find a
 * booking by the phone's last four digits. Each view and change is written to the audit log (the
 * change in its own transaction).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const now = new Date();
  const admin = context.get(adminContext);
  const { day, askedPhone, invalidDay, invalidPhone, schedule, slots, dayBookings, bookings, waitlist, staffNotes } =
    await bookingDayOf(
      {
        booking: url.searchParams.get("booking"),
        day: url.searchParams.get("day"),
        phone: url.searchParams.get("phone"),
      },
      admin,
      clientAddressOf(context),
      now,
    );
  const errors = [...(invalidDay ? [copy.invalidDay] : []), ...(invalidPhone ? [copy.invalidPhone] : [])];
  // Slots of the schedule, plus any slot a booking holds that the schedule no longer has.
  const starts = [...new Set([...slots.map((slot) => slot.start), ...bookings.map((b) => b.slot_start)])].sort();
  const tally = (status: string) => {
    const rows = dayBookings.filter((b) => b.status === status);
    return { bookings: rows.length, people: rows.reduce((sum, b) => sum + b.party_size, 0) };
  };
  return {
    // The schedule and the export stay with the owner and managers: a counsellor gets no link to them.
    opensSettings: mayUse(ADMIN_ACCESS, "/admin/bookings/settings", admin.role, "read"),
    opensExport: mayUse(ADMIN_ACCESS, "/admin/bookings/export", admin.role, "read"),
    day,
    dayLabel: formatDay(day),
    partySizeMax: schedule.partySizeMax,
    phone: askedPhone,
    errors,
    formKey: randomUUID(),
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
        bookings: inSlot.map((b) => view(b, staffNotes)),
        waitlist: waitlist
          .filter((entry) => entry.slot_start === start)
          .map((entry) => ({
            id: entry.id,
            name: entry.name,
            phone: maskPhone(entry.phone),
            partySize: entry.party_size,
            status: entry.status,
          })),
      };
    }),
    // The add form offers the slots a booking can still join (a walk-in: the one under way).
    openSlots: slots
      .filter((slot) => isStaffBookableSlot(schedule, slot.start, now))
      .map((slot) => ({ start: slot.start, time: seoulTime(slot.start), remaining: slot.remaining })),
    totals: {
      bookings: bookings.filter((b) => b.status !== "cancelled").length,
      people: bookings.filter((b) => b.status !== "cancelled").reduce((sum, b) => sum + b.party_size, 0),
    },
    counts: {
      expected: tally("confirmed"),
      arrived: tally("arrived"),
      noShow: tally("no_show"),
      cancelled: tally("cancelled"),
    },
  };
}

function view(booking: BookingRow, staffNotes: Map<string, string | null>) {
  return {
    id: booking.id,
    // A past visit kept for the figures after a data-subject request has no name (data-requests).
    name: booking.name || copy.erasedName,
    /** The person's lead: the name opens it. */
    leadId: booking.lead_id,
    // The day view lists people: 010-****-1234 for every role; the lead's page has the number.
    phone: maskPhone(booking.phone),
    partySize: booking.party_size,
    status: booking.status,
    attribution: attributionFromColumns(booking),
    byStaff: staffNotes.has(booking.id),
    note: staffNotes.get(booking.id) ?? null,
  };
}

type ActionResult = {
  ok: boolean;
  message: string;
  /** A cancel waiting for its confirmation: the booking's id. */
  confirmCancel?: string;
  /** The add form's answer (it stays open): what was typed and what to fix. */
  fromAddForm?: boolean;
  /** After an entry was added: a new key empties the form (what is typed stays after a refusal). */
  added?: string;
  values?: StaffBookingValues;
  fieldErrors?: Partial<Record<StaffBookingField | "form", string>>;
};

const answer = (result: ActionResult, status = 200) => data(result, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await readFormData(request);
  const clientAddress = clientAddressOf(context);
  const intent = formData.get("intent");

  if (intent === "create" || intent === "waitlist-add") {
    const values = postedStaffBookingValues(formData);
    const refused = (message: string, status = 409) =>
      answer({ ok: false, message, values, fromAddForm: true }, status);
    const added = (message: string) => answer({ ok: true, message, fromAddForm: true, added: randomUUID() });
    const result = await addStaffEntry({ intent, formData }, admin, clientAddress);
    if (result.status === "invalid") {
      return answer(
        { ok: false, message: dayCopy.add.invalid, values, fieldErrors: result.fieldErrors, fromAddForm: true },
        400,
      );
    }
    if (result.status === "failed") return refused(dayCopy.add.failed, 503);
    if (result.intent === "waitlist-add") {
      if (result.status === "not-full") return refused(dayCopy.waitlist.notFull);
      if (result.status === "already-waiting") return refused(dayCopy.waitlist.alreadyWaiting);
      if (result.status === "unavailable") return refused(dayCopy.waitlist.unavailable);
      return added(dayCopy.waitlist.added(result.name));
    }
    switch (result.status) {
      case "booked":
        return added(dayCopy.add.booked(result.name));
      case "duplicate":
        return added(dayCopy.add.duplicate);
      case "full":
        return refused(dayCopy.add.full);
      case "phone-day-taken":
        return refused(dayCopy.add.phoneDayTaken);
      default:
        return refused(dayCopy.add.unavailable);
    }
  }

  if (intent === "waitlist-book" || intent === "waitlist-cancel") {
    const parsed = WaitlistEntryActionSchema.safeParse({
      entry: formData.get("entry") ?? undefined,
      idempotencyKey: formData.get("idempotencyKey") ?? undefined,
    });
    if (!parsed.success) return answer({ ok: false, message: dayCopy.waitlist.notFound }, 404);
    if (intent === "waitlist-cancel") {
      const result = await cancelWaitlist({ entry: parsed.data.entry }, admin, clientAddress);
      if (result.status !== "ok") return answer({ ok: false, message: dayCopy.waitlist.notFound }, 404);
      return answer({ ok: true, message: dayCopy.waitlist.removed });
    }
    const result = await bookFromWaitlist(parsed.data, admin, clientAddress);
    switch (result.status) {
      case "booked":
      case "duplicate":
        return answer({ ok: true, message: dayCopy.waitlist.bookedFrom(result.name) });
      case "full":
        return answer({ ok: false, message: dayCopy.add.full }, 409);
      case "phone-day-taken":
        return answer({ ok: false, message: dayCopy.add.phoneDayTaken }, 409);
      case "not-found":
        return answer({ ok: false, message: dayCopy.waitlist.notFound }, 404);
      default:
        return answer({ ok: false, message: dayCopy.add.unavailable }, 409);
    }
  }

  const parsed = BookingStatusUpdateSchema.safeParse({
    id: formData.get("id") ?? undefined,
    status: formData.get("status") ?? undefined,
  });
  if (!parsed.success) {
    return answer({ ok: false, message: parsed.error.issues[0]?.message ?? copy.notFound }, 400);
  }
  // A cancel texts the visitor and frees the place: it asks first (a second post says yes).
  if (parsed.data.status === "cancelled" && formData.get("confirmed") !== "yes") {
    return answer({ ok: true, message: "", confirmCancel: parsed.data.id });
  }
  const result = await changeBookingStatus(parsed.data, admin, clientAddress);
  switch (result.status) {
    case "ok":
      return answer({ ok: true, message: copy.updated });
    case "not-found":
      return answer({ ok: false, message: copy.notFound }, 404);
    case "phone-day-taken":
      return answer({ ok: false, message: dayCopy.refused.phoneDayTaken }, 409);
    default:
      return answer({ ok: false, message: dayCopy.refused.full }, 409);
  }
}

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

const STATUS_ACTIONS = ["arrived", "no_show", "cancelled", "confirmed"] as const;

export default function AdminBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { day, dayLabel, slots, totals, counts, phone, errors, openSlots, formKey, opensSettings, opensExport } =
    loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const result = actionData as ActionResult | undefined;
  const here = `${href("/admin/bookings")}?day=${day}${phone ? `&phone=${phone}` : ""}`;
  return (
    <div className={`${styles.page} ${bookingStyles.page}`}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>
            {copy.title} · {dayLabel}
          </h1>
          <p className={`${styles.pageLead} ${bookingStyles.noPrint}`}>{copy.lead}</p>
        </div>
        <div className={`${styles.rowActions} ${bookingStyles.noPrint}`}>
          {opensSettings && (
            <Link to={href("/admin/bookings/settings")} className={styles.button}>
              {copy.settings}
            </Link>
          )}
          {opensExport && (
            <Link to={`${href("/admin/bookings/export")}?day=${day}`} className={styles.button}>
              {copy.export}
            </Link>
          )}
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
      {result?.message && (
        <p
          className={`${result.ok ? styles.success : styles.error} ${bookingStyles.noPrint}`}
          role={result.ok ? "status" : "alert"}
        >
          {result.message}
        </p>
      )}

      <section aria-label={dayCopy.counts.label} className={bookingStyles.counts}>
        <p className={`${styles.stat} ${bookingStyles.total}`}>{copy.totals(totals.bookings, totals.people)}</p>
        <dl className={bookingStyles.countList}>
          {(
            [
              ["expected", dayCopy.counts.expected],
              ["arrived", dayCopy.counts.arrived],
              ["noShow", dayCopy.counts.noShow],
              ["cancelled", dayCopy.counts.cancelled],
            ] as const
          ).map(([key, label]) => (
            <div key={key} data-count={key}>
              <dt>{label}</dt>
              <dd>{dayCopy.counts.value(counts[key].bookings, counts[key].people)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <StaffBookingForm
        key={result?.added ?? "add"}
        formKey={formKey}
        openSlots={openSlots}
        partySizeMax={loaderData.partySizeMax}
        result={result}
        busy={busy}
      />

      {slots.length === 0 && <p className={styles.empty}>{copy.closed}</p>}

      <div className={`${styles.tableWrap} ${bookingStyles.sheetWrap}`}>
        <table className={`${styles.table} ${bookingStyles.sheet}`}>
          <caption className="visually-hidden">
            {dayLabel} {copy.title}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={bookingStyles.printOnly}>
                {dayCopy.check}
              </th>
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
                <th scope="rowgroup" colSpan={8}>
                  {slot.time} · {copy.slotTotals(slot.booked, slot.capacity)}
                  {slot.booked > slot.capacity && <span className={styles.badge}> {copy.over}</span>}
                  {slot.offSchedule && <span className={styles.badge}> {copy.offSchedule[slot.offSchedule]}</span>}
                  {slot.waitlist.length > 0 && (
                    <span className={bookingStyles.waitCount}> · {dayCopy.waitlist.heading(slot.waitlist.length)}</span>
                  )}
                </th>
              </tr>
              {slot.bookings.map((booking) => (
                <BookingRowView
                  key={booking.id}
                  booking={booking}
                  time={slot.time}
                  here={here}
                  busy={busy}
                  confirming={result?.confirmCancel === booking.id}
                />
              ))}
              {slot.waitlist.map((entry, index) => (
                <tr key={entry.id} className={`${bookingStyles.waitRow} ${bookingStyles.noPrint}`}>
                  <td colSpan={8}>
                    <Form method="post" className={bookingStyles.waitEntry}>
                      <span className={bookingStyles.waitOrder}>{index + 1}</span>
                      <bdi>{entry.name}</bdi>
                      {entry.phone}
                      <span>{dayCopy.add.partySizeOption(entry.partySize)}</span>
                      <span className={bookingStyles.waitStatus}>{dayCopy.waitlist.statusLabels[entry.status]}</span>
                      <input type="hidden" name="entry" value={entry.id} />
                      <input type="hidden" name="idempotencyKey" value={formKey} />
                      <span className={bookingStyles.actions}>
                        <button
                          type="submit"
                          name="intent"
                          value="waitlist-book"
                          className={`${styles.button} ${styles.small}`}
                          disabled={busy}
                        >
                          {dayCopy.waitlist.book}
                        </button>
                        <button
                          type="submit"
                          name="intent"
                          value="waitlist-cancel"
                          className={`${styles.buttonDanger} ${styles.small}`}
                          disabled={busy}
                        >
                          {dayCopy.waitlist.remove}
                        </button>
                      </span>
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

type BookingView = Awaited<ReturnType<typeof loader>>["slots"][number]["bookings"][number];

function BookingRowView({
  booking,
  time,
  here,
  busy,
  confirming,
}: {
  booking: BookingView;
  time: string;
  here: string;
  busy: boolean;
  confirming: boolean;
}) {
  const anchor = `booking-${booking.id}`;
  return (
    <>
      <tr id={anchor} data-status={booking.status} className={bookingStyles.bookingRow}>
        <td className={bookingStyles.printOnly} aria-hidden="true">
          <span className={bookingStyles.checkBox} />
        </td>
        <td data-label={copy.columns.time} className={`${styles.nowrap} ${bookingStyles.time}`}>
          {time}
        </td>
        <td data-label={copy.columns.name} className={bookingStyles.name}>
          {booking.leadId ? (
            <Link to={href("/admin/leads/:id", { id: booking.leadId })} className={styles.link}>
              <bdi>{booking.name}</bdi>
            </Link>
          ) : (
            <bdi>{booking.name}</bdi>
          )}
          {booking.byStaff && <span className={bookingStyles.staffMark}> · {dayCopy.staffMark}</span>}
          {booking.note && <span className={bookingStyles.note}>{booking.note}</span>}
        </td>
        <td data-label={copy.columns.phone} className={`${styles.nowrap} ${bookingStyles.phone}`}>
          {booking.phone}
        </td>
        <td data-label={copy.columns.party} className={`${styles.numeric} ${bookingStyles.party}`}>
          {copy.partySizeLabel(booking.partySize)}
        </td>
        <td data-label={copy.columns.status} className={bookingStyles.status}>
          {bookingStatusLabels[booking.status] ?? booking.status}
        </td>
        <td
          data-label={attributionLabels.channel}
          data-channel={booking.attribution.channel ?? ""}
          className={`${bookingStyles.noPrint} ${bookingStyles.channel}`}
        >
          {booking.byStaff ? dayCopy.staffMark : <ChannelSummary attribution={booking.attribution} />}
        </td>
        <td data-label={copy.columns.actions} className={`${bookingStyles.noPrint} ${bookingStyles.actionsCell}`}>
          {/* The fragment brings a page loaded without JavaScript back to this row (the cancel's question). */}
          <Form method="post" action={`${here}#${anchor}`} className={bookingStyles.actions}>
            <input type="hidden" name="id" value={booking.id} />
            {STATUS_ACTIONS.filter((status) => status !== booking.status).map((status) => (
              <button
                key={status}
                type="submit"
                name="status"
                value={status}
                className={`${status === "cancelled" ? styles.buttonDanger : styles.button} ${styles.small}`}
                disabled={busy}
              >
                {copy.actions[status]}
              </button>
            ))}
          </Form>
        </td>
      </tr>
      {confirming && (
        <tr className={`${bookingStyles.confirmRow} ${bookingStyles.noPrint}`}>
          <td colSpan={8}>
            <Form method="post" action={`${here}#${anchor}`} className={styles.confirm}>
              <p className={styles.confirmTitle}>{dayCopy.confirmCancel.title}</p>
              <p>{dayCopy.confirmCancel.body(booking.name, time, booking.partySize)}</p>
              <input type="hidden" name="id" value={booking.id} />
              <input type="hidden" name="confirmed" value="yes" />
              <div className={styles.rowActions}>
                <button
                  type="submit"
                  name="status"
                  value="cancelled"
                  className={styles.buttonDanger}
                  disabled={busy}
                  // biome-ignore lint/a11y/noAutofocus: the question appears where the tap was; focus goes to its answer.
                  autoFocus
                >
                  {dayCopy.confirmCancel.yes}
                </button>
                <Link to={`${here}#${anchor}`} className={styles.button}>
                  {dayCopy.confirmCancel.no}
                </Link>
              </div>
            </Form>
          </td>
        </tr>
      )}
    </>
  );
}

function StaffBookingForm({
  formKey,
  openSlots,
  partySizeMax,
  result,
  busy,
}: {
  formKey: string;
  openSlots: { start: string; time: string; remaining: number }[];
  partySizeMax: number;
  result: ActionResult | undefined;
  busy: boolean;
}) {
  const values = result?.values;
  const errors = result?.fieldErrors ?? {};
  const error = (field: StaffBookingField) =>
    errors[field] ? (
      <p id={`staff-${field}-error`} className={bookingStyles.fieldError}>
        {errors[field]}
      </p>
    ) : null;
  const described = (field: StaffBookingField) => (errors[field] ? `staff-${field}-error` : undefined);
  return (
    <details
      className={`${styles.card} ${bookingStyles.add} ${bookingStyles.noPrint}`}
      open={Boolean(result?.fromAddForm)}
    >
      <summary className={bookingStyles.addSummary}>{dayCopy.add.open}</summary>
      <p className={styles.hint}>{dayCopy.add.lead}</p>
      {openSlots.length === 0 ? (
        <p className={styles.empty}>{dayCopy.add.noSlots}</p>
      ) : (
        <Form method="post" className={styles.form}>
          <input type="hidden" name="idempotencyKey" value={formKey} />
          <div className={styles.formGrid}>
            <Field id="staff-name" label={dayCopy.add.name}>
              <input
                id="staff-name"
                name="name"
                required
                maxLength={50}
                autoComplete="off"
                defaultValue={values?.name}
                aria-invalid={Boolean(errors.name) || undefined}
                aria-describedby={described("name")}
                className={styles.input}
              />
              {error("name")}
            </Field>
            <Field id="staff-phone" label={dayCopy.add.phone}>
              <input
                id="staff-phone"
                name="phone"
                type="tel"
                required
                inputMode="tel"
                autoComplete="off"
                placeholder="010-0000-0000"
                defaultValue={values?.phone}
                aria-invalid={Boolean(errors.phone) || undefined}
                aria-describedby={described("phone")}
                className={styles.input}
              />
              {error("phone")}
            </Field>
            <Field id="staff-party" label={dayCopy.add.partySize}>
              <select
                id="staff-party"
                name="partySize"
                defaultValue={values?.partySize || "1"}
                aria-describedby={described("partySize")}
                className={styles.input}
              >
                {Array.from({ length: partySizeMax }, (_, index) => index + 1).map((n) => (
                  <option key={n} value={n}>
                    {dayCopy.add.partySizeOption(n)}
                  </option>
                ))}
              </select>
              {error("partySize")}
            </Field>
            <Field id="staff-slot" label={dayCopy.add.slot}>
              <select
                id="staff-slot"
                name="slot"
                defaultValue={values?.slot}
                aria-describedby={described("slot")}
                className={styles.input}
              >
                {openSlots.map((slot) => (
                  <option key={slot.start} value={slot.start}>
                    {dayCopy.add.slotOption(slot.time, slot.remaining)}
                  </option>
                ))}
              </select>
              {error("slot")}
            </Field>
          </div>
          <Field id="staff-note" label={dayCopy.add.note}>
            <input
              id="staff-note"
              name="note"
              maxLength={200}
              placeholder={dayCopy.add.notePlaceholder}
              defaultValue={values?.note}
              aria-describedby={described("note")}
              className={styles.input}
            />
            {error("note")}
          </Field>
          <div className={bookingStyles.consent}>
            <input
              id="staff-consent"
              type="checkbox"
              name="privacyConsent"
              required
              aria-describedby={`staff-consent-hint${errors.privacyConsent ? " staff-privacyConsent-error" : ""}`}
            />
            <label htmlFor="staff-consent">{dayCopy.add.consent}</label>
            <p id="staff-consent-hint" className={styles.hint}>
              {dayCopy.add.consentHint}
            </p>
            {error("privacyConsent")}
          </div>
          <div className={styles.formActions}>
            <button type="submit" name="intent" value="waitlist-add" className={styles.button} disabled={busy}>
              {dayCopy.add.waitlist}
            </button>
            <button type="submit" name="intent" value="create" className={styles.buttonPrimary} disabled={busy}>
              {dayCopy.add.submit}
            </button>
          </div>
        </Form>
      )}
    </details>
  );
}
