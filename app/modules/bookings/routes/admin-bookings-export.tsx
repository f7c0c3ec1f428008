import { Form, href, Link } from "react-router";
import { adminBookingsCopy as copy } from "#app/modules/bookings/admin-copy.ts";
import { bookingsExportForm } from "#app/modules/bookings/export.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-bookings-export";

/** The export form: a day range and the reason (exporting personal data is recorded with it). */
export const loader = ({ url }: Route.LoaderArgs) => bookingsExportForm(url);

export const meta: Route.MetaFunction = () => adminMeta(copy.export);

export default function BookingsExport({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{copy.export}</h1>
        <Link to={`${href("/admin/bookings")}?day=${loaderData.day}`} className={styles.button}>
          {copy.title}
        </Link>
      </div>
      <section className={styles.card} aria-label={copy.export}>
        <Form method="post" action={href("/admin/bookings/export/csv")} reloadDocument className={styles.form}>
          <div className={styles.formGrid}>
            {(
              [
                ["from", "시작일"],
                ["to", "종료일"],
              ] as const
            ).map(([name, label]) => (
              <Field key={name} id={`export-${name}`} label={label}>
                <input
                  id={`export-${name}`}
                  type="date"
                  name={name}
                  required
                  defaultValue={loaderData.day}
                  className={styles.input}
                />
              </Field>
            ))}
          </div>
          <Field id="export-reason" label={copy.exportReason}>
            <input
              id="export-reason"
              name="reason"
              required
              minLength={2}
              maxLength={200}
              placeholder={copy.exportReasonHint}
              className={styles.input}
            />
          </Field>
          {loaderData.message && (
            <p className={styles.error} role="alert">
              {loaderData.message}
            </p>
          )}
          <div className={styles.formActions}>
            <button type="submit" className={styles.buttonPrimary}>
              {copy.export}
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
