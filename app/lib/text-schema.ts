/**
 * PostgreSQL refuses a NUL in text and ESC, CR or LF in a name corrupt the admin, the CSV and the
 * texts: typed fields refuse control characters with one Korean message.
 */
export const CONTROL_CHARACTER_MESSAGE = "사용할 수 없는 문자가 들어 있습니다.";

const CONTROL = /\p{Cc}/u;
/** The same, less the tab and line breaks a multi-line text (a message, an article) keeps. */
const CONTROL_BUT_LINES = /(?![\t\n\r])\p{Cc}/u;

export const hasNoControlCharacters = (value: string) => !CONTROL.test(value);
export const hasNoControlCharactersBesideLines = (value: string) => !CONTROL_BUT_LINES.test(value);
