import { describe, expect, test } from "vitest";
import { testDatabases } from "#app/db/test-databases.ts";
import { sitesTestDatabase } from "#app/platform/sites/test-database.ts";
import { createPress } from "./press.server.ts";
import { noticeListView, pressArticleView, pressListView } from "./public-view.server.ts";

const HOST = "pentacityhansin";
const request = (path: string) => new Request(`http://localhost${path}`);

/** What a loader threw: a response's status and where a redirect goes. */
async function thrown(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof Response) && !(error as { init?: unknown }).init) throw error;
    const answer = error as { init?: ResponseInit | null; status?: number; headers?: Headers };
    if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("location") };
    return { status: answer.init?.status ?? 0, location: null };
  }
  return null;
}

describe.each(testDatabases())("the board's public pages on %s", (_name, open) => {
  const database = sitesTestDatabase(open, { second: true });

  test("another complex's /{site}/ pages and articles are not on this host; this complex's and a plain namespace's are", async () => {
    const theirs = await createPress(database.db, {
      siteId: "second",
      title: "둘째 기사",
      summary: "요약",
      content: "",
    });
    const ours = await createPress(database.db, { siteId: HOST, title: "우리 기사", summary: "요약", content: "" });
    const access = {};
    const list = (site: string) =>
      pressListView(
        database.db,
        access,
        request(`/${site}/press`),
        site,
        new URL(`http://localhost/${site}/press`),
        HOST,
      );

    expect(await thrown(() => list("second"))).toEqual({ status: 404, location: null });
    expect(
      await thrown(() => noticeListView(database.db, "second", new URL("http://localhost/second/notice"), HOST)),
    ).toEqual({ status: 404, location: null });
    const article = (site: string, id: string) =>
      pressArticleView(database.db, request(`/${site}/press/${id}`), { site, id }, true, HOST);
    expect(await thrown(() => article("second", theirs))).toMatchObject({ location: "/Promotion/Press" });
    expect(await thrown(() => article(HOST, theirs))).toMatchObject({ location: "/Promotion/Press" });

    const notices = (site: string) =>
      noticeListView(database.db, site, new URL(`http://localhost/${site}/notice`), HOST);
    expect(await thrown(() => notices(HOST))).toBeNull();
    expect(await thrown(() => notices("press-room"))).toBeNull();
    expect(await thrown(() => article(HOST, ours))).toBeNull();
  });
});
