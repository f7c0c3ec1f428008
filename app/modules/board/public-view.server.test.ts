import { describe, expect, test } from "vitest";
import { testDatabases } from "#app/db/test-databases.ts";
import { siteScoped } from "#app/platform/sites/scope.server.ts";
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

  test("a board's /{site}/ pages answer on their own complex's host only; an old address leads to the article's own", async () => {
    const theirs = await createPress(database.db, {
      siteId: "second",
      title: "둘째 기사",
      summary: "요약",
      content: "",
    });
    const ours = await createPress(database.db, { siteId: HOST, title: "우리 기사", summary: "요약", content: "" });
    // A request's handle, as the server gives it: the host's complex's rows only.
    const db = siteScoped(database.db, HOST);
    const access = {};
    const list = (site: string) =>
      pressListView(db, access, request(`/${site}/press`), site, new URL(`http://localhost/${site}/press`), HOST);
    const notices = (site: string) => noticeListView(db, site, new URL(`http://localhost/${site}/notice`), HOST);
    const article = (site: string, id: string) =>
      pressArticleView(db, request(`/${site}/press/${id}`), { site, id }, true, HOST);

    for (const site of ["second", "press-room"]) {
      expect(await thrown(() => list(site))).toEqual({ status: 404, location: null });
      expect(await thrown(() => notices(site))).toEqual({ status: 404, location: null });
    }
    expect(await thrown(() => article("second", theirs))).toMatchObject({ location: "/Promotion/Press" });
    expect(await thrown(() => article(HOST, theirs))).toMatchObject({ location: "/Promotion/Press" });
    // A namespace the article once had (before press belonged to a complex) redirects to its address.
    expect(await thrown(() => article("press-room", ours))).toMatchObject({ location: `/${HOST}/press/${ours}` });

    expect(await thrown(() => notices(HOST))).toBeNull();
    expect(await thrown(() => article(HOST, ours))).toBeNull();
  });
});
