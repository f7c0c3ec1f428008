import type { MetaDescriptor } from "react-router";
import { adminCopy } from "#app/platform/admin-ui/copy.ts";

/** An admin page's tags: its title, and never indexed (robots.txt also disallows /admin). */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${adminCopy.brand}` }, { name: "robots", content: "noindex, nofollow" }];
}
