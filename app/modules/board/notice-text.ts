/**
 * A notice's body as the public page shows it: plain text, one paragraph per blank-line-separated
 * block, line breaks kept, and http(s) addresses turned into links. The result is data that the
 * page renders as React text nodes and <a> elements; nothing here is ever read as HTML, and a link's
 * address can only start with http:// or https:// (no javascript:, data: or other scheme).
 */
export type BodySegment = { kind: "text"; text: string } | { kind: "link"; href: string; text: string };
export type BodyLine = BodySegment[];
export type BodyParagraph = BodyLine[];

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than an address ("…참고하세요: https://a.kr/x." keeps the dot out). */
const TRAILING = /[.,;:!?)\]}'"”’」』。、]+$/u;

export function linkify(line: string): BodyLine {
  const segments: BodySegment[] = [];
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    let address = match[0];
    const trailing = TRAILING.exec(address)?.[0] ?? "";
    if (trailing) address = address.slice(0, -trailing.length);
    const start = match.index ?? 0;
    if (!isHttpUrl(address)) continue;
    if (start > last) segments.push({ kind: "text", text: line.slice(last, start) });
    segments.push({ kind: "link", href: new URL(address).href, text: address });
    last = start + address.length;
  }
  if (last < line.length) segments.push({ kind: "text", text: line.slice(last) });
  return segments;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export function parseNoticeBody(body: string): BodyParagraph[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((block) => block.split("\n").map((line) => line.trimEnd()))
    .filter((lines) => lines.some((line) => line.trim().length > 0))
    .map((lines) => lines.map(linkify));
}

/** One line for a description or a list: the body's text without breaks, cut to about `max` characters. */
export function bodySummary(body: string, max = 155): string {
  const oneLine = body.replace(/\s+/g, " ").trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}
