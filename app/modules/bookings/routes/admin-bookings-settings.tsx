import { useEffect, useRef } from "react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { weekdayNames } from "#app/content/calendar.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { formatDay, seoulDay, seoulTime } from "#app/lib/korea-time.ts";
import { maskName, maskPhone } from "#app/lib/mask.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { bookingSettingsOf, changeBookingSchedule } from "#app/modules/bookings/admin.server.ts";
import { adminBookingsCopy } from "#app/modules/bookings/admin-copy.ts";
import {
  type BookingDecision,
  bookingDecisionsOf,
  parseScheduleForm,
  SlotCapacitySchema,
  scheduleFormFields,
  scheduleLimits,
} from "#app/modules/bookings/admin-schema.ts";
import { capacityOf } from "#app/modules/bookings/schedule.ts";
import type {
  AffectedBooking,
  AffectedChoice,
  ScheduleChangeResult,
} from "#app/modules/bookings/schedule-change.server.ts";
import { requireAdminAction } from "#app/platform/access/session.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-bookings-settings";
import settingsStyles from "./admin-bookings-settings.module.css";

const copy = adminBookingsCopy.schedule;

/** A booking as the sales team sees it here: when, masked name and phone, party, why it lost its place. */
function bookingView(booking: AffectedBooking) {
  return {
    id: booking.id,
    when: `${formatDay(booking.day)} ${seoulTime(booking.slotStart)}`,
    name: maskName(booking.name),
    phone: maskPhone(booking.phone),
    partySize: booking.partySize,
    day: booking.day,
    reason: booking.reason,
    booked: booking.booked,
    capacity: booking.capacity,
  };
}

const slotLabel = (slotStart: string) => `${formatDay(seoulDay(new Date(slotStart)))} ${seoulTime(slotStart)}`;

/** An affected booking on the confirmation step, with the slots it can move to. */
function choiceView(booking: AffectedChoice) {
  return {
    ...bookingView(booking),
    moveTo: booking.moveTo.map((start) => ({ value: start, label: slotLabel(start) })),
  };
}

/** The choices as posted, to show them again when the step asks again. */
function chosenOf(decisions: ReadonlyMap<string, BookingDecision>) {
  return Object.fromEntries(
    [...decisions].map(([id, decision]) => [
      id,
      typeof decision === "object" ? { kind: "move", slot: decision.move } : { kind: decision, slot: "" },
    ]),
  );
}

/**
 * The booking schedule: hours and capacity per weekday, a lunch break, closed dates, slot length,
 * the booking window and party limit, and per-slot capacity for one day. A change that leaves
 * upcoming bookings without a place is not saved until the sales team has chosen, per booking, to
 * cancel it, move it (each with its text) or keep it (a server-rendered step: works without JavaScript).
 */
