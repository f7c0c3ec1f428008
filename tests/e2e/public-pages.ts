import Database from "better-sqlite3";
import { pageList } from "../../app/content/pages/index.ts";
import { E2E_DATABASE_FILE } from "./fixtures.ts";

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

/** A complex on the standard template, live on its own host, for the specs that read every page's HTML. */
export const TEMPLATE_SITE = { id: "tplpages", name: "템플릿 단지", host: "tplpages.e2e.example" } as const;

/** The template complex's pages: its own home, 평면도 and 입지, and the generic pages in its shell. */
export const templatePagePaths = [
  "/",
  "/FloorPlan",
  "/LocationEnvironment/intro",
  "/SalesInfo/guide",
  "/Promotion/Visit",
  "/Promotion/Customer",
  `/${TEMPLATE_SITE.id}/notice`,
  `/${TEMPLATE_SITE.id}/press`,
  "/privacy",
];

/**
 * Writes the template complex straight into the e2e database (once; the byte budgets run first), its
 * pages published, and tells every instance through the content versions, as a publish does.
 */
export function seedTemplateComplex(): void {
  const db = new Database(E2E_DATABASE_FILE, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const now = new Date().toISOString();
    const pages = JSON.stringify({
      headline: "강이 보이는 첫 번째 집",
      intro: "강과 공원 사이, 템플릿 단지가 문을 엽니다.",
      heroFileId: "",
      heroAlt: "",
      facts: [
        { label: "세대수", value: "1,200세대" },
        { label: "입주 예정", value: "2029년 3월" },
      ],
      address: "세종특별자치시 강변로 1",
      mapUrl: "https://map.example.com/?q=river",
      locationText: "강과 공원 사이에 자리합니다.\n\n초등학교가 걸어서 5분입니다.",
      locationFileId: "",
      locationAlt: "",
      types: [{ name: "84A", exclusiveArea: 84.97, supplyArea: 112.4, households: 600, planFileId: "" }],
    });
    db.transaction(() => {
      const { id, name, host } = TEMPLATE_SITE;
      db.prepare(
        "insert or ignore into sites (id, name, builder, status, created_at, updated_at) values (?, ?, '템플릿건설(주)', 'live', ?, ?)",
      ).run(id, name, now, now);
      db.prepare("insert or ignore into site_hosts (host, site_id, created_at) values (?, ?, ?)").run(host, id, now);
      db.prepare(
        "insert or ignore into content_documents (site_id, key, draft, published, revision, published_at, updated_at) values (?, 'template-pages', ?, ?, 1, ?, ?)",
      ).run(id, pages, pages, now, now);
      for (const area of ["sites", "template"]) {
        db.prepare(
          "insert into content_versions (area, version, updated_at) values (?, 1, ?) on conflict (area) do update set version = content_versions.version + 1, updated_at = excluded.updated_at",
        ).run(area, now);
      }
    })();
  } finally {
    db.close();
  }
}
