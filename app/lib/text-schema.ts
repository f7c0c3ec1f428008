/**
 * Control characters in what people type. PostgreSQL refuses a NUL in a text column (the post
 * failed with 503), and ESC, CR or LF stored in a name corrupt the admin, the CSV and the texts:
 * every typed field refuses them with one Korean message. Fields that come from addresses
 * (attribution) strip them instead (app/modules/attribution/attribution.ts).
 */
export const CONTROL_CHARACTER_MESSAGE = "사용할 수 없는 문자가 들어 있습니다.";

/** C0 and C1 controls (U+0000–001F, U+007F–009F): nothing a one-line field holds. */
const CONTROL = /\p{Cc}/u;
/** The same, less the tab and line breaks a multi-line text (a message, an article) keeps. */
const CONTROL_BUT_LINES = /(?![\t\n\r])\p{Cc}/u;

export const hasNoControlCharacters = (value: string) => !CONTROL.test(value);
export const hasNoControlCharactersBesideLines = (value: string) => !CONTROL_BUT_LINES.test(value);
