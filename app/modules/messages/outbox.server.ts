/** The text outbox as the features that send texts reach it. */
export { enqueueMessage, listMessages, redactMessages } from "#app/platform/messaging/text-outbox.server.ts";
