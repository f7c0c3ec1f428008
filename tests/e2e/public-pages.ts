import { pageList } from "../../app/content/pages/index.ts";

/**
 * Every public page the server renders: the content pages, both boards with one item of each, and the
 * complex's own `/{site}/` form page. The specs that read every page's HTML (byte budgets, valid HTML) share it.
 */
export function publicPagePaths(ids: { article: string; notice: string }): string[] {
  return [
    ...pageList.map((page) => page.path),
    "/pentacityhansin/press",
    `/pentacityhansin/press/${ids.article}`,
    "/pentacityhansin/notice",
    `/pentacityhansin/notice/${ids.notice}`,
    "/pentacityhansin/customer",
  ];
}
