import { Form, useNavigation } from "react-router";
import { noticeAdminCopy } from "#app/modules/board/admin-copy.ts";
import type { AttachmentView } from "#app/modules/board/attachments.ts";
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX } from "#app/modules/board/fields.ts";
import { NOTICE_CATEGORIES, NOTICE_CATEGORY_CODES } from "#app/modules/board/notice-kinds.ts";
import type { NoticeFormValues } from "#app/modules/board/notice-schema.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { NoticeAttachmentsField } from "./notice-attachments-field.tsx";

type Props = {
  values: NoticeFormValues;
  /** The server's message when it refused the post (400). */
  message?: string;
  /** A new notice can be saved and previewed; an existing one also published. */
  canPublish: boolean;
  /** An existing notice's attachments: given, the form is multipart with a file input. */
  attachments?: AttachmentView[];
  /** The server's message when it refused an attachment (shown beside the file input). */
  attachmentMessage?: string;
};

/**
 * The editor: the draft's fields and the publish schedule (Korea time), with save, save-and-preview
 * and publish buttons (field `intent`). A plain form post: works without JavaScript.
 */
export function NoticeForm({ values, message, canPublish, attachments, attachmentMessage }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const copy = noticeAdminCopy.fields;
  return (
    <Form
      method="post"
      encType={attachments ? "multipart/form-data" : undefined}
      className={`${styles.card} ${styles.form}`}
    >
      <Field id="notice-site" label={copy.siteId} hint={copy.siteHint}>
        <input
          id="notice-site"
          name="siteId"
          required
          pattern="[a-z0-9\-]{1,40}"
          defaultValue={values.siteId}
          aria-describedby="notice-site-hint"
          className={styles.input}
        />
      </Field>
      <Field id="notice-category" label={copy.category}>
        <select id="notice-category" name="category" defaultValue={values.category} className={styles.input}>
          {NOTICE_CATEGORY_CODES.map((code) => (
            <option key={code} value={code}>
              {NOTICE_CATEGORIES[code]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="notice-title" label={copy.title}>
        <input
          id="notice-title"
          name="title"
          required
          maxLength={NOTICE_TITLE_MAX}
          defaultValue={values.title}
          className={styles.input}
        />
      </Field>
      <label className={styles.label}>
        <input type="checkbox" name="pinned" defaultChecked={values.pinned} /> {copy.pinned}
      </label>
      <Field id="notice-body" label={copy.body} hint={copy.bodyHint}>
        <textarea
          id="notice-body"
          name="body"
          rows={14}
          maxLength={NOTICE_BODY_MAX}
          defaultValue={values.body}
          aria-describedby="notice-body-hint"
          className={`${styles.input} ${styles.textarea}`}
        />
      </Field>
      {attachments && (
        <NoticeAttachmentsField attachments={attachments} typed={values.attachments} message={attachmentMessage} />
      )}
      {canPublish && (
        <div className={styles.formGrid}>
          <Field id="notice-publish-at" label={copy.publishAt} hint={copy.publishAtHint}>
            <input
              id="notice-publish-at"
              name="publishAt"
              type="datetime-local"
              defaultValue={values.publishAt}
              aria-describedby="notice-publish-at-hint"
              className={styles.input}
            />
          </Field>
          <Field id="notice-hide-at" label={copy.hideAt} hint={copy.hideAtHint}>
            <input
              id="notice-hide-at"
              name="hideAt"
              type="datetime-local"
              defaultValue={values.hideAt}
              aria-describedby="notice-hide-at-hint"
              className={styles.input}
            />
          </Field>
        </div>
      )}
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="submit" name="intent" value="save" className={styles.button} disabled={busy}>
          {noticeAdminCopy.saveDraft}
        </button>
        <button type="submit" name="intent" value="preview" className={styles.button} disabled={busy}>
          {noticeAdminCopy.preview}
        </button>
        {canPublish && (
          <button type="submit" name="intent" value="publish" className={styles.buttonPrimary} disabled={busy}>
            {busy ? noticeAdminCopy.saving : noticeAdminCopy.publish}
          </button>
        )}
      </div>
    </Form>
  );
}