export async function loader({ url }: Route.LoaderArgs) {
  const { schedule, today, day, slots, over, stranded } = await bookingSettingsOf(url.searchParams.get("day") ?? "");
  return {
    schedule,
    // Past closed dates no longer matter: they are not shown, and the next save drops them.
    closedDates: schedule.closedDates
      .filter((closed) => closed >= today)
      .map((value) => ({ value, label: formatDay(value) })),
    today,
    day,
    dayLabel: formatDay(day),
    slots: slots.map((slot) => ({
      ...slot,
      time: seoulTime(slot.start),
      // The slot's own capacity (shown in its field) versus its weekday's or the general one.
      usual: capacityOf(schedule, slot.start),
      custom: slot.capacity !== capacityOf(schedule, slot.start),
    })),
    over: over.map((slot) => ({
      ...slot,
      label: `${formatDay(seoulDay(new Date(slot.start)))} ${seoulTime(slot.start)}`,
    })),
    stranded: stranded.map(bookingView),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await readFormData(request);
  const clientAddress = clientAddressOf(context);
  const confirming = formData.get("confirmed") === "1";
  const decisions = confirming ? bookingDecisionsOf(formData) : new Map<string, BookingDecision>();
  let result: ScheduleChangeResult;
  let fields: [string, string][];
  if (formData.get("intent") === "slot") {
    const parsed = SlotCapacitySchema.safeParse({
      slot: formData.get("slot") ?? undefined,
      capacity: formData.get("capacity") ?? undefined,
    });
    if (!parsed.success) {
      return data({ ok: false as const, messages: parsed.error.issues.map((issue) => issue.message) }, { status: 400 });
    }
    const { slot, capacity } = parsed.data;
    result = await changeBookingSchedule({ intent: "slot", slot, capacity, decisions }, admin, clientAddress);
    fields = [
      ["intent", "slot"],
      ["slot", slot],
      ["capacity", capacity === null ? "" : String(capacity)],
    ];
  } else {
    const parsed = parseScheduleForm(formData);
    if ("errors" in parsed) return data({ ok: false as const, messages: parsed.errors }, { status: 400 });
    result = await changeBookingSchedule(
      { intent: "schedule", schedule: parsed.schedule, decisions },
      admin,
      clientAddress,
    );
    fields = [["intent", "schedule"], ...scheduleFormFields(parsed.schedule)];
  }
  if (result.status === "confirm") {
    const { refused } = result;
    const refusedBooking = refused && result.affected.find((booking) => booking.id === refused.id);
    const message = refused
      ? copy.confirm.refused[refused.reason](
          refusedBooking ? bookingView(refusedBooking).when : "",
          refused.reason === "phone-day-taken" ? formatDay(seoulDay(new Date(refused.slot))) : slotLabel(refused.slot),
        )
      : copy.confirm.again;
    return {
      ok: false as const,
      messages: confirming ? [message] : [],
      confirm: { bookings: result.affected.map(choiceView), fields, chosen: chosenOf(decisions) },
    };
  }
  return {
    ok: true as const,
    messages: [
      copy.saved,
      ...(result.cancelled.length > 0 ? [copy.cancelledCount(result.cancelled.length)] : []),
      ...(result.moved.length > 0 ? [copy.movedCount(result.moved.length)] : []),
      ...(result.kept.length > 0 ? [copy.keptCount(result.kept.length)] : []),
    ],
  };
}

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

type BookingRowView = ReturnType<typeof bookingView>;
type ChoiceRowView = ReturnType<typeof choiceView>;
type Chosen = Record<string, { kind: string; slot: string }>;

function reasonText(booking: BookingRowView) {
  const reason = copy.confirm.reasons[booking.reason];
  return booking.reason === "over-capacity"
    ? `${reason} (${copy.confirm.overTotals(booking.booked, booking.capacity)})`
    : reason;
}

/** The confirmation step: the schedule as posted, in hidden fields, and a choice per booking. */
function ConfirmChange({
  bookings,
  fields,
  chosen,
  messages,
  saving,
}: {
  bookings: ChoiceRowView[];
  fields: [string, string][];
  chosen: Chosen;
  /** Why the step asks again: shown inside it, where the focus lands. */
  messages: string[];
  saving: boolean;
}) {
  const columns = copy.confirm.columns;
  const section = useRef<HTMLElement>(null);
  // The step replaces the form the click came from: bring it into view and to the screen reader.
  useEffect(() => section.current?.focus(), []);
  return (
    <section
      ref={section}
      tabIndex={-1}
      className={`${styles.confirm} ${settingsStyles.confirm}`}
      aria-labelledby="confirm-title"
    >
      <h2 id="confirm-title" className={styles.confirmTitle}>
        {copy.confirm.title}
      </h2>
      {messages.map((message) => (
        <p key={message} className={styles.error} role="alert">
          {message}
        </p>
      ))}
      <p>{copy.confirm.lead(bookings.length)}</p>
      <Form method="post" className={styles.form}>
        <input type="hidden" name="confirmed" value="1" />
        {fields.map(([name, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: closed dates repeat one field name; the order is fixed.
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{copy.confirm.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{columns.when}</th>
                <th scope="col">{columns.name}</th>
                <th scope="col">{columns.phone}</th>
                <th scope="col">{columns.party}</th>
                <th scope="col">{columns.reason}</th>
                <th scope="col">{columns.choice}</th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((booking) => (
                <tr key={booking.id} data-booking={booking.id}>
                  <td data-label={columns.when} className={styles.nowrap}>
                    {booking.when}
                  </td>
                  <td data-label={columns.name}>{booking.name}</td>
                  <td data-label={columns.phone} className={styles.nowrap}>
                    {booking.phone}
                  </td>
                  <td data-label={columns.party}>{booking.partySize}명</td>
                  <td data-label={columns.reason}>{reasonText(booking)}</td>
                  <td data-label={columns.choice}>
                    <fieldset className={settingsStyles.choice}>
                      <legend className="visually-hidden">
                        {booking.when} {booking.name}
                      </legend>
                      <label>
                        <input
                          type="radio"
                          name={`decision-${booking.id}`}
                          value="cancel"
                          required
                          defaultChecked={chosen[booking.id]?.kind === "cancel"}
                        />{" "}
                        {copy.confirm.cancel}
                      </label>
                      <label className={settingsStyles.wraps}>
                        <input
                          type="radio"
                          name={`decision-${booking.id}`}
                          value="move"
                          disabled={booking.moveTo.length === 0}
                          defaultChecked={chosen[booking.id]?.kind === "move" && booking.moveTo.length > 0}
                        />{" "}
                        {copy.confirm.move}
                      </label>
                      {booking.moveTo.length > 0 ? (
                        <select
                          name={`move-${booking.id}`}
                          aria-label={copy.confirm.moveTo(booking.when)}
                          defaultValue={chosen[booking.id]?.slot || undefined}
                          className={`${styles.input} ${settingsStyles.moveTo}`}
                          // With JavaScript, picking a time also picks "move"; without it, the radio does.
                          onChange={(event) => {
                            const choice = event.currentTarget.form?.elements.namedItem(`decision-${booking.id}`);
                            if (choice instanceof RadioNodeList) choice.value = "move";
                          }}
                        >
                          {booking.moveTo.map((slot) => (
                            <option key={slot.value} value={slot.value}>
                              {slot.label}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <span className={styles.hint}>{copy.confirm.noMoveSlots}</span>
                      )}
                      <label>
                        <input
                          type="radio"
                          name={`decision-${booking.id}`}
                          value="keep"
                          defaultChecked={chosen[booking.id]?.kind === "keep"}
                        />{" "}
                        {copy.confirm.keep}
                      </label>
                    </fieldset>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.formActions}>
          <Link to={href("/admin/bookings/settings")} className={styles.button} reloadDocument>
            {copy.confirm.back}
          </Link>
          <button type="submit" className={styles.buttonPrimary} disabled={saving}>
            {copy.confirm.submit}
          </button>
        </div>
      </Form>
    </section>
  );
}

export default function BookingSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { schedule, closedDates, today, day, dayLabel, slots, over, stranded } = loaderData;
  const saving = useNavigation().state === "submitting";
  const confirm = actionData && "confirm" in actionData ? actionData.confirm : null;
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageLead}>{copy.lead}</p>
        </div>
        <Link to={href("/admin/bookings")} className={styles.button}>
          {adminBookingsCopy.title}
        </Link>
      </div>
      {confirm
        ? null
        : actionData?.messages.map((message) => (
            <p
              key={message}
              className={actionData.ok ? styles.success : styles.error}
              role={actionData.ok ? "status" : "alert"}
            >
              {message}
            </p>
          ))}

      {confirm ? (
        <ConfirmChange
          bookings={confirm.bookings}
          fields={confirm.fields}
          chosen={confirm.chosen}
          messages={actionData?.messages ?? []}
          saving={saving}
        />
      ) : (
        <>
          <section className={styles.card} aria-labelledby="stranded-title">
            <h2 id="stranded-title" className={styles.cardTitle}>
              {copy.stranded}
            </h2>
            {stranded.length === 0 && over.length === 0 ? (
              <p className={styles.muted}>{copy.none}</p>
            ) : (
              <>
                {stranded.length > 0 && <p className={styles.cardText}>{copy.strandedLead}</p>}
                <ul className={styles.plainList}>
                  {stranded.map((booking) => (
                    <li key={booking.id}>
                      <Link to={`${href("/admin/bookings")}?day=${booking.day}`} className={styles.link}>
                        {booking.when}
                      </Link>{" "}
                      {booking.name} · {booking.partySize}명 · {reasonText(booking)}
                    </li>
                  ))}
                  {over.map((slot) => (
                    <li key={slot.start}>
                      {slot.label} · {copy.overCapacity}: {adminBookingsCopy.slotTotals(slot.booked, slot.capacity)}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>

          <section className={styles.card} aria-labelledby="schedule-title">
            <h2 id="schedule-title" className={styles.cardTitle}>
              {copy.title}
            </h2>
            <Form method="post" className={styles.form}>
              <input type="hidden" name="intent" value="schedule" />
              <div className={styles.tableWrap}>
                <table className={`${styles.table} ${settingsStyles.weekdays}`}>
                  <caption className="visually-hidden">{copy.title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{copy.weekday}</th>
                      <th scope="col">{copy.open}</th>
                      <th scope="col">{copy.close}</th>
                      <th scope="col">{copy.weekdayCapacity}</th>
                      <th scope="col">{copy.closedDay}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {weekdayNames.map((name, index) => {
                      const hours = schedule.weekdays[index];
                      return (
                        <tr key={name}>
                          <th scope="row">{name}요일</th>
                          <td data-label={copy.open}>
                            <input
                              type="time"
                              name={`open-${index}`}
                              aria-label={`${name}요일 ${copy.open}`}
                              defaultValue={hours?.open ?? "10:00"}
                              className={styles.input}
                            />
                          </td>
                          <td data-label={copy.close}>
                            <input
                              type="time"
                              name={`close-${index}`}
                              aria-label={`${name}요일 ${copy.close}`}
                              defaultValue={hours?.close ?? "18:00"}
                              className={styles.input}
                            />
                          </td>
                          <td data-label={copy.weekdayCapacity}>
                            <input
                              type="number"
                              name={`capacity-${index}`}
                              aria-label={`${name}요일 ${copy.weekdayCapacity}`}
                              min={scheduleLimits.capacity.min}
                              max={scheduleLimits.capacity.max}
                              defaultValue={schedule.weekdayCapacities[index] ?? ""}
                              placeholder={String(schedule.capacity)}
                              title={copy.weekdayCapacityHint}
                              className={styles.input}
                            />
                          </td>
                          <td data-label={copy.closedDay}>
                            <input
                              type="checkbox"
                              name={`closed-${index}`}
                              aria-label={`${name}요일 ${copy.closedDay}`}
                              defaultChecked={!hours}
                              className={settingsStyles.checkbox}
                            />
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              <p className={styles.hint}>
                {copy.weekdayCapacity}: {copy.weekdayCapacityHint}
              </p>
              <div className={styles.formGrid}>
                <Field id="slot-minutes" label={copy.slotMinutes}>
                  <select
                    id="slot-minutes"
                    name="slotMinutes"
                    defaultValue={schedule.slotMinutes}
                    className={styles.input}
                  >
                    {scheduleLimits.slotLengths.map((minutes) => (
                      <option key={minutes} value={minutes}>
                        {minutes}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field id="capacity" label={copy.capacity}>
                  <input
                    id="capacity"
                    name="capacity"
                    type="number"
                    min={scheduleLimits.capacity.min}
                    max={scheduleLimits.capacity.max}
                    defaultValue={schedule.capacity}
                    className={styles.input}
                  />
                </Field>
                <Field id="days-ahead" label={copy.daysAhead}>
                  <input
                    id="days-ahead"
                    name="daysAhead"
                    type="number"
                    min={scheduleLimits.daysAhead.min}
                    max={scheduleLimits.daysAhead.max}
                    defaultValue={schedule.daysAhead}
                    className={styles.input}
                  />
                </Field>
                <Field id="party-size-max" label={copy.partySizeMax}>
                  <input
                    id="party-size-max"
                    name="partySizeMax"
                    type="number"
                    min={scheduleLimits.partySizeMax.min}
                    max={scheduleLimits.partySizeMax.max}
                    defaultValue={schedule.partySizeMax}
                    className={styles.input}
                  />
                </Field>
              </div>
              <fieldset className={settingsStyles.group} aria-describedby="break-hint">
                <legend className={styles.label}>{copy.breakTitle}</legend>
                <div className={styles.formGrid}>
                  <Field id="break-start" label={copy.breakStart}>
                    <input
                      id="break-start"
                      name="breakStart"
                      type="time"
                      defaultValue={schedule.breakTime?.start ?? ""}
                      className={styles.input}
                    />
                  </Field>
                  <Field id="break-end" label={copy.breakEnd}>
                    <input
                      id="break-end"
                      name="breakEnd"
                      type="time"
                      defaultValue={schedule.breakTime?.end ?? ""}
                      className={styles.input}
                    />
                  </Field>
                </div>
                <p id="break-hint" className={styles.hint}>
                  {copy.breakHint}
                </p>
              </fieldset>
              <fieldset className={settingsStyles.group} aria-describedby="closed-dates-hint">
                <legend className={styles.label}>{copy.closedDates}</legend>
                {closedDates.length === 0 ? (
                  <p className={styles.muted}>{copy.closedDatesNone}</p>
                ) : (
                  <ul className={settingsStyles.dates} aria-label={copy.closedDates}>
                    {closedDates.map((closed) => (
                      <li key={closed.value} className={settingsStyles.date}>
                        <input type="hidden" name="closedDates" value={closed.value} />
                        <span>{closed.label}</span>
                        <button
                          type="submit"
                          name="removeClosedDate"
                          value={closed.value}
                          aria-label={copy.removeLabel(closed.label)}
                          className={`${styles.button} ${styles.small}`}
                          disabled={saving}
                        >
                          {copy.remove}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
                <div className={styles.inlineFilter}>
                  <label htmlFor="add-closed-date" className="visually-hidden">
                    {copy.addClosedDate}
                  </label>
                  <input id="add-closed-date" name="addClosedDate" type="date" min={today} className={styles.input} />
                  <button
                    type="submit"
                    name="addClosedDateButton"
                    value="1"
                    className={styles.button}
                    disabled={saving}
                  >
                    {copy.addClosedDate}
                  </button>
                </div>
                <p id="closed-dates-hint" className={styles.hint}>
                  {copy.closedDatesHint}
                </p>
              </fieldset>
              <div className={styles.formActions}>
                <button type="submit" className={styles.buttonPrimary} disabled={saving}>
                  {copy.save}
                </button>
              </div>
            </Form>
          </section>

          <section className={styles.card} aria-labelledby="overrides-title">
            <h2 id="overrides-title" className={styles.cardTitle}>
              {copy.overrides} · {dayLabel}
            </h2>
            <p className={styles.cardText}>{copy.overridesLead}</p>
            <Form method="get" className={styles.inlineFilter}>
              <Field id="override-day" label={adminBookingsCopy.day}>
                <input id="override-day" type="date" name="day" defaultValue={day} className={styles.input} />
              </Field>
              <button type="submit" className={styles.button}>
                {adminBookingsCopy.show}
              </button>
            </Form>
            {slots.length === 0 && <p className={styles.muted}>{adminBookingsCopy.closed}</p>}
            <ul className={settingsStyles.slots}>
              {slots.map((slot) => (
                <li key={slot.start}>
                  <Form method="post" className={settingsStyles.slot}>
                    <input type="hidden" name="intent" value="slot" />
                    <input type="hidden" name="slot" value={slot.start} />
                    <label htmlFor={`cap-${slot.start}`}>
                      {slot.time} ({adminBookingsCopy.slotTotals(slot.booked, slot.capacity)})
                    </label>
                    <input
                      id={`cap-${slot.start}`}
                      name="capacity"
                      inputMode="numeric"
                      defaultValue={slot.custom ? slot.capacity : ""}
                      placeholder={String(slot.usual)}
                      className={styles.input}
                      size={4}
                    />
                    <button type="submit" className={`${styles.button} ${styles.small}`} disabled={saving}>
                      {copy.save}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
