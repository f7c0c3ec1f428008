export type { MessageProvider } from "#app/platform/messaging/provider.server.ts";
