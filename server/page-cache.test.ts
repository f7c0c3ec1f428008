import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { PRESS_AREA } from "#app/modules/board/fields.ts";
import {
  createPressAudited,
  deletePressAudited,
  getPress,
  updatePressAudited,
} from "#app/modules/board/press.server.ts";
import { onContentChange } from "#app/platform/content-signal/content-versions.server.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";
import { type RawAnswer, rawRequest } from "./test-request.ts";

const INLINE = `window.__context = {"page":1}`;

/** A stand-in for React Router: a numbered render of the requested page, with one inline script. */
function fakeRenderer() {
  const renders: Request[] = [];
  const render = async (request: Request) => {
    renders.push(request);
    const path = new URL(request.url).pathname;
    if (path.endsWith("/missing"))
      return new Response("없음", { status: 404, headers: { "Content-Type": "text/html" } });
    const html = `<!doctype html><html><body>${"<p>보도자료 목록</p>".repeat(200)}<p id="render">${renders.length}</p><script>${INLINE}</script></body></html>`;
    return new Response(html, {
      headers: { "Content-Type": "text/html", "Cache-Control": CACHE_CONTROL.dynamic, Vary: "Cookie" },
    });
  };
  return { renders, render };
}

type Answer = RawAnswer;

function request(origin: string, path: string, headers: http.OutgoingHttpHeaders = {}, method = "GET") {
  return rawRequest(`${origin}${path}`, { method, headers });
}

const renderNumber = (answer: Answer) => /<p id="render">(\d+)<\/p>/.exec(answer.body.toString())?.[1];

