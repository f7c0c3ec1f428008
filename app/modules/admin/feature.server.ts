import { type FeatureServer, LARGE_BODY_LIMIT } from "../feature-server.ts";
import { deleteExpiredSessions } from "./sessions.server.ts";

/** The admin area: its forms' larger bodies, expired sessions purged. */
export const adminServer: FeatureServer = {
  name: "admin",
  bodyLimits: [{ path: /^\/admin(\/|\.|$)/, maxBytes: LARGE_BODY_LIMIT }],
  purge: async (db) => ({ deletedSessions: await deleteExpiredSessions(db) }),
};
