import { METHOD_NOT_ALLOWED_MESSAGE } from "#app/lib/http.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { defaultDeps, handleLeadRequest } from "#app/modules/leads/submission.server.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import { siteOf } from "#app/platform/sites/sites.server.ts";
import type { Route } from "./+types/api-lead.ts";

/**
 * The lead endpoint the forms post to with JavaScript (SPEC §7's form-collection service,
 * now ours): form-encoded body, JSON answer. 200 only after the lead is committed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { result, status, headers } = await handleLeadRequest(
    request,
    clientAddressOf(context),
    defaultDeps(databaseOf(context), siteOf(context).id),
  );
  return Response.json(result, { status, headers: { ...headers, "Cache-Control": "no-store" } });
}

export function loader() {
  return Response.json(
    { status: "method-not-allowed", message: `${METHOD_NOT_ALLOWED_MESSAGE} 신청서는 POST로만 보낼 수 있습니다.` },
    { status: 405, headers: { Allow: "POST" } },
  );
}
