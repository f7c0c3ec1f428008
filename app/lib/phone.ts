/**
 * Korean numbers as people type them → one stored form with dashes, or null. Hand-written: the
 * schema runs in the browser, and libphonenumber's smallest metadata outweighs all our form code.
 */
const AREA_CODE = /^0(2|3[1-3]|4[1-4]|5[1-5]|6[1-4])/;

export function normalizeKoreanPhone(input: string): string | null {
  let digits = input.trim();
  if (!/^[+\d\s().-]+$/.test(digits)) return null;
  const international = digits.startsWith("+82") || /^00\s*82/.test(digits);
  digits = digits.replace(/\D/g, "");
  if (international) {
    digits = digits.replace(/^(00)?82/, "");
    if (!digits.startsWith("0")) digits = `0${digits}`;
  }

  // Mobile: 010 is always 3-4-4; the old 011/016–019 numbers may have 3 middle digits.
  if (/^010\d{8}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (/^01[16789]\d{7,8}$/.test(digits)) return split(digits, 3);
  if (/^070\d{8}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (/^1[5-9]\d{6}$/.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  // Landlines: Seoul 02, then the two-digit area codes.
  const area = AREA_CODE.exec(digits);
  if (area) {
    const code = area[0];
    const rest = digits.slice(code.length);
    if (/^[1-9]\d{6,7}$/.test(rest)) return split(digits, code.length);
  }
  return null;
}

function split(digits: string, prefixLength: number): string {
  const prefix = digits.slice(0, prefixLength);
  const rest = digits.slice(prefixLength);
  const middle = rest.length - 4;
  return `${prefix}-${rest.slice(0, middle)}-${rest.slice(middle)}`;
}
