import { pageList } from "../../app/content/pages/index.ts";
import { CACHE_CONTROL } from "../../app/lib/http.ts";
import { seriousAxeViolations } from "./axe.ts";
import { acceptDocument404, expect, SITE_URL, test } from "./fixtures.ts";

/**
 * Every page's head, structured data and images, read once from the served HTML (no browser: the
 * server's answer is the same for every viewport). The browser test below checks what needs one.
 */
test("every page's title, description, canonical, social tags, structured data and image attributes", {
  tag: "@any-viewport",
}, async ({ request }) => {
  const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? null;
  const meta = (html: string, key: string, value: string) =>
    attr(html.match(new RegExp(`<meta [^>]*${key}="${value}"[^>]*>`))?.[0] ?? "", "content");
  for (const entry of pageList) {
    const response = await request.get(entry.path);
    expect(response.status(), entry.path).toBe(200);
    const html = await response.text();
    const where = (what: string) => `${entry.path}: ${what}`;
    expect(html, where("lang")).toMatch(/<html lang="ko"/);
    expect(html.match(/<h1[\s>]/g) ?? [], where("one h1")).toHaveLength(1);

    // Pages whose words follow their state (the 2ABL/4ABL switch) may extend title and description.
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
    expect(title.startsWith(entry.title), where(`title ${title}`)).toBe(true);
    if (entry.kind !== "home") expect(title.endsWith(" | 펜타시티 한신더휴"), where("title suffix")).toBe(true);
    expect(meta(html, "name", "description")?.length ?? 0, where("description")).toBeGreaterThan(20);
    expect(meta(html, "name", "keywords"), where("keywords")).toMatch(/펜타시티 한신더휴/);
    expect(attr(html.match(/<link [^>]*rel="canonical"[^>]*>/)?.[0] ?? "", "href"), where("canonical")).toBe(
      `${SITE_URL}${entry.path}`,
    );
    expect(meta(html, "property", "og:locale"), where("og:locale")).toBe("ko_KR");
    expect(meta(html, "property", "og:image"), where("og:image")).toBe(`${SITE_URL}/img/og-default.jpg`);
    expect(meta(html, "name", "twitter:card"), where("twitter:card")).toBe("summary_large_image");
    expect(meta(html, "name", "viewport"), where("viewport")).not.toMatch(/maximum-scale/);

    const types = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => (JSON.parse(match[1] ?? "{}") as { "@type": string })["@type"],
    );
    if (entry.kind === "home")
      expect(types, where("JSON-LD")).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    else expect(types, where("JSON-LD")).toContain("BreadcrumbList");
    if (entry.kind === "project") expect(types, where("JSON-LD")).toContain("ApartmentComplex");

    // Every image says what it shows (or is explicitly decorative) and reserves its space.
    for (const img of html.match(/<img [^>]*>/g) ?? []) {
      expect(attr(img, "alt"), where(`alt of ${img.slice(0, 80)}`)).not.toBeNull();
      expect(attr(img, "width") && attr(img, "height"), where(`size of ${img.slice(0, 80)}`)).toBeTruthy();
    }
  }
});

/** What needs a browser, on both viewports: the page renders its heading and has no serious axe violation. */
for (const entry of pageList) {
  test(`${entry.path} renders its heading with no serious axe violation`, async ({ page }) => {
    const response = await page.goto(entry.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("load");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test("titles and descriptions are unique across pages", { tag: "@any-viewport" }, async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const entry of pageList) {
    const html = await (await request.get(entry.path)).text();
    titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
    descriptions.add(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
  }
  expect(titles.size).toBe(pageList.length);
  expect(descriptions.size).toBe(pageList.length);
});

for (const [alias, canonical] of [
  ["/brand/intro", "/Brand/intro"],
  ["/brand/video", "/Brand/video"],
  ["/SalesInfo/StampTax", "/SalesInfo/stampTax"],
] as const) {
  // The same page component as its canonical path, whose heading both viewports check above.
  test(`alias ${alias} renders the same page with the SPEC canonical`, { tag: "@any-viewport" }, async ({ page }) => {
    const response = await page.goto(alias);
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${canonical}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("an unknown path is a 404 with the Not Found heading and no index", { tag: "@any-viewport" }, async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not Found");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("link", { name: "홈으로 이동" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  acceptDocument404(consoleErrors);
});

test("robots.txt and sitemap.xml are generated from the content", { tag: "@any-viewport" }, async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  for (const entry of pageList) expect(xml).toContain(`<loc>${SITE_URL}${entry.path}</loc>`);
});

test("the server: prerendered HTML is cached briefly, hashed assets for a year, health answers", {
  tag: "@any-viewport",
}, async ({ request, page }) => {
  const html = await request.get("/ComplexGuide/intro");
  expect(html.headers()["cache-control"]).toContain("max-age=60");
  expect(html.headers()["content-type"]).toContain("text/html");
  // Rendered on demand (an alias, a campaign link): a CDN may cache these too.
  for (const path of ["/brand/intro", "/Brand/intro?utm_source=sms"]) {
    const rendered = await request.get(path);
    expect(rendered.status(), path).toBe(200);
    expect(rendered.headers()["cache-control"], path).toBe(CACHE_CONTROL.html);
  }

  await page.goto("/");
  const asset = await page
    .locator('script[type="module"], link[rel="modulepreload"]')
    .first()
    .evaluate((node) => node.getAttribute("src") ?? node.getAttribute("href"));
  expect(asset).toMatch(/^\/assets\//);
  const assetResponse = await request.get(asset ?? "");
  expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });

  const compressed = await request.get("/Brand/video", { headers: { "Accept-Encoding": "gzip" } });
  expect(compressed.headers()["content-encoding"]).toBe("gzip");
});
