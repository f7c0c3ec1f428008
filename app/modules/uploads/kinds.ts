/** What an upload is, decided from its bytes. */
export const UPLOAD_KINDS = ["pdf", "image"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The formats served: a PDF as uploaded, an image re-encoded as AVIF and WebP. */
export const UPLOAD_FORMATS = ["pdf", "avif", "webp"] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** The one type each served format is answered with (decided at upload, never from the request). */
export const UPLOAD_CONTENT_TYPES = {
  pdf: "application/pdf",
  avif: "image/avif",
  webp: "image/webp",
} as const satisfies Record<UploadFormat, string>;

export const uploadKindLabels = { pdf: "PDF 문서", image: "이미지" } as const satisfies Record<UploadKind, string>;

export function isUploadFormat(value: string): value is UploadFormat {
  return (UPLOAD_FORMATS as readonly string[]).includes(value);
}
