import { TEMPLATE_PLANS_PATH } from "./fields.ts";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The pages a template complex has (matched case-insensitively, as the router does): its own home,
 * 평면도 and 입지, and the product's generic pages on the paths the designed site uses. Any other
 * page of the designed site (its brand film, its interiors) is a 404 on a template complex's host.
 */
export function servedByTemplate(pathname: string, siteId: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return pagesOf(siteId).test(path);
}

/** Built once per complex (every document request of a template complex asks). */
const patterns = new Map<string, RegExp>();
function pagesOf(siteId: string): RegExp {
  const known = patterns.get(siteId);
  if (known) return known;
  const id = escapeRegExp(siteId);
  const pattern = new RegExp(
    [
      "^/$",
      `^${TEMPLATE_PLANS_PATH}$`,
      "^/LocationEnvironment/intro$",
      "^/SalesInfo/guide$",
      "^/BusinessGuide/documents$",
      "^/Promotion/(Customer|Visit|Visit/find|Visit/[^/]+|Press|Notice)$",
      `^/${id}/(customer|visit|press|notice|press/[^/]+|notice/[^/]+)$`,
      "^/privacy$",
      "^/unsubscribe/[^/]+$",
    ].join("|"),
    "i",
  );
  patterns.set(siteId, pattern);
  return pattern;
}

/** The template's menu: label and path; the boards live under the complex's own id. */
export function templateMenu(siteId: string) {
  return [
    { label: "분양 안내", path: "/SalesInfo/guide" },
    { label: "평면도", path: TEMPLATE_PLANS_PATH },
    { label: "입지", path: "/LocationEnvironment/intro" },
    { label: "공지사항", path: `/${siteId}/notice` },
    { label: "보도자료", path: `/${siteId}/press` },
    { label: "방문 예약", path: "/Promotion/Visit" },
  ] as const;
}
