import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { YOUTUBE_EMBED_ORIGIN } from "#app/content/embeds.ts";
import { vrTourUrls as emodelTourUrls } from "#app/content/videos.ts";
import { vrTourUrls } from "#app/content/vr.ts";

/**
 * No inline script runs but the page's own: a cached page lists its scripts' SHA-256 hashes, a page
 * rendered for one request carries a fresh nonce. Frames: the video player and the VR tour hosts.
 */

const YOUTUBE_ORIGIN = YOUTUBE_EMBED_ORIGIN;
const VR_ORIGINS = [
  ...new Set([...Object.values(vrTourUrls), ...Object.values(emodelTourUrls)].map((url) => new URL(url).origin)),
].sort();
export const FRAME_ORIGINS: readonly string[] = [YOUTUBE_ORIGIN, ...VR_ORIGINS];

export type ScriptSources = { hashes?: readonly string[]; nonce?: string };

export function contentSecurityPolicy({ hashes = [], nonce }: ScriptSources = {}): string {
  const scriptSrc = ["'self'", ...hashes.map((hash) => `'sha256-${hash}'`), ...(nonce ? [`'nonce-${nonce}'`] : [])];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scriptSrc,
    // Stylesheets are files; React writes a few `style` attributes (Suspense boundaries, sizes).
    "style-src": ["'self'"],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    "frame-src": ["'self'", ...FRAME_ORIGINS],
    "worker-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * Every powerful feature off but what the embeds ask for; only names Chromium recognises, since an
 * unknown one is a console warning on every page.
 */
export function permissionsPolicy(): string {
  const list = (origins: readonly string[]) => ["self", ...origins.map((origin) => `"${origin}"`)].join(" ");
  return [
    `fullscreen=(${list(FRAME_ORIGINS)})`,
    `autoplay=(${list([YOUTUBE_ORIGIN])})`,
    `encrypted-media=(${list([YOUTUBE_ORIGIN])})`,
    `picture-in-picture=(${list([YOUTUBE_ORIGIN])})`,
    `accelerometer=(${list(VR_ORIGINS)})`,
    `gyroscope=(${list(VR_ORIGINS)})`,
    `xr-spatial-tracking=(${list(VR_ORIGINS)})`,
    "camera=()",
    "microphone=()",
    "geolocation=()",
    "payment=()",
    "usb=()",
    "serial=()",
    "magnetometer=()",
    "midi=()",
    "display-capture=()",
    "browsing-topics=()",
  ].join(", ");
}

/** SHA-256 (base64) of each inline script that runs (JSON data blocks excluded). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    hashes.add(
      createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64"),
    );
  }
  return [...hashes];
}

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

type Next = (error?: unknown) => void;

export function securityHeaders({ production }: { production: boolean }) {
  const policy = contentSecurityPolicy();
  const permissions = permissionsPolicy();
  return function setSecurityHeaders(_req: IncomingMessage, res: ServerResponse, next: Next) {
    res.setHeader("Content-Security-Policy", policy);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Permissions-Policy", permissions);
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    // Production is served over HTTPS only (README, Deployment); two years, subdomains too.
    if (production) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
