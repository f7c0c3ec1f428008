import AxeBuilder from "@axe-core/playwright";
import { pageList } from "../../app/content/pages/index.ts";
import { CACHE_CONTROL } from "../../app/lib/http.ts";
import { acceptDocument404, expect, SITE_URL, test } from "./fixtures.ts";

async function seriousAxeViolations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

for (const entry of pageList) {
  test(`${entry.path} renders with its own title, description, canonical, structured data and no serious axe violation`, async ({
    page,
  }) => {
    const response = await page.goto(entry.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // Pages whose words follow their state (the 2ABL/4ABL switch) may extend title and description.
    const title = await page.title();
    expect(title.startsWith(entry.title)).toBe(true);
    if (entry.kind !== "home") expect(title.endsWith(" | 펜타시티 한신더휴")).toBe(true);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(20);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /펜타시티 한신더휴/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${entry.path}`);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ko_KR");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${SITE_URL}/img/og-default.jpg`,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator('meta[name="viewport"]')).not.toHaveAttribute("content", /maximum-scale/);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
    if (entry.kind === "home") expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    else expect(types).toContain("BreadcrumbList");
    if (entry.kind === "project") expect(types).toContain("ApartmentComplex");

    // Every image says what it shows (or is explicitly decorative) and reserves its space.
    const images = await page.locator("img").evaluateAll((nodes) =>
      nodes.map((img) => ({
        alt: img.getAttribute("alt"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
      })),
    );
    for (const image of images) {
      expect(image.alt, "alt attribute").not.toBeNull();
      expect(image.width && image.height, "width and height").toBeTruthy();
    }

    await page.waitForLoadState("load");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test("titles and descriptions are unique across pages", async ({ request }) => {
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
  test(`alias ${alias} renders the same page with the SPEC canonical`, async ({ page }) => {
    const response = await page.goto(alias);
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${canonical}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("an unknown path is a 404 with the Not Found heading and no index", async ({ page, consoleErrors }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not Found");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("link", { name: "홈으로 이동" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  acceptDocument404(consoleErrors);
});

test("robots.txt and sitemap.xml are generated from the content", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  for (const entry of pageList) expect(xml).toContain(`<loc>${SITE_URL}${entry.path}</loc>`);
});

test("the server: prerendered HTML is cached briefly, hashed assets for a year, health answers", async ({
  request,
  page,
}) => {
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
