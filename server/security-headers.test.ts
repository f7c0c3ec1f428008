import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "./app.ts";
import { contentSecurityPolicy, FRAME_ORIGINS, inlineScriptHashes, permissionsPolicy } from "./security-headers.ts";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("contentSecurityPolicy", () => {
  test("allows scripts from the site and the given hashes or nonce only, never inline code at large", () => {
    const hashed = directives(contentSecurityPolicy({ hashes: ["aGFzaA=="] }));
    expect(hashed.get("script-src")).toEqual(["'self'", "'sha256-aGFzaA=='"]);
    const nonced = directives(contentSecurityPolicy({ nonce: "bm9uY2U=" }));
    expect(nonced.get("script-src")).toEqual(["'self'", "'nonce-bm9uY2U='"]);
    for (const policy of [hashed, nonced, directives(contentSecurityPolicy())]) {
      expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
      expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
      expect(policy.get("form-action")).toEqual(["'self'"]);
    }
  });

  test("frames only the video player and the virtual-tour hosts", () => {
    const frameSrc = directives(contentSecurityPolicy()).get("frame-src");
    expect(frameSrc).toEqual(["'self'", "https://www.youtube-nocookie.com", "https://vr.pentacity-hansin.example"]);
    expect(FRAME_ORIGINS).toEqual(frameSrc?.slice(1));
  });

  test("the permissions policy gives the embeds what they ask for and turns the rest off", () => {
    const policy = permissionsPolicy();
    expect(policy).toContain('gyroscope=(self "https://vr.pentacity-hansin.example")');
    expect(policy).toContain('autoplay=(self "https://www.youtube-nocookie.com")');
    expect(policy).toContain("camera=()");
    expect(policy).toContain("geolocation=()");
    expect(policy).toContain("microphone=()");
  });
});

describe("inlineScriptHashes", () => {
  test("hashes each inline script once and skips external scripts and JSON data blocks", () => {
    const html = [
      "<script>window.a=1</script>",
      '<script type="module" async="">import("/assets/x.js")</script>',
      '<script src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      "<script>window.a=1</script>",
      '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
    ].join("");
    expect(inlineScriptHashes(html).sort()).toEqual(
      [
        sha256("window.a=1"),
        sha256('import("/assets/x.js")'),
        sha256("requestAnimationFrame(function(){$RT=performance.now()});"),
      ].sort(),
    );
  });
});

describe("headers on the served site", () => {
  const inline = "window.__context={page:1}";
  let dir: string;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "security-headers-"));
    writeFileSync(path.join(dir, "index.html"), `<!doctype html><html lang="ko"><script>${inline}</script></html>`);
    const app = await createApp({ build: {} as ServerBuild, clientDir: dir, trustProxy: 0, production: true });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test("an HTML file allows exactly its own inline script by hash", async () => {
    const response = await fetch(`${origin}/`);
    const policy = directives(response.headers.get("content-security-policy") ?? "");
    expect(policy.get("script-src")).toEqual(["'self'", `'sha256-${sha256(inline)}'`]);
  });

  test("every answer carries the security headers, HSTS in production", async () => {
    for (const pathname of ["/", "/healthz", "/assets/missing.js"]) {
      const response = await fetch(`${origin}${pathname}`);
      await response.arrayBuffer();
      // Express's own error answers (the missing asset) carry the stricter `default-src 'none'`.
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy, pathname).toMatch(/default-src '(self|none)'/);
      expect(policy, pathname).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers.get("strict-transport-security"), pathname).toBe("max-age=63072000; includeSubDomains");
      expect(response.headers.get("x-content-type-options"), pathname).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), pathname).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy"), pathname).toContain("camera=()");
      expect(response.headers.get("x-frame-options"), pathname).toBe("SAMEORIGIN");
    }
  });

  test("OPTIONS gets 204 with the allowed methods and no CORS grant; other methods a Korean 405", async () => {
    const options = await fetch(`${origin}/`, { method: "OPTIONS", headers: { Origin: "https://evil.example" } });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(options.headers.get("access-control-allow-origin")).toBeNull();
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${origin}/api/lead`, { method, body: "x" });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow"), method).toBe("GET, HEAD, POST");
      expect(await response.text(), method).toMatch(/[가-힣]/);
    }
  });
});
