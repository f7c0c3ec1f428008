import { createHash } from "node:crypto";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { IMAGE_WIDTHS } from "#app/lib/image-sizes.ts";
import { complexHandle } from "#app/platform/sites/scope.server.ts";
import { uploadRefusals } from "./copy.ts";
import { PURGE_LEASE, purgeUnusedUploads } from "./purge.server.ts";
import { serveFile } from "./serve.server.ts";
import { createServedFileCache } from "./served-cache.server.ts";
import {
  elfExecutable,
  htmlCalledPdf,
  jpegWithGps,
  minimalPdf,
  peExecutable,
  pngClaiming,
  smallPng,
  svgWithScript,
  tinyZip,
  ZIP_CENTRAL_DIRECTORY,
  ZIP_END_OF_CENTRAL_DIRECTORY,
} from "./test-fixtures.ts";
import {
  claimUpload,
  cleanFilename,
  listUploads,
  MAX_IMAGE_BYTES,
  MAX_PDF_BYTES,
  prepareUpload,
  saveUpload,
  storeUpload,
} from "./uploads.server.ts";

const actor = { id: "user-1", email: "owner@example.com" };

async function fetchServed(db: TestDatabase["db"], url: string, headers: HeadersInit = {}) {
  const name = url.replace(/^\/files\//, "");
  // No memory cache: every answer here is read from the database under test.
  return serveFile(
    db,
    name,
    new Request(`http://localhost${url}`, { headers }),
    createServedFileCache({ maxBytes: 0 }),
  );
}

describe.each(testDatabases())("uploads on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  const counts = async () => ({
    files: Number(
      (
        await database.db
          .selectFrom("uploaded_files")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    audits: Number(
      (
        await database.db
          .selectFrom("audit_log")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("action", "=", "upload.create")
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  test("a PDF is stored once under its hash, served inline with its name, a safe type and an immutable cache", async () => {
    const pdf = minimalPdf();
    const first = await saveUpload(database.db, { bytes: pdf, filename: "입주자모집공고 (최종).pdf", actor });
    if (!first.ok) throw new Error(first.message);
    expect(first.created).toBe(true);
    expect(first.file).toMatchObject({ kind: "pdf", size: pdf.length, filename: "입주자모집공고 (최종).pdf" });
    expect(first.file.url).toMatch(/^\/files\/[0-9a-f]{16}\.pdf$/);
    expect(first.file.variants).toHaveLength(1);

    const again = await saveUpload(database.db, { bytes: Buffer.from(pdf), filename: "other-name.pdf", actor });
    expect(again).toMatchObject({ ok: true, created: false, file: { id: first.file.id, url: first.file.url } });
    expect(await counts()).toEqual({ files: 1, audits: 1 });

    const response = await fetchServed(database.db, first.file.url);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/pdf",
      "cache-control": "public, max-age=31536000, immutable",
      "content-length": String(pdf.length),
      "content-disposition": `inline; filename="_______ (__).pdf"; filename*=UTF-8''${encodeURIComponent("입주자모집공고")}%20%28%EC%B5%9C%EC%A2%85%29.pdf`,
    });
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
    const etag = response.headers.get("etag") as string;
    expect(etag).toBe(`"${first.file.url.slice(7, 23)}"`);
    const revalidated = await fetchServed(database.db, first.file.url, { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");

    // The audit entry tells kind and size, never the name (it may name a person).
    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "upload.create")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail as string)).toEqual({ kind: "pdf", size: pdf.length });
    expect(audit).toMatchObject({ actor_id: actor.id, target: first.file.id });
    expect(JSON.stringify(audit)).not.toContain("입주자");
  });

  test("unknown names, another extension of a known hash, a bad name: 404 with a Korean message", async () => {
    const saved = await saveUpload(database.db, { bytes: minimalPdf(), filename: "a.pdf", actor });
    if (!saved.ok) throw new Error(saved.message);
    const key = saved.file.url.slice(7, 23);
    for (const name of [
      `${key}.webp`,
      `${key}.html`,
      "0000000000000000.pdf",
      "../../etc/passwd",
      `${key.toUpperCase()}.pdf`,
    ]) {
      const response = await serveFile(
        database.db,
        name,
        new Request("http://localhost/"),
        createServedFileCache({ maxBytes: 0 }),
      );
      expect(response.status, name).toBe(404);
      expect(await response.text()).toContain("파일을 찾을 수 없습니다");
    }
  });

  test("a JPEG with GPS EXIF becomes the site's AVIF and WebP widths, upright, with no metadata left", async () => {
    const jpeg = await jpegWithGps(2000, 1200);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const saved = await saveUpload(database.db, { bytes: jpeg, filename: "IMG_0001.JPG", actor });
    if (!saved.ok) throw new Error(saved.message);
    expect(saved.file).toMatchObject({ kind: "image", width: 1920, height: 1152 });
    const widths = (format: string) => saved.file.variants.filter((v) => v.format === format).map((v) => v.width);
    expect(widths("avif")).toEqual([...IMAGE_WIDTHS]);
    expect(widths("webp")).toEqual([...IMAGE_WIDTHS]);
    expect(saved.file.url).toMatch(/^\/files\/[0-9a-f]{16}\.webp$/);
    expect(saved.file.variants.find((v) => v.url === saved.file.url)?.width).toBe(1280);

    for (const variant of saved.file.variants) {
      const response = await fetchServed(database.db, variant.url);
      expect(response.headers.get("content-type")).toBe(`image/${variant.format}`);
      expect(response.headers.get("content-disposition")).toBeNull();
      const bytes = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : "webp");
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes("PhoneMaker")).toBe(false);
      expect(bytes.includes("secret-owner")).toBe(false);
      expect(bytes.includes("GPS")).toBe(false);
    }
  });

  test("a small picture is not enlarged: its own width is the one size", async () => {
    const saved = await saveUpload(database.db, { bytes: await smallPng(300, 200), filename: "icon.png", actor });
    if (!saved.ok) throw new Error(saved.message);
    expect(saved.file.variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ["avif", 300, 200],
      ["webp", 300, 200],
    ]);
  });

  test("a JPEG/ZIP polyglot is stored only as re-encoded pictures: no archive in any served byte", async () => {
    const polyglot = Buffer.concat([await jpegWithGps(640, 480), tinyZip()]);
    expect(polyglot.includes(ZIP_CENTRAL_DIRECTORY)).toBe(true);
    const saved = await saveUpload(database.db, { bytes: polyglot, filename: "photo.jpg", actor });
    if (!saved.ok) throw new Error(saved.message);
    for (const variant of saved.file.variants) {
      const bytes = Buffer.from(await (await fetchServed(database.db, variant.url)).arrayBuffer());
      expect(bytes.includes(ZIP_CENTRAL_DIRECTORY)).toBe(false);
      expect(bytes.includes(ZIP_END_OF_CENTRAL_DIRECTORY)).toBe(false);
      expect(bytes.includes("payload.html")).toBe(false);
    }
  });

  test.each([
    ["an HTML page named .pdf", () => htmlCalledPdf(), "notice.pdf", uploadRefusals.notPdf],
    ["an ELF program named .pdf", () => elfExecutable(), "notice.pdf", uploadRefusals.notPdf],
    ["a Windows program named .pdf", () => peExecutable(), "공고문.PDF", uploadRefusals.notPdf],
    ["a Windows program named .jpg", () => peExecutable(), "photo.jpg", uploadRefusals.unsupported],
    [
      "a PDF header before an HTML page",
      () => Buffer.concat([Buffer.from("%PDF-1.4\n<html><body><script>alert(1)</script>"), minimalPdf()]),
      "a.pdf",
      uploadRefusals.badPdf,
    ],
    ["an SVG with a script", () => svgWithScript(), "logo.svg", uploadRefusals.svg],
    ["an SVG named .png", () => svgWithScript(), "logo.png", uploadRefusals.svg],
    [
      "a decompression bomb PNG (8000×8000 in a few KB)",
      () => pngClaiming(8000, 8000, 8000),
      "bomb.png",
      uploadRefusals.tooManyPixels,
    ],
    // Its data holds one row: a decode would fail ("badImage"); the refusal for its size shows none was tried.
    ["a 30,000×30,000 picture", () => pngClaiming(30_000, 30_000), "huge.png", uploadRefusals.tooManyPixels],
    ["a PNG whose data is cut short", () => pngClaiming(400, 400, 3), "cut.png", uploadRefusals.badImage],
    ["an empty file", () => Buffer.alloc(0), "empty.pdf", uploadRefusals.empty],
    [
      "a PDF over 20 MB",
      () => Buffer.concat([minimalPdf(), Buffer.alloc(MAX_PDF_BYTES), Buffer.from("\nstartxref\n0\n%%EOF\n")]),
      "big.pdf",
      uploadRefusals.pdfTooLarge,
    ],
    [
      "a PNG over 10 MB",
      () => Buffer.concat([pngClaiming(100, 100, 100), Buffer.alloc(MAX_IMAGE_BYTES)]),
      "big.png",
      uploadRefusals.imageTooLarge,
    ],
  ])("refused, nothing stored: %s", async (_label, make, filename, message) => {
    const result = await saveUpload(database.db, { bytes: make(), filename, actor });
    expect(result).toMatchObject({ ok: false, message });
    expect(await counts()).toEqual({ files: 0, audits: 0 });
  });

  test("inside a caller's transaction the upload rolls back with it; the list is newest first", async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        const saved = await saveUpload(trx, { bytes: minimalPdf(), filename: "a.pdf", actor });
        expect(saved.ok).toBe(true);
        throw new Error("the caller's change failed");
      }),
    ).rejects.toThrow("the caller's change failed");
    expect(await counts()).toEqual({ files: 0, audits: 0 });

    // Prepared outside, stored inside the caller's transaction: the encoding holds no lock.
    const prepared = await prepareUpload({ bytes: minimalPdf(), filename: "first.pdf" });
    if (!prepared.ok) throw new Error(prepared.message);
    await database.db
      .transaction()
      .execute((trx) => storeUpload(trx, prepared.upload, { actor }, new Date("2026-11-26T01:00:00Z")));
    await saveUpload(
      database.db,
      { bytes: await smallPng(), filename: "second.png", actor: null },
      new Date("2026-11-26T02:00:00Z"),
    );
    expect((await listUploads(database.db)).map((file) => file.filename)).toEqual(["second.png", "first.pdf"]);
  });

  test("the same picture uploaded twice at once is one file, and both uploads get it", async () => {
    const png = await smallPng(120, 80);
    const results = await Promise.all([
      saveUpload(database.db, { bytes: png, filename: "a.png", actor }),
      saveUpload(database.db, { bytes: Buffer.from(png), filename: "b.png", actor }),
    ]);
    const ids = results.map((result) => (result.ok ? result.file.id : result.message));
    expect(ids[0]).toBe(ids[1]);
    expect(results.map((result) => result.ok && result.created).sort()).toEqual([false, true]);
    expect(await counts()).toEqual({ files: 1, audits: 1 });
    const variants = await database.db.selectFrom("uploaded_file_variants").select("file_id").execute();
    expect(variants.map((row) => row.file_id)).toEqual([ids[0], ids[0]]);
  });

  test("each complex has its own library: its picker lists its files, an id of another's names nothing, the same bytes join both", async () => {
    const first = complexHandle(database.db, "pentacityhansin");
    const second = complexHandle(database.db, "second");
    const png = await smallPng(90, 60);
    const ours = await saveUpload(
      first,
      { bytes: png, filename: "first.png", actor },
      new Date("2026-12-01T01:00:00Z"),
    );
    const theirs = await saveUpload(
      second,
      { bytes: minimalPdf(), filename: "second.pdf", actor },
      new Date("2026-12-01T02:00:00Z"),
    );
    if (!ours.ok || !theirs.ok) throw new Error("not stored");
    expect((await listUploads(first)).map((file) => file.filename)).toEqual(["first.png"]);
    expect((await listUploads(second)).map((file) => file.filename)).toEqual(["second.pdf"]);
    // Kept by id (a picture chosen in a form): only a complex that has the file.
    expect(await claimUpload(second, ours.file.id)).toBeNull();
    expect((await claimUpload(first, ours.file.id))?.id).toBe(ours.file.id);
    // The second complex uploads the same bytes: one file, now in both libraries.
    const again = await saveUpload(second, { bytes: Buffer.from(png), filename: "again.png", actor });
    expect(again.ok && again.file.id).toBe(ours.file.id);
    expect((await listUploads(second)).map((file) => file.id).sort()).toEqual([ours.file.id, theirs.file.id].sort());
    expect((await claimUpload(second, ours.file.id))?.id).toBe(ours.file.id);
    expect(await counts()).toEqual({ files: 2, audits: 2 });
  });

  // The purge of files no feature names (purge.server.ts); each feature's own answer is tested in its folder.
  const NOW = new Date("2026-12-20T00:00:00.000Z");
  const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
  async function stored(bytes: Buffer, filename: string, when: Date) {
    const saved = await saveUpload(database.db, { bytes, filename, actor }, when);
    if (!saved.ok) throw new Error(saved.message);
    return saved.file;
  }
  const storedIds = async () =>
    (await database.db.selectFrom("uploaded_files").select("id").execute()).map((row) => row.id).sort();
  const variantFileIds = async () =>
    new Set((await database.db.selectFrom("uploaded_file_variants").select("file_id").execute()).map((r) => r.file_id));

  test("the purge deletes a file no feature names once past the grace period (row, bytes, memory copy), keeps a fresh one and every named one; counts audited", async () => {
    const orphan = await stored(await smallPng(320, 200), "old.png", daysAgo(8));
    const fresh = await stored(minimalPdf("% fresh"), "draft-not-saved-yet.pdf", daysAgo(0.001));
    const byId = await stored(await smallPng(321, 200), "banner.png", daysAgo(30));
    const byHashBytes = minimalPdf("% document");
    const byHash = await stored(byHashBytes, "공고.pdf", daysAgo(30));
    const cache = createServedFileCache({ maxBytes: 10_000_000 });
    const orphanVariant = orphan.variants[0] as (typeof orphan.variants)[number];
    const orphanName = orphanVariant.url.slice("/files/".length);
    cache.set(orphanName, { bytes: Buffer.alloc(10), contentType: "image/avif", format: "avif", filename: "old.png" });

    const sources = [
      { name: "banners", uploadsInUse: async () => ({ fileIds: [byId.id] }) },
      { name: "press" },
      {
        name: "documents",
        uploadsInUse: async () => ({ sha256: [createHash("sha256").update(byHashBytes).digest("hex")] }),
      },
    ];
    const result = await purgeUnusedUploads(database.db, { sources, graceDays: 7, now: NOW, cache });

    const orphanBytes = orphan.variants.reduce((sum, variant) => sum + variant.size, 0);
    expect(result).toEqual({ deletedUploads: 1, deletedUploadBytes: orphanBytes });
    expect(await storedIds()).toEqual([fresh.id, byId.id, byHash.id].sort());
    expect((await variantFileIds()).has(orphan.id)).toBe(false);
    expect((await fetchServed(database.db, orphanVariant.url)).status).toBe(404);
    expect(cache.get(orphanName)).toBeUndefined();
    expect((await fetchServed(database.db, fresh.url)).status).toBe(200);
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["actor_id", "detail"])
      .where("action", "=", "upload.purge")
      .execute();
    expect(audit).toEqual([
      { actor_id: null, detail: JSON.stringify({ deletedFiles: 1, deletedBytes: orphanBytes, graceDays: 7 }) },
    ]);

    // Nothing left to do: a second round (or another instance's) deletes and audits nothing.
    expect(await purgeUnusedUploads(database.db, { sources, graceDays: 7, now: NOW })).toEqual({
      deletedUploads: 0,
      deletedUploadBytes: 0,
    });
  });

  test("a feature that cannot answer stops the round: nothing is deleted", async () => {
    const orphan = await stored(minimalPdf("% orphan"), "old.pdf", daysAgo(30));
    const result = await purgeUnusedUploads(database.db, {
      sources: [
        { name: "banners", uploadsInUse: async () => ({ fileIds: [] }) },
        {
          name: "notices",
          uploadsInUse: async () => {
            throw new Error("notices.attachments_not_a_list");
          },
        },
      ],
      graceDays: 7,
      now: NOW,
    });
    expect(result).toEqual({ deletedUploads: 0, deletedUploadBytes: 0, uploadsPurgeStopped: 1 });
    expect(await storedIds()).toEqual([orphan.id]);
  });

  test("a file an editor claims again (the same bytes uploaded, a kept picture) restarts its grace, even between the purge's look and its delete", async () => {
    const bytes = minimalPdf("% again");
    const reuploaded = await stored(bytes, "a.pdf", daysAgo(30));
    expect((await saveUpload(database.db, { bytes, filename: "b.pdf", actor }, daysAgo(2))).ok).toBe(true);
    const kept = await stored(minimalPdf("% kept"), "kept.pdf", daysAgo(30));
    const raced = await stored(minimalPdf("% raced"), "raced.pdf", daysAgo(30));
    const gone = await stored(minimalPdf("% gone"), "gone.pdf", daysAgo(30));
    expect((await claimUpload(database.db, kept.id, daysAgo(1)))?.id).toBe(kept.id);

    const result = await purgeUnusedUploads(database.db, {
      sources: [
        {
          name: "banners",
          // An editor keeps `raced` while the purge asks: the delete re-checks the claim and keeps it.
          uploadsInUse: async () => {
            await claimUpload(database.db, raced.id, NOW);
            return {};
          },
        },
      ],
      graceDays: 7,
      now: NOW,
    });
    expect(result.deletedUploads).toBe(1);
    expect(await storedIds()).toEqual([reuploaded.id, kept.id, raced.id].sort());
    // The editor that comes too late is told the file is gone (and refuses), never handed a dead reference.
    expect(await claimUpload(database.db, gone.id, NOW)).toBeNull();
  });

  test("a picture uploaded for a publish that then failed is named by nothing: kept through the grace period, purged after it", async () => {
    const picture = await stored(await smallPng(322, 200), "failed-publish.png", daysAgo(29));
    // The publish failed after the upload: no draft, published item or revision names the picture.
    const sources = [{ name: "banners", uploadsInUse: async () => ({ fileIds: [] }) }];
    expect((await purgeUnusedUploads(database.db, { sources, graceDays: 30, now: NOW })).deletedUploads).toBe(0);
    expect(await storedIds()).toEqual([picture.id]);
    const later = new Date(NOW.getTime() + 2 * 86_400_000);
    expect((await purgeUnusedUploads(database.db, { sources, graceDays: 30, now: later })).deletedUploads).toBe(1);
    expect(await storedIds()).toEqual([]);
  });

  test("two purge rounds at once (two instances): one runs, the other finds the lease held; each file deleted once", async () => {
    const orphans = [
      await stored(minimalPdf("% one"), "one.pdf", daysAgo(40)),
      await stored(minimalPdf("% two"), "two.pdf", daysAgo(40)),
    ];
    let asked = 0;
    let secondDone: () => void = () => {};
    const secondFinished = new Promise<void>((resolve) => {
      secondDone = resolve;
    });
    // The first round holds the lease while it waits for the second to have tried and given up.
    const sources = [
      {
        name: "banners",
        uploadsInUse: async () => {
          asked += 1;
          await secondFinished;
          return {};
        },
      },
    ];
    const first = purgeUnusedUploads(database.db, { sources, graceDays: 30, now: NOW });
    await expect.poll(() => asked).toBe(1);
    const second = await purgeUnusedUploads(database.db, { sources, graceDays: 30, now: NOW });
    secondDone();
    expect(second).toEqual({ deletedUploads: 0, deletedUploadBytes: 0, uploadsPurgeSkipped: 1 });
    expect((await first).deletedUploads).toBe(2);
    expect(asked).toBe(1);
    expect(await storedIds()).toEqual([]);

    // Both started together with nothing to wait for: whichever order, the files are deleted once.
    const more = [
      await stored(minimalPdf("% three"), "three.pdf", daysAgo(40)),
      await stored(minimalPdf("% four"), "four.pdf", daysAgo(40)),
    ];
    const rounds = await Promise.all([
      purgeUnusedUploads(database.db, { sources: [], graceDays: 30, now: NOW }),
      purgeUnusedUploads(database.db, { sources: [], graceDays: 30, now: NOW }),
    ]);
    expect(rounds.reduce((sum, round) => sum + round.deletedUploads, 0)).toBe(more.length);
    const audited = await database.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "upload.purge")
      .execute();
    const deletedFiles = audited.map(
      (row) => (JSON.parse(String(row.detail)) as { deletedFiles: number }).deletedFiles,
    );
    expect(deletedFiles.reduce((sum, n) => sum + n, 0)).toBe(orphans.length + more.length);
    // The lease is given back after each round: the next day's round runs.
    expect(await database.db.selectFrom("job_leases").selectAll().execute()).toEqual([]);
  });

  test("a lease left by an instance that stopped mid-round runs out: the next round takes it", async () => {
    await database.db
      .insertInto("job_leases")
      .values({ name: PURGE_LEASE, holder: "crashed", expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const orphan = await stored(minimalPdf("% left"), "left.pdf", daysAgo(40));
    expect((await purgeUnusedUploads(database.db, { sources: [], graceDays: 30, now: NOW })).deletedUploads).toBe(1);
    expect(await storedIds()).not.toContain(orphan.id);
    await database.db
      .insertInto("job_leases")
      .values({ name: PURGE_LEASE, holder: "running", expires_at: new Date(Date.now() + 60_000).toISOString() })
      .execute();
    expect((await purgeUnusedUploads(database.db, { sources: [], graceDays: 30, now: NOW })).uploadsPurgeSkipped).toBe(
      1,
    );
  });
});

