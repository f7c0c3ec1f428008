import { expect, test } from "./fixtures.ts";

/**
 * Web fonts and third parties (issue 5): every request a page makes while loading goes to this
 * server, the Pretendard font list arrives after the page is up and before any font file, and
 * every font subset fetched covers some of the page's rendered text.
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
      await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("pretendard")));
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForLoadState("networkidle");
      const firstFont = requests.findIndex((url) => url.endsWith(".woff2"));
      expect(firstFont).toBeGreaterThan(requests.indexOf(fontList.url()));

      const origin = new URL(page.url()).origin;
      const thirdParty = requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"));
      expect(thirdParty, "requests to other hosts while loading").toEqual([]);

      // Each @font-face subset and its unicode-range, from the stylesheets the page loaded.
      const subsets = await page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) =>
          [...sheet.cssRules]
            .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
            .map((rule) => ({
              url: /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue("src"))?.[1] ?? "",
              range: rule.style.getPropertyValue("unicode-range"),
            })),
        ),
      );
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
      const needed = new Set(
        subsets
          .filter((s) => [...codePoints].some((point) => covers(s.range, point)))
          .map((s) => new URL(s.url, origin).pathname),
      );
      const fetched = requests.filter((url) => url.endsWith(".woff2")).map((url) => new URL(url).pathname);
      expect(fetched.length).toBeGreaterThan(0);
      expect(
        fetched.filter((font) => !needed.has(font)),
        "font files the page's text does not need",
      ).toEqual([]);
      console.log(
        `${pagePath}: ${fetched.length} of ${subsets.length} font subsets fetched (${needed.size} cover its text)`,
      );
    });
  }
});
