import { noticeAdminCopy } from "#app/modules/board/admin-copy.ts";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_ALT_MAX,
  ATTACHMENT_FIELDS,
  type AttachmentView,
  formatFileSize,
} from "#app/modules/board/attachments.ts";
import type { NoticeFormValues } from "#app/modules/board/notice-schema.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import own from "./notice-attachments-field.module.css";

type Props = {
  /** The draft's attachments as stored. */
  attachments: AttachmentView[];
  /** What the person typed when the server refused the post. */
  typed: NoticeFormValues["attachments"];
  /** The refusal's Korean message (a file the uploads store refused, an image without alt text). */
  message?: string;
};

/**
 * The editor's attachments: the stored files (each picture with its alt text, each file with a
 * remove box) and a file input for more, sent with the form (multipart) on save, preview or
 * publish. No JavaScript needed.
 */
export function NoticeAttachmentsField({ attachments, typed, message }: Props) {
  const copy = noticeAdminCopy.attachments;
  const removed = new Set(typed?.removed ?? []);
  return (
    <fieldset className={own.fieldset} aria-describedby={message ? "notice-files-error" : undefined}>
      <legend className={styles.label}>{copy.legend}</legend>
      {attachments.length === 0 ? (
        <p className={styles.hint}>{copy.empty}</p>
      ) : (
        <ul className={own.list} data-testid="notice-attachments">
          {attachments.map((file) => (
            <li key={file.fileId} className={own.item}>
              {file.kind === "image" ? (
                <img src={file.url} alt="" width={64} height={48} className={own.thumb} />
              ) : (
                <span className={own.badge}>{copy.pdf}</span>
              )}
              <div className={own.main}>
                <a href={file.url} target="_blank" rel="noopener" className={own.name}>
                  {file.name}
                </a>
                <span className={styles.hint}>
                  {file.kind === "pdf" ? copy.pdf : copy.image} · {formatFileSize(file.size)}
                </span>
                {file.kind === "image" && (
                  <Field id={`notice-alt-${file.fileId}`} label={copy.alt}>
                    <input
                      id={`notice-alt-${file.fileId}`}
                      name={ATTACHMENT_FIELDS.alt(file.fileId)}
                      maxLength={ATTACHMENT_ALT_MAX}
                      defaultValue={typed?.alts[file.fileId] ?? file.alt}
                      className={styles.input}
                    />
                  </Field>
                )}
              </div>
              <label className={own.remove}>
                <input
                  type="checkbox"
                  name={ATTACHMENT_FIELDS.remove}
                  value={file.fileId}
                  defaultChecked={removed.has(file.fileId)}
                />{" "}
                {copy.remove}
              </label>
            </li>
          ))}
        </ul>
      )}
      <Field id="notice-files" label={copy.add} hint={copy.addHint}>
        <input
          id="notice-files"
          name={ATTACHMENT_FIELDS.files}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          aria-describedby="notice-files-hint"
          aria-invalid={message ? true : undefined}
          className={styles.input}
        />
      </Field>
      {message && (
        <p id="notice-files-error" className={styles.error} role="alert">
          {message} {copy.refusedHint}
        </p>
      )}
      <Field id="notice-new-alt" label={copy.newAlt} hint={copy.newAltHint}>
        <input
          id="notice-new-alt"
          name={ATTACHMENT_FIELDS.newAlt}
          maxLength={ATTACHMENT_ALT_MAX}
          defaultValue={typed?.newAlt ?? ""}
          aria-describedby="notice-new-alt-hint"
          className={styles.input}
        />
      </Field>
    </fieldset>
  );
}
