/** After a deploy an open tab may ask for a chunk that is gone: reload once, a sessionStorage flag stops a loop. */
const FLAG = "chunk-reload-at";

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    `${error.name} ${error.message}`,
  );
}

export function reloadOnceForChunkError(now: number = Date.now()): boolean {
  if (typeof window === "undefined") return false;
  const last = Number(window.sessionStorage.getItem(FLAG) ?? 0);
  // One reload per minute at most: a second failure right after a reload is a real outage.
  if (now - last < 60_000) return false;
  window.sessionStorage.setItem(FLAG, String(now));
  window.location.reload();
  return true;
}
