import { CACHE_CONTROL } from "#app/lib/http.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { pageViewMessages } from "#app/modules/attribution/copy.ts";
import { handlePageView, pageViewDeps } from "#app/modules/attribution/page-views.server.ts";
import { FEATURES } from "#app/modules/index.server.ts";
import type { Route } from "./+types/api-view.ts";

/**
 * The page-view beacon (a keepalive fetch from app/modules/attribution/page-view-beacon.ts):
 * 204 when counted or ignored, a Korean message with every refusal. The browser drops the answer.
 */
/** Each feature's pages with params, one row each (a token or an id never becomes a row). */
const SHAPES = FEATURES.flatMap((feature) => feature.pageViewShapes ?? []);

export async function action({ request, context }: Route.ActionArgs) {
  const { status, message, headers } = await handlePageView(request, clientAddressOf(context), pageViewDeps(SHAPES));
  const common = { ...headers, "Cache-Control": CACHE_CONTROL.none };
  if (!message) return new Response(null, { status, headers: common });
  return Response.json({ status: "failed", message }, { status, headers: common });
}

export function loader() {
  return Response.json(
    { status: "method-not-allowed", message: pageViewMessages.methodNotAllowed },
    { status: 405, headers: { Allow: "POST", "Cache-Control": CACHE_CONTROL.none } },
  );
}
