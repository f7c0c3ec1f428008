import { Form } from "react-router";
import { weekdayNames } from "#app/content/calendar.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable, Field } from "#app/platform/admin-ui/blocks.tsx";
import { adminBookingsCopy } from "../admin-copy.ts";
import { scheduleLimits } from "../admin-schema.ts";
import type { BookingSchedule } from "../schedule.ts";
import settingsStyles from "./booking-settings.module.css";

const copy = adminBookingsCopy.schedule;

/**
 * The weekly schedule: hours and capacity per weekday, slot length, capacity, the booking window and
 * party limit, a lunch break and closed dates (each added or removed by a post of the whole form).
 */
export function WeeklyScheduleForm({
  schedule,
  closedDates,
  today,
  saving,
}: {
  schedule: BookingSchedule;
  closedDates: { value: string; label: string }[];
  today: string;
  saving: boolean;
}) {
  return (
    <Form method="post" className={styles.form}>
      <input type="hidden" name="intent" value="schedule" />
      <DataTable
        caption={copy.title}
        className={settingsStyles.weekdays}
        columns={[
          { label: copy.weekday },
          { label: copy.open },
          { label: copy.close },
          { label: copy.weekdayCapacity },
          { label: copy.closedDay },
        ]}
        rows={weekdayNames.map((name, index) => ({ name, index, hours: schedule.weekdays[index] }))}
        rowKey={(day) => day.name}
        rowHeader
        cells={({ name, index, hours }) => [
          `${name}요일`,
          <input
            key="open"
            type="time"
            name={`open-${index}`}
            aria-label={`${name}요일 ${copy.open}`}
            defaultValue={hours?.open ?? "10:00"}
            className={styles.input}
          />,
          <input
            key="close"
            type="time"
            name={`close-${index}`}
            aria-label={`${name}요일 ${copy.close}`}
            defaultValue={hours?.close ?? "18:00"}
            className={styles.input}
          />,
          <input
            key="capacity"
            type="number"
            name={`capacity-${index}`}
            aria-label={`${name}요일 ${copy.weekdayCapacity}`}
            min={scheduleLimits.capacity.min}
            max={scheduleLimits.capacity.max}
            defaultValue={schedule.weekdayCapacities[index] ?? ""}
            placeholder={String(schedule.capacity)}
            title={copy.weekdayCapacityHint}
            className={styles.input}
          />,
          <input
            key="closed"
            type="checkbox"
            name={`closed-${index}`}
            aria-label={`${name}요일 ${copy.closedDay}`}
            defaultChecked={!hours}
            className={settingsStyles.checkbox}
          />,
        ]}
        empty={null}
      />
      <p className={styles.hint}>
        {copy.weekdayCapacity}: {copy.weekdayCapacityHint}
      </p>
      <div className={styles.formGrid}>
        <Field id="slot-minutes" label={copy.slotMinutes}>
          <select id="slot-minutes" name="slotMinutes" defaultValue={schedule.slotMinutes} className={styles.input}>
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
          <button type="submit" name="addClosedDateButton" value="1" className={styles.button} disabled={saving}>
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
  );
}
