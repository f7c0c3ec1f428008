/**
 * What a file is, from its bytes only (never its name or the browser's type). Markup, executables
 * and archives are named so the refusal can say why.
 */
export type Sniffed =
  | { type: "pdf" }
  | { type: "jpeg" | "png" | "webp" | "avif" }
  | { type: "svg" }
  | { type: "other" };

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** ISO-BMFF `ftyp` box whose major or compatible brands name AVIF (HEIC alone is not accepted). */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(Math.max(boxSize, 16), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.includes("avif") || brands.includes("avis");
}

/** An XML or HTML document that is (or may hold) an SVG picture: refused by name. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = ascii(bytes, 0, 4096)
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, "")
    .trimStart()
    .toLowerCase();
  return /^(<\?xml|<!doctype svg|<svg)/.test(head) && head.includes("<svg");
}

export function sniff(bytes: Uint8Array): Sniffed {
  if (ascii(bytes, 0, 5) === "%PDF-") return { type: "pdf" };
  if (startsWith(bytes, JPEG)) return { type: "jpeg" };
  if (startsWith(bytes, PNG)) return { type: "png" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { type: "webp" };
  if (isAvif(bytes)) return { type: "avif" };
  if (looksLikeSvg(bytes)) return { type: "svg" };
  return { type: "other" };
}

/**
 * A PDF a browser never takes for a page: the header at byte 0, no markup or script in the first
 * kilobyte (what a sniffing browser reads), `%%EOF` at the end with nothing appended, and no visible
 * JavaScript or Launch action. Compressed streams are not inflated: a browser's viewer runs no
 * Launch action, and the file is always served as application/pdf with nosniff.
 */
export type PdfVerdict = "ok" | "bad" | "script";

const PDF_HEADER = /^%PDF-[12]\.\d/;
const MARKUP_PROLOGUE = /<\s*(!doctype|html|head|body|script|svg|iframe|object|embed|meta|img|a\s)|javascript:/i;
// `/JS` alone is not looked for: three bytes turn up by chance in compressed streams, and a script
// action also names `/S /JavaScript`.
const PDF_ACTIONS = /\/(JavaScript|Launch)\b/;
const TAIL_BYTES = 1024;

export function checkPdf(bytes: Uint8Array): PdfVerdict {
  const head = ascii(bytes, 0, 1024);
  if (!PDF_HEADER.test(head) || MARKUP_PROLOGUE.test(head)) return "bad";
  const tail = ascii(bytes, Math.max(0, bytes.length - TAIL_BYTES), bytes.length);
  const eof = tail.lastIndexOf("%%EOF");
  if (eof === -1 || tail.slice(eof + 5).trim() !== "" || !tail.slice(0, eof).includes("startxref")) return "bad";
  if (PDF_ACTIONS.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"))) {
    return "script";
  }
  return "ok";
}
