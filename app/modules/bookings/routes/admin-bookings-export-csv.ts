import { href, redirect } from "react-router";
import { bookingsCsv } from "#app/modules/bookings/export.server.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import type { Route } from "./+types/admin-bookings-export-csv";

/** Opening the address directly: the export form (the export is a POST with a reason). */
export const loader = () => redirect(href("/admin/bookings/export"));

/** A resource route: a page action would turn the CSV into page data. */
export const action = ({ request, context }: Route.ActionArgs) => bookingsCsv(requireStaff(context), request);
