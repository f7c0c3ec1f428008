import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import {
  claimUpload,
  cleanFilename,
  getUpload,
  type PreparedUpload,
  pictureSources,
  prepareUpload,
  storeUpload,
} from "#app/modules/uploads/uploads.server.ts";
import {
  type AuditActor,
  type DocumentSpec,
  listStoredValues,
  publishDocument,
  saveDocumentDraft,
} from "#app/platform/publishing/published-documents.server.ts";
import { readSetting, type Setting } from "#app/platform/settings/settings.server.ts";
import { TEMPLATE_AREA, TEMPLATE_KEY, TEMPLATE_REVISIONS_KEPT } from "./fields.ts";
import type { TemplateNewFiles } from "./form.ts";
import {
  emptyTemplatePages,
  type PictureView,
  type TemplatePages,
  TemplatePagesSchema,
  templateMessages,
} from "./schema.ts";

export const TEMPLATE_PAGES: DocumentSpec<TemplatePages> & Setting<TemplatePages> = {
  key: TEMPLATE_KEY,
  area: TEMPLATE_AREA,
  schema: TemplatePagesSchema,
  first: emptyTemplatePages,
  actions: { update: "template.update", publish: "template.publish", restore: "template.restore" },
  summary: (value) => ({ facts: value.facts.length, types: value.types.length }),
  keep: TEMPLATE_REVISIONS_KEPT,
};

/** What the complex's pages show: the published value, held per instance (the content signal drops it). */
export const templatePagesOf = (db: Kysely<Database>): TemplatePages | Promise<TemplatePages> =>
  readSetting(db, TEMPLATE_PAGES);

/** A stored picture by id with its alt text; a file gone or not a picture: none. */
export async function pictureOf(db: Kysely<Database>, fileId: string, alt: string): Promise<PictureView | null> {
  if (!fileId) return null;
  const file = await getUpload(db, fileId);
  if (file?.kind !== "image") return null;
  return { src: file.url, alt, ...pictureSources(file) };
}

/** Every picture the draft, the published value and the kept revisions name, for the uploads purge. */
export async function templateFilesInUse(db: Kysely<Database>): Promise<Set<string>> {
  const values = await listStoredValues(db, [TEMPLATE_KEY]);
  const ids = values.flatMap((value) => {
    const parsed = TemplatePagesSchema.safeParse(value);
    if (!parsed.success) return [];
    const { heroFileId, locationFileId, types } = parsed.data;
    return [heroFileId, locationFileId, ...types.map((type) => type.planFileId)].filter((id) => id !== "");
  });
  return new Set(ids);
}

type PictureSlot = { file: File | null; id: string; field: "heroImage" | "locationImage" | "types"; row?: number };
export type TemplateWriteRefusal = { message: string; field: PictureSlot["field"]; row?: number };

/**
 * Every picture checked (new files decoded by the uploads store, kept ones claimed) BEFORE anything
 * is written; then new files stored, then the draft saved or published in one transaction with its
 * audit entry. A picture stored before a failed publish stays unused until the uploads purge takes it.
 */
export async function writeTemplatePages(
  db: Kysely<Database>,
  value: TemplatePages,
  files: TemplateNewFiles,
  rows: readonly number[],
  intent: "save" | "publish",
  uploader: { id: string; email: string },
  actor: AuditActor,
): Promise<TemplateWriteRefusal | null> {
  const slots: PictureSlot[] = [
    { file: files.hero, id: value.heroFileId, field: "heroImage" },
    { file: files.location, id: value.locationFileId, field: "locationImage" },
    ...value.types.map((type, index) => ({
      file: files.plans[index] ?? null,
      id: type.planFileId,
      field: "types" as const,
      row: rows[index] ?? index,
    })),
  ];
  const prepared: (PreparedUpload | null)[] = [];
  for (const slot of slots) {
    const refusal = (message: string) => ({
      message,
      field: slot.field,
      ...(slot.row === undefined ? {} : { row: slot.row }),
    });
    if (slot.file) {
      const result = await prepareUpload({
        bytes: Buffer.from(await slot.file.arrayBuffer()),
        filename: slot.file.name,
      });
      if (!result.ok) return refusal(`‘${cleanFilename(slot.file.name)}’: ${result.message}`);
      if (result.upload.kind !== "image") return refusal(templateMessages.image);
      prepared.push(result.upload);
    } else {
      // Claimed, not only read: the purge leaves a kept picture to this save.
      if (slot.id && (await claimUpload(db, slot.id))?.kind !== "image") return refusal(templateMessages.image);
      prepared.push(null);
    }
  }
  const ids: string[] = [];
  for (const [index, slot] of slots.entries()) {
    const upload = prepared[index];
    if (!upload) {
      ids.push(slot.id);
      continue;
    }
    const stored = await storeUpload(db, upload, { actor: uploader, clientAddress: actor.ipAddress });
    if (!stored.ok)
      return { message: stored.message, field: slot.field, ...(slot.row === undefined ? {} : { row: slot.row }) };
    ids.push(stored.file.id);
  }
  const [heroFileId = "", locationFileId = "", ...planIds] = ids;
  const stored: TemplatePages = {
    ...value,
    heroFileId,
    locationFileId,
    types: value.types.map((type, index) => ({ ...type, planFileId: planIds[index] ?? "" })),
  };
  if (intent === "publish") await publishDocument(db, TEMPLATE_PAGES, stored, actor);
  else await saveDocumentDraft(db, TEMPLATE_PAGES, stored, actor);
  return null;
}
