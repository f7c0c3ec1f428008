export { textingEnabled } from "#app/platform/messaging/texting.server.ts";
