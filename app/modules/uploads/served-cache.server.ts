import type { ServedFile } from "./uploads.server.ts";

/**
 * The most recently served files, in memory, up to a byte budget (least recently used dropped
 * first). A name is the content's hash, so an entry can never be stale. Measured: reading a 5 MB
 * PDF takes about 130 ms from PostgreSQL (bytea over the wire) and 5–10 ms from SQLite; from here,
 * nothing (docs/decisions/2026-11-26-uploads.md).
 */
export type ServedFileCache = {
  get(name: string): ServedFile | undefined;
  set(name: string, file: ServedFile): void;
  /** A file deleted from the store (the purge of unused files) is not served from here again. */
  delete(name: string): void;
};

export function createServedFileCache({ maxBytes }: { maxBytes: number }): ServedFileCache {
  const entries = new Map<string, ServedFile>();
  let bytes = 0;
  return {
    get(name) {
      const file = entries.get(name);
      if (!file) return undefined;
      // Map keeps insertion order: moving the entry to the end marks it most recently used.
      entries.delete(name);
      entries.set(name, file);
      return file;
    },
    delete(name) {
      const file = entries.get(name);
      if (!file) return;
      entries.delete(name);
      bytes -= file.bytes.length;
    },
    set(name, file) {
      // A file over half the budget would push out everything else: read from the database each time.
      if (entries.has(name) || file.bytes.length > maxBytes / 2) return;
      entries.set(name, file);
      bytes += file.bytes.length;
      for (const [oldest, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= old.bytes.length;
      }
    },
  };
}

/** 64 MB: the recruitment notice (up to 20 MB) and the pictures of the pages in use. */
export const servedFiles = createServedFileCache({ maxBytes: 64 * 1024 * 1024 });
