import { getDatabase } from "#app/db/db.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import {
  type DataRequestContext,
  type DataRequestFeatures,
  EraseFailedError,
  erasePersonData,
  exportPersonData,
  searchPersonData,
} from "./requests.server.ts";

/**
 * What the routes call, on the app's database. A failed erase is logged by feature and error
 * code only (a database's message may quote a value) and answered as "failed": nothing changed.
 */
export function searchRequest(features: DataRequestFeatures, phone: string, context: DataRequestContext, id?: string) {
  return searchPersonData(getDatabase().db, features, phone, context, id);
}

export function exportRequest(
  features: DataRequestFeatures,
  input: { phone: string; reason: string; requestId?: string },
  context: DataRequestContext,
) {
  return exportPersonData(getDatabase().db, features, input.phone, input.reason, context, input.requestId);
}

export async function eraseRequest(
  features: DataRequestFeatures,
  input: { phone: string; reason: string; requestId?: string },
  context: DataRequestContext,
) {
  try {
    const done = await erasePersonData(getDatabase().db, features, input.phone, input.reason, context, input.requestId);
    logger.info({ requestId: done.requestId, erased: done.erased }, "privacy.erase");
    return { status: "erased" as const, ...done };
  } catch (error) {
    const cause = error instanceof EraseFailedError ? error.cause : error;
    logger.error(
      {
        feature: error instanceof EraseFailedError ? error.feature : null,
        code: (cause as { code?: unknown } | null)?.code ?? null,
        errorName: cause instanceof Error ? cause.name : null,
      },
      "privacy.erase.failed",
    );
    return { status: "failed" as const };
  }
}
