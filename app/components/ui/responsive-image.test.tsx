import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import manifest from "#app/content/images.generated.json";
import { type ImageName, images } from "#app/content/images.ts";
import { pic } from "#app/content/pictures.ts";
import { imageUrl, ResponsiveImage } from "./responsive-image.tsx";

const entries: Record<string, { hash: string; widths: number[] }> = manifest;

/** The attributes of the nth tag with this name, keyed in lower case (HTML attribute names are case-insensitive). */
function tag(html: string, name: string, nth = 0): Record<string, string> {
  const found = [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))][nth];
  if (!found) throw new Error(`no <${name}> in ${html}`);
  return Object.fromEntries(
    [...(found[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]?.toLowerCase(), m[2]]),
  );
}

test("every registry image has manifest widths no wider than 1920 and never wider than its source", () => {
  for (const name of Object.keys(images) as ImageName[]) {
    const entry = entries[name];
    expect(entry, name).toBeDefined();
    expect(entry?.hash).toMatch(/^[0-9a-f]{8}$/);
    expect(entry?.widths.length).toBeGreaterThan(0);
    expect(Math.max(...(entry?.widths ?? []))).toBeLessThanOrEqual(1920);
    expect(entry?.widths).toEqual([...(entry?.widths ?? [])].sort((a, b) => a - b));
  }
});

test("a normal image is lazy, async, with AVIF and WebP srcsets and sizes, a single-file <img> and the registry size and alt", () => {
  const html = renderToString(<ResponsiveImage image={pic("site-plan")} sizes="(max-width: 900px) 100vw, 1200px" />);
  const entry = entries["site-plan"] as { hash: string; widths: number[] };
  const avif = tag(html, "source", 0);
  const webp = tag(html, "source", 1);
  const img = tag(html, "img");

  expect(html.startsWith("<picture")).toBe(true);
  expect(avif.type).toBe("image/avif");
  expect(webp.type).toBe("image/webp");
  expect(avif.srcset).toBe(entry.widths.map((w) => `${imageUrl("site-plan", w, entry.hash, "avif")} ${w}w`).join(", "));
  expect(webp.srcset).toContain(`/img/site-plan-390.${entry.hash}.webp 390w`);
  expect(avif.sizes).toBe("(max-width: 900px) 100vw, 1200px");
  expect(webp.sizes).toBe("(max-width: 900px) 100vw, 1200px");
  // Valid HTML: `sizes` only beside a srcset, and the <img> has a single file.
  expect(img.sizes).toBeUndefined();
  expect(img.srcset).toBeUndefined();
  expect(img.src).toMatch(new RegExp(`^/img/site-plan-\\d+\\.${entry.hash}\\.webp$`));
  expect(img.width).toBe(String(images["site-plan"].width));
  expect(img.height).toBe(String(images["site-plan"].height));
  expect(img.alt).toBe(images["site-plan"].alt);
  expect(img.loading).toBe("lazy");
  expect(img.decoding).toBe("async");
  expect(img.fetchpriority).toBeUndefined();
  expect(html).not.toContain('rel="preload"');
});

test("a priority image is eager with high fetch priority and preloads its AVIF set", () => {
  const html = renderToString(<ResponsiveImage image={pic("banner-brand")} sizes="100vw" priority alt="" />);
  const img = tag(html, "img");
  expect(img.loading).toBe("eager");
  expect(img.fetchpriority).toBe("high");
  expect(img.decoding).toBeUndefined();
  expect(img.alt).toBe("");
  const preload = tag(html, "link");
  expect(preload.rel).toBe("preload");
  expect(preload.as).toBe("image");
  expect(preload.type).toBe("image/avif");
  expect(preload.imagesrcset).toContain("/img/banner-brand-390.");
  expect(preload.imagesizes).toBe("100vw");
});

test("an alt override replaces the registry alt text", () => {
  const html = renderToString(<ResponsiveImage image={pic("plan-84A")} sizes="760px" alt="84A 평면도" />);
  expect(tag(html, "img").alt).toBe("84A 평면도");
});
