import { expect, test } from "vitest";
import { uploadRefusals } from "#app/modules/uploads/copy.ts";
import { UPLOAD_BODY_LIMIT } from "#app/modules/uploads/feature.server.ts";
import { htmlCalledPdf, minimalPdf, peExecutable, smallPng } from "#app/modules/uploads/test-fixtures.ts";
import {
  notifyContentChange,
  resetContentVersionsForTest,
} from "#app/platform/content-signal/content-versions.server.ts";
import { adminDocumentsCopy as copy } from "./admin-copy.ts";
import { documentsServer } from "./feature.server.ts";
import { DOCUMENTS_AREA } from "./fields.ts";
import { parseVersionFields } from "./schema.ts";
import { readVersionFile } from "./version-file.server.ts";

const form = (entries: Record<string, string | File>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(entries)) body.append(name, value);
  return body;
};
const file = (bytes: Buffer, name: string, type = "application/pdf") =>
  new File([new Uint8Array(bytes)], name, { type });
const draft = { sha256: "a".repeat(64), filename: "old.pdf", size: 10, title: "t", label: "l", date: "2026-12-01" };

test("the recruitment notice must be a PDF by its bytes: an image, a page named .pdf or a program is refused in Korean", async () => {
  const refused = async (posted: File) => {
    const result = await readVersionFile("recruitment-notice", form({ file: posted }), draft);
    return result.ok ? "accepted" : result.message;
  };
  // An image (named and typed as a PDF too) is refused before it is decoded.
  expect(await refused(file(await smallPng(), "공고.png", "image/png"))).toBe(copy.mustBePdf("입주자모집공고"));
  expect(await refused(file(await smallPng(), "공고.pdf"))).toBe(uploadRefusals.notPdf);
  expect(await refused(file(htmlCalledPdf(), "notice.pdf"))).toBe(uploadRefusals.notPdf);
  expect(await refused(file(peExecutable(), "setup.exe"))).toBe(copy.mustBePdf("입주자모집공고"));
  expect(await refused(file(Buffer.alloc(0), "빈.pdf"))).toBe(uploadRefusals.empty);
  expect(await refused(file(minimalPdf("4 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj"), "script.pdf"))).toBe(
    uploadRefusals.pdfScript,
  );
  expect(copy.mustBePdf("정정공고")).toMatch(/^정정공고는 PDF 문서만/);

  const accepted = await readVersionFile("recruitment-notice", form({ file: file(minimalPdf(), "공고.pdf") }), null);
  expect(accepted.ok && "upload" in accepted.file && accepted.file.upload.kind).toBe("pdf");
  // No file chosen: the draft's file, or a Korean request for one; a text in its place is refused.
  const empty = file(Buffer.alloc(0), "", "application/octet-stream");
  expect(await readVersionFile("recruitment-notice", form({ file: empty }), draft)).toEqual({
    ok: true,
    file: { keep: draft },
  });
  expect(await readVersionFile("recruitment-notice", form({}), null)).toEqual({ ok: false, message: copy.noFile });
  expect(await readVersionFile("recruitment-notice", form({ file: "x" }), draft)).toEqual({
    ok: false,
    message: copy.invalid,
  });
});

test("the version's fields: required, bounded, no control characters, a real date; refusals keep what was typed", () => {
  const parse = (entries: Record<string, string | File>) => parseVersionFields(form(entries));
  expect(parse({ title: " 입주자모집공고 ", label: "2026.12.01 공고", date: "2026-12-01" })).toEqual({
    ok: true,
    fields: { title: "입주자모집공고", label: "2026.12.01 공고", date: "2026-12-01" },
  });
  const bad = [
    [{ title: "", label: "a", date: "2026-12-01" }, "제목을 입력해 주세요."],
    [{ title: "a", label: "x".repeat(41), date: "2026-12-01" }, "판 이름은 40자 이내로 입력해 주세요."],
    [{ title: "a\u0000", label: "a", date: "2026-12-01" }, "사용할 수 없는 문자가 들어 있습니다."],
    [{ title: "a", label: "a", date: "2026-02-30" }, "공고일을 2026-12-01 형식으로 입력해 주세요."],
    [{ title: "a", label: "a", date: "<script>" }, "공고일을 2026-12-01 형식으로 입력해 주세요."],
  ] as const;
  for (const [values, message] of bad) {
    expect(parse(values)).toEqual({ ok: false, message, values });
  }
  expect(parse({ title: file(minimalPdf(), "a.pdf"), label: "a", date: "2026-12-01" })).toMatchObject({ ok: false });
});

test("/SalesInfo/announcement is a cached page dropped by a document's publish; the editor's posts may carry a 20 MB PDF", () => {
  resetContentVersionsForTest();
  const [page] = documentsServer.cachedPages ?? [];
  expect(page?.pattern.test("/SalesInfo/announcement")).toBe(true);
  expect(page?.pattern.test("/SalesInfo/announcement/x")).toBe(false);
  let dropped = 0;
  const stop = documentsServer.onCachedPagesStale?.(() => dropped++);
  notifyContentChange("schedule");
  expect(dropped).toBe(0);
  notifyContentChange(DOCUMENTS_AREA);
  expect(dropped).toBe(1);
  stop?.();
  const limit = documentsServer.bodyLimits?.find((each) => each.path.test("/admin/documents"));
  expect(limit?.maxBytes).toBe(UPLOAD_BODY_LIMIT);
  expect(documentsServer.bodyLimits?.[0]?.path.test("/admin/documents.data")).toBe(true);
});
