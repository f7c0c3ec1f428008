import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";

let database: TestDatabase;

const { createPressAudited, deletePressAudited, getPress, listPress, updatePressAudited } = await import(
  "./press.server.ts"
);
const { kindSitemap } = await import("./sitemap.server.ts");
const { PRESS } = await import("./kinds.ts");
const { auditActorOf } = await import("#app/platform/audit/audit.server.ts");

// The route-level calls of this test, on the test database.
const audit = auditActorOf;
const createArticle = (input: PressInput, actor: Actor, clientAddress: string, via: "admin" | "press-page") =>
  createPressAudited(database.db, input, audit(actor, clientAddress), via);
const updateArticle = (id: string, input: PressInput, actor: Actor, clientAddress: string) =>
  updatePressAudited(database.db, id, input, audit(actor, clientAddress));
const deleteArticle = (id: string, actor: Actor, clientAddress: string) =>
  deletePressAudited(database.db, id, audit(actor, clientAddress));
const pressArticleOf = (id: string) => getPress(database.db, id);
const pressListOf = (options: { siteId?: string; cursor: string | null }) => listPress(database.db, options);
const pressSitemap = (site: { siteUrl: string; siteId: string }) => kindSitemap(PRESS, { ...site, db: database.db });

type Actor = { id: string; email: string };
type PressInput = { title: string; summary: string; content: string };

const actor = { id: "admin-1", email: "press@example.com" };
const clientAddress = "203.0.113.7";
const SITE = "pentacityhansin";
const input = { title: "분양 소식", summary: "요약", content: "본문" };

const entries = () =>
  database.db
    .selectFrom("audit_log")
    .select(["action", "actor_id", "actor_email", "ip_address", "target", "detail"])
    .orderBy("action")
    .execute();

describe.each(testDatabases())("the press pages' audited work on %s", (_name, open) => {
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("creating, updating and deleting each leave an entry with the admin and the address", async () => {
    const id = await createArticle(input, actor, clientAddress, "press-page");
    expect((await pressListOf({ siteId: SITE, cursor: null })).items.map((item) => item.id)).toEqual([id]);
    // Another complex's sitemap lists its own (empty) list, not this article.
    expect(await pressSitemap({ siteUrl: "https://other.test", siteId: "otherplace" })).toEqual([
      { loc: "https://other.test/otherplace/press", priority: 0.6 },
    ]);
    expect(await pressSitemap({ siteUrl: "https://example.test", siteId: SITE })).toEqual([
      { loc: "https://example.test/pentacityhansin/press", priority: 0.6 },
      {
        loc: `https://example.test/pentacityhansin/press/${id}`,
        priority: 0.5,
        lastmod: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    expect(await updateArticle(id, { ...input, title: "분양 소식 (수정)" }, actor, clientAddress)).toBe(true);
    expect((await pressArticleOf(id))?.title).toBe("분양 소식 (수정)");
    expect(await deleteArticle(id, actor, clientAddress)).toBe(true);
    expect(await pressArticleOf(id)).toBeUndefined();
    expect(await deleteArticle(id, actor, clientAddress)).toBe(false);
    expect(await updateArticle(id, input, actor, clientAddress)).toBe(false);

    const logged = await entries();
    expect(
      logged.map((entry) => [entry.action, entry.actor_id, entry.actor_email, entry.ip_address, entry.target]),
    ).toEqual([
      ["press.create", actor.id, actor.email, clientAddress, id],
      ["press.delete", actor.id, actor.email, clientAddress, id],
      ["press.update", actor.id, actor.email, clientAddress, id],
    ]);
    expect(JSON.parse(logged[0]?.detail ?? "")).toEqual({ via: "press-page" });
    expect(JSON.parse(logged[2]?.detail ?? "")).toEqual({ changed: ["title"] });
  });

  test("when the entry cannot be written, nothing is created", async () => {
    await sql`alter table audit_log rename to audit_log_gone`.execute(database.db);
    await expect(createArticle(input, actor, clientAddress, "admin")).rejects.toThrow();
    expect((await pressListOf({ cursor: null })).items).toEqual([]);
  });
});
