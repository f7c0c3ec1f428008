import { data, Form, Link } from "react-router";
import { adminBookingsCopy as copy } from "#app/content/admin.ts";
import { attributionCsvHeader } from "#app/content/attribution.ts";
import { getDatabase } from "#app/db/db.server.ts";
import type { BookingRow } from "#app/db/schema.ts";
import { toCsv } from "#app/lib/csv.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { formatSeoulTimestamp, seoulDateStamp } from "#app/lib/korean-format.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { recordAudit } from "#app/models/audit.server.ts";
import styles from "#app/modules/admin/components/admin.module.css";
import { Field } from "#app/modules/admin/components/blocks.tsx";
import { adminMeta } from "#app/modules/admin/meta.ts";
import { requireAdminAction } from "#app/modules/admin/session.server.ts";
import { attributionCsvCells, attributionFromColumns } from "#app/modules/attribution/attribution.ts";
import { bookingsForExport } from "#app/modules/bookings/booking.server.ts";
import { isDay, seoulDay, seoulTime } from "#app/modules/bookings/schedule.ts";
import { LeadExportReasonSchema } from "#app/modules/leads/inbox-schema.ts";
import type { Route } from "./+types/bookings-export";

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

/** The export form: a day range and the reason (exporting personal data is recorded with it). */
export function loader({ url }: Route.LoaderArgs) {
  const asked = url.searchParams.get("day") ?? "";
  const day = isDay(asked) ? asked : seoulDay(new Date());
  return { day };
}

/** CSV of the bookings in the range (UTF-8 with BOM for Excel); read and audited in one transaction. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await readFormData(request);
  const from = String(formData.get("from") ?? "");
  const to = String(formData.get("to") ?? "");
  const reason = LeadExportReasonSchema.safeParse(formData.get("reason") ?? undefined);
  if (!isDay(from) || !isDay(to) || from > to) {
    return data(
      { message: "기간을 YYYY-MM-DD 형식으로, 시작일이 종료일보다 늦지 않게 입력해 주세요." },
      { status: 400 },
    );
  }
  if (!reason.success)
    return data({ message: reason.error.issues[0]?.message ?? copy.exportReasonHint }, { status: 400 });
  const now = new Date();
  const bookings = await getDatabase()
    .db.transaction()
    .execute(async (trx) => {
      const rows = await bookingsForExport(trx, { from, to });
      await recordAudit(
        trx,
        {
          actorId: admin.id,
          actorEmail: admin.email,
          action: "booking.export",
          reason: reason.data,
          detail: { from, to, count: rows.length },
          ipAddress: clientAddressOf(context),
        },
        now,
      );
      return rows;
    });
  return new Response(toCsv(HEADER, bookings.map(csvRow)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bookings-${seoulDateStamp(now)}.csv"`,
      "Cache-Control": CACHE_CONTROL.none,
    },
  });
}

function csvRow(booking: BookingRow) {
  return [
    booking.day,
    seoulTime(booking.slot_start),
    booking.name,
    booking.phone,
    booking.party_size,
    copy.statusLabels[booking.status as keyof typeof copy.statusLabels] ?? booking.status,
    booking.marketing_consent ? "동의" : "미동의",
    formatSeoulTimestamp(booking.created_at),
    booking.site_id,
    ...attributionCsvCells(attributionFromColumns(booking)),
  ];
}

export const meta: Route.MetaFunction = () => adminMeta(copy.export);

export default function BookingsExport({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{copy.export}</h1>
        <Link to={`/admin/bookings?day=${loaderData.day}`} className={styles.button}>
          {copy.title}
        </Link>
      </div>
      <section className={styles.card} aria-label={copy.export}>
        <Form method="post" reloadDocument className={styles.form}>
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
          {actionData && (
            <p className={styles.error} role="alert">
              {actionData.message}
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
