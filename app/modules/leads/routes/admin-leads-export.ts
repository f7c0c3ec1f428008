import { href, redirect } from "react-router";
import { inboxExport } from "#app/modules/leads/inbox-view.server.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import type { Route } from "./+types/admin-leads-export";

/** Opening the address directly: back to the inbox (the export is a POST with a reason). */
export function loader() {
  return redirect(href("/admin/leads"));
}

/** Recorded as lead.export with the reason, the filter and the count (never names or numbers). */
export const action = ({ request, context }: Route.ActionArgs) => inboxExport(requireStaff(context), request);
