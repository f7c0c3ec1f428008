import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { NoticeBody } from "./components/notice-body.tsx";
import { bodySummary, linkify, parseNoticeBody } from "./notice-text.ts";

test("paragraphs at blank lines, line breaks kept, http(s) addresses linked without trailing punctuation", () => {
  expect(parseNoticeBody("첫 줄\n둘째 줄\n\n\n새 문단: https://a.example/x?y=1.")).toEqual([
    [[{ kind: "text", text: "첫 줄" }], [{ kind: "text", text: "둘째 줄" }]],
    [
      [
        { kind: "text", text: "새 문단: " },
        { kind: "link", href: "https://a.example/x?y=1", text: "https://a.example/x?y=1" },
        { kind: "text", text: "." },
      ],
    ],
  ]);
  expect(linkify("javascript:alert(1) data:text/html,x ftp://a.example")).toEqual([
    { kind: "text", text: "javascript:alert(1) data:text/html,x ftp://a.example" },
  ]);
  expect(bodySummary("가\n\n나   다", 10)).toBe("가 나 다");
});

test("a body full of markup renders as text: no element but p, br and http(s) links, no handler, no script", () => {
  const hostile = [
    "<script>window.__xss=1</script>",
    '<img src=x onerror="window.__xss=1">',
    "[click](javascript:alert(1))",
    'https://a.example/"><script>alert(1)</script>',
    "https://a.example/<svg/onload=alert(1)>",
    "JaVaScRiPt:alert(1)",
    "&lt;script&gt;",
  ].join("\n");
  const html = renderToStaticMarkup(createElement(NoticeBody, { paragraphs: parseNoticeBody(hostile) }));
  const tags = [...html.matchAll(/<([a-z0-9]+)/gi)].map((match) => match[1]?.toLowerCase());
  expect(new Set(tags)).toEqual(new Set(["div", "p", "br", "a"]));
  expect(html).not.toMatch(/<script|<img|<svg/i);
  // Every attribute of every element is one the component writes (text's "onerror=" is escaped text, not an attribute).
  for (const tag of html.matchAll(/<[a-z]+((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/gi)) {
    for (const attribute of (tag[1] ?? "").matchAll(/([a-z-]+)="/gi)) {
      expect(["data-testid", "href", "rel", "target"]).toContain(attribute[1]);
    }
  }
  for (const href of html.matchAll(/href="([^"]*)"/g)) expect(href[1]).toMatch(/^https:\/\/a\.example\//);
  expect(html).toContain("&lt;script&gt;window.__xss=1&lt;/script&gt;");
});
