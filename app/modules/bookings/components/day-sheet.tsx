import { Form, href, Link } from "react-router";
import { ChannelSummary } from "#app/modules/attribution/components/attribution-panel.tsx";
import { attributionLabels } from "#app/modules/attribution/copy.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable } from "#app/platform/admin-ui/blocks.tsx";
import { adminBookingsCopy as copy } from "../admin-copy.ts";
import { adminBookingDayCopy as dayCopy } from "../day-copy.ts";
import type { DayBooking, DaySlot } from "../day-view.server.ts";
import bookingStyles from "../routes/admin-bookings.module.css";
import { bookingStatusLabels } from "../statuses.ts";

const STATUS_ACTIONS = ["arrived", "no_show", "cancelled", "confirmed"] as const;

type SheetRow = DayBooking & { time: string };

type DaySheetProps = {
  dayLabel: string;
  slots: DaySlot[];
  /** The page's address: each row's form comes back to its own row. */
  here: string;
  formKey: string;
  busy: boolean;
  /** The booking whose cancel waits for its confirmation. */
  confirmCancel: string | undefined;
};

/** The day's check-in sheet: a section per slot with its bookings, then its waitlist. */
export function DaySheet({ dayLabel, slots, here, formKey, busy, confirmCancel }: DaySheetProps) {
  const anchorOf = (row: SheetRow) => `booking-${row.id}`;
  return (
    <DataTable<SheetRow>
      caption={`${dayLabel} ${copy.title}`}
      empty={copy.closed}
      className={bookingStyles.sheet}
      wrapClassName={bookingStyles.sheetWrap}
      rows={[]}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ id: anchorOf(row), "data-status": row.status, className: bookingStyles.bookingRow })}
      columns={[
        {
          label: dayCopy.check,
          className: bookingStyles.printOnly,
          phoneLabel: false,
          cellProps: () => ({ "aria-hidden": true }),
        },
        { label: copy.columns.time, cellClassName: `${styles.nowrap} ${bookingStyles.time}` },
        { label: copy.columns.name, cellClassName: bookingStyles.name },
        { label: copy.columns.phone, cellClassName: `${styles.nowrap} ${bookingStyles.phone}` },
        { label: copy.columns.party, numeric: true, cellClassName: bookingStyles.party },
        { label: copy.columns.status, cellClassName: bookingStyles.status },
        {
          label: attributionLabels.channel,
          className: bookingStyles.noPrint,
          cellClassName: `${bookingStyles.noPrint} ${bookingStyles.channel}`,
          cellProps: (row) => ({ "data-channel": row.attribution.channel ?? "" }),
        },
      ]}
      cells={(row) => [
        <span key="check" className={bookingStyles.checkBox} />,
        row.time,
        <NameCell key="name" booking={row} />,
        row.phone,
        copy.partySizeLabel(row.partySize),
        bookingStatusLabels[row.status] ?? row.status,
        row.byStaff ? dayCopy.staffMark : <ChannelSummary key="channel" attribution={row.attribution} />,
      ]}
      actions={{
        label: copy.columns.actions,
        className: bookingStyles.noPrint,
        cellClassName: `${bookingStyles.noPrint} ${bookingStyles.actionsCell}`,
        cell: (row) => (
          // The fragment brings a page loaded without JavaScript back to this row.
          <Form method="post" action={`${here}#${anchorOf(row)}`} className={bookingStyles.actions}>
            <input type="hidden" name="id" value={row.id} />
            {STATUS_ACTIONS.filter((status) => status !== row.status).map((status) => (
              <button
                key={status}
                type="submit"
                name="status"
                value={status}
                className={`${status === "cancelled" ? styles.buttonDanger : styles.button} ${styles.small}`}
                disabled={busy}
              >
                {copy.actions[status]}
              </button>
            ))}
          </Form>
        ),
      }}
      afterRow={(row) =>
        confirmCancel === row.id
          ? {
              key: `${row.id}-confirm`,
              className: `${bookingStyles.confirmRow} ${bookingStyles.noPrint}`,
              content: <ConfirmCancel booking={row} href={`${here}#${anchorOf(row)}`} busy={busy} />,
            }
          : null
      }
      sections={slots.map((slot) => ({
        key: slot.start,
        className: bookingStyles.slot,
        headingClassName: bookingStyles.slotRow,
        heading: <SlotHeading slot={slot} />,
        rows: slot.bookings.map((booking) => ({ ...booking, time: slot.time })),
        after: slot.waitlist.map((entry, index) => ({
          key: entry.id,
          className: `${bookingStyles.waitRow} ${bookingStyles.noPrint}`,
          content: <WaitlistEntry entry={entry} order={index + 1} formKey={formKey} busy={busy} />,
        })),
      }))}
    />
  );
}

