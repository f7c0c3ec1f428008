import { Form, href, Link } from "react-router";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { noticeAdminCopy } from "#app/modules/board/admin-copy.ts";
import { NOTICE_CATEGORIES } from "#app/modules/board/notice-kinds.ts";
import type { NoticeRevision } from "#app/modules/board/notices.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";

/** The compared fields, in order, each as the text the page shows. */
const FIELDS: { label: string; value: (revision: NoticeRevision, names: FileNames) => string }[] = [
  { label: "제목", value: (revision) => revision.title },
  { label: "분류", value: (revision) => NOTICE_CATEGORIES[revision.category] },
  { label: "고정", value: (revision) => (revision.pinned ? "예" : "아니요") },
  { label: "내용", value: (revision) => revision.body },
  { label: "게시 시작", value: (revision) => (revision.publishAt ? formatKoreanDateTime(revision.publishAt) : "—") },
  { label: "게시 종료", value: (revision) => (revision.hideAt ? formatKoreanDateTime(revision.hideAt) : "—") },
  {
    label: "첨부 파일",
    value: (revision, names) =>
      revision.attachments
        .map((item) => `${names[item.fileId] ?? "—"}${item.alt ? ` (${item.alt})` : ""}`)
        .join("\n") || "—",
  },
];

/** Uploaded files' names by id (the attachments of the listed revisions). */
type FileNames = Record<string, string>;

export type RevisionsView = {
  notice: { id: string; title: string };
  revisions: NoticeRevision[];
  left: number | undefined;
  right: number | undefined;
  fileNames: FileNames;
};

/** The last 50 publishes of a notice: pick two to compare field by field, or restore one as the draft. */
export function NoticeRevisions({ notice, revisions, left, right, fileNames }: RevisionsView) {
  const copy = noticeAdminCopy.history;
  const a = revisions.find((revision) => revision.number === left);
  const b = revisions.find((revision) => revision.number === right);
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>
            {copy.title}: {notice.title}
          </h1>
          <p className={styles.pageLead}>{copy.lead}</p>
        </div>
        <Link to={href("/admin/notices/:id", { id: notice.id })} className={styles.button}>
          {noticeAdminCopy.editTitle}
        </Link>
      </div>
      {revisions.length === 0 ? (
        <p className={`${styles.card} ${styles.empty}`}>{copy.empty}</p>
      ) : (
        <>
          <Form method="get" className={`${styles.card} ${styles.inlineFilter}`}>
            <input type="hidden" name="view" value="revisions" />
            <RevisionSelect label={copy.left} name="a" value={left} revisions={revisions} />
            <RevisionSelect label={copy.right} name="b" value={right} revisions={revisions} />
            <button type="submit" className={styles.button}>
              {copy.compare}
            </button>
          </Form>
          {a && b && (
            <div className={styles.tableWrap}>
              <table className={styles.table} data-testid="notice-diff">
                <thead>
                  <tr>
                    <th scope="col">{copy.field}</th>
                    <th scope="col">{copy.number(a.number)}</th>
                    <th scope="col">{copy.number(b.number)}</th>
                    <th scope="col">{copy.changed}</th>
                  </tr>
                </thead>
                <tbody>
                  {FIELDS.map((field) => {
                    const before = field.value(a, fileNames);
                    const after = field.value(b, fileNames);
                    const changed = before !== after;
                    return (
                      <tr key={field.label} data-changed={changed || undefined}>
                        <th scope="row">{field.label}</th>
                        <td data-label={copy.number(a.number)} style={{ whiteSpace: "pre-wrap" }}>
                          {before}
                        </td>
                        <td data-label={copy.number(b.number)} style={{ whiteSpace: "pre-wrap" }}>
                          {after}
                        </td>
                        <td data-label={copy.changed}>
                          {changed ? <span className={styles.badge}>{copy.changed}</span> : copy.same}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">판</th>
                  <th scope="col">제목</th>
                  <th scope="col">{copy.publishedAt}</th>
                  <th scope="col">{copy.publishedBy}</th>
                  <th scope="col">{noticeAdminCopy.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {revisions.map((revision) => (
                  <tr key={revision.number}>
                    <td data-label="판">{copy.number(revision.number)}</td>
                    <td data-label="제목">{revision.title}</td>
                    <td data-label={copy.publishedAt} className={styles.nowrap}>
                      {formatKoreanDateTime(revision.createdAt)}
                    </td>
                    <td data-label={copy.publishedBy}>{revision.authorEmail ?? "—"}</td>
                    <td data-label={noticeAdminCopy.columns.actions}>
                      <Form method="post" className={styles.inlineForm}>
                        <input type="hidden" name="intent" value="restore" />
                        <input type="hidden" name="number" value={revision.number} />
                        <button type="submit" className={`${styles.button} ${styles.small}`} title={copy.restoreHint}>
                          {copy.restore}
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

function RevisionSelect({
  label,
  name,
  value,
  revisions,
}: {
  label: string;
  name: string;
  value: number | undefined;
  revisions: NoticeRevision[];
}) {
  return (
    <label className={styles.label}>
      {label}{" "}
      <select name={name} defaultValue={value} className={styles.input}>
        {revisions.map((revision) => (
          <option key={revision.number} value={revision.number}>
            {noticeAdminCopy.history.number(revision.number)} · {formatKoreanDateTime(revision.createdAt)}
          </option>
        ))}
      </select>
    </label>
  );
}