test("a stored name keeps Korean and spaces, loses paths, control and direction characters", () => {
  expect(cleanFilename("C:\\Users\\홍길동\\공고 (1).pdf")).toBe("공고 (1).pdf");
  expect(cleanFilename("../../evil\u202Efdp.exe")).toBe("evilfdp.exe");
  expect(cleanFilename('a"\r\nb.pdf')).toBe("ab.pdf");
  expect(cleanFilename("\u0000")).toBe("file");
  expect(Array.from(cleanFilename("가".repeat(500)))).toHaveLength(200);
});

test("the served-file cache keeps the most recently used files within its byte budget", () => {
  const cache = createServedFileCache({ maxBytes: 100 });
  const file = (size: number) => ({
    bytes: Buffer.alloc(size),
    contentType: "image/webp",
    format: "webp" as const,
    filename: "f",
  });
  cache.set("a", file(40));
  cache.set("b", file(40));
  expect(cache.get("a")?.bytes.length).toBe(40); // a is now the most recent
  cache.set("c", file(40)); // over budget: b, the least recently used, goes
  expect([cache.get("a"), cache.get("b"), cache.get("c")].map((entry) => entry?.bytes.length)).toEqual([
    40,
    undefined,
    40,
  ]);
  cache.set("huge", file(60)); // over half the budget: never kept
  expect(cache.get("huge")).toBeUndefined();
  expect(cache.get("a")).toBeDefined();
});
