import pino from "pino";
import { getEnv } from "./env.server.ts";

/**
 * Structured JSON logs. Personal data never reaches them: these keys are censored wherever
 * they appear, and lead code logs ids, never names or numbers.
 */
const PERSONAL_KEYS = ["name", "phone", "email", "message", "visitDate", "password"];
/** Objects that may carry them (an error's own `name` and `message` stay readable). */
const CONTAINERS = ["lead", "submission", "body", "values", "user"];
/**
 * A database error's `detail` quotes the values it refused: PostgreSQL's "Failing row contains
 * (…, 홍길동, 010-1234-5678, …)" or "Key (email)=(…) already exists". The message stays.
 */
const ERROR_DETAILS = ["err.detail", "err.cause.detail", "error.detail", "error.cause.detail"];

export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        paths: [
          ...PERSONAL_KEYS.flatMap((key) => [key, ...CONTAINERS.map((container) => `${container}.${key}`)]),
          ...ERROR_DETAILS,
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

export const logger = createLogger(getEnv().LOG_LEVEL);
