import type { ServerResponse } from "node:http";
import { CACHE_CONTROL } from "#app/lib/http.ts";

/** A page of a complex not open yet, shown to one signed-in staff member: kept by no cache, indexed by no robot. */
export const STAFF_PREVIEW_HEADERS = {
  "Cache-Control": CACHE_CONTROL.privateNone,
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/**
 * Sets the preview's headers as the response's head is written, over whatever the renderer set (React
 * Router appends a route's own Cache-Control, which would otherwise sit beside this one).
 */
export function holdStaffPreviewHeaders(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    for (const [name, value] of Object.entries(STAFF_PREVIEW_HEADERS)) this.setHeader(name, value);
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
