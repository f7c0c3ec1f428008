/**
 * Dates and text as the press room and the admin area show them: Korean locale, Seoul time
 * (the server may run in UTC; the browser's zone must not change what the server rendered).
 */
const TIME_ZONE = "Asia/Seoul";

const dateFormat = new Intl.DateTimeFormat("ko-KR", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

const dateTimeFormat = new Intl.DateTimeFormat("ko-KR", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const isoPartsFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2026-11-22T03:05:00Z" → "2026. 11. 22." */
export function formatKoreanDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "2026-11-22T06:05:00Z" → "2026. 11. 22. 오후 3:05" */
export function formatKoreanDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

function seoulParts(date: Date): Record<"year" | "month" | "day" | "hour" | "minute", string> {
  const parts = Object.fromEntries(isoPartsFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: parts.year ?? "",
    month: parts.month ?? "",
    day: parts.day ?? "",
    hour: parts.hour ?? "",
    minute: parts.minute ?? "",
  };
}

/** "2026-11-22T06:05:00Z" → "2026-11-22 15:05" (Seoul), a value spreadsheets read as a time. */
export function formatSeoulTimestamp(iso: string): string {
  const { year, month, day, hour, minute } = seoulParts(new Date(iso));
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

/** The Seoul calendar day of an instant: "20261122" (file names). */
export function seoulDateStamp(date: Date): string {
  const { year, month, day } = seoulParts(date);
  return `${year}${month}${day}`;
}

/** An article's content as paragraphs: one per line, blank lines dropped (rendered as text, never HTML). */
export function splitParagraphs(content: string): string[] {
  return content
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** SPEC §2: the list numbers count down from the number of rows loaded (10 loaded → 10, 9, … 1). */
export function rowNumber(loaded: number, index: number): number {
  return loaded - index;
}
