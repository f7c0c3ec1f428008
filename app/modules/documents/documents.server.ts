import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { fileUrl, type PreparedUpload, storeUpload } from "#app/modules/uploads/uploads.server.ts";
import {
  type AdminDocument,
  type AuditActor,
  type DocumentRevision,
  type DocumentSpec,
  getAdminDocument,
  getPublishedDocument,
  listDocumentRevisions,
  listStoredValues,
  publishDocument,
  restoreDocumentRevision,
  saveDocumentDraft,
} from "#app/platform/publishing/published-documents.server.ts";
import { DOCUMENT_REVISIONS_KEPT, DOCUMENTS_AREA, documentRowKey } from "./fields.ts";
import { DOCUMENT_KEYS, type DocumentKey } from "./kinds.ts";
import { type DocumentVersion, DocumentVersionSchema, type VersionFields } from "./schema.ts";

export type { AuditActor };

const specs = new Map<DocumentKey, DocumentSpec<DocumentVersion>>(
  DOCUMENT_KEYS.map((key) => [
    key,
    {
      key: documentRowKey(key),
      area: DOCUMENTS_AREA,
      schema: DocumentVersionSchema,
      actions: { update: "document.update", publish: "document.publish", restore: "document.restore" },
      // The version's label and size; never the file's name (it may name a person).
      summary: (version) => ({ document: key, label: version.label, size: version.size }),
      keep: DOCUMENT_REVISIONS_KEPT,
    },
  ]),
);

export function documentSpec(key: DocumentKey): DocumentSpec<DocumentVersion> {
  return specs.get(key) as DocumentSpec<DocumentVersion>;
}

/** A PDF is served as uploaded: its key is its own hash. */
export const versionFileUrl = (version: Pick<DocumentVersion, "sha256">) => fileUrl(version.sha256.slice(0, 16), "pdf");

export function getCurrentVersion(db: Kysely<Database>, key: DocumentKey): Promise<DocumentVersion | null> {
  return getPublishedDocument(db, documentSpec(key));
}

/** Where `/documents/<key>.pdf` leads; null: nothing published. */
export async function currentFileUrl(db: Kysely<Database>, key: DocumentKey): Promise<string | null> {
  const version = await getCurrentVersion(db, key);
  return version ? versionFileUrl(version) : null;
}

export function getAdminVersion(db: Kysely<Database>, key: DocumentKey): Promise<AdminDocument<DocumentVersion>> {
  return getAdminDocument(db, documentSpec(key));
}

export function listVersions(db: Kysely<Database>, key: DocumentKey): Promise<DocumentRevision<DocumentVersion>[]> {
  return listDocumentRevisions(db, documentSpec(key));
}

/** A new PDF (checked, outside any transaction) or the draft's file kept. */
export type VersionFile = { upload: PreparedUpload } | { keep: Pick<DocumentVersion, "sha256" | "filename" | "size"> };

function versionOf(fields: VersionFields, file: VersionFile): DocumentVersion {
  const named =
    "upload" in file
      ? { sha256: file.upload.sha256, filename: file.upload.filename, size: file.upload.size }
      : file.keep;
  return { ...fields, ...named };
}

type Uploader = { id: string; email: string };

/** ONE transaction with the new PDF's `upload.create`; the same bytes stored before are the same file (by hash). */
export async function publishVersion(
  db: Kysely<Database>,
  key: DocumentKey,
  fields: VersionFields,
  file: VersionFile,
  actor: AuditActor & { uploader: Uploader },
  now = new Date(),
): Promise<{ revision: number }> {
  const { uploader, ...auditActor } = actor;
  return publishDocument(db, documentSpec(key), versionOf(fields, file), auditActor, now, async (trx) => {
    if ("upload" in file) {
      await storeUpload(trx, file.upload, { actor: uploader, clientAddress: auditActor.ipAddress }, now);
    }
  });
}

/** The PDF stored first (its own transaction), then the draft. */
export async function saveVersionDraft(
  db: Kysely<Database>,
  key: DocumentKey,
  fields: VersionFields,
  file: VersionFile,
  actor: AuditActor & { uploader: Uploader },
  now = new Date(),
): Promise<void> {
  const { uploader, ...auditActor } = actor;
  if ("upload" in file) {
    await storeUpload(db, file.upload, { actor: uploader, clientAddress: auditActor.ipAddress }, now);
  }
  await saveDocumentDraft(db, documentSpec(key), versionOf(fields, file), auditActor, now);
}

export function restoreVersion(
  db: Kysely<Database>,
  key: DocumentKey,
  number: number,
  actor: AuditActor,
  now = new Date(),
): Promise<boolean> {
  return restoreDocumentRevision(db, documentSpec(key), number, actor, now);
}

/** For the uploads purge: every PDF a draft, a published version or a kept revision names. */
export async function documentFilesInUse(db: Kysely<Database>): Promise<Set<string>> {
  const values = await listStoredValues(db, DOCUMENT_KEYS.map(documentRowKey));
  return new Set(
    values.flatMap((value) => {
      const hash = (value as { sha256?: unknown } | null)?.sha256;
      return typeof hash === "string" ? [hash] : [];
    }),
  );
}
