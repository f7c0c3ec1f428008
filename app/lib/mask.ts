/** Personal data shown where a full name or number is not needed: lists and the settings' confirmation step. */

/** 010-1234-5678 → 010-****-5678 */
export function maskPhone(phone: string): string {
  return phone.replace(
    /^(\d{2,3})-(\d{3,4})-(\d{4})$/,
    (_m, a: string, b: string, c: string) => `${a}-${"*".repeat(b.length)}-${c}`,
  );
}

/** 홍길동 → 홍*동, 홍길 → 홍*, 남궁민수 → 남**수: the first and last letters stay. */
export function maskName(name: string): string {
  const letters = [...name];
  if (letters.length <= 1) return "*";
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${"*".repeat(letters.length - 2)}${letters.at(-1)}`;
}
