import { Form, href, Link } from "react-router";
import { isDay, seoulDay } from "#app/lib/korea-time.ts";
import { adminBookingsCopy as copy } from "#app/modules/bookings/admin-copy.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-bookings-export";

/** Why the CSV route sent the form back (`exportError` in the address). */
const EXPORT_ERRORS = {
  range: "기간을 YYYY-MM-DD 형식으로, 시작일이 종료일보다 늦지 않게 입력해 주세요.",
  reason: copy.exportReasonHint,
} as const;

/** The export form: a day range and the reason (exporting personal data is recorded with it). */
export function loader({ url }: Route.LoaderArgs) {
  const asked = url.searchParams.get("day") ?? "";
  const day = isDay(asked) ? asked : seoulDay(new Date());
  const error = url.searchParams.get("exportError");
  const message = error === "range" || error === "reason" ? EXPORT_ERRORS[error] : null;
  return { day, message };
}

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
            <Field id="export-from" label="시작일">
              <input
                id="export-from"
                type="date"
                name="from"
                required
                defaultValue={loaderData.day}
                className={styles.input}
              />
            </Field>
            <Field id="export-to" label="종료일">
              <input
                id="export-to"
                type="date"
                name="to"
                required
                defaultValue={loaderData.day}
                className={styles.input}
              />
            </Field>
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
