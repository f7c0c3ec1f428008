import { getDatabase } from "#app/db/db.server.ts";
import { NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { logger } from "#app/lib/logger.server.ts";
import type { AdminUser } from "#app/platform/access/session.server.ts";
import { uploadRefusals } from "./copy.ts";
import { saveUpload } from "./uploads.server.ts";

const json = (body: unknown, status: number) => Response.json(body, { status, headers: NOT_CACHED_OR_INDEXED });

/**
 * POST /admin/uploads: one file in the `file` field of a multipart form (an editor's fetch or a
 * plain form). Answers JSON: 201 with the stored file, 200 when the same bytes were already
 * stored, 400 with a Korean message when refused. The body limit (feature.server.ts) is checked
 * by the server before this runs; `request.formData()` holds the body in memory (measured: about
 * 9× a 20 MB file at the peak, see docs/decisions/2026-11-26-uploads.md).
 */
export async function handleUploadRequest(
  request: Request,
  admin: AdminUser,
  clientAddress: string,
): Promise<Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return json({ ok: false, message: uploadRefusals.badForm }, 400);
  }
  const file = form.get("file");
  if (!(file instanceof File)) return json({ ok: false, message: uploadRefusals.noFile }, 400);
  const bytes = Buffer.from(await file.arrayBuffer());
  const result = await saveUpload(getDatabase().db, { bytes, filename: file.name, actor: admin, clientAddress });
  if (!result.ok) {
    logger.info({ refusal: result.code, size: bytes.length }, "upload.refused");
    return json({ ok: false, message: result.message }, 400);
  }
  return json({ ok: true, file: result.file }, result.created ? 201 : 200);
}
