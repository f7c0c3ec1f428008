import { data, href, redirect } from "react-router";
import { switchComplex } from "#app/modules/sites/admin.server.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import type { Route } from "./+types/admin-site-switch";

/** The complex a staff member works on in the admin (the top bar's choice); a page of its own it has not. */
export const loader = () => {
  throw data(null, { status: 404 });
};

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await switchComplex(requireStaff(context), request);
  if (!answer.ok) throw data({ error: answer.message }, { status: answer.status });
  throw redirect(href("/admin"), { headers: { "Set-Cookie": answer.cookie } });
}
