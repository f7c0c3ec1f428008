import type { Page } from "#app/content/pages/index.ts";
import { TEMPLATE_PLANS_PATH } from "./fields.ts";

/** The template's own 평면도 page for its meta (the words name no complex: the meta adds its name). */
export const templatePlansPage = {
  path: TEMPLATE_PLANS_PATH,
  title: "평면도",
  description: "타입별 평면도와 면적",
  keywords: [],
  kind: "project",
  breadcrumb: ["평면도"],
} satisfies Page;
