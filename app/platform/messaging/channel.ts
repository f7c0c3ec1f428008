/**
 * SMS or LMS, as Korean carriers count: a message is measured in EUC-KR bytes (Hangul and other
 * non-ASCII characters 2 bytes, ASCII 1). Up to 90 bytes goes as SMS; longer as LMS (up to 2,000).
 */
export const SMS_MAX_BYTES = 90;

export function eucKrBytes(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += (char.codePointAt(0) ?? 0) < 0x80 ? 1 : 2;
  return bytes;
}

export function channelFor(text: string): "sms" | "lms" {
  return eucKrBytes(text) > SMS_MAX_BYTES ? "lms" : "sms";
}
