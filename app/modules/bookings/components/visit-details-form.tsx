import { Form } from "react-router";
import { formatDay } from "#app/lib/korea-time.ts";
import { usePublicEnv } from "#app/lib/use-public-env.ts";
import { ConsentFields } from "#app/modules/leads/components/consent-fields.tsx";
import { errorProps, FieldError, TextField } from "#app/modules/leads/components/form-fields.tsx";
import { HoneypotField } from "#app/modules/leads/components/honeypot-field.tsx";
import { VisitSourceFields } from "#app/modules/leads/components/visit-source-fields.tsx";
import { NAME_MAX } from "#app/modules/leads/lead-fields.ts";
import { useSiteFacts } from "#app/modules/site-facts/use-site-facts.ts";
import { bookingCopy } from "../copy.ts";
import styles from "../routes/visit.module.css";
import type { BookingFieldErrors, BookingValues } from "../schema.ts";
import { ParkingNote } from "./parking-note.tsx";

type VisitDetailsFormProps = {
  day: string;
  slot: { start: string; time: string; remaining: number };
  siteId: string | null;
  /** The booking page's own address (the visitor's source path). */
  base: string;
  landing: string | null;
  idempotencyKey: string;
  partySizeMax: number;
  texting: boolean;
  bookingNote: string | null;
  parkingNote: string;
  values: BookingValues | null | undefined;
  fieldErrors: BookingFieldErrors;
  submitting: boolean;
};

/** The third step: the visitor's name, number, party and consent for the chosen slot. */
export function VisitDetailsForm({
  day,
  slot,
  siteId,
  base,
  landing,
  idempotencyKey,
  partySizeMax,
  texting,
  bookingNote,
  parkingNote,
  values,
  fieldErrors,
  submitting,
}: VisitDetailsFormProps) {
  const { modelHouseAddress } = useSiteFacts();
  const { leadRetentionDays } = usePublicEnv();
  return (
    <section aria-labelledby="visit-details-title" className={styles.step}>
      <h2 id="visit-details-title" className={styles.stepTitle} tabIndex={-1}>
        <span className={styles.stepNumber}>3</span> {bookingCopy.steps.details}
      </h2>
      <p className={styles.chosen}>
        <strong>{bookingCopy.chosen(formatDay(day), slot.time)}</strong>
        <span className={styles.remaining}>{bookingCopy.remaining(slot.remaining)}</span>
      </p>
      <Form method="post" className={styles.form} noValidate>
        <input type="hidden" name="slot" value={slot.start} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <input type="hidden" name="siteId" value={siteId ?? ""} />
        <input type="hidden" name="sourcePath" value={base} />
        <HoneypotField idPrefix="visit" />
        <VisitSourceFields landing={landing} />
        <div className={styles.row}>
          <TextField
            id="visit-name"
            name="name"
            label={bookingCopy.name}
            requiredMark
            required
            maxLength={NAME_MAX}
            autoComplete="name"
            defaultValue={values?.name}
            errors={fieldErrors.name}
          />
          <TextField
            id="visit-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            label={bookingCopy.phone}
            requiredMark
            required
            maxLength={20}
            autoComplete="tel"
            placeholder={bookingCopy.phonePlaceholder}
            defaultValue={values?.phone}
            errors={fieldErrors.phone}
          />
        </div>
        <div className={styles.party}>
          <label htmlFor="visit-party" className={styles.partyLabel}>
            {bookingCopy.partySize}
          </label>
          <select
            id="visit-party"
            name="partySize"
            className={styles.select}
            defaultValue={values?.partySize || "1"}
            {...errorProps("visit-party", fieldErrors.partySize)}
          >
            {Array.from({ length: Math.min(partySizeMax, slot.remaining) }, (_, index) => index + 1).map((size) => (
              <option key={size} value={size}>
                {bookingCopy.partySizeOption(size)}
              </option>
            ))}
          </select>
          <FieldError id="visit-party" errors={fieldErrors.partySize} />
        </div>
        <ConsentFields
          idPrefix="visit"
          retentionDays={leadRetentionDays}
          errors={fieldErrors.privacyConsent}
          defaultChecked={{ marketing: values?.marketingConsent }}
        />
        <p className={styles.note}>
          {texting ? bookingCopy.smsNote : bookingCopy.smsNoteNoText} {modelHouseAddress}
        </p>
        {bookingNote && (
          <p className={styles.note} data-testid="booking-note">
            {bookingNote}
          </p>
        )}
        <ParkingNote text={parkingNote} className={styles.note} />
        <button type="submit" className={styles.submit} disabled={submitting} aria-disabled={submitting}>
          {submitting ? bookingCopy.submitting : bookingCopy.submit}
        </button>
      </Form>
    </section>
  );
}
