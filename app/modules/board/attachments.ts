/** A notice's attachments as stored (JSON `{ fileId, alt }[]`) and shown; no server code (the editor uses it). */
export type NoticeAttachment = { fileId: string; alt: string };

/** At most this many files on one notice, and this many picked in one save. */
export const NOTICE_ATTACHMENTS_MAX = 20;
export const NOTICE_FILES_PER_POST = 10;
export const ATTACHMENT_ALT_MAX = 200;
/** What the file input offers (the server decides the type from the bytes anyway). */
export const ATTACHMENT_ACCEPT = ".pdf,application/pdf,image/jpeg,image/png,image/webp,image/avif";

const ALT_PREFIX = "alt-";
/** The editor's field names: the file input, the new images' alt text, a kept file's alt text, the remove boxes. */
export const ATTACHMENT_FIELDS = {
  files: "files",
  newAlt: "newAlt",
  alt: (fileId: string) => `${ALT_PREFIX}${fileId}`,
  remove: "removeAttachment",
} as const;

export const attachmentMessages = {
  altRequired:
    "첨부한 이미지마다 이미지 설명(대체 텍스트)을 입력해 주세요. 화면을 읽어 주는 프로그램이 이 설명을 읽습니다.",
  altTooLong: `이미지 설명은 ${ATTACHMENT_ALT_MAX}자 이내로 입력해 주세요.`,
  altInvalid: "이미지 설명에 쓸 수 없는 문자가 들어 있습니다.",
  tooManyFiles: `한 번에 ${NOTICE_FILES_PER_POST}개까지 올릴 수 있습니다. 나누어 올려 주세요.`,
  tooManyAttachments: `공지사항 하나에 첨부 파일은 ${NOTICE_ATTACHMENTS_MAX}개까지입니다. 필요 없는 파일을 지운 뒤 올려 주세요.`,
  refusedFile: (name: string, message: string) => `‘${name}’: ${message}`,
} as const;

/** The stored JSON list, or an empty list when it is anything else. */
export function parseAttachmentList(json: string | null | undefined): NoticeAttachment[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item) =>
      item && typeof item.fileId === "string"
        ? [{ fileId: item.fileId, alt: typeof item.alt === "string" ? item.alt : "" }]
        : [],
    );
  } catch {
    return [];
  }
}

export const attachmentListJson = (list: NoticeAttachment[]) =>
  JSON.stringify(list.map(({ fileId, alt }) => ({ fileId, alt })));

/** What a page shows of an attachment (resolved on the server from the uploads store). */
export type AttachmentView =
  | { fileId: string; kind: "pdf"; name: string; size: number; url: string }
  | {
      fileId: string;
      kind: "image";
      name: string;
      size: number;
      url: string;
      alt: string;
      width: number;
      height: number;
      /** `srcset` strings of the AVIF and WebP variants. */
      avif: string;
      webp: string;
    };

/** A file's size as the page shows it: "12 KB", "1.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
}

/** The file id an `alt-…` field name is for, or null. */
export const altFieldFileId = (name: string) => (name.startsWith(ALT_PREFIX) ? name.slice(ALT_PREFIX.length) : null);
