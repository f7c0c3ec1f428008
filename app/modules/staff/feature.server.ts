import type { FeatureServer } from "../feature-server.ts";
import { deleteOldInvites } from "./invites.server.ts";
import { deleteExpiredPhoneCodes } from "./phone.server.ts";

/** Staff accounts: invitation links are kept 30 days after they ran out (for support), then deleted; phone codes once expired. */
export const staffServer: FeatureServer = {
  name: "staff",
  purge: async (db) => ({
    deletedStaffInvites: await deleteOldInvites(db),
    deletedStaffPhoneCodes: await deleteExpiredPhoneCodes(db),
  }),
};
