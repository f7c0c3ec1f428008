import { href, redirect } from "react-router";
import { csvAttachment } from "#app/lib/csv.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { exportRequest } from "#app/modules/data-requests/admin.server.ts";
import { dataRequestsCopy } from "#app/modules/data-requests/copy.ts";
import { personDataRows } from "#app/modules/data-requests/requests.server.ts";
import { ExportSchema, formFields } from "#app/modules/data-requests/schema.ts";
import { FEATURES } from "#app/modules/index.server.ts";
import { requireAdminAction } from "#app/platform/access/session.server.ts";
import type { Route } from "./+types/admin-privacy-requests-export";

/** Opening the address directly: back to the page (the export is a POST with a reason). */
export function loader() {
  return redirect(href("/admin/privacy-requests"));
}

/**
 * The person's copy of everything held about their number (열람 요구): one CSV, UTF-8 with BOM so
 * Excel opens it in Korean, recorded as privacy.export with the reason and the counts. A refused
 * form goes back to the page with a Korean note (the number is not put in the address).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await readFormData(request);
  const parsed = ExportSchema.safeParse(formFields(formData, ["phone", "reason", "requestId"]));
  if (!parsed.success) throw redirect(`${href("/admin/privacy-requests")}?exportError=1`, 303);
  const now = new Date();
  const data = await exportRequest(FEATURES, parsed.data, {
    actor: admin,
    clientAddress: clientAddressOf(context),
    now,
  });
  return csvAttachment(
    "personal-data",
    dataRequestsCopy.file.header,
    personDataRows(data, parsed.data.phone, now),
    now,
  );
}
