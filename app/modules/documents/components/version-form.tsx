import { Form } from "react-router";
import styles from "#app/platform/admin-ui/admin.module.css";
import { InputField } from "#app/platform/admin-ui/blocks.tsx";
import { PublishActions } from "#app/platform/admin-ui/published-document.tsx";
import { adminDocumentsCopy as copy } from "../admin-copy.ts";
import { DOCUMENT_LABEL_MAX, DOCUMENT_TITLE_MAX } from "../fields.ts";
import type { DocumentKey } from "../kinds.ts";
import type { VersionFormValues } from "../schema.ts";

type Draft = { url: string; filename: string; size: number } | null;

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)}KB` : `${(bytes / 1024 / 1024).toFixed(1)}MB`;

/** A draft's file is kept when no file is chosen (a restored version is published again as it was). */
export function VersionForm({
  document,
  values,
  draft,
  draftIsPublished,
  message,
  readOnly,
}: {
  document: DocumentKey;
  values: VersionFormValues;
  draft: Draft;
  /** The draft is the published version (as after every publish). */
  draftIsPublished: boolean;
  message?: string;
  readOnly: boolean;
}) {
  return (
    <Form method="post" encType="multipart/form-data" className={`${styles.card} ${styles.form}`}>
      <h2 className={styles.cardTitle}>{copy.newVersion}</h2>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      <input type="hidden" name="document" value={document} />
      {draft && (
        <p className={styles.cardText}>
          {draftIsPublished ? copy.publishedFile : copy.draftFile}: {draft.filename} ({fileSize(draft.size)}){" "}
          <a className={styles.link} href={draft.url} target="_blank" rel="noopener">
            {copy.openFile}
          </a>
        </p>
      )}
      {!readOnly && (
        <InputField
          id="document-file"
          label={copy.fields.file}
          hint={draft ? copy.fields.fileHint : copy.fields.fileHintFirst}
          describedByHint
          type="file"
          name="file"
          accept="application/pdf,.pdf"
          required={!draft}
        />
      )}
      <div className={styles.formGrid}>
        <InputField
          id="document-title"
          label={copy.fields.title}
          name="title"
          defaultValue={values.title}
          maxLength={DOCUMENT_TITLE_MAX}
          required
          readOnly={readOnly}
        />
        <InputField
          id="document-label"
          label={copy.fields.label}
          name="label"
          defaultValue={values.label}
          maxLength={DOCUMENT_LABEL_MAX}
          placeholder={copy.fields.labelExample}
          required
          readOnly={readOnly}
        />
        <InputField
          id="document-date"
          label={copy.fields.date}
          type="date"
          name="date"
          defaultValue={values.date}
          required
          readOnly={readOnly}
        />
      </div>
      <PublishActions copy={copy} readOnly={readOnly} />
    </Form>
  );
}
