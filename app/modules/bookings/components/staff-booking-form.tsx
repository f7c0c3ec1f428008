import { Form } from "react-router";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { adminBookingDayCopy as dayCopy } from "../day-copy.ts";
import type { DayActionResult } from "../day-view.server.ts";
import bookingStyles from "../routes/admin-bookings.module.css";
import type { StaffBookingField } from "../staff-schema.ts";

/** A caller's or walk-in's booking, or their place on a full slot's waitlist; stays open after a refusal. */
export function StaffBookingForm({
  formKey,
  openSlots,
  partySizeMax,
  result,
  busy,
}: {
  formKey: string;
  openSlots: { start: string; time: string; remaining: number }[];
  partySizeMax: number;
  result: DayActionResult | undefined;
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
  const select = (
    id: string,
    name: StaffBookingField,
    label: string,
    defaultValue: string | undefined,
    options: { value: string; label: string }[],
  ) => (
    <Field id={id} label={label}>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-describedby={described(name)}
        className={styles.input}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error(name)}
    </Field>
  );
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
            {select(
              "staff-party",
              "partySize",
              dayCopy.add.partySize,
              values?.partySize || "1",
              Array.from({ length: partySizeMax }, (_, index) => ({
                value: String(index + 1),
                label: dayCopy.add.partySizeOption(index + 1),
              })),
            )}
            {select(
              "staff-slot",
              "slot",
              dayCopy.add.slot,
              values?.slot,
              openSlots.map((slot) => ({
                value: slot.start,
                label: dayCopy.add.slotOption(slot.time, slot.remaining),
              })),
            )}
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
