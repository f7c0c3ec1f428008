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
