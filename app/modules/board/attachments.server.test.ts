import { describe, expect, test } from "vitest";
import { testDatabases } from "#app/db/test-databases.ts";
import { uploadRefusals } from "#app/modules/uploads/copy.ts";
import { purgeUnusedUploads } from "#app/modules/uploads/purge.server.ts";
import { minimalPdf, smallPng, svgWithScript } from "#app/modules/uploads/test-fixtures.ts";
import { saveUpload } from "#app/modules/uploads/uploads.server.ts";
import { contentTestDatabase } from "#app/platform/content-signal/test-database.ts";
import { readAttachmentEdit } from "./attachments.server.ts";
import { ATTACHMENT_FIELDS, attachmentMessages, formatFileSize } from "./attachments.ts";
import { boardServer } from "./feature.server.ts";
import {
  attachmentViews,
  createNotice,
  getAdminNotice,
  getPublicNotice,
  listRevisions,
  publishNotice,
  restoreRevision,
  saveNoticeDraft,
} from "./notices.server.ts";
import { actor, at, noticeDraft, T0 } from "./test-notices.ts";

const draft = noticeDraft("입주자모집공고", "공고문을 첨부합니다.");

function form(files: { bytes: Buffer; name: string }[], fields: Record<string, string | string[]> = {}) {
  const formData = new FormData();
  for (const file of files) formData.append(ATTACHMENT_FIELDS.files, new File([new Uint8Array(file.bytes)], file.name));
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) formData.append(name, item);
  }
  return formData;
}

