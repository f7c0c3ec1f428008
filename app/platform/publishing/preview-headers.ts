import { CACHE_CONTROL } from "#app/lib/http.ts";

/** A public page with a `?preview=1` draft: the loader's caching and robots headers pass on. */
export function previewPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }) {
  const robots = loaderHeaders.get("X-Robots-Tag");
  return {
    "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE_CONTROL.dynamic,
    ...(robots ? { "X-Robots-Tag": robots } : {}),
  };
}
