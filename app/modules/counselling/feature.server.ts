import type { FeatureServer } from "../feature-server.ts";
import { returnLeadsToPool } from "./assignment.server.ts";
import { eraseCounsellingData, findCounsellingData } from "./person-data.server.ts";

/**
 * Counselling: no job (new leads are assigned in the transaction that stores them, see
 * assignment.server.ts); a deactivated staff member's leads go back to the pool; a person's
 * counselling entries and stage changes in a data-subject request (listed before leads, whose
 * erase removes the leads these are found by).
 */
export const counsellingServer: FeatureServer = {
  name: "counselling",
  onStaffDeactivated: async (trx, userId) => ({ ...(await returnLeadsToPool(trx, userId)) }),
  personData: { find: findCounsellingData, erase: eraseCounsellingData },
};
