import { renderToString } from "react-dom/server";
import { createRoutesStub, type RouterContext, RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { testDatabases } from "#app/db/test-databases.ts";
import { siteFactsOf } from "#app/modules/site-facts/facts.server.ts";
import { seedSiteFacts } from "#app/modules/site-facts/seed.ts";
import { packShellFacts } from "#app/modules/site-facts/shell-facts.ts";
import { emptyTemplatePages, type TemplatePages } from "#app/modules/template/schema.ts";
import { TEMPLATE_PAGES } from "#app/modules/template/template.server.ts";
import { pollContentVersions } from "#app/platform/content-signal/content-versions.server.ts";
import { databaseContext } from "#app/platform/database.server.ts";
import { publishDocument } from "#app/platform/publishing/published-documents.server.ts";
import { complexHandle } from "#app/platform/sites/scope.server.ts";
import { type Site, siteContext } from "#app/platform/sites/site.ts";
import { defaultSite } from "#app/platform/sites/sites.server.ts";
import { sitesTestDatabase } from "#app/platform/sites/test-database.ts";
import PrivacyPolicy, { loader } from "./privacy.tsx";

const SECOND: Site = { id: "second", name: "둘째 단지", builder: "리버건설(주)", status: "live" };
const facts = { ...seedSiteFacts(), salesPhone: "1661-9999" };

type Controller = { developer: string; officer: string; contactLabel: string; contact: string; href: string };

/** The page as the server renders it: the root's data (a template complex's `complex`) and the page's loader data. */
function render(complex: Site | null, controller?: Controller): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => null,
      children: [{ id: "privacy", path: "privacy", Component: PrivacyPolicy as never, loader: () => null }],
    },
  ]);
  const root = {
    env: { siteUrl: "https://second.example", defaultSiteId: "pentacityhansin", leadRetentionDays: 365 },
    facts: packShellFacts(facts),
    ...(complex ? { complex: [complex.id, complex.name, complex.builder] } : {}),
  };
  return renderToString(
    <Stub
      initialEntries={["/privacy"]}
      hydrationData={{ loaderData: { root, privacy: controller ? { controller } : null } }}
    />,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&quot;", '"')
    .replace(/\s+/g, " ");

test("the designed complex's policy names its developer and its officer's words, as before", () => {
  const page = text(render(null));
  expect(page).toContain('펜타시티개발(주)(이하 "사업주체")');
  expect(page).toContain("분양 시행사 펜타시티개발(주)");
  expect(page).toContain("개인정보 보호책임자 분양관리팀장 분양 상담실 대표번호 1661-9999");
});

test("a template complex's policy names the controller its loader gives, in the opening and in section 9", () => {
  const html = render(SECOND, {
    developer: "리버뷰개발 주식회사",
    officer: "개인정보 보호책임자 분양관리팀장 홍길동",
    contactLabel: "연락처",
    contact: "privacy@river.example",
    href: "mailto:privacy@river.example",
  });
  const page = text(html);
  expect(page).toContain('리버뷰개발 주식회사(이하 "사업주체")는 「개인정보 보호법」에 따라 둘째 단지 분양 홈페이지');
  expect(page).toContain("분양 시행사 리버뷰개발 주식회사");
  expect(page).toContain("개인정보 보호책임자 분양관리팀장 홍길동 연락처 privacy@river.example");
  expect(html).toContain('href="mailto:privacy@river.example"');
  expect(page).not.toContain("펜타시티개발");
});

describe.each(testDatabases())("the privacy page's loader on %s", (_name, open) => {
  const database = sitesTestDatabase(open, { second: true });
  const contextOf = (site: Site) =>
    new RouterContextProvider(
      new Map<RouterContext, unknown>([
        [databaseContext, complexHandle(database.db, site.id)],
        [siteContext, site],
      ]),
    );
  const load = (site: Site) => loader({ context: contextOf(site) } as unknown as Parameters<typeof loader>[0]);
  const publish = async (fields: Partial<TemplatePages>) => {
    const value = { ...emptyTemplatePages(), headline: "강이 보이는 첫 번째 집", ...fields };
    await publishDocument(complexHandle(database.db, SECOND.id), TEMPLATE_PAGES, value, {
      actorId: "a",
      actorEmail: "a@example.com",
      ipAddress: "127.0.0.1",
    });
    // What every instance does within 2 s: its held copy is dropped.
    await pollContentVersions(database.db);
  };

  test("the designed complex asks nothing; a template complex names the complex until its legal name is written", async () => {
    expect(await load(defaultSite())).toBeNull();
    const salesPhone = (await siteFactsOf(complexHandle(database.db, SECOND.id))).salesPhone;
    expect(await load(SECOND)).toEqual({
      controller: {
        developer: "둘째 단지 사업주체",
        officer: "개인정보 보호책임자 분양관리팀장",
        contactLabel: "분양 상담실 대표번호",
        contact: salesPhone,
        href: `tel:${salesPhone.replace(/-/g, "")}`,
      },
    });

    await publish({ developerName: "리버뷰개발 주식회사" });
    expect(await load(SECOND)).toMatchObject({
      controller: {
        developer: "리버뷰개발 주식회사",
        officer: "개인정보 보호책임자 분양관리팀장",
        contact: salesPhone,
      },
    });

    await publish({
      developerName: "리버뷰개발 주식회사",
      privacyOfficer: "분양관리팀장 홍길동",
      privacyContact: "privacy@river.example",
    });
    expect(await load(SECOND)).toEqual({
      controller: {
        developer: "리버뷰개발 주식회사",
        officer: "개인정보 보호책임자 분양관리팀장 홍길동",
        contactLabel: "연락처",
        contact: "privacy@river.example",
        href: "mailto:privacy@river.example",
      },
    });
    await publish({ developerName: "리버뷰개발 주식회사", privacyContact: "02-1234-5678" });
    expect(await load(SECOND)).toMatchObject({ controller: { contact: "02-1234-5678", href: "tel:0212345678" } });
  });
});
