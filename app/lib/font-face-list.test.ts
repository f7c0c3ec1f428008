import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { covers, parseFontFaces, parseUnicodeRange } from "./font-face-list.ts";

describe("parseUnicodeRange", () => {
  it("reads single points, ranges and wildcards", () => {
    expect(parseUnicodeRange("U+20-7e, U+AC00, u+4??")).toEqual([
      [0x20, 0x7e],
      [0xac00, 0xac00],
      [0x400, 0x4ff],
    ]);
  });

  it("skips what is not a range", () => {
    expect(parseUnicodeRange(" , U+zz, U+41")).toEqual([[0x41, 0x41]]);
  });
});

describe("covers", () => {
  const ranges = parseUnicodeRange("U+41-43, U+AC00");
  it("is true inside a range and at its ends, false outside", () => {
    expect(covers(ranges, 0x41)).toBe(true);
    expect(covers(ranges, 0x43)).toBe(true);
    expect(covers(ranges, 0xac00)).toBe(true);
    expect(covers(ranges, 0x44)).toBe(false);
    expect(covers(ranges, 0xac01)).toBe(false);
  });
});

describe("parseFontFaces", () => {
  it("reads Pretendard's own list: 92 faces, each with a file and a range", () => {
    const require = createRequire(import.meta.url);
    const css = readFileSync(
      require.resolve("pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css"),
      "utf8",
    );
    const faces = parseFontFaces(css, "https://example.test/assets/fonts.css");
    expect(faces).toHaveLength(92);
    for (const face of faces) {
      expect(face.family).toBe("Pretendard Variable");
      expect(face.url).toMatch(
        /^https:\/\/example\.test\/assets\/woff2-dynamic-subset\/PretendardVariable\.subset\.\d+\.woff2$/,
      );
      expect(face.ranges.length).toBeGreaterThan(0);
      expect(face.descriptors).toMatchObject({ style: "normal", weight: "45 920", display: "swap" });
    }
    // Every Hangul syllable is in exactly one subset.
    for (const syllable of [0xac00, 0xd55c, 0xd7a3]) {
      expect(faces.filter((face) => covers(face.ranges, syllable))).toHaveLength(1);
    }
  });

  it("gives a face without unicode-range every character, and skips a face without a file", () => {
    const faces = parseFontFaces(
      `@font-face { font-family: "A"; src: url("/a.woff2") format("woff2"); }
       @font-face { font-family: "B"; src: local("B"); }`,
      "https://example.test/x/",
    );
    expect(faces).toEqual([
      {
        family: "A",
        url: "https://example.test/a.woff2",
        ranges: [[0, 0x10ffff]],
        descriptors: { style: "normal", weight: "normal", display: "swap" },
      },
    ]);
  });
});
