import { describe, expect, test } from "vitest";
import { checkPdf, sniff } from "./sniff.ts";
import { elfExecutable, htmlCalledPdf, minimalPdf, peExecutable, pngClaiming, svgWithScript } from "./test-fixtures.ts";

describe("sniff: the type comes from the first bytes", () => {
  test("recognises PDF, PNG, JPEG, WebP, AVIF by their signatures", () => {
    expect(sniff(minimalPdf()).type).toBe("pdf");
    expect(sniff(pngClaiming(10, 10)).type).toBe("png");
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])).type).toBe("jpeg");
    expect(sniff(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1")).type).toBe("webp");
    const avif = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from("ftypavif\0\0\0\0avifmif1miaf", "latin1")]);
    expect(sniff(avif).type).toBe("avif");
  });

  test("HEIC, executables, HTML and plain text are not recognised; SVG is named so it can be refused", () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1")]);
    for (const bytes of [heic, elfExecutable(), peExecutable(), htmlCalledPdf(), Buffer.from("hello")]) {
      expect(sniff(bytes).type).toBe("other");
    }
    expect(sniff(svgWithScript()).type).toBe("svg");
    expect(sniff(Buffer.from('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"/>')).type).toBe("svg");
  });
});

describe("checkPdf: enough of a PDF that no browser takes it for a page", () => {
  test("a well-formed PDF passes", () => {
    expect(checkPdf(minimalPdf())).toBe("ok");
  });

  test("an HTML page behind a PDF header, a missing or early %%EOF, something appended, a bad version", () => {
    const html = Buffer.concat([Buffer.from("%PDF-1.4\n<html><script>alert(1)</script></html>\n"), minimalPdf()]);
    expect(checkPdf(html)).toBe("bad");
    expect(checkPdf(Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\n"))).toBe("bad");
    expect(checkPdf(Buffer.concat([minimalPdf(), Buffer.from("PK\x03\x04 appended archive")]))).toBe("bad");
    expect(checkPdf(Buffer.from(minimalPdf().toString("latin1").replace("%PDF-1.7", "%PDF-9.x"), "latin1"))).toBe(
      "bad",
    );
    expect(checkPdf(Buffer.concat([minimalPdf(), Buffer.from("\r\n  \n")]))).toBe("ok");
  });

  test("a visible JavaScript or Launch action is refused as a script", () => {
    expect(checkPdf(minimalPdf("4 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj"))).toBe("script");
    expect(checkPdf(minimalPdf("4 0 obj << /S /Launch /F (cmd.exe) >> endobj"))).toBe("script");
  });
});
