import { href, redirect } from "react-router";
import { csvAttachment } from "#app/lib/csv.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { formatSeoulTimestamp, isDay, seoulDay, seoulTime } from "#app/lib/korea-time.ts";
import { attributionCsvCells, attributionFromColumns } from "#app/modules/attribution/attribution.ts";
import { attributionCsvHeader } from "#app/modules/attribution/copy.ts";
import { LeadExportReasonSchema } from "#app/modules/leads/inbox-schema.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { exportBookings } from "./admin.server.ts";
import { adminBookingsCopy as copy } from "./admin-copy.ts";
import { bookingStatusLabels } from "./statuses.ts";
import type { BookingRow } from "./tables.ts";

/** Why the CSV post sent the form back (`exportError` in the address). */
const EXPORT_ERRORS = {
  range: "기간을 YYYY-MM-DD 형식으로, 시작일이 종료일보다 늦지 않게 입력해 주세요.",
  reason: copy.exportReasonHint,
} as const;

/** The export form: the asked day (or today) and the refusal the CSV post came back with. */
export function bookingsExportForm(url: URL) {
  const asked = url.searchParams.get("day") ?? "";
  const day = isDay(asked) ? asked : seoulDay(new Date());
  const error = url.searchParams.get("exportError");
  const message = error === "range" || error === "reason" ? EXPORT_ERRORS[error] : null;
  return { day, message };
}

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

/** The CSV of a day range (UTF-8 with BOM for Excel), or back to the form with the refusal. */
export async function bookingsCsv(staff: Pick<Staff, "db" | "actor" | "clientAddress">, request: Request) {
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
  const bookings = await exportBookings(
    staff.db,
    { from, to, reason: reason.data },
    staff.actor,
    staff.clientAddress,
    now,
  );
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
