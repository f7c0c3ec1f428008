import type { Page } from "#app/content/pages/index.ts";
import { TEMPLATE_PLANS_PATH } from "./fields.ts";

/** The template's own pages for the shared page pieces (heading, meta); the words name no complex. */
export const templatePlansPage = {
  path: TEMPLATE_PLANS_PATH,
  title: "평면도",
  description: "타입별 평면도와 면적",
  keywords: [],
  kind: "project",
  breadcrumb: ["평면도"],
} satisfies Page;

export const templateLocationPage = {
  path: "/LocationEnvironment/intro",
  title: "입지 환경",
  description: "단지 위치와 주변 환경",
  keywords: [],
  kind: "project",
  breadcrumb: ["입지 환경"],
} satisfies Page;
