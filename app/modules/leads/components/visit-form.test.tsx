import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import type { PublicEnv } from "#app/lib/env.server.ts";
import { inquiryMessages } from "#app/modules/leads/copy.ts";
import type { LeadFormActionData } from "#app/modules/leads/lead-form-values.ts";
import { VisitForm } from "./visit-form.tsx";

const env: PublicEnv = {
  siteUrl: "",
  defaultSiteId: "pentacityhansin",
  leadRetentionDays: 180,
};

/** Server-renders a component the way the first HTML (and a visitor without JavaScript) gets it. */
function render(element: ReactNode, path = "/Promotion/Customer"): string {
  const router = createMemoryRouter([{ id: "root", path: "*", element, loader: () => ({ env }) }], {
    initialEntries: [path],
    hydrationData: { loaderData: { root: { env } } },
  });
  return renderToString(<RouterProvider router={router} />);
}

function input(html: string, name: string): string {
  return html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
}

test("without JavaScript the form posts to its page's action, with the browser's required checks", () => {
  const html = render(
    <VisitForm kind="inquiry" action="/Promotion/Customer#customer-form" idPrefix="c" siteId="pentacityhansin" />,
  );
  const form = html.match(/<form[^>]*>/)?.[0] ?? "";
  expect(form).toContain('method="post"');
  expect(form).toContain('action="/Promotion/Customer#customer-form"');
  expect(form.toLowerCase()).not.toContain("novalidate");
  expect(input(html, "name")).toContain("required");
  expect(input(html, "phone")).toMatch(/type="tel"/);
  expect(input(html, "phone")).toContain('placeholder="000-0000-0000"');
  expect(input(html, "form")).toContain('value="inquiry"');
  expect(input(html, "siteId")).toContain('value="pentacityhansin"');
  expect(input(html, "sourcePath")).toContain('value="/Promotion/Customer"');
  expect(html).toMatch(/<textarea[^>]*name="message"[^>]*rows="5"/);
  expect(html).toContain("문의사항 (선택)");
  expect(html).toContain(inquiryMessages.submit);
});

test("a prerendered page carries no idempotency key; a page rendered per request carries its own", () => {
  expect(input(render(<VisitForm kind="visit" action="/?index" idPrefix="h" />), "idempotencyKey")).toContain(
    'value=""',
  );
  const key = "3f1c2a9e-0000-4000-8000-1234567890ab";
  expect(
    input(render(<VisitForm kind="visit" action="/?index" idPrefix="h" initialKey={key} />), "idempotencyKey"),
  ).toContain(`value="${key}"`);
});

test("the consent block: purpose, items, retention from the environment, refusal, unticked boxes, policy link", () => {
  const html = render(<VisitForm kind="inquiry" action="/Promotion/Customer" idPrefix="c" />);
  expect(html).toContain("개인정보 수집·이용 안내");
  expect(html).toContain("분양 상담, 견본주택 방문예약 안내");
  expect(html).toContain("필수: 이름, 휴대전화번호 / 선택: 문의 내용");
  expect(html).toContain("<strong>6개월</strong>");
  expect(html).toContain("동의하지 않을 권리가 있습니다");
  const privacy = input(html, "privacyConsent");
  expect(privacy).toContain("required");
  expect(privacy).not.toContain("checked");
  expect(input(html, "marketingConsent")).not.toContain("required");
  expect(input(html, "marketingConsent")).not.toContain("checked");
  expect(html).toMatch(/<a[^>]*href="\/privacy"[^>]*target="_blank"/);
});

test("the honeypot is off-screen, hidden from assistive technology and out of the tab order", () => {
  const html = render(<VisitForm kind="visit" action="/?index" idPrefix="h" />);
  const trap = input(html, "homepage");
  expect(trap).toContain('tabindex="-1"');
  expect(trap.toLowerCase()).toContain('autocomplete="off"');
  expect(html).toMatch(/<div[^>]*aria-hidden="true"[^>]*><label[^>]*>[^<]*<\/label><input[^>]*name="homepage"/);
});

test("after a failed post without JavaScript the typed input comes back with the field errors", () => {
  const actionData: LeadFormActionData = {
    result: { status: "invalid", fieldErrors: { phone: ["올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)"] } },
    values: { name: "홍길동", phone: "12345", message: "주말 방문", privacyConsent: true, marketingConsent: false },
    idempotencyKey: "3f1c2a9e-0000-4000-8000-1234567890ab",
  };
  const html = render(<VisitForm kind="inquiry" action="/Promotion/Customer" idPrefix="c" actionData={actionData} />);
  expect(input(html, "name")).toContain('value="홍길동"');
  expect(input(html, "phone")).toContain('value="12345"');
  expect(input(html, "phone")).toContain('aria-invalid="true"');
  expect(input(html, "phone")).toContain('aria-describedby="c-phone-error"');
  expect(html).toContain('id="c-phone-error"');
  expect(html).toContain("올바른 전화번호를 입력해 주세요.");
  expect(html).toContain("주말 방문</textarea>");
  expect(input(html, "privacyConsent")).toContain("checked");
  expect(html).toContain("입력 내용을 확인해 주세요.");
});

test("after a successful post without JavaScript the message shows and the form is empty", () => {
  const actionData: LeadFormActionData = {
    result: { status: "success" },
    values: null,
    idempotencyKey: "3f1c2a9e-0000-4000-8000-1234567890ab",
  };
  const html = render(<VisitForm kind="visit" action="/?index" idPrefix="h" actionData={actionData} />);
  expect(html).toContain(inquiryMessages.success);
  expect(input(html, "name")).not.toContain("value=");
  expect(input(html, "privacyConsent")).not.toContain("checked");
});
