import type { FeatureServer } from "../feature-server.ts";
import { deleteOldInvites } from "./invites.server.ts";

/** Staff accounts: invitation links are kept 30 days after they ran out (for support), then deleted. */
export const staffServer: FeatureServer = {
  name: "staff",
  purge: async (db) => ({ deletedStaffInvites: await deleteOldInvites(db) }),
};
