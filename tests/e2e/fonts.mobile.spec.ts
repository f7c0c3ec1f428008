import { expect, holdRequests, test } from "./fixtures.ts";

/**
 * Web fonts and third parties (issue 5): every request a page makes while loading goes to this
 * server, the Pretendard font list arrives after the page is up and before any font file, the
 * site's own cut of Pretendard is fetched once, and every other subset fetched covers some of the
 * page's rendered text that the site's face lacks.
 */
// Measured on the phone layout (the mobile project, by file name), where a slow connection hurts most.
// In the full browser: the headless shell loads `loading="lazy"` frames at once (the VR frame far down the home page).
test.describe("fonts and third parties", { tag: "@chrome" }, () => {
  for (const pagePath of ["/", "/Brand/intro", "/FloorPlan/84A", "/Promotion/Customer"]) {
    test(`${pagePath}: only first-party requests, and only the font subsets its text needs`, async ({ page }) => {
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      const fontListResponse = page.waitForResponse((response) => /pretendard.*\.css$/i.test(response.url()));
      await page.goto(pagePath);
      await page.waitForLoadState("load");
      // The font list arrives after hydration; it must not be among the first, render-blocking requests.
      const fontList = await fontListResponse;
      // The faces go into use together once the ones the text needs have loaded (app/lib/web-font-faces.ts).
      await page.waitForFunction(() => document.documentElement.dataset.webFonts === "ready");
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForLoadState("networkidle");
      const firstFont = requests.findIndex((url) => url.endsWith(".woff2"));
      expect(firstFont).toBeGreaterThan(requests.indexOf(fontList.url()));

      const origin = new URL(page.url()).origin;
      const thirdParty = requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"));
      expect(thirdParty, "requests to other hosts while loading").toEqual([]);

      // Each downloadable face in the document, its unicode-range and whether it has loaded: the site's
      // own cut of Pretendard first, then the 92 subsets (the local fallback faces download nothing).
      const faces = await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.includes("Pretendard Site") || face.family.includes("Pretendard Variable"))
          .map((face) => ({ family: face.family.replaceAll('"', ""), range: face.unicodeRange, status: face.status })),
      );
      const site = faces.filter((face) => face.family === "Pretendard Site");
      const subsets = faces.filter((face) => face.family === "Pretendard Variable");
      expect(site).toHaveLength(1);
      expect(subsets.length).toBeGreaterThan(50);
      // Rendered text: the document's, placeholders and values, and generated content (::before/::after).
      const text = await page.evaluate(() => {
        const parts = [document.documentElement.textContent ?? ""];
        for (const element of document.querySelectorAll("*")) {
          parts.push(element.getAttribute("placeholder") ?? "");
          if (element instanceof HTMLInputElement) parts.push(element.value);
          for (const pseudo of ["::before", "::after", "::marker"]) {
            parts.push(getComputedStyle(element, pseudo).content.replace(/^"|"$/g, ""));
          }
        }
        return parts.join("");
      });
      const codePoints = new Set([...text].map((char) => char.codePointAt(0) ?? 0));
      const covers = (range: string, point: number) =>
        range.split(",").some((part) => {
          const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
          return point >= Number.parseInt(from ?? "", 16) && point <= Number.parseInt(to ?? "", 16);
        });
      // A subset is needed only for a character the site's face lacks.
      const beyondSite = [...codePoints].filter((point) => !covers(site[0]?.range ?? "", point));
      const loaded = subsets.filter((face) => face.status === "loaded");
      expect(
        loaded
          .filter((face) => !beyondSite.some((point) => covers(face.range, point)))
          .map((face) => face.range.slice(0, 40)),
        "font subsets loaded that the page's text does not need",
      ).toEqual([]);
      expect(site[0]?.status).toBe("loaded");
      const fetched = requests.filter((url) => url.endsWith(".woff2")).map((url) => new URL(url).pathname);
      expect(fetched.filter((font) => /\/pretendard-site-[\w-]+\.woff2$/.test(font))).toHaveLength(1);
      // One file per face loaded, none twice.
      expect(fetched).toHaveLength(1 + loaded.length);
      expect(new Set(fetched).size).toBe(fetched.length);
      console.log(
        `${pagePath}: the site's face and ${loaded.length} of ${subsets.length} subsets fetched (${beyondSite.length} characters beyond the site's face)`,
      );
    });
  }
});

/**
 * Issue 14, CLS: until Pretendard arrives, text is set in a metric-matched fallback (global.css), so
 * that the swap moves nothing. Here the font files are held until the page stands in the fallback,
 * then released; the layout shifts from then until the fonts are in use are added up as CLS adds
 * them. Before the floor plans' chips became a grid, the third chip of 59A wrapped in the fallback and
 * came back up in Pretendard on Lighthouse's phone (412 px), moving the table under it (0.077).
 */
test.describe("the web-font swap moves nothing", { tag: "@chrome" }, () => {
  // Lighthouse's phone: glyph advances are rounded to device pixels, so the scale matters too.
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  for (const pagePath of ["/", "/Brand/intro", "/FloorPlan/59A", "/FloorPlan/114C", "/Promotion/Customer"]) {
    test(`${pagePath}: layout shifts at the swap add up to under 0.02`, async ({ page }) => {
      const fonts = await holdRequests(page, /\.woff2$/);
      // Not "load": a font file asked for before it is held back the load event.
      await page.goto(pagePath, { waitUntil: "domcontentloaded" });
      await fonts.asked;
      type Shift = { value: number; nodes: string[] };
      await page.evaluate(() => {
        type LayoutShift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        };
        const shifts: Shift[] = [];
        const describe = (node: Node | null | undefined) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()} "${(node.textContent ?? "").trim().slice(0, 30)}"`
            : (node?.nodeName ?? "?");
        const record = (entries: PerformanceEntryList) => {
          for (const entry of entries as LayoutShift[]) {
            if (!entry.hadRecentInput)
              shifts.push({ value: entry.value, nodes: entry.sources.map((s) => describe(s.node)) });
          }
        };
        const observer = new PerformanceObserver((list) => record(list.getEntries()));
        observer.observe({ type: "layout-shift" });
        // Entries not yet delivered to the callback are taken at the end.
        (window as unknown as { __swapShifts: () => Shift[] }).__swapShifts = () => {
          record(observer.takeRecords());
          return shifts;
        };
      });
      // The faces load off the page and go into use together once loaded (app/lib/web-font-faces.ts).
      expect(await page.evaluate(() => document.documentElement.dataset.webFonts)).toBe("loading");
      fonts.release();
      // The faces in use have loaded and the page has laid out and painted with them twice over.
      await page.waitForFunction(
        () => document.documentElement.dataset.webFonts === "ready" && document.fonts.status === "loaded",
      );
      const shifts = await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return (window as unknown as { __swapShifts: () => Shift[] }).__swapShifts();
      });
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      console.log(`${pagePath}: font swap layout shift ${total.toFixed(4)} in ${shifts.length} shift(s)`);
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.02);
    });
  }
});
