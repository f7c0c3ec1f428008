import fontsHref from "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css?url";

/**
 * Pretendard, self-hosted as 92 unicode-range subsets. Its @font-face list (12 KB gzip) is not
 * part of the render-blocking CSS, and it is attached only once the page has been shown and
 * hydrated: a Korean page needs 13–16 subsets, 300–400 KB, which on a phone's slow connection
 * would otherwise compete with the page's own CSS, script and LCP picture. Until then the text
 * is set in the system's Korean font (Apple SD Gothic Neo, Noto Sans KR, Malgun Gothic), which
 * Pretendard is drawn to match; `font-display: swap` then swaps it in. Cached, later pages get
 * it at once. Without JavaScript, a <noscript> link loads it the ordinary way.
 */
export const webFontsHref = fontsHref;

export function loadWebFonts(doc: Document = document): void {
  if (doc.querySelector(`link[data-web-fonts]`)) return;
  const link = doc.createElement("link");
  link.rel = "stylesheet";
  link.href = webFontsHref;
  link.dataset.webFonts = "";
  doc.head.append(link);
}
