import pino from "pino";
import { getEnv } from "./env.server.ts";

/** Personal data never reaches the JSON logs: these keys are censored wherever they appear. */
const PERSONAL_KEYS = ["name", "phone", "email", "message", "visitDate", "password"];
const CONTAINERS = ["lead", "submission", "body", "values", "user"];
/** A database error's `detail` quotes the refused row's values (names, numbers); its message stays. */
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
