import { useEffect, useRef } from "react";
import { Form, href, Link } from "react-router";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable } from "#app/platform/admin-ui/blocks.tsx";
import { adminBookingsCopy } from "../admin-copy.ts";
import type { BookingRowView, ChoiceRowView, Chosen } from "../settings-view.server.ts";
import settingsStyles from "./booking-settings.module.css";

const copy = adminBookingsCopy.schedule;

export function reasonText(booking: BookingRowView) {
  const reason = copy.confirm.reasons[booking.reason];
  return booking.reason === "over-capacity"
    ? `${reason} (${copy.confirm.overTotals(booking.booked, booking.capacity)})`
    : reason;
}

function Choice({ booking, chosen }: { booking: ChoiceRowView; chosen: Chosen[string] | undefined }) {
  const name = `decision-${booking.id}`;
  return (
    <fieldset className={settingsStyles.choice}>
      <legend className="visually-hidden">
        {booking.when} {booking.name}
      </legend>
      <label>
        <input type="radio" name={name} value="cancel" required defaultChecked={chosen?.kind === "cancel"} />{" "}
        {copy.confirm.cancel}
      </label>
      <label className={settingsStyles.wraps}>
        <input
          type="radio"
          name={name}
          value="move"
          disabled={booking.moveTo.length === 0}
          defaultChecked={chosen?.kind === "move" && booking.moveTo.length > 0}
        />{" "}
        {copy.confirm.move}
      </label>
      {booking.moveTo.length > 0 ? (
        <select
          name={`move-${booking.id}`}
          aria-label={copy.confirm.moveTo(booking.when)}
          defaultValue={chosen?.slot || undefined}
          className={`${styles.input} ${settingsStyles.moveTo}`}
          // With JavaScript, picking a time also picks "move"; without it, the radio does.
          onChange={(event) => {
            const choice = event.currentTarget.form?.elements.namedItem(name);
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
        <input type="radio" name={name} value="keep" defaultChecked={chosen?.kind === "keep"} /> {copy.confirm.keep}
      </label>
    </fieldset>
  );
}

/** The schedule as posted, in hidden fields, and a choice per booking. */
export function ConfirmChange({
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
        <DataTable
          caption={copy.confirm.caption}
          columns={[
            { label: columns.when, className: styles.nowrap },
            { label: columns.name },
            { label: columns.phone, className: styles.nowrap },
            { label: columns.party },
            { label: columns.reason },
            { label: columns.choice },
          ]}
          rows={bookings}
          rowKey={(booking) => booking.id}
          rowProps={(booking) => ({ "data-booking": booking.id })}
          cells={(booking) => [
            booking.when,
            booking.name,
            booking.phone,
            `${booking.partySize}명`,
            reasonText(booking),
            <Choice key="choice" booking={booking} chosen={chosen[booking.id]} />,
          ]}
          empty={null}
        />
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
