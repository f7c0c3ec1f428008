import { describe, expect, test } from "vitest";
import { testDatabases } from "#app/db/test-databases.ts";
import { purgeUnusedUploads } from "#app/modules/uploads/purge.server.ts";
import { minimalPdf, smallPng, svgWithScript } from "#app/modules/uploads/test-fixtures.ts";
import { saveUpload } from "#app/modules/uploads/uploads.server.ts";
import { onContentChange, readContentVersions } from "#app/platform/content-signal/content-versions.server.ts";
import { contentTestDatabase } from "#app/platform/content-signal/test-database.ts";
import {
  activePopups,
  getAdminBanners,
  listBannersRevisions,
  publishedStrip,
  restoreBannersRevision,
  submitBannersForm,
} from "./banners.server.ts";
import { bannersServer } from "./feature.server.ts";
import { BANNERS_AREA } from "./fields.ts";
import type { PopupDraft } from "./form.ts";
import { bannerMessages } from "./schema.ts";

const uploader = { id: "admin-1", email: "marketer@example.com" };
const actor = { actorId: "admin-1", actorEmail: "marketer@example.com", ipAddress: "127.0.0.1" };
const T0 = new Date("2026-12-01T00:00:00.000Z");

const draft = (fields: Partial<PopupDraft>): PopupDraft => ({
  fileId: "",
  newFile: null,
  alt: "12월 견본주택 오픈",
  link: "/Promotion/Notice",
  start: "2026-12-01T00:00:00.000Z",
  end: "2026-12-02T00:00:00.000Z",
  order: 0,
  ...fields,
});

