import { logger } from "#app/lib/logger.server.ts";
import { deleteExpiredSessions } from "#app/platform/access/sessions.server.ts";
import { type FeatureJob, type FeatureServer, LARGE_BODY_LIMIT } from "../feature-server.ts";

/**
 * At every start with ADMIN_2FA=off: a warning that no staff account is asked for a second factor
 * (meant for local development and automated checks only). Nothing runs afterwards.
 */
export const warnWhenTwoFactorOff: FeatureJob = ({ env }) => {
  if (env.ADMIN_2FA === "off") {
    logger.warn(
      { ADMIN_2FA: env.ADMIN_2FA },
      "admin.2fa.off: two-factor sign-in is required of no one; use ADMIN_2FA=off only for local development and automated checks",
    );
  }
  return async () => {};
};

/** The admin area: its forms' larger bodies, expired sessions purged, the ADMIN_2FA=off warning. */
export const adminServer: FeatureServer = {
  name: "admin",
  bodyLimits: [{ path: /^\/admin(\/|\.|$)/, maxBytes: LARGE_BODY_LIMIT }],
  purge: async (db) => ({ deletedSessions: await deleteExpiredSessions(db) }),
  jobs: [warnWhenTwoFactorOff],
};
