/*
 * Every action the audit log records, as stored. Codes rather than words, kept in content (the
 * lowest layer) so that db/schema.ts types the column with them and the labels are keyed by them.
 */
export const AUDIT_ACTIONS = [
  "lead.view",
  "lead.export",
  "lead.update",
  "lead.note",
  "press.create",
  "press.update",
  "press.delete",
  "booking.view",
  "booking.update",
  "booking.move",
  "booking.export",
  "booking.settings",
  "booking.create",
  "booking.waitlist.add",
  "booking.waitlist.cancel",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