describe("the rendered-page cache", () => {
  let clock = 0;
  let fake = fakeRenderer();
  let cache: PageCache;
  let served: string[] = [];
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      // The server resolves the complex from the host in front of the cache (server/app.ts).
      const id = req.headers.host?.startsWith("b.example") ? "b" : "a";
      // preview.example: a staff preview of a complex being prepared (server/app.ts marks it).
      const staffPreview = req.headers.host?.startsWith("preview.example") === true;
      const locals = { site: { id, name: id, builder: "", status: "live" as const }, staffPreview };
      cache.middleware(req, Object.assign(res, { locals }), () => {
        res.writeHead(200, { "Content-Type": "text/plain" });
        res.end("renderer");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });
  beforeEach(() => {
    clock = 0;
    fake = fakeRenderer();
    served = [];
    cache = createPageCache({
      ttlMs: 5_000,
      maxEntries: 3,
      now: () => clock,
      render: (request) => fake.render(request),
      pages: [
        { pattern: /^\/[a-z]+\/press$/ },
        { pattern: /^\/[a-z]+\/press\/([a-z0-9-]+)$/, onServe: (match) => served.push(match[1] as string) },
        { pattern: /^\/Brand\/video$/, ttlMs: 600_000, compression: "build" },
      ],
    });
  });

  test("a staff preview is never served from the cache nor kept in it", async () => {
    await request(origin, "/site/press");
    const preview = await request(origin, "/site/press", { host: "preview.example" });
    expect(preview.body.toString()).toBe("renderer");
    expect(fake.renders).toHaveLength(1);
    expect(cache.size).toBe(1);
  });

  test("a hit: rendered once for many visitors, at once and later, until the TTL", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => request(origin, "/site/press")));
    expect(fake.renders).toHaveLength(1);
    expect(answers.map(renderNumber)).toEqual(Array(10).fill("1"));
    clock = 4_999;
    expect(renderNumber(await request(origin, "/site/press"))).toBe("1");
    clock = 5_000;
    expect(renderNumber(await request(origin, "/site/press"))).toBe("2");
    expect(fake.renders).toHaveLength(2);
  });

  test("a page kept longer (a content page, dropped by its content version): its own TTL, compressed as the build's files", async () => {
    const first = await request(origin, "/Brand/video", { "accept-encoding": "br" });
    clock = 599_999;
    expect(renderNumber(await request(origin, "/Brand/video"))).toBe("1");
    const html = zlib.brotliDecompressSync(first.body);
    expect(first.body.length).toBe(
      zlib.brotliCompressSync(html, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
      }).length,
    );
    clock = 600_000;
    expect(renderNumber(await request(origin, "/Brand/video"))).toBe("2");
    cache.invalidate();
    expect(renderNumber(await request(origin, "/Brand/video"))).toBe("3");
  });

  test("each complex has its own copy of a path: a page asked on B's host is never A's render", async () => {
    const onA = await request(origin, "/site/press");
    const onB = await request(origin, "/site/press", { host: "b.example" });
    expect([renderNumber(onA), renderNumber(onB)]).toEqual(["1", "2"]);
    expect(new URL((fake.renders[1] as Request).url).host).toBe("b.example");
    expect(renderNumber(await request(origin, "/site/press", { host: "b.example" }))).toBe("2");
    expect(renderNumber(await request(origin, "/site/press"))).toBe("1");
  });

  test("bypassed: a cookie, Authorization, a query string, a prefetch, a POST, another page", async () => {
    await request(origin, "/site/press");
    const bypassed = [
      await request(origin, "/site/press", { cookie: "__session=abc" }),
      await request(origin, "/site/press", { authorization: "Bearer x" }),
      await request(origin, "/site/press?cursor=abc"),
      await request(origin, "/site/press/a1", { "sec-purpose": "prefetch" }),
      await request(origin, "/site/press", {}, "POST"),
      await request(origin, "/Brand/intro"),
    ];
    expect(bypassed.map((answer) => answer.body.toString())).toEqual(Array(6).fill("renderer"));
    expect(fake.renders).toHaveLength(1);
    // The prefetch is not a view.
    expect(served).toEqual([]);
  });

  test("only a 200 is kept: a 404 goes to the renderer, which answers it itself", async () => {
    expect((await request(origin, "/site/press/missing")).body.toString()).toBe("renderer");
    expect((await request(origin, "/site/press/missing")).body.toString()).toBe("renderer");
    expect(fake.renders).toHaveLength(1);
    expect(cache.size).toBe(1);
  });

  test("hash-based policy, no nonce; compressed with Vary and ETag; a revalidation is a 304 and counts", async () => {
    const brotli = await request(origin, "/site/press/a1", { "accept-encoding": "gzip, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("Cookie, Accept-Encoding");
    expect(brotli.headers["cache-control"]).toBe(CACHE_CONTROL.dynamic);
    const html = zlib.brotliDecompressSync(brotli.body).toString();
    expect(html).toContain(INLINE);
    const hash = createHash("sha256").update(INLINE).digest("base64");
    const policy = brotli.headers["content-security-policy"] as string;
    expect(policy).toContain(`'sha256-${hash}'`);
    expect(policy).not.toContain("nonce-");
    const gzip = await request(origin, "/site/press/a1", { "accept-encoding": "gzip" });
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(html);
    expect(gzip.headers.etag).not.toBe(brotli.headers.etag);

    const revalidated = await request(origin, "/site/press/a1", {
      "accept-encoding": "gzip, br",
      "if-none-match": brotli.headers.etag as string,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(brotli.headers.etag);
    // Each GET answered from memory is a view, the 304 too; the shared render itself counts none.
    expect(served).toEqual(["a1", "a1", "a1"]);
    const head = await request(origin, "/site/press/a1", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(served).toHaveLength(3);
  });

  test("invalidate drops every page, and a render begun before the change is not kept", async () => {
    await request(origin, "/site/press");
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(renderNumber(await request(origin, "/site/press"))).toBe("2");

    // The change lands while the page is rendering: that visitor gets the render, nobody after.
    const slow = fake.render;
    fake.render = async (request) => {
      cache.invalidate();
      return slow(request);
    };
    cache.invalidate();
    await request(origin, "/site/press");
    expect(cache.size).toBe(0);
  });

  test("a visitor who comes after a change does not share a render begun before it", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = fake.render;
    let calls = 0;
    fake.render = async (request) => {
      calls++;
      if (calls === 1) await held;
      return slow(request);
    };
    const turns = async (until: () => boolean) => {
      for (let i = 0; i < 1000 && !until(); i++) await new Promise<void>((resolve) => setImmediate(resolve));
    };
    const before = request(origin, "/site/press");
    await turns(() => calls === 1);
    cache.invalidate();
    const after = request(origin, "/site/press");
    await turns(() => calls === 2);
    expect(calls).toBe(2);
    release();
    expect(renderNumber(await after)).toBe("1");
    expect(renderNumber(await before)).toBe("2");
    expect(cache.size).toBe(1);
  });

  test("at most maxEntries pages, the oldest dropped first", async () => {
    for (const id of ["a", "b", "c", "d"]) await request(origin, `/site/press/${id}`);
    expect(cache.size).toBe(3);
    await request(origin, "/site/press/a");
    expect(fake.renders).toHaveLength(5);
  });
});

describe.each(testDatabases())("the cache is dropped when an article changes, on %s", (_name, open) => {
  let database: TestDatabase;
  let stop: () => void;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    stop();
    await database.cleanup();
  });

  test("create, update and delete each invalidate it", async () => {
    let invalidations = 0;
    const cache = createPageCache({
      ttlMs: 60_000,
      maxEntries: 10,
      pages: [],
      render: () => Promise.reject(new Error("unused")),
    });
    stop = onContentChange(PRESS_AREA, () => {
      invalidations++;
      cache.invalidate();
    });
    const actor = { actorId: null, actorEmail: "admin@example.com", ipAddress: "127.0.0.1" };
    const input = { siteId: "pentacityhansin", title: "제목", summary: "요약", content: "" };
    const id = await createPressAudited(database.db, input, actor, "admin");
    expect(invalidations).toBe(1);
    await updatePressAudited(database.db, id, { ...input, title: "고친 제목" }, actor);
    expect(invalidations).toBe(2);
    await deletePressAudited(database.db, id, actor);
    expect(invalidations).toBe(3);
    // Nothing changed, nothing dropped.
    expect(await updatePressAudited(database.db, id, input, actor)).toBe(false);
    expect(await deletePressAudited(database.db, id, actor)).toBe(false);
    expect(invalidations).toBe(3);
    expect(await getPress(database.db, id)).toBeUndefined();
  });
});
