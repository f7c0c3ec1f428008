import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "vitest";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { holdStaffPreviewHeaders } from "./staff-preview.ts";
import { rawRequest } from "./test-request.ts";

test("a preview's headers replace the renderer's caching and robots headers, on an error as on a page", async () => {
  const server = http.createServer((req, res) => {
    holdStaffPreviewHeaders(res);
    // As React Router's adapter writes a route's headers: appended.
    res.appendHeader("Cache-Control", CACHE_CONTROL.dynamic);
    res.appendHeader("X-Robots-Tag", "index");
    if (req.url === "/error") res.writeHead(500, { "Content-Type": "text/plain" }).end("오류");
    else res.end("<p>미리보기</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const path of ["/", "/error"]) {
      const answer = await rawRequest(`${origin}${path}`);
      expect(answer.headers["cache-control"], path).toBe("private, no-store");
      expect(answer.headers["x-robots-tag"], path).toBe("noindex, nofollow");
    }
  } finally {
    server.close();
  }
});
