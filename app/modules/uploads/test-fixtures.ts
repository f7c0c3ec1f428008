/**
 * Files for the uploads tests, made in memory (nothing binary is committed): a minimal PDF,
 * pictures from sharp, a PNG whose header claims any size over a few kilobytes of data, a ZIP to
 * append to a picture, executables' first bytes. Used by tests only.
 */
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

export function minimalPdf(extraObject = ""): Buffer {
  return Buffer.from(
    [
      "%PDF-1.7",
      "%\u00e2\u00e3\u00cf\u00d3",
      "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
      "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
      "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj",
      extraObject,
      "xref",
      "0 4",
      "0000000000 65535 f ",
      "trailer << /Root 1 0 R /Size 4 >>",
      "startxref",
      "120",
      "%%EOF",
      "",
    ].join("\n"),
    "latin1",
  );
}

/** A JPEG carrying EXIF with a GPS position and a camera serial. */
export async function jpegWithGps(width = 2000, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 1", Copyright: "secret-owner" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "37/1 33/1 59/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "126/1 58/1 40/1",
      },
    })
    .toBuffer();
}

export async function smallPng(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 250, g: 200, b: 10, alpha: 1 } } })
    .png()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A 1-bit greyscale PNG of `width`×`height`. With `rows` the image data really holds that many
 * rows of zeros (all of them: a decompression bomb, kilobytes that decode to hundreds of
 * megabytes); otherwise only the header tells the size.
 */
export function pngClaiming(width: number, height: number, rows = 1): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(width / 8);
  const data = deflateSync(Buffer.alloc(rowBytes * rows), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", data),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The ZIP signatures a polyglot's archive part carries: a central-directory entry and its end record. */
export const ZIP_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
export const ZIP_END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** A one-file stored ZIP (`payload.html`), enough for an unzip tool to list. */
export function tinyZip(): Buffer {
  const name = Buffer.from("payload.html");
  const body = Buffer.from("<script>alert(1)</script>");
  const crc = crc32(body);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(body.length, 18);
  local.writeUInt32LE(body.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(body.length, 20);
  central.writeUInt32LE(body.length, 24);
  central.writeUInt16LE(name.length, 28);
  const localPart = Buffer.concat([local, name, body]);
  const centralPart = Buffer.concat([central, name]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}

/** The first bytes of a Linux (ELF) and a Windows (PE, "MZ") program, padded. */
export const elfExecutable = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0x90)]);
export const peExecutable = () =>
  Buffer.concat([
    Buffer.from("MZ\x90\x00", "latin1"),
    Buffer.alloc(60),
    Buffer.from("PE\0\0", "latin1"),
    Buffer.alloc(4096),
  ]);

export const svgWithScript = () =>
  Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
  );

export const htmlCalledPdf = () =>
  Buffer.from("<!doctype html><html><body><script>fetch('/admin')</script></body></html>");
