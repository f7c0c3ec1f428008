import { href, Link, useNavigation } from "react-router";
import { adminBookingsCopy } from "#app/modules/bookings/admin-copy.ts";
import { ConfirmChange, reasonText } from "#app/modules/bookings/components/confirm-change.tsx";
import { ParkingNoteForm } from "#app/modules/bookings/components/parking-note.tsx";
import { SlotCapacities } from "#app/modules/bookings/components/slot-capacities.tsx";
import { WeeklyScheduleForm } from "#app/modules/bookings/components/weekly-schedule-form.tsx";
import { bookingSettingsAction, bookingSettingsPage } from "#app/modules/bookings/settings-view.server.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-bookings-settings";

const copy = adminBookingsCopy.schedule;

/**
 * The booking schedule: hours and capacity per weekday, a lunch break, closed dates, slot length,
 * the booking window and party limit, and per-slot capacity for one day. A change that leaves
 * upcoming bookings without a place is not saved until the sales team has chosen, per booking, to
 * cancel it, move it (each with its text) or keep it (a server-rendered step: works without JavaScript).
 */
export const loader = ({ url, context }: Route.LoaderArgs) => bookingSettingsPage(requireStaff(context), url);
export const action = ({ request, context }: Route.ActionArgs) => bookingSettingsAction(requireStaff(context), request);

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function BookingSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { schedule, parkingNote, closedDates, today, day, dayLabel, slots, over, stranded } = loaderData;
  const saving = useNavigation().state === "submitting";
  const confirm = actionData && "confirm" in actionData ? actionData.confirm : null;
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageLead}>{copy.lead}</p>
        </div>
        <Link to={href("/admin/bookings")} className={styles.button}>
          {adminBookingsCopy.title}
        </Link>
      </div>
      {confirm
        ? null
        : actionData?.messages.map((message) => (
            <p
              key={message}
              className={actionData.ok ? styles.success : styles.error}
              role={actionData.ok ? "status" : "alert"}
            >
              {message}
            </p>
          ))}

      {confirm ? (
        <ConfirmChange
          bookings={confirm.bookings}
          fields={confirm.fields}
          chosen={confirm.chosen}
          messages={actionData?.messages ?? []}
          saving={saving}
        />
      ) : (
        <>
          <section className={styles.card} aria-labelledby="stranded-title">
            <h2 id="stranded-title" className={styles.cardTitle}>
              {copy.stranded}
            </h2>
            {stranded.length === 0 && over.length === 0 ? (
              <p className={styles.muted}>{copy.none}</p>
            ) : (
              <>
                {stranded.length > 0 && <p className={styles.cardText}>{copy.strandedLead}</p>}
                <ul className={styles.plainList}>
                  {stranded.map((booking) => (
                    <li key={booking.id}>
                      <Link to={`${href("/admin/bookings")}?day=${booking.day}`} className={styles.link}>
                        {booking.when}
                      </Link>{" "}
                      {booking.name} · {booking.partySize}명 · {reasonText(booking)}
                    </li>
                  ))}
                  {over.map((slot) => (
                    <li key={slot.start}>
                      {slot.label} · {copy.overCapacity}: {adminBookingsCopy.slotTotals(slot.booked, slot.capacity)}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>

          <section className={styles.card} aria-labelledby="schedule-title">
            <h2 id="schedule-title" className={styles.cardTitle}>
              {copy.title}
            </h2>
            <WeeklyScheduleForm schedule={schedule} closedDates={closedDates} today={today} saving={saving} />
          </section>
          <SlotCapacities day={day} dayLabel={dayLabel} slots={slots} saving={saving} />
          <ParkingNoteForm value={parkingNote} saving={saving} />
        </>
      )}
    </div>
  );
}
