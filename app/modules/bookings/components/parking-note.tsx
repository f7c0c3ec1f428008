import { Form } from "react-router";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { parkingCopy } from "../parking-copy.ts";
import { PARKING_NOTE_MAX } from "../parking-limits.ts";

/** The settings page's form for 모델하우스 주차 안내. */
export function ParkingNoteForm({ value, saving }: { value: string; saving: boolean }) {
  return (
    <section className={styles.card} aria-labelledby="parking-title">
      <h2 id="parking-title" className={styles.cardTitle}>
        {parkingCopy.title}
      </h2>
      <p className={styles.cardText}>{parkingCopy.lead}</p>
      <Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value="parking" />
        <Field id="parking-note" label={parkingCopy.label} hint={parkingCopy.hint}>
          <textarea id="parking-note" name="parkingNote" rows={3} maxLength={PARKING_NOTE_MAX} defaultValue={value} />
        </Field>
        <button type="submit" className={styles.buttonPrimary} disabled={saving}>
          {parkingCopy.save}
        </button>
      </Form>
    </section>
  );
}

/** The note as visitors see it on the booking page and the booking confirmation; nothing when empty. */
export function ParkingNote({ text, className }: { text: string; className?: string }) {
  if (!text) return null;
  return (
    <p className={className} data-testid="parking-note">
      <strong>{parkingCopy.shownTitle}</strong> {text}
    </p>
  );
}
