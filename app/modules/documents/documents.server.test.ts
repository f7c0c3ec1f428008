import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { purgeUnusedUploads } from "#app/modules/uploads/purge.server.ts";
import { serveFile } from "#app/modules/uploads/serve.server.ts";
import { createServedFileCache } from "#app/modules/uploads/served-cache.server.ts";
import { minimalPdf } from "#app/modules/uploads/test-fixtures.ts";
import { type PreparedUpload, prepareUpload, saveUpload } from "#app/modules/uploads/uploads.server.ts";
import { staffTestContext } from "#app/platform/access/test-context.ts";
import {
  onContentChange,
  readContentVersions,
  resetContentVersionsForTest,
} from "#app/platform/content-signal/content-versions.server.ts";
import {
  currentFileUrl,
  documentFilesInUse,
  getAdminVersion,
  getCurrentVersion,
  listVersions,
  publishVersion,
  restoreVersion,
  saveVersionDraft,
} from "./documents.server.ts";
import { documentsServer } from "./feature.server.ts";
import { DOCUMENTS_AREA, documentRowKey } from "./fields.ts";

// The stable address's route reads the application's handle: the test's database instead.
let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));
const stableAddress = await import("./routes/document-file.ts");

const actor = {
  actorId: "admin-1",
  actorEmail: "owner@example.com",
  ipAddress: "127.0.0.1",
  uploader: { id: "admin-1", email: "owner@example.com" },
};
const T0 = new Date("2026-11-30T00:00:00.000Z");
const first = { title: "입주자모집공고", label: "2026.12.01 공고", date: "2026-12-01" };
const second = { title: "입주자모집공고", label: "2026.12.05 정정", date: "2026-12-05" };

async function pdf(marker: string): Promise<PreparedUpload> {
  const prepared = await prepareUpload({ bytes: minimalPdf(`% ${marker}`), filename: `${marker}.pdf` });
  if (!prepared.ok) throw new Error(prepared.message);
  return prepared.upload;
}

async function follow(name: string): Promise<Response> {
  const context = staffTestContext("owner", { db: database.db });
  const loaderArgs = { params: { name }, context } as unknown as Parameters<typeof stableAddress.loader>[0];
  return stableAddress.loader(loaderArgs);
}

