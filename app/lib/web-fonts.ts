import fontsHref from "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css?url";

/**
 * Pretendard's @font-face list is read only after hydration: a Korean page needs 300–400 KB of
 * subsets, which would compete with the page's CSS, script and LCP picture on a slow phone. Until
 * then the system's Korean font, which Pretendard matches, sets the text.
 */
export const webFontsHref = fontsHref;

export function loadWebFonts(doc: Document = document): void {
  const root = doc.documentElement;
  if (root.dataset.webFonts) return;
  root.dataset.webFonts = "loading";
  import("./web-font-faces.ts")
    .then(({ applyWebFonts }) => applyWebFonts(webFontsHref, doc))
    .catch(() => {
      // The font list could not be read as text (offline, an old browser): attach it as a stylesheet.
      const link = doc.createElement("link");
      link.rel = "stylesheet";
      link.href = webFontsHref;
      doc.head.append(link);
      root.dataset.webFonts = "stylesheet";
    });
}
