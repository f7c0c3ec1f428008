import type { ReactNode } from "react";
import { Form } from "react-router";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import styles from "./admin.module.css";

export type RevisionHistoryCopy = {
  revisions: string;
  noRevisions: string;
  revision: (n: number) => string;
  restore: string;
};

export type PublishStateCopy = {
  title: string;
  lead: string;
  readOnly: string;
  published: (revision: number, at: string) => string;
  neverPublished: string;
  unpublishedChanges: string;
  done: Readonly<Record<string, string>>;
};

type Revision = { number: number; createdAt: string; authorEmail: string | null };

type Props<R extends Revision> = {
  /** The heading's id (`schedule-revisions`): the section is labelled by it. */
  id: string;
  copy: RevisionHistoryCopy;
  revisions: readonly R[];
  /** An editor gets a restore button beside each revision; a reader (counsellor) only the list. */
  canWrite: boolean;
  /** What the line says after the revision's number and date (its rows, its file); nothing: no more. */
  summary?: (revision: R) => ReactNode;
  /** The revision's content, behind the line (a `<details>`); without it the line stands alone. */
  details?: (revision: R) => ReactNode;
  /** Hidden fields the restore post carries besides `intent` and `number` (the document's key). */
  restoreFields?: Record<string, string>;
  /** Which revisions can be restored (default: all). */
  restorable?: (revision: R) => boolean;
  small?: boolean;
  testId?: string;
};

/** Kept publishes, newest first, each restorable into the draft by posting `intent=restore` and `number`. */
export function RevisionHistory<R extends Revision>({
  id,
  copy,
  revisions,
  canWrite,
  summary,
  details,
  restoreFields = {},
  restorable = () => true,
  small = false,
  testId,
}: Props<R>) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {copy.revisions}
      </h2>
      {revisions.length === 0 ? (
        <p className={styles.empty}>{copy.noRevisions}</p>
      ) : (
        <ul className={styles.plainList} data-testid={testId}>
          {revisions.map((revision) => {
            const more = summary?.(revision);
            const line = (
              <>
                {copy.revision(revision.number)} · {formatKoreanDateTime(revision.createdAt)}
                {more ? <> · {more}</> : null}
                {revision.authorEmail && ` · ${revision.authorEmail}`}
              </>
            );
            return (
              <li key={revision.number}>
                {details ? (
                  <details>
                    <summary>{line}</summary>
                    {details(revision)}
                  </details>
                ) : (
                  line
                )}
                {canWrite && restorable(revision) && (
                  <Form method="post" className={styles.inlineForm}>
                    <input type="hidden" name="intent" value="restore" />
                    {Object.entries(restoreFields).map(([name, value]) => (
                      <input key={name} type="hidden" name={name} value={value} />
                    ))}
                    <input type="hidden" name="number" value={revision.number} />{" "}
                    <button type="submit" className={small ? `${styles.button} ${styles.small}` : styles.button}>
                      {copy.restore}
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function PublishedDocumentEditor<R extends Revision>({
  copy,
  state,
  name,
  revisions,
  summary,
  details,
  children,
}: {
  copy: PublishStateCopy & RevisionHistoryCopy;
  state: { canWrite: boolean; revision: number; publishedAt: string | null; changed: boolean; done: string | null };
  /** Names the state line's test id (`<name>-state`) and the revisions' heading (`<name>-revisions`). */
  name: string;
  revisions: readonly R[];
  summary?: (revision: R) => ReactNode;
  details?: (revision: R) => ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <PublishStateHeader
        copy={copy}
        canWrite={state.canWrite}
        revision={state.revision}
        publishedAt={state.publishedAt}
        changed={state.changed}
        done={state.done}
        testId={`${name}-state`}
      />
      {children}
      <RevisionHistory
        id={`${name}-revisions`}
        copy={copy}
        revisions={revisions}
        canWrite={state.canWrite}
        summary={summary}
        details={details}
      />
    </div>
  );
}

/** The editor's heading: what the role may do, what is published, whether the draft differs. */
export function PublishStateHeader({
  copy,
  canWrite,
  revision,
  publishedAt,
  changed,
  done,
  testId,
}: {
  copy: PublishStateCopy;
  canWrite: boolean;
  revision: number;
  publishedAt: string | null;
  /** The draft differs from a published value. */
  changed: boolean;
  /** The `?done=` of the change just made. */
  done: string | null;
  testId: string;
}) {
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageLead}>{canWrite ? copy.lead : copy.readOnly}</p>
          <p className={styles.pageLead} data-testid={testId}>
            {publishedAt ? copy.published(revision, formatKoreanDateTime(publishedAt)) : copy.neverPublished}
            {changed && ` · ${copy.unpublishedChanges}`}
          </p>
        </div>
      </div>
      <DoneMessage messages={copy.done} done={done} />
    </>
  );
}

/** Save, preview (where the editor has one) and publish, each posting its `intent`; none for a reader. */
export function PublishActions({
  copy,
  preview,
  readOnly,
}: {
  copy: { save: string; publish: string };
  preview?: string;
  readOnly?: boolean;
}) {
  if (readOnly) return null;
  return (
    <div className={styles.formActions}>
      <button type="submit" name="intent" value="save" className={styles.button}>
        {copy.save}
      </button>
      {preview && (
        <button type="submit" name="intent" value="preview" className={styles.button}>
          {preview}
        </button>
      )}
      <button type="submit" name="intent" value="publish" className={`${styles.button} ${styles.buttonPrimary}`}>
        {copy.publish}
      </button>
    </div>
  );
}

/** The result of the change just made (`?done=saved` after the redirect), when it is one of the page's. */
export function DoneMessage({ messages, done }: { messages: Readonly<Record<string, string>>; done: string | null }) {
  const message = done && Object.hasOwn(messages, done) ? messages[done] : undefined;
  return message ? (
    <p className={styles.success} role="status">
      {message}
    </p>
  ) : null;
}
