import { href, redirect } from "react-router";
import { csvAttachment } from "#app/lib/csv.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { formatSeoulTimestamp, isDay, seoulDay, seoulTime } from "#app/lib/korea-time.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { attributionCsvCells, attributionFromColumns } from "#app/modules/attribution/attribution.ts";
import { attributionCsvHeader } from "#app/modules/attribution/copy.ts";
import { exportBookings } from "#app/modules/bookings/admin.server.ts";
import { bookingStatusLabels } from "#app/modules/bookings/statuses.ts";
import type { BookingRow } from "#app/modules/bookings/tables.ts";
import { LeadExportReasonSchema } from "#app/modules/leads/inbox-schema.ts";
import { requireAdminAction } from "#app/platform/access/session.server.ts";
import type { Route } from "./+types/admin-bookings-export-csv";

const HEADER = [
  "방문일",
  "시간",
  "이름",
  "연락처",
  "인원",
  "상태",
  "마케팅수신동의",
  "예약일시",
  "현장",
  ...attributionCsvHeader,
];

/** Opening the address directly: the export form (the export is a POST with a reason). */
export function loader() {
  return redirect(href("/admin/bookings/export"));
}

/**
 * CSV of the bookings in a day range (UTF-8 with BOM for Excel), read and audited in one transaction. A
 * resource route: a page route's action would have its CSV turned into page data and answer with HTML.
 * A refusal goes back to the form with the reason in the address (`exportError`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await readFormData(request);
  const from = String(formData.get("from") ?? "");
  const to = String(formData.get("to") ?? "");
  const reason = LeadExportReasonSchema.safeParse(formData.get("reason") ?? undefined);
  const back = (error: "range" | "reason") =>
    redirect(
      `${href("/admin/bookings/export")}?day=${isDay(from) ? from : seoulDay(new Date())}&exportError=${error}`,
      303,
    );
  if (!isDay(from) || !isDay(to) || from > to) return back("range");
  if (!reason.success) return back("reason");
  const now = new Date();
  const bookings = await exportBookings({ from, to, reason: reason.data }, admin, clientAddressOf(context), now);
  return csvAttachment("bookings", HEADER, bookings.map(csvRow), now);
}

function csvRow(booking: BookingRow) {
  return [
    booking.day,
    seoulTime(booking.slot_start),
    booking.name,
    booking.phone,
    booking.party_size,
    bookingStatusLabels[booking.status] ?? booking.status,
    booking.marketing_consent ? "동의" : "미동의",
    formatSeoulTimestamp(booking.created_at),
    booking.site_id,
    ...attributionCsvCells(attributionFromColumns(booking)),
  ];
}
