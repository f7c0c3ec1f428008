/** The relay as the features that send texts reach it (the platform runs it). */
export { getMessageRelay, relayDueMessages } from "#app/platform/messaging/relay.server.ts";
