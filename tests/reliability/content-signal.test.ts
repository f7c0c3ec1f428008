/**
 * The content signal across instances: two server processes over one database, each keeping
 * rendered pages for a whole minute (PAGE_CACHE_SECONDS=60; a content page ten minutes), so only
 * the signal can make a change visible in time. Content published through A's admin is on B's
 * cached public page within 2 s: A's listeners hear at once, B's at its next poll (every 500 ms) of
 * content_versions. Each case is one kind of content: a site fact, a notice, a press article.
 * Then the complexes: one added by `npm run site` answers on its host on B as soon, the two hosts
 * asked alternately never show each other's pages, and a lead naming the new complex on the first
 * one's host is stored under the first.
 */
import { randomUUID } from "node:crypto";
import { afterAll, expect, test } from "vitest";
import { createAdmin, getPage, getWithHost, operatorCommand, signIn } from "./clients.ts";
import {
  leadBody,
  POSTGRES_URL,
  postgresStore,
  postLead,
  sqliteStore,
  startServer,
  stopAll,
  type TestServer,
} from "./harness.ts";
import { queryStore } from "./lead-rows.ts";

afterAll(stopAll);

const DEADLINE_MS = 2_000;
/** The first complex's name, in every page of its site (app/content/site.ts). */
const SITE_NAME = "펜타시티 한신더휴";
const SITE_ID = "pentacityhansin";

/** A signed-in editor's form post to A (as the admin's forms send it). */
type Post = (path: string, fields: Record<string, string>) => Promise<Response>;

type ContentCase = {
  name: string;
  /** The admin page the editor signs in to. */
  editor: string;
  /** Drafts what will be published (ids it needs); returns the public page to watch and the text it will show. */
  prepare: (post: Post, tag: string) => Promise<{ path: string; shows: string; publish: () => Promise<Response> }>;
};

const siteFacts: ContentCase = {
  name: "a site fact (the phone in every page's header)",
  editor: "/admin/site-facts",
  async prepare(post, tag) {
    const phone = `1661-${String(Number.parseInt(tag.slice(0, 4), 16) % 10_000).padStart(4, "0")}`;
    const fields = {
      salesPhone: phone,
      consultationHours: "24시간 상담",
      modelHouseAddress: "충청남도 천안시 서북구 불당동 1",
      modelHouseHours: "10:00 ~ 18:00",
      mapUrl: "https://map.naver.com/p/search/%EC%B2%9C%EC%95%88",
      bookingNote: "",
      kakaoChannelUrl: "",
    };
    return {
      path: "/Brand/intro",
      shows: phone,
      publish: () => post("/admin/site-facts", { intent: "publish", ...fields }),
    };
  },
};

const notice: ContentCase = {
  name: "a notice (its complex's cached list)",
  editor: "/admin/notices",
  async prepare(post, tag) {
    const site = "pentacityhansin";
    const title = `다른 서버 공지 ${tag}`;
    const fields = { title, body: "본문", category: "general" };
    const created = await post("/admin/notices", { intent: "save", ...fields });
    expect(created.status).toBe(302);
    const id = /\/admin\/notices\/([0-9a-f-]{36})/.exec(created.headers.get("location") ?? "")?.[1] ?? "";
    expect(id).not.toBe("");
    return {
      path: `/${site}/notice`,
      shows: title,
      publish: () => post(`/admin/notices/${id}`, { intent: "publish", ...fields }),
    };
  },
};

const press: ContentCase = {
  name: "a press article (its complex's cached press room)",
  editor: "/admin/press",
  async prepare(post, tag) {
    const title = `다른 서버 보도자료 ${tag}`;
    return {
      path: "/pentacityhansin/press",
      shows: title,
      publish: () => post("/admin/press/new", { title, summary: "요약", content: "본문" }),
    };
  },
};

const CASES: readonly ContentCase[] = [siteFacts, notice, press];

const STORES = [
  { name: "SQLite", open: async () => sqliteStore(), skip: false },
  { name: "PostgreSQL", open: () => postgresStore(), skip: !POSTGRES_URL },
];

