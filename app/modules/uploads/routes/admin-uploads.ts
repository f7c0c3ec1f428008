import { getDatabase } from "#app/db/db.server.ts";
import { NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { handleUploadRequest } from "#app/modules/uploads/admin.server.ts";
import { listUploads } from "#app/modules/uploads/uploads.server.ts";
import { requireAdminAction } from "#app/platform/access/session.server.ts";
import type { Route } from "./+types/admin-uploads";

/** The newest uploads as JSON, for an editor's picker (who may read: uploads/feature.ts). */
export async function loader() {
  const files = await listUploads(getDatabase().db);
  return Response.json({ files }, { headers: NOT_CACHED_OR_INDEXED });
}

/** One file (`file` field, multipart): JSON `{ ok, file | message }`; see admin.server.ts. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  return handleUploadRequest(request, admin, clientAddressOf(context));
}
