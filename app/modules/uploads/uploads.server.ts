import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { complexOf } from "#app/platform/sites/scope.server.ts";
import { type UploadRefusal, uploadRefusals } from "./copy.ts";
import { type EncodedVariant, encodeImage } from "./images.server.ts";
import { UPLOAD_CONTENT_TYPES, type UploadFormat, type UploadKind } from "./kinds.ts";
import { checkPdf, sniff } from "./sniff.ts";

export const MAX_PDF_BYTES = 20 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The picture the `url` of an image names (as ResponsiveImage's plain `src`): the widest WebP up to this. */
const FALLBACK_MAX_WIDTH = 1280;
const FILENAME_MAX = 200;

/** Where the served files live: `/files/<key>.<ext>` (routes/files.ts). */
export const FILES_PREFIX = "/files/";
export const fileUrl = (key: string, format: UploadFormat) => `${FILES_PREFIX}${key}.${format}`;

export type UploadedVariant = {
  url: string;
  format: UploadFormat;
  width: number | null;
  height: number | null;
  size: number;
};
export type UploadedFile = {
  id: string;
  /** A PDF's address, or an image's plain `src` (WebP); an image's other widths are in `variants`. */
  url: string;
  kind: UploadKind;
  filename: string;
  size: number;
  width?: number;
  height?: number;
  variants: UploadedVariant[];
  createdAt: string;
};
/** An image's size and its AVIF and WebP `srcset` strings, for a `<picture>`. */
export function pictureSources(file: UploadedFile) {
  const srcset = (format: UploadFormat) =>
    file.variants
      .filter((variant) => variant.format === format && variant.width)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(", ");
  return { width: file.width ?? 0, height: file.height ?? 0, avif: srcset("avif"), webp: srcset("webp") };
}

export type SaveUploadResult =
  | { ok: true; file: UploadedFile; created: boolean }
  | { ok: false; code: UploadRefusal; message: string };

export type UploadActor = { id: string; email: string } | null;

const refuse = (code: UploadRefusal): SaveUploadResult => ({ ok: false, code, message: uploadRefusals[code] });

/**
 * The name kept for staff and a PDF's download: no path, no control or bidi characters, at most
 * 200 characters; never used to decide the type.
 */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"]/g, "").trim();
  return Array.from(clean).slice(0, FILENAME_MAX).join("") || "file";
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

type Prepared = {
  kind: UploadKind;
  width: number | null;
  height: number | null;
  variants: { format: UploadFormat; width: number | null; height: number | null; bytes: Buffer }[];
};

/** Decides the type from the bytes and makes what is served; a refusal changes nothing. */
async function prepare(bytes: Buffer): Promise<Prepared | UploadRefusal | "other"> {
  const sniffed = sniff(bytes);
  switch (sniffed.type) {
    case "pdf": {
      if (bytes.length > MAX_PDF_BYTES) return "pdfTooLarge";
      const verdict = checkPdf(bytes);
      if (verdict === "bad") return "badPdf";
      if (verdict === "script") return "pdfScript";
      return {
        kind: "pdf",
        width: null,
        height: null,
        variants: [{ format: "pdf", width: null, height: null, bytes }],
      };
    }
    case "jpeg":
    case "png":
    case "webp":
    case "avif": {
      if (bytes.length > MAX_IMAGE_BYTES) return "imageTooLarge";
      const image = await encodeImage(bytes, sniffed.type);
      if (!image.ok) return image.refusal;
      return {
        kind: "image",
        width: image.width,
        height: image.height,
        variants: image.variants satisfies EncodedVariant[],
      };
    }
    case "svg":
      return "svg";
    default:
      return "other";
  }
}

export type UploadInput = { bytes: Buffer; filename: string };
export type PreparedUpload = Prepared & { sha256: string; filename: string; size: number };

/**
 * The slow half of an upload, outside any transaction: decides the type from the bytes and
 * re-encodes an image (seconds for a large photo). A refusal has a Korean message.
 */
export async function prepareUpload(
  input: UploadInput,
): Promise<{ ok: true; upload: PreparedUpload } | { ok: false; code: UploadRefusal; message: string }> {
  const { bytes } = input;
  if (bytes.length === 0) return { ok: false, code: "empty", message: uploadRefusals.empty };
  const prepared = await prepare(bytes);
  if (typeof prepared === "string") {
    const code = prepared === "other" ? notRecognised(input.filename) : prepared;
    return { ok: false, code, message: uploadRefusals[code] };
  }
  return {
    ok: true,
    upload: { ...prepared, sha256: sha256(bytes), filename: cleanFilename(input.filename), size: bytes.length },
  };
}

/**
 * `prepareUpload` then `storeUpload`; the same bytes again are the same row (`created: false`). A
 * caller holding a transaction should prepare first and store inside it, so encoding holds no locks.
 */
export async function saveUpload(
  db: Kysely<Database>,
  input: UploadInput & { actor: UploadActor; clientAddress?: string | null },
  now = new Date(),
): Promise<SaveUploadResult> {
  if (input.bytes.length === 0) return refuse("empty");
  const existing = await claimFile(db, { sha256: sha256(input.bytes) }, now);
  if (existing) return { ok: true, file: existing, created: false };
  const prepared = await prepareUpload(input);
  if (!prepared.ok) return prepared;
  return storeUpload(db, prepared.upload, input, now);
}

/** The quick half: the file, its variants and the `upload.create` entry (never the name: it may name a person). */
export async function storeUpload(
  db: Kysely<Database>,
  prepared: PreparedUpload,
  { actor, clientAddress }: { actor: UploadActor; clientAddress?: string | null },
  now = new Date(),
): Promise<SaveUploadResult> {
  const hash = prepared.sha256;
  const id = randomUUID();
  const createdAt = now.toISOString();
  const insert = async (trx: Kysely<Database>) => {
    const inserted = await trx
      .insertInto("uploaded_files")
      .values({
        id,
        sha256: hash,
        kind: prepared.kind,
        filename: prepared.filename,
        byte_size: prepared.size,
        width: prepared.width,
        height: prepared.height,
        created_by: actor?.id ?? null,
        created_at: createdAt,
      })
      .onConflict((oc) => oc.column("sha256").doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  };
  const write = async (trx: Kysely<Database>): Promise<SaveUploadResult> => {
    // The same bytes are stored already (uploaded before, or meanwhile): that row is the file,
    // claimed so the purge of unused files leaves it to the editor now using it. Purged between
    // the two statements, it is stored again.
    if (!(await insert(trx))) {
      const same = await claimFile(trx, { sha256: hash }, now);
      if (same) return { ok: true, file: same, created: false };
      if (!(await insert(trx))) throw new Error("upload row neither stored nor found");
    }
    await trx
      .insertInto("uploaded_file_variants")
      .values(
        prepared.variants.map((variant) => ({
          id: randomUUID(),
          file_id: id,
          key: sha256(variant.bytes).slice(0, 16),
          format: variant.format,
          width: variant.width,
          height: variant.height,
          byte_size: variant.bytes.length,
          bytes: variant.bytes,
        })),
      )
      .execute();
    await recordAudit(
      trx,
      {
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        action: "upload.create",
        target: id,
        detail: {
          kind: prepared.kind,
          size: prepared.size,
          ...(prepared.width ? { dimensions: `${prepared.width}×${prepared.height}` } : {}),
        },
        ipAddress: clientAddress ?? null,
      },
      now,
    );
    await addToLibrary(trx, id, now);
    const file = await findFile(trx, { id });
    if (!file) throw new Error("upload row missing after insert");
    return { ok: true, file, created: true };
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}

/** A file named `.pdf` that is no PDF says so; anything else gets the list of what is accepted. */
function notRecognised(filename: string): UploadRefusal {
  return /\.pdf$/i.test(filename.trim()) ? "notPdf" : "unsupported";
}

type FileRow = {
  id: string;
  kind: UploadKind;
  filename: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  created_at: string;
};

async function findFile(db: Kysely<Database>, by: { id: string } | { sha256: string }): Promise<UploadedFile | null> {
  let query = db
    .selectFrom("uploaded_files")
    .select(["id", "kind", "filename", "byte_size", "width", "height", "created_at"]);
  query = "id" in by ? query.where("id", "=", by.id) : query.where("sha256", "=", by.sha256);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const [file] = await withVariants(db, [row]);
  return file ?? null;
}

async function withVariants(db: Kysely<Database>, rows: FileRow[]): Promise<UploadedFile[]> {
  if (rows.length === 0) return [];
  const variants = await db
    .selectFrom("uploaded_file_variants")
    .select(["file_id", "key", "format", "width", "height", "byte_size"])
    .where(
      "file_id",
      "in",
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => {
    const own = variants
      .filter((variant) => variant.file_id === row.id)
      .map((variant) => ({
        url: fileUrl(variant.key, variant.format),
        format: variant.format,
        width: variant.width === null ? null : Number(variant.width),
        height: variant.height === null ? null : Number(variant.height),
        size: Number(variant.byte_size),
      }))
      .sort((a, b) => a.format.localeCompare(b.format) || (a.width ?? 0) - (b.width ?? 0));
    const plain =
      own.filter((v) => v.format === "webp" && (v.width ?? 0) <= FALLBACK_MAX_WIDTH).at(-1) ??
      own.find((v) => v.format === "webp") ??
      own[0];
    return {
      id: row.id,
      url: plain?.url ?? "",
      kind: row.kind,
      filename: row.filename,
      size: Number(row.byte_size),
      ...(row.width !== null && row.height !== null ? { width: Number(row.width), height: Number(row.height) } : {}),
      variants: own,
      createdAt: row.created_at,
    };
  });
}

/**
 * A stored file an editor is about to name: stamped `claimed_at` first, so a purge running meanwhile
 * keeps it, then read. Null: gone, so the editor refuses rather than name nothing.
 */
async function claimFile(
  db: Kysely<Database>,
  by: { id: string } | { sha256: string },
  now: Date,
): Promise<UploadedFile | null> {
  let update = db.updateTable("uploaded_files").set({ claimed_at: now.toISOString() });
  update = "id" in by ? update.where("id", "=", by.id) : update.where("sha256", "=", by.sha256);
  const claimed = await update.executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return null;
  const file = await findFile(db, by);
  // The same bytes uploaded again are in the uploading complex's library from now on.
  if (file) await addToLibrary(db, file.id, now);
  return file;
}

/** The file in the handle's complex's library (once: a second upload of the same bytes changes nothing). */
async function addToLibrary(db: Kysely<Database>, fileId: string, now: Date) {
  await db
    .insertInto("uploaded_file_sites")
    .values({ file_id: fileId, site_id: complexOf(db), created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["file_id", "site_id"]).doNothing())
    .execute();
}

/** Whether the handle's complex has the file in its library (another complex's file is not its to name). */
async function inLibrary(db: Kysely<Database>, fileId: string): Promise<boolean> {
  const row = await db
    .selectFrom("uploaded_file_sites")
    .select("file_id")
    .where("file_id", "=", fileId)
    .where("site_id", "=", complexOf(db))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * For an editor keeping a stored file by its id (see `claimFile`): the file, or null when it is gone or is
 * not in the complex's library (an id of another complex's file names nothing here).
 */
export async function claimUpload(db: Kysely<Database>, id: string, now = new Date()): Promise<UploadedFile | null> {
  if (!(await inLibrary(db, id))) return null;
  return claimFile(db, { id }, now);
}

/** The complex's library, newest first (for an editor's picker). */
export async function listUploads(
  db: Kysely<Database>,
  { limit = 50 }: { limit?: number } = {},
): Promise<UploadedFile[]> {
  const rows = await db
    .selectFrom("uploaded_files")
    .innerJoin("uploaded_file_sites", "uploaded_file_sites.file_id", "uploaded_files.id")
    .where("uploaded_file_sites.site_id", "=", complexOf(db))
    .select([
      "uploaded_files.id",
      "uploaded_files.kind",
      "uploaded_files.filename",
      "uploaded_files.byte_size",
      "uploaded_files.width",
      "uploaded_files.height",
      "uploaded_files.created_at",
    ])
    .orderBy("uploaded_file_sites.created_at", "desc")
    .orderBy("uploaded_files.id", "desc")
    .limit(limit)
    .execute();
  return withVariants(db, rows);
}

export async function getUpload(db: Kysely<Database>, id: string): Promise<UploadedFile | null> {
  return findFile(db, { id });
}

export type ServedFile = { bytes: Buffer; contentType: string; format: UploadFormat; filename: string };

/** The bytes behind `/files/<key>.<format>`, with the type decided at upload. */
export async function readServedFile(
  db: Kysely<Database>,
  key: string,
  format: UploadFormat,
): Promise<ServedFile | null> {
  const row = await db
    .selectFrom("uploaded_file_variants")
    .innerJoin("uploaded_files", "uploaded_files.id", "uploaded_file_variants.file_id")
    .select(["uploaded_file_variants.bytes", "uploaded_file_variants.format", "uploaded_files.filename"])
    .where("uploaded_file_variants.key", "=", key)
    .where("uploaded_file_variants.format", "=", format)
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    bytes: Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes),
    contentType: UPLOAD_CONTENT_TYPES[row.format],
    format: row.format,
    filename: row.filename,
  };
}
