/** Whether booking texts really go out: with SMS_PROVIDER=log they are stored, not sent, and no page may promise one. */
export { textingEnabled } from "#app/platform/messaging/texting.server.ts";
