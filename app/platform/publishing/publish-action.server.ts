import { data, redirect } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { requireAdminPage } from "#app/platform/access/session.server.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { NOT_ALLOWED_MESSAGE } from "#app/platform/admin-ui/copy.ts";
import {
  type DocumentSpec,
  getAdminDocument,
  hasUnpublishedChanges,
  listDocumentRevisions,
  PublishConflictError,
} from "./published-documents.server.ts";
import { restorePostedRevision } from "./revision-restore.server.ts";

/** What an editor shows again after a refused post. */
export type PublishRefusal<V, E = Record<string, string>> = {
  message: string;
  values: V | null;
  errors?: E;
  row?: number;
};

export type WriteIntent = "save" | "preview" | "publish";

type Parsed<T, V, E> = { ok: true; value: T; values: V } | { ok: false; refusal: PublishRefusal<V, E> };

export type PublishEditor<T, V, E> = {
  /** Where the post redirects with `done=<what>`; from the post where one page edits several documents. */
  self: string | ((formData: FormData) => string | null);
  copy: { invalid: string; conflict: string };
  preview?: string;
  parse: (formData: FormData) => Parsed<T, V, E> | Promise<Parsed<T, V, E>>;
  write: (intent: "save" | "publish", value: T, formData: FormData) => Promise<PublishRefusal<V, E> | undefined>;
  restore: (number: number, formData: FormData) => Promise<boolean>;
  /** `intent=hide`; false: nothing to hide. */
  hide?: (formData: FormData) => Promise<boolean>;
};

const NO_STORE = { "Cache-Control": "no-store" };

/** Every published document's editor's action: save, preview, publish, restore, hide (`intent`). */
export async function publishAction<T, V, E = Record<string, string>>(
  request: Request,
  editor: PublishEditor<T, V, E>,
) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const refuse = (refusal: PublishRefusal<V, E>, status = 400) => data(refusal, { status, headers: NO_STORE });
  const self = typeof editor.self === "string" ? editor.self : editor.self(formData);
  if (self === null) return refuse({ message: editor.copy.invalid, values: null });
  const done = (what: string) => redirect(`${self}${self.includes("?") ? "&" : "?"}done=${what}`);

  if (intent === "restore") {
    const restored = await restorePostedRevision(formData, (number) => editor.restore(number, formData));
    if (restored !== "restored") {
      return refuse({ message: editor.copy.invalid, values: null }, restored === "invalid" ? 400 : 404);
    }
    return done("restored");
  }
  if (intent === "hide" && editor.hide) {
    return (await editor.hide(formData)) ? done("hidden") : refuse({ message: editor.copy.invalid, values: null }, 404);
  }
  if (intent !== "save" && intent !== "publish" && !(intent === "preview" && editor.preview)) {
    return refuse({ message: editor.copy.invalid, values: null });
  }
  const parsed = await editor.parse(formData);
  if (!parsed.ok) return refuse(parsed.refusal);
  try {
    const refused = await editor.write(intent === "publish" ? "publish" : "save", parsed.value, formData);
    if (refused) return refuse(refused);
  } catch (error) {
    if (error instanceof PublishConflictError) {
      return refuse({ message: editor.copy.conflict, values: parsed.values }, 409);
    }
    throw error;
  }
  if (intent === "preview" && editor.preview) return redirect(editor.preview);
  return done(intent === "publish" ? "published" : "saved");
}

export async function loadEditor<T>(staff: Staff, spec: DocumentSpec<T>, path: string, url: URL) {
  const [document, revisions] = await Promise.all([
    getAdminDocument(staff.db, spec),
    listDocumentRevisions(staff.db, spec),
  ]);
  return {
    document,
    revisions,
    changed: document.published !== null && hasUnpublishedChanges(document),
    canWrite: staff.may(path, "write"),
    done: url.searchParams.get("done"),
  };
}

/** A public page's `?preview=1` (the draft through the page's own components): staff who may read the editor. */
export async function requirePreviewer(request: Request, url: URL, readers: readonly string[]): Promise<void> {
  const admin = await requireAdminPage(request, url);
  if (!readers.includes(admin.role)) {
    throw data({ error: NOT_ALLOWED_MESSAGE }, { status: 403, headers: NOT_CACHED_OR_INDEXED });
  }
}
