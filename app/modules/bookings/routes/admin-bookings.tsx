import { Form, href, Link, useNavigation } from "react-router";
import { addDays } from "#app/lib/korea-time.ts";
import { adminBookingsCopy as copy } from "#app/modules/bookings/admin-copy.ts";
import { DaySheet } from "#app/modules/bookings/components/day-sheet.tsx";
import { StaffBookingForm } from "#app/modules/bookings/components/staff-booking-form.tsx";
import { adminBookingDayCopy as dayCopy } from "#app/modules/bookings/day-copy.ts";
import { adminBookingDay, bookingDayAction, type DayActionResult } from "#app/modules/bookings/day-view.server.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-bookings";
import bookingStyles from "./admin-bookings.module.css";

/** The day, printable as the check-in sheet; every view and change is audited. */
export const loader = ({ url, context }: Route.LoaderArgs) => adminBookingDay(requireStaff(context), url);

export const action = ({ request, context }: Route.ActionArgs) => bookingDayAction(requireStaff(context), request);

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { day, dayLabel, slots, totals, counts, phone, errors, openSlots, formKey, opensSettings, opensExport } =
    loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const result = actionData as DayActionResult | undefined;
  const here = `${href("/admin/bookings")}?day=${day}${phone ? `&phone=${phone}` : ""}`;
  return (
    <div className={`${styles.page} ${bookingStyles.page}`}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>
            {copy.title} · {dayLabel}
          </h1>
          <p className={`${styles.pageLead} ${bookingStyles.noPrint}`}>{copy.lead}</p>
        </div>
        <div className={`${styles.rowActions} ${bookingStyles.noPrint}`}>
          {opensSettings && (
            <Link to={href("/admin/bookings/settings")} className={styles.button}>
              {copy.settings}
            </Link>
          )}
          {opensExport && (
            <Link to={`${href("/admin/bookings/export")}?day=${day}`} className={styles.button}>
              {copy.export}
            </Link>
          )}
        </div>
      </div>

      <Form method="get" className={`${styles.inlineFilter} ${bookingStyles.noPrint}`}>
        <Field id="booking-day" label={copy.day}>
          <input id="booking-day" type="date" name="day" defaultValue={day} className={styles.input} />
        </Field>
        <Field id="booking-phone" label={copy.phone}>
          <input
            id="booking-phone"
            name="phone"
            inputMode="numeric"
            maxLength={4}
            defaultValue={phone}
            className={styles.input}
          />
        </Field>
        <button type="submit" className={styles.buttonPrimary}>
          {copy.show}
        </button>
        <Link to={`?day=${addDays(day, -1)}`} className={styles.button}>
          {copy.previous}
        </Link>
        <Link to={`?day=${addDays(day, 1)}`} className={styles.button}>
          {copy.next}
        </Link>
      </Form>
      {errors.map((error) => (
        <p key={error} className={styles.error} role="alert">
          {error}
        </p>
      ))}
      {result?.message && (
        <p
          className={`${result.ok ? styles.success : styles.error} ${bookingStyles.noPrint}`}
          role={result.ok ? "status" : "alert"}
        >
          {result.message}
        </p>
      )}

      <section aria-label={dayCopy.counts.label} className={bookingStyles.counts}>
        <p className={`${styles.stat} ${bookingStyles.total}`}>{copy.totals(totals.bookings, totals.people)}</p>
        <dl className={bookingStyles.countList}>
          {(
            [
              ["expected", dayCopy.counts.expected],
              ["arrived", dayCopy.counts.arrived],
              ["noShow", dayCopy.counts.noShow],
              ["cancelled", dayCopy.counts.cancelled],
            ] as const
          ).map(([key, label]) => (
            <div key={key} data-count={key}>
              <dt>{label}</dt>
              <dd>{dayCopy.counts.value(counts[key].bookings, counts[key].people)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <StaffBookingForm
        key={result?.added ?? "add"}
        formKey={formKey}
        openSlots={openSlots}
        partySizeMax={loaderData.partySizeMax}
        result={result}
        busy={busy}
      />

      <DaySheet
        dayLabel={dayLabel}
        slots={slots}
        here={here}
        formKey={formKey}
        busy={busy}
        confirmCancel={result?.confirmCancel}
      />
    </div>
  );
}