describe.each(testDatabases())("banners on %s", (_name, open) => {
  const database = contentTestDatabase(open);

  const actions = async () =>
    (await database.db.selectFrom("audit_log").select("action").execute()).map((r) => r.action).sort();
  const count = async (table: "uploaded_files" | "content_documents" | "audit_log") =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test("a new picture is stored and published with the strip in one go; the home page sees only pop-ups active now", async () => {
    const png = await smallPng(600, 800);
    const told: string[] = [];
    onContentChange(BANNERS_AREA, () => told.push("banners"));
    const result = await submitBannersForm(
      database.db,
      {
        popups: [
          draft({ newFile: new File([new Uint8Array(png)], "popup.png"), order: 2 }),
          draft({
            newFile: new File([new Uint8Array(png)], "same.png"),
            alt: "둘째",
            start: "2026-12-01T12:00:00.000Z",
            order: 1,
          }),
        ],
        strip: ["계약금 5%", "선착순 분양 중"],
      },
      "publish",
      uploader,
      actor,
    );
    expect(result).toEqual({ ok: true });
    expect(told).toEqual(["banners"]);
    expect((await readContentVersions(database.db)).get(BANNERS_AREA)).toBe(1);
    // The same bytes twice are one stored file.
    expect(await count("uploaded_files")).toBe(1);
    expect(await actions()).toEqual(["banners.publish", "upload.create"]);
    expect(await publishedStrip(database.db)).toEqual(["계약금 5%", "선착순 분양 중"]);

    expect(await activePopups(database.db, new Date("2026-11-30T23:59:59.999Z"))).toEqual([]);
    const morning = await activePopups(database.db, T0);
    expect(morning).toHaveLength(1);
    expect(morning[0]).toMatchObject({ alt: "12월 견본주택 오픈", link: "/Promotion/Notice", width: 600, height: 800 });
    expect(morning[0]?.src).toMatch(/^\/files\/[0-9a-f]{16}\.webp$/);
    expect(morning[0]?.avif).toMatch(/\.avif \d+w/);
    // Order 1 before order 2 once both are active; the end is exclusive.
    expect((await activePopups(database.db, new Date("2026-12-01T12:00:00.000Z"))).map((p) => p.alt)).toEqual([
      "둘째",
      "12월 견본주택 오픈",
    ]);
    expect(await activePopups(database.db, new Date("2026-12-02T00:00:00.000Z"))).toEqual([]);
  });

  test("hostile pictures and ids are refused with a Korean message and nothing is written", async () => {
    const pdf = await saveUpload(database.db, { bytes: minimalPdf(), filename: "a.pdf", actor: null });
    if (!pdf.ok) throw new Error("fixture");
    const before = { files: await count("uploaded_files"), audit: await count("audit_log") };
    for (const [popup, message] of [
      [draft({ newFile: new File([new Uint8Array(svgWithScript())], "evil.png") }), /SVG/],
      [
        draft({ newFile: new File([new Uint8Array(minimalPdf())], "notice.png") }),
        new RegExp(bannerMessages.imageRequired),
      ],
      [draft({ fileId: pdf.file.id }), new RegExp(bannerMessages.imageRequired)],
      [draft({ fileId: "00000000-0000-4000-8000-000000000000" }), new RegExp(bannerMessages.imageRequired)],
    ] as const) {
      const result = await submitBannersForm(database.db, { popups: [popup], strip: [] }, "publish", uploader, actor);
      expect(result).toMatchObject({ ok: false, row: 0, message: expect.stringMatching(message) });
    }
    expect(await count("uploaded_files")).toBe(before.files);
    expect(await count("audit_log")).toBe(before.audit);
    expect(await count("content_documents")).toBe(0);
    expect(await publishedStrip(database.db)).toBeNull();
  });

  test("the content signal is told the next start or end of a published pop-up", async () => {
    const [boundary] = bannersServer.contentBoundaries ?? [];
    if (!boundary || !("next" in boundary)) throw new Error("banners declare their pop-ups' instants");
    expect(boundary.area).toBe(BANNERS_AREA);
    expect(await boundary.next(database.db, T0)).toBeNull();
    const png = await smallPng(600, 800);
    await submitBannersForm(
      database.db,
      { popups: [draft({ newFile: new File([new Uint8Array(png)], "p.png") })], strip: [] },
      "publish",
      uploader,
      actor,
    );
    expect(await boundary.next(database.db, new Date("2026-11-30T00:00:00.000Z"))).toEqual(T0);
    expect(await boundary.next(database.db, T0)).toEqual(new Date("2026-12-02T00:00:00.000Z"));
  });

  test("a draft is not public; a revision restores into the draft only", async () => {
    await submitBannersForm(database.db, { popups: [], strip: ["첫 판"] }, "publish", uploader, actor);
    await submitBannersForm(database.db, { popups: [], strip: ["둘째 판"] }, "publish", uploader, actor);
    await submitBannersForm(database.db, { popups: [], strip: ["초안"] }, "save", uploader, actor);
    expect(await publishedStrip(database.db)).toEqual(["둘째 판"]);
    expect((await listBannersRevisions(database.db)).map((r) => [r.number, r.value?.strip])).toEqual([
      [2, ["둘째 판"]],
      [1, ["첫 판"]],
    ]);
    expect(await restoreBannersRevision(database.db, 1, actor)).toBe(true);
    expect(await restoreBannersRevision(database.db, 9, actor)).toBe(false);
    const document = await getAdminBanners(database.db);
    expect(document.draft?.strip).toEqual(["첫 판"]);
    expect(document.published?.strip).toEqual(["둘째 판"]);
    expect(await actions()).toEqual(["banners.publish", "banners.publish", "banners.restore", "banners.update"]);
  });

  test("the uploads purge keeps the pictures of a kept revision, the published pop-ups and the draft; an unused one goes", async () => {
    const picture = async (width: number, name: string) => new File([new Uint8Array(await smallPng(width, 400))], name);
    const row = async (width: number) => ({
      popups: [draft({ newFile: await picture(width, `${width}.png`) })],
      strip: [],
    });
    await submitBannersForm(database.db, await row(301), "publish", uploader, actor);
    await submitBannersForm(database.db, await row(302), "publish", uploader, actor);
    await submitBannersForm(database.db, await row(303), "save", uploader, actor);
    const unused = await saveUpload(database.db, {
      bytes: await smallPng(304, 400),
      filename: "x.png",
      actor: uploader,
    });
    if (!unused.ok) throw new Error(unused.message);
    const widths = async () =>
      (await database.db.selectFrom("uploaded_files").select("width").orderBy("width").execute()).map((r) => r.width);
    expect(await widths()).toEqual([301, 302, 303, 304]);

    const result = await purgeUnusedUploads(database.db, {
      sources: [bannersServer],
      graceDays: 7,
      now: new Date(Date.now() + 30 * 86_400_000),
    });
    expect(result.deletedUploads).toBe(1);
    // 301: revision 1 only; 302: published (and revision 2); 303: the draft only.
    expect(await widths()).toEqual([301, 302, 303]);
  });
});
