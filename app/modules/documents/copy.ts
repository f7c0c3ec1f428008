/** The public words of the documents (/SalesInfo/announcement). */
export const documentsCopy = {
  current: (label: string, date: string) => `${label} · 공고일 ${date}`,
  correction: "정정공고 확인하기",
  notFound: "문서를 찾을 수 없습니다. 주소를 다시 확인해 주세요.",
} as const;

/** "2026-12-01" → "2026. 12. 1." */
export function formatDocumentDate(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${year}. ${month}. ${date}.`;
}
