import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { CACHE_CONTROL, NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { isUploadFormat } from "./kinds.ts";
import { type ServedFileCache, servedFiles } from "./served-cache.server.ts";
import { readServedFile } from "./uploads.server.ts";

const NAME = /^([0-9a-f]{16})\.([a-z]+)$/;
export const FILE_NOT_FOUND_MESSAGE = "파일을 찾을 수 없습니다. 주소를 다시 확인해 주세요.";

/** `filename*` (RFC 8187): every byte outside the unreserved set percent-encoded. */
function encodeFilename(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A PDF's name for the browser: the uploaded one ending in .pdf, with an ASCII fallback. */
export function pdfDisposition(filename: string): string {
  const name = /\.pdf$/i.test(filename) ? filename : `${filename}.pdf`;
  const ascii = name.replace(/[^\x20-\x7e]|[\\"%;]/g, "_");
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeFilename(name)}`;
}

/**
 * The answer for `/files/<key>.<ext>`: the bytes with the type decided at upload, never sniffed
 * (`X-Content-Type-Options: nosniff` is the server's on every response, server/security-headers.ts;
 * written here too it would be sent twice), cached for a year (the name is the content's hash, so
 * it never changes), a 304 for a matching `If-None-Match`, and for a PDF
 * `Content-Disposition: inline` with its name. Recently served files come from memory.
 */
export async function serveFile(
  db: Kysely<Database>,
  name: string,
  request: Request,
  cache: ServedFileCache = servedFiles,
): Promise<Response> {
  const match = NAME.exec(name);
  const format = match?.[2];
  let file = cache.get(name) ?? null;
  if (!file && match && format && isUploadFormat(format)) {
    file = await readServedFile(db, match[1] as string, format);
    if (file) cache.set(name, file);
  }
  if (!match || !file) {
    return new Response(`${FILE_NOT_FOUND_MESSAGE}\n`, {
      status: 404,
      headers: {
        ...NOT_CACHED_OR_INDEXED,
        "Content-Type": "text/plain; charset=utf-8",
      },
    });
  }
  const etag = `"${match[1]}"`;
  const headers = new Headers({
    "Cache-Control": CACHE_CONTROL.immutable,
    ETag: etag,
    "Content-Type": file.contentType,
  });
  if (file.format === "pdf") headers.set("Content-Disposition", pdfDisposition(file.filename));
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*")) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(file.bytes.length));
  return new Response(new Uint8Array(file.bytes.buffer as ArrayBuffer, file.bytes.byteOffset, file.bytes.byteLength), {
    headers,
  });
}
