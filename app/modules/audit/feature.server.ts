import { deleteExpiredAudit } from "#app/platform/audit/audit.server.ts";
import type { FeatureServer } from "../feature-server.ts";

/** The access log: kept AUDIT_RETENTION_DAYS (at least 365), longer than the leads it names. */
export const auditServer: FeatureServer = {
  name: "audit",
  purge: async (db, { env }) => ({
    deletedAuditEntries: await deleteExpiredAudit(db, { retentionDays: env.AUDIT_RETENTION_DAYS }),
  }),
};
