import { data, Form, Link, useNavigation } from "react-router";
import { adminBookingsCopy } from "#app/content/admin.ts";
import { weekdayNames } from "#app/content/bookings.ts";
import { getDatabase, getDb } from "#app/db/db.server.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { recordAudit } from "#app/models/audit.server.ts";
import styles from "#app/modules/admin/components/admin.module.css";
import { Field } from "#app/modules/admin/components/blocks.tsx";
import { adminMeta } from "#app/modules/admin/meta.ts";
import { requireAdminAction } from "#app/modules/admin/session.server.ts";
import { parseScheduleForm, SlotCapacitySchema } from "#app/modules/bookings/admin-schema.ts";
import {
  availability,
  getSchedule,
  overCapacitySlots,
  saveSchedule,
  setSlotCapacity,
} from "#app/modules/bookings/booking.server.ts";
import { formatDay, isDay, seoulDay, seoulTime } from "#app/modules/bookings/schedule.ts";
import type { Route } from "./+types/bookings-settings";

const copy = adminBookingsCopy.schedule;

/**
 * The booking schedule: opening hours per weekday, closed dates, slot length and capacity, and
 * per-slot capacity for one day. Lowering a capacity never cancels a booking; slots now holding
 * more people than allowed are listed. Every change is audited in its own transaction.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const db = getDb();
  const schedule = await getSchedule(db);
  const asked = url.searchParams.get("day") ?? "";
  const day = isDay(asked) ? asked : seoulDay(new Date());
  const slots = (await availability(db, schedule, [day])).get(day) ?? [];
  const over = await overCapacitySlots(db, schedule);
  return {
    schedule,
    day,
    dayLabel: formatDay(day),
    slots: slots.map((slot) => ({ ...slot, time: seoulTime(slot.start), custom: slot.capacity !== schedule.capacity })),
    over: over.map((slot) => ({
      ...slot,
      label: `${formatDay(seoulDay(new Date(slot.start)))} ${seoulTime(slot.start)}`,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await readFormData(request);
  const db = getDatabase().db;
  const audit = (detail: Record<string, unknown>) => ({
    actorId: admin.id,
    actorEmail: admin.email,
    action: "booking.settings" as const,
    detail,
    ipAddress: clientAddressOf(context),
  });
  if (formData.get("intent") === "slot") {
    const parsed = SlotCapacitySchema.safeParse({
      slot: formData.get("slot") ?? undefined,
      capacity: formData.get("capacity") ?? undefined,
    });
    if (!parsed.success) {
      return data({ ok: false as const, messages: parsed.error.issues.map((issue) => issue.message) }, { status: 400 });
    }
    await db.transaction().execute(async (trx) => {
      await setSlotCapacity(trx, parsed.data.slot, parsed.data.capacity);
      await recordAudit(trx, audit({ slot: parsed.data.slot, capacity: parsed.data.capacity }));
    });
    return { ok: true as const, messages: [copy.saved] };
  }
  const parsed = parseScheduleForm(formData);
  if ("errors" in parsed) return data({ ok: false as const, messages: parsed.errors }, { status: 400 });
  await db.transaction().execute(async (trx) => {
    await saveSchedule(trx, parsed.schedule);
    await recordAudit(trx, audit({ schedule: parsed.schedule }));
  });
  return { ok: true as const, messages: [copy.saved] };
}

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function BookingSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { schedule, day, dayLabel, slots, over } = loaderData;
  const saving = useNavigation().state === "submitting";
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageLead}>{copy.lead}</p>
        </div>
        <Link to="/admin/bookings" className={styles.button}>
          {adminBookingsCopy.title}
        </Link>
      </div>
      {actionData?.messages.map((message) => (
        <p
          key={message}
          className={actionData.ok ? styles.success : styles.error}
          role={actionData.ok ? "status" : "alert"}
        >
          {message}
        </p>
      ))}

      <section className={styles.card} aria-labelledby="over-title">
        <h2 id="over-title" className={styles.cardTitle}>
          {copy.overCapacity}
        </h2>
        {over.length === 0 ? (
          <p className={styles.muted}>{copy.none}</p>
        ) : (
          <ul className={styles.plainList}>
            {over.map((slot) => (
              <li key={slot.start}>
                {slot.label}: {adminBookingsCopy.slotTotals(slot.booked, slot.capacity)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.card} aria-labelledby="schedule-title">
        <h2 id="schedule-title" className={styles.cardTitle}>
          {copy.title}
        </h2>
        <Form method="post" className={styles.form}>
          <input type="hidden" name="intent" value="schedule" />
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{copy.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{copy.weekday}</th>
                  <th scope="col">{copy.open}</th>
                  <th scope="col">{copy.close}</th>
                  <th scope="col">{copy.closedDay}</th>
                </tr>
              </thead>
              <tbody>
                {weekdayNames.map((name, index) => {
                  const hours = schedule.weekdays[index];
                  return (
                    <tr key={name}>
                      <th scope="row">{name}요일</th>
                      <td>
                        <input
                          type="time"
                          name={`open-${index}`}
                          aria-label={`${name}요일 ${copy.open}`}
                          defaultValue={hours?.open ?? "10:00"}
                          className={styles.input}
                        />
                      </td>
                      <td>
                        <input
                          type="time"
                          name={`close-${index}`}
                          aria-label={`${name}요일 ${copy.close}`}
                          defaultValue={hours?.close ?? "18:00"}
                          className={styles.input}
                        />
                      </td>
                      <td>
                        <input
                          type="checkbox"
                          name={`closed-${index}`}
                          aria-label={`${name}요일 ${copy.closedDay}`}
                          defaultChecked={!hours}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className={styles.formGrid}>
            <Field id="slot-minutes" label={copy.slotMinutes}>
              <select id="slot-minutes" name="slotMinutes" defaultValue={schedule.slotMinutes} className={styles.input}>
                {[15, 20, 30, 40, 45, 60, 90, 120].map((minutes) => (
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
                min={1}
                max={500}
                defaultValue={schedule.capacity}
                className={styles.input}
              />
            </Field>
          </div>
          <Field id="closed-dates" label={copy.closedDates}>
            <textarea
              id="closed-dates"
              name="closedDates"
              rows={4}
              defaultValue={schedule.closedDates.join("\n")}
              className={`${styles.input} ${styles.textarea}`}
            />
          </Field>
          <div className={styles.formActions}>
            <button type="submit" className={styles.buttonPrimary} disabled={saving}>
              {copy.save}
            </button>
          </div>
        </Form>
      </section>

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
        <ul className={styles.plainList}>
          {slots.map((slot) => (
            <li key={slot.start}>
              <Form method="post" className={styles.inlineForm}>
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
                  placeholder={String(schedule.capacity)}
                  className={styles.input}
                  size={4}
                />
                <button type="submit" className={styles.button} disabled={saving}>
                  {copy.save}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
