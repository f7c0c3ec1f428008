import { CACHE_CONTROL } from "./http.ts";
import { seoulDateStamp } from "./korea-time.ts";

/**
 * UTF-8 with a BOM and CRLF so Excel opens Korean correctly; a cell starting with = + - @ gets a `'`
 * so no spreadsheet runs it as a formula (numbers too: Excel computes `-2-3`).
 */
const BOM = "\uFEFF";

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: Array<Array<string | number | boolean | null | undefined>>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

type Cell = string | number | boolean | null | undefined;

/** A CSV download of personal data: `{name}-{Seoul date}.csv`, never stored by a cache. */
export function csvAttachment(name: string, header: readonly string[], rows: Cell[][], now: Date): Response {
  return new Response(toCsv([...header], rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${seoulDateStamp(now)}.csv"`,
      "Cache-Control": CACHE_CONTROL.none,
    },
  });
}
