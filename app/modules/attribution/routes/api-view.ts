import { CACHE_CONTROL } from "#app/lib/http.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { pageViewMessages } from "#app/modules/attribution/copy.ts";
import { pageViewAnswer } from "#app/modules/attribution/page-views.server.ts";
import { FEATURES } from "#app/modules/index.server.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import type { Route } from "./+types/api-view.ts";

/** Each feature's pages with params, one row each (a token or an id never becomes a row). */
const SHAPES = FEATURES.flatMap((feature) => feature.pageViewShapes ?? []);

/** The page-view beacon (a keepalive fetch from page-view-beacon.ts); the browser drops the answer. */
export const action = ({ request, context }: Route.ActionArgs) =>
  pageViewAnswer(databaseOf(context), request, clientAddressOf(context), SHAPES);

export function loader() {
  return Response.json(
    { status: "method-not-allowed", message: pageViewMessages.methodNotAllowed },
    { status: 405, headers: { Allow: "POST", "Cache-Control": CACHE_CONTROL.none } },
  );
}
