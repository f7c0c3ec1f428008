import { href, redirect } from "react-router";
import { requireAdminAction, signOutAdmin } from "#app/platform/access/session.server.ts";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect(href("/admin"));
}

/** Ends the session on the server and clears the cookie (SPEC §4: logout returns to signed out). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminAction(request, { allowUnenrolled: true });
  return redirect(href("/admin/login"), { headers: await signOutAdmin(request) });
}
