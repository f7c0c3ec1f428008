import { NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { logger } from "#app/lib/logger.server.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { uploadRefusals } from "./copy.ts";
import { listUploads, saveUpload } from "./uploads.server.ts";

const json = (body: unknown, status: number) => Response.json(body, { status, headers: NOT_CACHED_OR_INDEXED });

/**
 * POST /admin/uploads: one file in the `file` field of a multipart form (an editor's fetch or a
 * plain form). Answers JSON: 201 with the stored file, 200 when the same bytes were already
 * stored, 400 with a Korean message when refused. The body limit (feature.server.ts) is checked
 * by the server before this runs; `request.formData()` holds the body in memory (measured: about
 * 9× a 20 MB file at the peak, see docs/decisions/2026-11-26-uploads.md).
 */
export async function handleUploadRequest({ db, actor, clientAddress }: Staff, request: Request): Promise<Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return json({ ok: false, message: uploadRefusals.badForm }, 400);
  }
  const file = form.get("file");
  if (!(file instanceof File)) return json({ ok: false, message: uploadRefusals.noFile }, 400);
  const bytes = Buffer.from(await file.arrayBuffer());
  const result = await saveUpload(db, { bytes, filename: file.name, actor, clientAddress });
  if (!result.ok) {
    logger.info({ refusal: result.code, size: bytes.length }, "upload.refused");
    return json({ ok: false, message: result.message }, 400);
  }
  return json({ ok: true, file: result.file }, result.created ? 201 : 200);
}

/** GET /admin/uploads: the newest uploads, for an editor's picker. */
export async function uploadsForPicker({ db }: Staff): Promise<Response> {
  return Response.json({ files: await listUploads(db) }, { headers: NOT_CACHED_OR_INDEXED });
}
