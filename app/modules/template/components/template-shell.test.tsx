import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import type { TemplateComplex } from "../context.ts";
import { STAFF_PREVIEW_NOTE } from "./copy.ts";
import { TemplateShell } from "./template-shell.tsx";

const complex: TemplateComplex = ["second", "둘째 단지", "리버건설(주)"];

/** The shell as the server renders it, with the root's data (`preview` only when the server let staff in). */
function render(preview: boolean): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => null,
      Component: () => (
        <TemplateShell complex={complex}>
          <p>본문</p>
        </TemplateShell>
      ),
    },
  ]);
  const root = { complex, ...(preview ? { preview: STAFF_PREVIEW_NOTE } : {}) };
  return renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root } }} />);
}

test("a staff preview is marked in Korean inside the sticky header; a visitor's page has no such bar", () => {
  const preview = render(true);
  expect(preview).toMatch(/<header class="tpl-header"><p class="tpl-preview">미리보기: 아직 공개되지 않은 단지입니다/);
  const visitor = render(false);
  expect(visitor).not.toContain("tpl-preview");
  expect(visitor).not.toContain(STAFF_PREVIEW_NOTE);
  expect(visitor).toContain("본문");
});
