import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { ErrorScreen } from "./error-screen.tsx";

test("the 404 screen has the Not Found heading and a Korean way home", () => {
  const html = renderToString(<ErrorScreen status={404} />);
  expect(html).toContain("<h1");
  expect(html).toContain("Not Found");
  expect(html).toContain("요청하신 페이지를 찾을 수 없습니다");
  expect(html).toContain('href="/"');
});

test("an unexpected error says so in Korean and offers home and reload", () => {
  const html = renderToString(<ErrorScreen status={500} />);
  expect(html).toContain("일시적인 오류가 발생했습니다");
  expect(html).toContain("홈으로 이동");
  expect(html).toContain("새로 고침");
});

test("a failed chunk load explains the update", () => {
  const html = renderToString(<ErrorScreen status="chunk" />);
  expect(html).toContain("새 버전");
});

test("a refused admin request says why in Korean", () => {
  expect(renderToString(<ErrorScreen status={401} />)).toContain("로그인이 필요합니다");
  expect(renderToString(<ErrorScreen status={401} />)).toContain('href="/admin/login"');
  expect(renderToString(<ErrorScreen status={403} />)).toContain("요청을 처리할 수 없습니다");
});

test("a bad request (400, 405, 413) is the client's: a Korean 잘못된 요청, not a server error", () => {
  for (const status of [400, 405, 413]) {
    const html = renderToString(<ErrorScreen status={status} />);
    expect(html).toContain("잘못된 요청입니다");
    expect(html).not.toContain("일시적인 오류");
  }
  expect(renderToString(<ErrorScreen status={413} />)).toContain("너무 커서");
});
