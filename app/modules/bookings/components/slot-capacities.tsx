import { Form } from "react-router";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { adminBookingsCopy } from "../admin-copy.ts";
import settingsStyles from "./booking-settings.module.css";

const copy = adminBookingsCopy.schedule;

type Slot = { start: string; time: string; booked: number; capacity: number; usual: number; custom: boolean };

/** One day's slots, each with its own capacity (empty: its weekday's or the general one). */
export function SlotCapacities({
  day,
  dayLabel,
  slots,
  saving,
}: {
  day: string;
  dayLabel: string;
  slots: Slot[];
  saving: boolean;
}) {
  return (
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
  );
}
