import type { FeatureServer } from "../feature-server.ts";
import { returnLeadsToPool } from "./assignment.server.ts";

/**
 * Counselling: no job (new leads are assigned in the transaction that stores them, see
 * assignment.server.ts); a deactivated staff member's leads go back to the pool.
 */
export const counsellingServer: FeatureServer = {
  name: "counselling",
  onStaffDeactivated: async (trx, userId) => ({ ...(await returnLeadsToPool(trx, userId)) }),
};
