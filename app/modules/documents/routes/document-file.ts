import { salesAnnouncement } from "#app/content/sales.ts";
import { methodNotAllowed, NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { documentsCopy } from "#app/modules/documents/copy.ts";
import { currentFileUrl } from "#app/modules/documents/documents.server.ts";
import { STABLE_ADDRESS_CACHE } from "#app/modules/documents/fields.ts";
import { isDocumentKey } from "#app/modules/documents/kinds.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import type { Route } from "./+types/document-file";

/**
 * `/documents/<key>.pdf`, the stable address of a document: a 302 to its current version's
 * immutable `/files/<hash>.pdf`, cached 5 seconds (docs/decisions/2026-11-27-documents.md).
 * The recruitment notice never published: the PDF bundled with the site, as before.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const key = /^(.+)\.pdf$/.exec(params.name)?.[1];
  if (isDocumentKey(key)) {
    const url =
      (await currentFileUrl(databaseOf(context), key)) ??
      (key === "recruitment-notice" ? salesAnnouncement.pdfHref : null);
    if (url)
      return new Response(null, { status: 302, headers: { Location: url, "Cache-Control": STABLE_ADDRESS_CACHE } });
  }
  return new Response(`${documentsCopy.notFound}\n`, {
    status: 404,
    headers: { ...NOT_CACHED_OR_INDEXED, "Content-Type": "text/plain; charset=utf-8" },
  });
}

export function action() {
  return methodNotAllowed();
}
