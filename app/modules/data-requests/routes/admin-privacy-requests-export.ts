import { href, redirect } from "react-router";
import { privacyExportAction } from "#app/modules/data-requests/admin.server.ts";
import { FEATURES } from "#app/modules/index.server.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import type { Route } from "./+types/admin-privacy-requests-export";

/** Opening the address directly: back to the page (the export is a POST with a reason). */
export const loader = () => redirect(href("/admin/privacy-requests"));

/** The person's records as one CSV (see admin.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) =>
  privacyExportAction(requireStaff(context), request, FEATURES);
