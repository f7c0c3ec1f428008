import { Form, useNavigation } from "react-router";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field, InputField } from "#app/platform/admin-ui/blocks.tsx";
import type { AttachmentView } from "../attachments.ts";
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX, PRESS_CONTENT_MAX, PRESS_SUMMARY_MAX, PRESS_TITLE_MAX } from "../fields.ts";
import type { BoardKind } from "../kinds.ts";
import { NOTICE_CATEGORIES, NOTICE_CATEGORY_CODES } from "../notice-kinds.ts";
import type { NoticeFormValues } from "../notice-schema.ts";
import { NoticeAttachmentsField } from "./notice-attachments-field.tsx";

export type PressFormValues = { title: string; summary: string; content: string };

type Props = {
  kind: BoardKind;
  values: PressFormValues | NoticeFormValues;
  /** The server's message when it refused the post (400). */
  message?: string;
  /** Press: the one button's intent and label. Notices: save, preview and (`canPublish`) publish. */
  submit?: { intent: "create" | "update"; label: string };
  canPublish?: boolean;
  /** An existing notice's attachments: given, the form is multipart with a file input. */
  attachments?: AttachmentView[];
  attachmentMessage?: string;
};

type Words = {
  title: string;
  summary?: string;
  content?: string;
  contentHint?: string;
  body?: string;
  bodyHint?: string;
  category?: string;
  pinned?: string;
  publishAt?: string;
  publishAtHint?: string;
  hideAt?: string;
  hideAtHint?: string;
};

/**
 * A board's editor, its fields by the kind's capabilities: category, title, pinning, summary
 * (press, required with the title: SPEC §5), the text, attachments and the schedule (Korea time).
 * A plain form post: works without JavaScript.
 */
export function BoardForm({ kind, values, message, submit, canPublish, attachments, attachmentMessage }: Props) {
  const navigation = useNavigation();
  const posting = navigation.state !== "idle";
  const busy = submit
    ? posting && navigation.formData?.get("intent") === submit.intent
    : posting && navigation.formMethod === "POST";
  const copy = kind.adminCopy;
  const words: Words = copy.fields;
  const { category, pinning, attachments: attaching, schedule } = kind.capabilities;
  const id = (name: string) => `${kind.name === "press" ? "press" : "notice"}-${name}`;
  const press = "summary" in values ? values : null;
  const notice = "body" in values ? values : null;
  const textName = press ? "content" : "body";
  return (
    <Form
      method="post"
      encType={attachments ? "multipart/form-data" : undefined}
      className={`${styles.card} ${styles.form}`}
    >
      {submit && <input type="hidden" name="intent" value={submit.intent} />}
      {category && notice && (
        <Field id={id("category")} label={words.category}>
          <select id={id("category")} name="category" defaultValue={notice.category} className={styles.input}>
            {NOTICE_CATEGORY_CODES.map((code) => (
              <option key={code} value={code}>
                {NOTICE_CATEGORIES[code]}
              </option>
            ))}
          </select>
        </Field>
      )}
      <InputField
        id={id("title")}
        label={words.title}
        name="title"
        required
        maxLength={press ? PRESS_TITLE_MAX : NOTICE_TITLE_MAX}
        defaultValue={values.title}
      />
      {pinning && notice && (
        <label className={styles.label}>
          <input type="checkbox" name="pinned" defaultChecked={notice.pinned} /> {words.pinned}
        </label>
      )}
      {press && (
        <Field id={id("summary")} label={words.summary}>
          <textarea
            id={id("summary")}
            name="summary"
            required
            rows={3}
            maxLength={PRESS_SUMMARY_MAX}
            defaultValue={press.summary}
            className={`${styles.input} ${styles.textarea}`}
          />
        </Field>
      )}
      <Field
        id={id(textName)}
        label={press ? words.content : words.body}
        hint={press ? words.contentHint : words.bodyHint}
      >
        <textarea
          id={id(textName)}
          name={textName}
          rows={press ? 12 : 14}
          maxLength={press ? PRESS_CONTENT_MAX : NOTICE_BODY_MAX}
          defaultValue={press ? press.content : notice?.body}
          aria-describedby={`${id(textName)}-hint`}
          className={`${styles.input} ${styles.textarea}`}
        />
      </Field>
      {attaching && attachments && (
        <NoticeAttachmentsField attachments={attachments} typed={notice?.attachments} message={attachmentMessage} />
      )}
      {schedule && canPublish && notice && (
        <div className={styles.formGrid}>
          <InputField
            id={id("publish-at")}
            label={words.publishAt}
            hint={words.publishAtHint}
            name="publishAt"
            type="datetime-local"
            defaultValue={notice.publishAt}
            describedByHint
          />
          <InputField
            id={id("hide-at")}
            label={words.hideAt}
            hint={words.hideAtHint}
            name="hideAt"
            type="datetime-local"
            defaultValue={notice.hideAt}
            describedByHint
          />
        </div>
      )}
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      <div className={styles.formActions}>
        {submit ? (
          <button type="submit" className={styles.buttonPrimary} disabled={busy}>
            {busy ? copy.saving : submit.label}
          </button>
        ) : (
          <DraftButtons busy={busy} canPublish={canPublish ?? false} copy={kind.adminCopy as DraftCopy} />
        )}
      </div>
    </Form>
  );
}

type DraftCopy = { saveDraft: string; preview: string; saving: string; publish: string };

/** Save the draft, save and preview, publish (field `intent`). */
function DraftButtons({ busy, canPublish, copy }: { busy: boolean; canPublish: boolean; copy: DraftCopy }) {
  return (
    <>
      <button type="submit" name="intent" value="save" className={styles.button} disabled={busy}>
        {copy.saveDraft}
      </button>
      <button type="submit" name="intent" value="preview" className={styles.button} disabled={busy}>
        {copy.preview}
      </button>
      {canPublish && (
        <button type="submit" name="intent" value="publish" className={styles.buttonPrimary} disabled={busy}>
          {busy ? copy.saving : copy.publish}
        </button>
      )}
    </>
  );
}
