export type { MessageRow } from "#app/platform/messaging/tables.ts";
