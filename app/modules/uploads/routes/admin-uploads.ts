import { handleUploadRequest, uploadsForPicker } from "#app/modules/uploads/admin.server.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import type { Route } from "./+types/admin-uploads";

/** The newest uploads as JSON, for an editor's picker (who may read: uploads/feature.ts). */
export const loader = ({ context }: Route.LoaderArgs) => uploadsForPicker(requireStaff(context));

/** One file (`file` field, multipart): JSON `{ ok, file | message }`; see admin.server.ts. */
export const action = ({ request, context }: Route.ActionArgs) => handleUploadRequest(requireStaff(context), request);
