import type { InputHTMLAttributes } from "react";
import { Form } from "react-router";
import { weekdayNames } from "#app/content/calendar.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable, Field, InputField } from "#app/platform/admin-ui/blocks.tsx";
import { adminBookingsCopy } from "../admin-copy.ts";
import { scheduleLimits } from "../admin-schema.ts";
import type { BookingSchedule } from "../schedule.ts";
import settingsStyles from "./booking-settings.module.css";

const copy = adminBookingsCopy.schedule;

const numberFields = [
  { id: "capacity", name: "capacity" },
  { id: "days-ahead", name: "daysAhead" },
  { id: "party-size-max", name: "partySizeMax" },
] as const;

const weekdayLabels = { open: "open", close: "close", capacity: "weekdayCapacity", closed: "closedDay" } as const;

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
        cells={({ name, index, hours }) => {
          const input = (field: keyof typeof weekdayLabels, props: InputHTMLAttributes<HTMLInputElement>) => (
            <input
              key={field}
              name={`${field}-${index}`}
              aria-label={`${name}요일 ${copy[weekdayLabels[field]]}`}
              className={styles.input}
              {...props}
            />
          );
          return [
            `${name}요일`,
            input("open", { type: "time", defaultValue: hours?.open ?? "10:00" }),
            input("close", { type: "time", defaultValue: hours?.close ?? "18:00" }),
            input("capacity", {
              type: "number",
              min: scheduleLimits.capacity.min,
              max: scheduleLimits.capacity.max,
              defaultValue: schedule.weekdayCapacities[index] ?? "",
              placeholder: String(schedule.capacity),
              title: copy.weekdayCapacityHint,
            }),
            input("closed", { type: "checkbox", defaultChecked: !hours, className: settingsStyles.checkbox }),
          ];
        }}
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
        {numberFields.map(({ id, name }) => (
          <InputField
            key={name}
            id={id}
            name={name}
            label={copy[name]}
            type="number"
            min={scheduleLimits[name].min}
            max={scheduleLimits[name].max}
            defaultValue={schedule[name]}
          />
        ))}
      </div>
      <fieldset className={settingsStyles.group} aria-describedby="break-hint">
        <legend className={styles.label}>{copy.breakTitle}</legend>
        <div className={styles.formGrid}>
          <InputField
            id="break-start"
            name="breakStart"
            label={copy.breakStart}
            type="time"
            defaultValue={schedule.breakTime?.start ?? ""}
          />
          <InputField
            id="break-end"
            name="breakEnd"
            label={copy.breakEnd}
            type="time"
            defaultValue={schedule.breakTime?.end ?? ""}
          />
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
