import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { type Page, pages } from "#app/content/pages/index.ts";
import { SubPage } from "./sub-page.tsx";

/** `complex`: the root loader's template complex (id, name, builder). */
function render(path: string, page: Page = pages.brandIntro, heading?: string, complex?: readonly string[]): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ complex }),
      children: [
        {
          path: "*",
          Component: () => (
            <SubPage page={page} heading={heading}>
              <p>본문</p>
            </SubPage>
          ),
        },
      ],
    },
  ]);
  return renderToString(
    <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: complex ? { complex } : {} } }} />,
  );
}

function currentLinks(html: string): string[] {
  return [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)<\/a>/g)].map((match) => match[1] ?? "");
}

test("the lower-case /brand/intro marks 브랜드 소개 as the current sub-menu item", () => {
  const html = render("/brand/intro");
  expect(currentLinks(html)).toEqual(["브랜드 소개"]);
  expect(html).toContain('aria-label="하위 메뉴"');
});

test("the SPEC spelling marks the same single item", () => {
  expect(currentLinks(render("/Brand/intro"))).toEqual(["브랜드 소개"]);
  expect(currentLinks(render("/Brand/video", pages.brandVideo))).toEqual(["홍보영상"]);
});

test("the server HTML has the banner copy, not yet revealed, and the heading", () => {
  const html = render("/Brand/intro");
  expect(html).toContain('<main id="main"');
  expect(html).toContain("BRAND");
  expect(html).toContain(pages.brandIntro.banner.tagline);
  expect(html).toMatch(/data-revealed="false"[^>]*>.*BRAND/s);
  expect(html).toMatch(/<h1[^>]*>브랜드 소개<\/h1>/);
  expect(html).toContain('alt=""');
});

test("a heading overrides the page title", () => {
  const html = render("/FloorPlan/59A", pages.brandIntro, "59 타입");
  expect(html).toMatch(/<h1[^>]*>59 타입<\/h1>/);
});

test("a template complex's page: its name over the heading, none of the designed banner or sub-menu", () => {
  const html = render("/Promotion/Visit", pages.brandIntro, "견본주택 방문 예약", ["riverview", "리버뷰 더테라스", ""]);
  expect(html).toMatch(/<p[^>]*>리버뷰 더테라스<\/p>/);
  expect(html).toMatch(/<h1[^>]*>견본주택 방문 예약<\/h1>/);
  expect(html).toContain('data-has-banner="template"');
  expect(html).not.toContain("BRAND");
  expect(html).not.toContain('aria-label="하위 메뉴"');
});