describe.each(testDatabases())("notice attachments on %s", (_name, open) => {
  const database = contentTestDatabase(open);

  async function saveWith(id: string, formData: FormData, now: Date) {
    const notice = await getAdminNotice(database.db, id);
    const current = await attachmentViews(database.db, notice?.attachments ?? []);
    const read = await readAttachmentEdit(formData, current);
    if (!read.ok) return read;
    await saveNoticeDraft(database.db, id, { ...draft, attachments: read.edit }, actor, now);
    return read;
  }
  const countFiles = async () =>
    Number(
      (
        await database.db
          .selectFrom("uploaded_files")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test("a save stores the PDF and the picture with the draft, each with its audit entry, in order", async () => {
    const id = await createNotice(database.db, draft, actor, T0);
    const read = await saveWith(
      id,
      form(
        [
          { bytes: minimalPdf(), name: "모집공고.pdf" },
          { bytes: await smallPng(), name: "map.png" },
        ],
        { [ATTACHMENT_FIELDS.newAlt]: "모델하우스 약도" },
      ),
      at(1),
    );
    expect(read.ok).toBe(true);
    const notice = await getAdminNotice(database.db, id);
    const views = await attachmentViews(database.db, notice?.attachments ?? []);
    expect(views.map((view) => [view.kind, view.name])).toEqual([
      ["pdf", "모집공고.pdf"],
      ["image", "map.png"],
    ]);
    const image = views[1];
    expect(image?.kind === "image" && image.alt).toBe("모델하우스 약도");
    expect(image?.kind === "image" && image.avif).toMatch(/^\/files\/[0-9a-f]{16}\.avif 300w$/);
    expect(views[0]?.url).toMatch(/^\/files\/[0-9a-f]{16}\.pdf$/);
    const actions = await database.db.selectFrom("audit_log").select(["action", "detail"]).execute();
    expect(actions.map((row) => row.action).sort()).toEqual(
      ["notice.create", "notice.update", "upload.create", "upload.create"].sort(),
    );
    // The audit entries carry no file name (it may name a person).
    expect(JSON.stringify(actions)).not.toContain("모집공고");
  });

  test("a refused file, or a picture without alt text, stores nothing and says why in Korean", async () => {
    const id = await createNotice(database.db, draft, actor, T0);
    const svg = await saveWith(
      id,
      form([
        { bytes: minimalPdf(), name: "ok.pdf" },
        { bytes: svgWithScript(), name: "logo.svg" },
      ]),
      at(1),
    );
    expect(svg).toEqual({ ok: false, message: attachmentMessages.refusedFile("logo.svg", uploadRefusals.svg) });
    const noAlt = await saveWith(id, form([{ bytes: await smallPng(), name: "map.png" }]), at(2));
    expect(noAlt).toEqual({ ok: false, message: attachmentMessages.altRequired });
    expect(await countFiles()).toBe(0);
    expect((await getAdminNotice(database.db, id))?.attachments).toEqual([]);
  });

  test("publish copies the attachments into the public copy and the revision; restore brings them back; remove drops one", async () => {
    const id = await createNotice(database.db, draft, actor, T0);
    await saveWith(
      id,
      form(
        [
          { bytes: minimalPdf(), name: "a.pdf" },
          { bytes: await smallPng(), name: "b.png" },
        ],
        { [ATTACHMENT_FIELDS.newAlt]: "배치도" },
      ),
      at(1),
    );
    const first = (await getAdminNotice(database.db, id))?.attachments ?? [];
    await publishNotice(database.db, id, draft, { publishAt: at(2), hideAt: null }, actor, at(2));
    expect((await getPublicNotice(database.db, id, at(3)))?.attachments).toEqual(first);
    expect((await listRevisions(database.db, id))[0]?.attachments).toEqual(first);

    // Remove the PDF and rename the picture's alt text, then publish revision 2.
    const pdfId = first[0]?.fileId ?? "";
    const pngId = first[1]?.fileId ?? "";
    const removed = await saveWith(
      id,
      form([], { [ATTACHMENT_FIELDS.remove]: pdfId, [ATTACHMENT_FIELDS.alt(pngId)]: "단지 배치도" }),
      at(4),
    );
    expect(removed.ok).toBe(true);
    const second = (await getAdminNotice(database.db, id))?.attachments;
    expect(second).toEqual([{ fileId: pngId, alt: "단지 배치도" }]);
    // The public copy keeps both until the next publish.
    expect((await getPublicNotice(database.db, id, at(5)))?.attachments).toEqual(first);
    await publishNotice(database.db, id, draft, { publishAt: at(6), hideAt: null }, actor, at(6));
    expect((await getPublicNotice(database.db, id, at(7)))?.attachments).toEqual(second);

    expect(await restoreRevision(database.db, id, 1, actor, at(8))).toBe(true);
    expect((await getAdminNotice(database.db, id))?.attachments).toEqual(first);
    // The public page is unchanged by a restore.
    expect((await getPublicNotice(database.db, id, at(9)))?.attachments).toEqual(second);
  });

  test("the uploads purge keeps a file named by a revision only, by the public copy, by the draft only; an unused one goes", async () => {
    const id = await createNotice(database.db, draft, actor, T0);
    const attached = async () => (await getAdminNotice(database.db, id))?.attachments.map((a) => a.fileId) ?? [];
    await saveWith(id, form([{ bytes: minimalPdf("% first"), name: "first.pdf" }]), at(1));
    const [first] = await attached();
    await publishNotice(database.db, id, draft, { publishAt: at(2), hideAt: null }, actor, at(2));
    await saveWith(
      id,
      form([{ bytes: minimalPdf("% second"), name: "second.pdf" }], { [ATTACHMENT_FIELDS.remove]: first ?? "" }),
      at(3),
    );
    const [second] = await attached();
    await publishNotice(database.db, id, draft, { publishAt: at(4), hideAt: null }, actor, at(4));
    await saveWith(
      id,
      form([{ bytes: minimalPdf("% third"), name: "third.pdf" }], { [ATTACHMENT_FIELDS.remove]: second ?? "" }),
      at(5),
    );
    const [third] = await attached();
    const unused = await saveUpload(
      database.db,
      { bytes: minimalPdf("% unused"), filename: "x.pdf", actor: null },
      at(6),
    );
    if (!unused.ok) throw new Error(unused.message);

    const result = await purgeUnusedUploads(database.db, {
      sources: [boardServer],
      graceDays: 7,
      now: new Date(T0.getTime() + 30 * 86_400_000),
    });
    expect(result.deletedUploads).toBe(1);
    // first: revision 1 only; second: the public copy (and revision 2); third: the draft only.
    const left = (await database.db.selectFrom("uploaded_files").select("id").execute()).map((r) => r.id);
    expect(left.sort()).toEqual([first, second, third].sort());
  });
});

test("sizes read as KB up to a megabyte, then MB with one decimal", () => {
  expect(formatFileSize(300)).toBe("1 KB");
  expect(formatFileSize(12_800)).toBe("13 KB");
  expect(formatFileSize(1.45 * 1024 * 1024)).toBe("1.4 MB");
  expect(formatFileSize(20 * 1024 * 1024)).toBe("20 MB");
});
