import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { storePictures } from "#app/modules/uploads/pictures.server.ts";
import { getUpload, pictureSources } from "#app/modules/uploads/uploads.server.ts";
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

export type TemplateWriteRefusal = { message: string; field: "heroImage" | "locationImage" | "types"; row?: number };

/**
 * The pictures checked and stored first (storePictures), then the draft saved or published in one
 * transaction with its audit entry. `rows`: each type's row in the form, for a refusal's message.
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
  const pictures = await storePictures(
    db,
    [
      { file: files.hero, id: value.heroFileId },
      { file: files.location, id: value.locationFileId },
      ...value.types.map((type, index) => ({ file: files.plans[index] ?? null, id: type.planFileId })),
    ],
    { uploader, clientAddress: actor.ipAddress, notImage: templateMessages.image },
  );
  if (!pictures.ok) {
    const { index, message } = pictures;
    if (index === 0) return { message, field: "heroImage" };
    if (index === 1) return { message, field: "locationImage" };
    return { message, field: "types", row: rows[index - 2] ?? index - 2 };
  }
  const [heroFileId = "", locationFileId = "", ...planIds] = pictures.ids;
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