/** Asks B for the page, request after request, until it shows the text or the deadline passes; the time it took. */
async function visibleWithin(server: TestServer, path: string, shows: string, since: number): Promise<number> {
  while (Date.now() - since <= DEADLINE_MS) {
    if ((await getPage(server, path)).text.includes(shows)) return Date.now() - since;
  }
  return Number.POSITIVE_INFINITY;
}

for (const store of STORES) {
  test.skipIf(store.skip)(
    `${store.name}: content published on A is on B's cached pages within ${DEADLINE_MS} ms`,
    async () => {
      const opened = await store.open();
      try {
        const env = { PAGE_CACHE_SECONDS: "60", TZ: "UTC" };
        const a = await startServer({ databaseUrl: opened.url, env });
        const b = await startServer({ databaseUrl: opened.url, env });
        const email = `content-${randomUUID().slice(0, 8)}@rel.example`;
        createAdmin(opened.url, email);
        for (const each of CASES) {
          const editor = await signIn(a, email, each.editor);
          expect(editor.status).toBe(302);
          const post: Post = async (path, fields) => {
            const response = await fetch(`${a.url}${path}`, {
              method: "POST",
              redirect: "manual",
              headers: { Origin: a.url, Cookie: editor.cookie, "Content-Type": "application/x-www-form-urlencoded" },
              body: new URLSearchParams(fields),
              signal: AbortSignal.timeout(30_000),
            });
            await response.arrayBuffer();
            return response;
          };
          const { path, shows, publish } = await each.prepare(post, randomUUID().slice(0, 8));
          // B renders and keeps the page before the publish.
          for (let i = 0; i < 2; i++) expect((await getPage(b, path)).text).not.toContain(shows);

          expect((await publish()).status).toBe(302);
          const publishedAt = Date.now();
          expect((await getPage(a, path)).text).toContain(shows);
          const ms = await visibleWithin(b, path, shows, publishedAt);
          console.log(`reliability content signal (${store.name}): ${each.name} on B after ${ms} ms`);
          expect(ms).toBeLessThanOrEqual(DEADLINE_MS);
        }

        // A complex added by the operator's command answers on its new host on B, no restart.
        const tag = randomUUID().slice(0, 8);
        const host = `second-${tag}.example`;
        expect((await getWithHost(b, "/", host)).status).toBe(404);
        const printed = operatorCommand(opened.url, [
          "scripts/site.ts",
          "add",
          "--id",
          `rel-${tag}`,
          "--name",
          "둘째 단지",
          "--host",
          host,
        ]);
        expect(printed).toContain("단지를 추가했습니다");
        const addedAt = Date.now();
        let ms = Number.POSITIVE_INFINITY;
        while (Date.now() - addedAt <= DEADLINE_MS) {
          const answer = await getWithHost(b, "/", host);
          if (answer.status === 503 && answer.text.includes("둘째 단지 홈페이지를 준비하고 있습니다")) {
            ms = Date.now() - addedAt;
            break;
          }
        }
        console.log(
          `reliability content signal (${store.name}): a complex added by npm run site answers on B's new host after ${ms} ms`,
        );
        expect(ms).toBeLessThanOrEqual(DEADLINE_MS);

        // Cached pages on two hosts, asked alternately: neither ever shows the other complex's words.
        const firstHost = new URL(b.url).host;
        const mixed: string[] = [];
        for (let n = 0; n < 1000; n++) {
          const onSecond = n % 2 === 1;
          const answer = await getWithHost(b, "/", onSecond ? host : firstHost);
          const wrong = onSecond
            ? answer.status !== 503 || answer.text.includes(SITE_NAME)
            : answer.status !== 200 || answer.text.includes("둘째 단지");
          if (wrong) mixed.push(`${n}: ${answer.status}`);
        }
        console.log(`reliability sites (${store.name}): 1000 alternating requests on two hosts, ${mixed.length} mixed`);
        expect(mixed).toEqual([]);

        // A lead posted on the first complex's host naming the new complex is the first complex's.
        expect((await postLead(a, leadBody(990_001, { siteId: `rel-${tag}` }))).status).toBe(200);
        const stored = await queryStore<{ site_id: string }>(
          opened,
          "select site_id from leads where name = '부하시험990001'",
        );
        expect(stored).toEqual([{ site_id: SITE_ID }]);
      } finally {
        await stopAll();
        await opened.cleanup();
      }
    },
    120_000,
  );
}