function SlotHeading({ slot }: { slot: DaySlot }) {
  return (
    <>
      {slot.time} · {copy.slotTotals(slot.booked, slot.capacity)}
      {slot.booked > slot.capacity && <span className={styles.badge}> {copy.over}</span>}
      {slot.offSchedule && <span className={styles.badge}> {copy.offSchedule[slot.offSchedule]}</span>}
      {slot.waitlist.length > 0 && (
        <span className={bookingStyles.waitCount}> · {dayCopy.waitlist.heading(slot.waitlist.length)}</span>
      )}
    </>
  );
}

function NameCell({ booking }: { booking: DayBooking }) {
  return (
    <>
      {booking.leadId ? (
        <Link to={href("/admin/leads/:id", { id: booking.leadId })} className={styles.link}>
          <bdi>{booking.name}</bdi>
        </Link>
      ) : (
        <bdi>{booking.name}</bdi>
      )}
      {booking.byStaff && <span className={bookingStyles.staffMark}> · {dayCopy.staffMark}</span>}
      {booking.note && <span className={bookingStyles.note}>{booking.note}</span>}
    </>
  );
}

function WaitlistEntry({
  entry,
  order,
  formKey,
  busy,
}: {
  entry: DaySlot["waitlist"][number];
  order: number;
  formKey: string;
  busy: boolean;
}) {
  return (
    <Form method="post" className={bookingStyles.waitEntry}>
      <span className={bookingStyles.waitOrder}>{order}</span>
      <bdi>{entry.name}</bdi>
      {entry.phone}
      <span>{dayCopy.add.partySizeOption(entry.partySize)}</span>
      <span className={bookingStyles.waitStatus}>{dayCopy.waitlist.statusLabels[entry.status]}</span>
      <input type="hidden" name="entry" value={entry.id} />
      <input type="hidden" name="idempotencyKey" value={formKey} />
      <span className={bookingStyles.actions}>
        <button
          type="submit"
          name="intent"
          value="waitlist-book"
          className={`${styles.button} ${styles.small}`}
          disabled={busy}
        >
          {dayCopy.waitlist.book}
        </button>
        <button
          type="submit"
          name="intent"
          value="waitlist-cancel"
          className={`${styles.buttonDanger} ${styles.small}`}
          disabled={busy}
        >
          {dayCopy.waitlist.remove}
        </button>
      </span>
    </Form>
  );
}

function ConfirmCancel({ booking, href: back, busy }: { booking: SheetRow; href: string; busy: boolean }) {
  return (
    <Form method="post" action={back} className={styles.confirm}>
      <p className={styles.confirmTitle}>{dayCopy.confirmCancel.title}</p>
      <p>{dayCopy.confirmCancel.body(booking.name, booking.time, booking.partySize)}</p>
      <input type="hidden" name="id" value={booking.id} />
      <input type="hidden" name="confirmed" value="yes" />
      <div className={styles.rowActions}>
        <button
          type="submit"
          name="status"
          value="cancelled"
          className={styles.buttonDanger}
          disabled={busy}
          // biome-ignore lint/a11y/noAutofocus: the question appears where the tap was; focus goes to its answer.
          autoFocus
        >
          {dayCopy.confirmCancel.yes}
        </button>
        <Link to={back} className={styles.button}>
          {dayCopy.confirmCancel.no}
        </Link>
      </div>
    </Form>
  );
}
