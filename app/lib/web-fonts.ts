import fontsHref from "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css?url";

/**
 * Pretendard, self-hosted as 92 unicode-range subsets. Its @font-face list (12 KB gzip) is not
 * part of the render-blocking CSS, and it is read only once the page has been shown and hydrated:
 * a Korean page needs 13–16 subsets, 300–400 KB, which on a phone's slow connection would
 * otherwise compete with the page's own CSS, script and LCP picture. Until then the text is set
 * in the system's Korean font (Apple SD Gothic Neo, Noto Sans KR, Malgun Gothic), which Pretendard
 * is drawn to match. The faces the page needs are loaded first and put in use together, so the page
 * is re-laid out once (web-font-faces.ts, loaded then: it is not part of the first load). Cached,
 * later pages get them at once. Without JavaScript, a <noscript> link loads the list the ordinary way.
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
