import { href } from "react-router";
import { pressAdminCopy } from "#app/modules/board/admin-copy.ts";
import { adminPressList } from "#app/modules/board/admin-view.server.ts";
import { BoardAdminList } from "#app/modules/board/components/admin-list.tsx";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-press";

/** A role that may not edit (a marketer, a counsellor) reads the list without links into the editor. */
export const loader = ({ url, context }: Route.LoaderArgs) => adminPressList(requireStaff(context), url);

export const meta: Route.MetaFunction = () => adminMeta(pressAdminCopy.title);

export default function AdminPress({ loaderData }: Route.ComponentProps) {
  return <BoardAdminList list={loaderData} createPath={href("/admin/press/new")} />;
}
