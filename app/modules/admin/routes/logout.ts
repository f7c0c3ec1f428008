import { href, redirect } from "react-router";
import { signOutAction } from "#app/modules/admin/sign-in.server.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import type { Route } from "./+types/logout";

export const loader = () => redirect(href("/admin"));

/** Ends the session on the server and clears the cookie (SPEC §4: logout returns to signed out). */
export const action = ({ request, context }: Route.ActionArgs) => signOutAction(requireStaff(context), request);
