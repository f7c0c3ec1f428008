import { pageViewMessages } from "#app/content/attribution.ts";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { handlePageView } from "#app/modules/attribution/page-views.server.ts";
import type { Route } from "./+types/view.ts";

/**
 * The page-view beacon (a keepalive fetch from app/modules/attribution/page-view-beacon.ts):
 * 204 when counted or ignored, a Korean message with every refusal. The browser drops the answer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { status, message, headers } = await handlePageView(request, clientAddressOf(context));
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
