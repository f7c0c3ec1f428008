import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import type { FeatureServer } from "../feature-server.ts";
import { takeLease } from "./purge-lease.server.ts";
import { type ServedFileCache, servedFiles } from "./served-cache.server.ts";

const DAY_MS = 86_400_000;
/** Files deleted per transaction (each with its own `upload.purge` entry): short locks on SQLite. */
const CHUNK = 100;
/** Longer than a round takes; a holder that dies mid-round blocks the others at most this long. */
const LEASE_MS = 60 * 60_000;
export const PURGE_LEASE = "uploads.purge";

export type UploadsInUseSource = Pick<FeatureServer, "name" | "uploadsInUse">;

export type UploadsPurgeResult = {
  deletedUploads: number;
  deletedUploadBytes: number;
  uploadsPurgeStopped?: 1;
  /** Another instance held the purge's lease: this round did nothing. */
  uploadsPurgeSkipped?: 1;
};

type PurgeOptions = { sources: readonly UploadsInUseSource[]; graceDays: number; now?: Date; cache?: ServedFileCache };

/**
 * Deletes the files no feature names that are older than `graceDays` since their upload or last
 * claim. A feature that throws stops the round: nothing is deleted on an incomplete answer. Safe
 * beside editors: each delete re-checks age and claim, and an editor claims a file before naming it.
 * One round at a time across instances (a lease row); audited as counts only, never names.
 */
export async function purgeUnusedUploads(db: Kysely<Database>, options: PurgeOptions): Promise<UploadsPurgeResult> {
  const lease = await takeLease(db, PURGE_LEASE, { ms: LEASE_MS });
  if (!lease) return { deletedUploads: 0, deletedUploadBytes: 0, uploadsPurgeSkipped: 1 };
  try {
    return await purgeRound(db, options);
  } finally {
    await lease.release();
  }
}

async function purgeRound(
  db: Kysely<Database>,
  { sources, graceDays, now = new Date(), cache = servedFiles }: PurgeOptions,
): Promise<UploadsPurgeResult> {
  const cutoff = new Date(now.getTime() - graceDays * DAY_MS).toISOString();
  const candidates = await db.selectFrom("uploaded_files").select(["id", "sha256"]).where(olderThan(cutoff)).execute();
  if (candidates.length === 0) return { deletedUploads: 0, deletedUploadBytes: 0 };

  const listers = sources.flatMap(({ name, uploadsInUse }) => (uploadsInUse ? [{ name, uploadsInUse }] : []));
  const answers = await Promise.allSettled(listers.map((lister) => lister.uploadsInUse(db)));
  const usedIds = new Set<string>();
  const usedHashes = new Set<string>();
  let stopped = false;
  for (const [index, answer] of answers.entries()) {
    if (answer.status === "rejected") {
      stopped = true;
      logger.error({ err: answer.reason, feature: listers[index]?.name }, "uploads.purge_stopped");
      continue;
    }
    for (const id of answer.value.fileIds ?? []) usedIds.add(id);
    for (const hash of answer.value.sha256 ?? []) usedHashes.add(hash);
  }
  if (stopped) return { deletedUploads: 0, deletedUploadBytes: 0, uploadsPurgeStopped: 1 };
  const unused = candidates.filter((file) => !usedIds.has(file.id) && !usedHashes.has(file.sha256)).map((f) => f.id);

  let deletedUploads = 0;
  let deletedUploadBytes = 0;
  for (let start = 0; start < unused.length; start += CHUNK) {
    const chunk = unused.slice(start, start + CHUNK);
    const result = await db.transaction().execute(async (trx) => {
      const variants = await trx
        .selectFrom("uploaded_file_variants")
        .select(["file_id", "key", "format", "byte_size"])
        .where("file_id", "in", chunk)
        .execute();
      // The age and the claim checked again in the delete itself: an editor's claim since the
      // list was read (or meanwhile, on PostgreSQL re-read after its commit) keeps the file.
      const deleted = await trx
        .deleteFrom("uploaded_files")
        .where(olderThan(cutoff))
        .where("id", "in", chunk)
        .returning("id")
        .execute()
        .then((rows) => new Set(rows.map((row) => row.id)));
      if (deleted.size === 0) return null;
      // The variants' foreign key cascades; deleted by name as well, so no byte outlives its file.
      await trx
        .deleteFrom("uploaded_file_variants")
        .where("file_id", "in", [...deleted])
        .execute();
      await trx
        .deleteFrom("uploaded_file_sites")
        .where("file_id", "in", [...deleted])
        .execute();
      const gone = variants.filter((variant) => deleted.has(variant.file_id));
      const bytes = gone.reduce((sum, variant) => sum + Number(variant.byte_size), 0);
      await recordAudit(
        trx,
        {
          actorId: null,
          actorEmail: null,
          action: "upload.purge",
          detail: { deletedFiles: deleted.size, deletedBytes: bytes, graceDays },
        },
        now,
      );
      return { files: deleted.size, bytes, names: gone.map((variant) => `${variant.key}.${variant.format}`) };
    });
    if (!result) continue;
    deletedUploads += result.files;
    deletedUploadBytes += result.bytes;
    for (const name of result.names) cache.delete(name);
  }
  return { deletedUploads, deletedUploadBytes };
}

/** Uploaded and last claimed before `cutoff` (ISO strings compare as times). */
function olderThan(cutoff: string) {
  return (eb: ExpressionBuilder<Database, "uploaded_files">) =>
    eb.and([eb("created_at", "<", cutoff), eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", cutoff)])]);
}