describe.each(testDatabases())("documents on %s", (_name, open) => {
  beforeEach(async () => {
    resetContentVersionsForTest();
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  const actions = async () =>
    (await database.db.selectFrom("audit_log").select("action").orderBy("created_at").orderBy("id").execute()).map(
      (r) => r.action,
    );

  test("publishing a new PDF stores the file, the version, both audit entries and the version bump; the stable address leads to it", async () => {
    expect(await getCurrentVersion(database.db, "recruitment-notice")).toBeNull();
    // Nothing published: the recruitment notice's address leads to the PDF bundled with the site.
    const bundled = await follow("recruitment-notice.pdf");
    expect([bundled.status, bundled.headers.get("location")]).toEqual([302, "/announcement.pdf"]);
    expect((await follow("correction-notice.pdf")).status).toBe(404);
    let told = 0;
    onContentChange(DOCUMENTS_AREA, () => told++);

    const upload = await pdf("v1");
    expect(await publishVersion(database.db, "recruitment-notice", first, { upload }, actor, T0)).toEqual({
      revision: 1,
    });
    const current = await getCurrentVersion(database.db, "recruitment-notice");
    expect(current).toMatchObject({ ...first, sha256: upload.sha256, size: upload.size, filename: "v1.pdf" });
    expect(told).toBe(1);
    expect((await readContentVersions(database.db)).get(DOCUMENTS_AREA)).toBe(1);
    expect((await actions()).sort()).toEqual(["document.publish", "upload.create"]);

    const url = await currentFileUrl(database.db, "recruitment-notice");
    expect(url).toBe(`/files/${upload.sha256.slice(0, 16)}.pdf`);
    const answer = await follow("recruitment-notice.pdf");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(url);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=5");
    const served = await serveFile(
      database.db,
      (url as string).slice("/files/".length),
      new Request("http://x/"),
      createServedFileCache({ maxBytes: 1024 * 1024 }),
    );
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(Buffer.from(await served.arrayBuffer()).includes("% v1")).toBe(true);
    // Other names: not found, in Korean.
    for (const name of ["recruitment-notice", "nope.pdf", "..%2Fx.pdf", "recruitment-notice.pdf.pdf"]) {
      const missing = await follow(name);
      expect(missing.status, name).toBe(404);
      expect(await missing.text()).toContain("문서를 찾을 수 없습니다");
    }
  });

  test("a failure inside the publish stores no file and changes nothing public", async () => {
    await database.db
      .insertInto("content_document_revisions")
      .values({
        key: documentRowKey("recruitment-notice"),
        number: 1,
        body: "{}",
        author_email: null,
        created_at: T0.toISOString(),
      })
      .execute();
    await expect(
      publishVersion(database.db, "recruitment-notice", first, { upload: await pdf("v1") }, actor, T0),
    ).rejects.toThrow();
    expect(await getCurrentVersion(database.db, "recruitment-notice")).toBeNull();
    expect(await database.db.selectFrom("uploaded_files").select("id").execute()).toEqual([]);
    expect(await actions()).toEqual([]);
  });

  test("versions are kept and restorable; a restored version is published again with its own file", async () => {
    const one = await pdf("v1");
    const two = await pdf("v2");
    await publishVersion(database.db, "recruitment-notice", first, { upload: one }, actor, T0);
    await publishVersion(database.db, "recruitment-notice", second, { upload: two }, actor, T0);
    expect(await currentFileUrl(database.db, "recruitment-notice")).toBe(`/files/${two.sha256.slice(0, 16)}.pdf`);
    expect((await listVersions(database.db, "recruitment-notice")).map((r) => [r.number, r.value?.label])).toEqual([
      [2, second.label],
      [1, first.label],
    ]);

    expect(await restoreVersion(database.db, "recruitment-notice", 1, actor, T0)).toBe(true);
    expect(await restoreVersion(database.db, "recruitment-notice", 9, actor, T0)).toBe(false);
    const restored = await getAdminVersion(database.db, "recruitment-notice");
    expect(restored.draft?.sha256).toBe(one.sha256);
    expect(restored.published?.sha256).toBe(two.sha256);
    // Still the second until published.
    expect((await follow("recruitment-notice.pdf")).headers.get("location")).toBe(
      `/files/${two.sha256.slice(0, 16)}.pdf`,
    );

    const draft = restored.draft as NonNullable<typeof restored.draft>;
    expect(await publishVersion(database.db, "recruitment-notice", first, { keep: draft }, actor, T0)).toEqual({
      revision: 3,
    });
    expect((await follow("recruitment-notice.pdf")).headers.get("location")).toBe(
      `/files/${one.sha256.slice(0, 16)}.pdf`,
    );
    // One document does not touch another.
    expect(await getCurrentVersion(database.db, "correction-notice")).toBeNull();
  });

  test("the uploads purge keeps every PDF a kept revision, a published version or a draft names; an unused one goes", async () => {
    const one = await pdf("v1");
    const two = await pdf("v2");
    const three = await pdf("v3");
    const four = await pdf("v4");
    await publishVersion(database.db, "recruitment-notice", first, { upload: one }, actor, T0);
    await publishVersion(database.db, "recruitment-notice", second, { upload: two }, actor, T0);
    await publishVersion(database.db, "correction-notice", second, { upload: three }, actor, T0);
    await saveVersionDraft(database.db, "correction-notice", first, { upload: four }, actor, T0);
    const unused = await saveUpload(database.db, { bytes: minimalPdf("% unused"), filename: "x.pdf", actor: null }, T0);
    if (!unused.ok) throw new Error(unused.message);
    // one: revision 1 only; two and three: published; four: a draft only.
    expect(await documentFilesInUse(database.db)).toEqual(new Set([one.sha256, two.sha256, three.sha256, four.sha256]));

    const result = await purgeUnusedUploads(database.db, {
      sources: [documentsServer],
      graceDays: 7,
      now: new Date(T0.getTime() + 30 * 86_400_000),
    });
    expect(result.deletedUploads).toBe(1);
    const left = (await database.db.selectFrom("uploaded_files").select("sha256").execute()).map((r) => r.sha256);
    expect(left.sort()).toEqual([one.sha256, two.sha256, three.sha256, four.sha256].sort());
  });
});
