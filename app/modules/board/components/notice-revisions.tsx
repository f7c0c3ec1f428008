import { Form, href, Link } from "react-router";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { noticeAdminCopy } from "#app/modules/board/admin-copy.ts";
import { NOTICE_CATEGORIES } from "#app/modules/board/notice-kinds.ts";
import type { NoticeRevision } from "#app/modules/board/notices.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { type Column, DataTable, PageHeader } from "#app/platform/admin-ui/blocks.tsx";

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
  const diffColumns = a && b ? diffColumnsOf(a, b, fileNames) : [];
  return (
    <div className={styles.page}>
      <PageHeader title={`${copy.title}: ${notice.title}`} lead={copy.lead}>
        <Link to={href("/admin/notices/:id", { id: notice.id })} className={styles.button}>
          {noticeAdminCopy.editTitle}
        </Link>
      </PageHeader>
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
            <DataTable
              columns={diffColumns}
              rows={FIELDS}
              rowKey={(field) => field.label}
              rowHeader
              empty={null}
              tableProps={{ "data-testid": "notice-diff" }}
              rowProps={(field) => ({
                "data-changed": field.value(a, fileNames) !== field.value(b, fileNames) || undefined,
              })}
            />
          )}
          <DataTable
            columns={revisionColumns}
            rows={revisions}
            rowKey={(revision) => String(revision.number)}
            empty={copy.empty}
            actions={restoreAction}
          />
        </>
      )}
    </div>
  );
}

type Field = (typeof FIELDS)[number];
const preWrap = { style: { whiteSpace: "pre-wrap" } } as const;

/** Field, the two revisions' values, and whether it changed between them. */
function diffColumnsOf(a: NoticeRevision, b: NoticeRevision, names: FileNames): Column<Field>[] {
  const copy = noticeAdminCopy.history;
  return [
    { label: copy.field, cell: (field) => field.label },
    { label: copy.number(a.number), cell: (field) => field.value(a, names), cellProps: () => preWrap },
    { label: copy.number(b.number), cell: (field) => field.value(b, names), cellProps: () => preWrap },
    {
      label: copy.changed,
      cell: (field) =>
        field.value(a, names) !== field.value(b, names) ? (
          <span className={styles.badge}>{copy.changed}</span>
        ) : (
          copy.same
        ),
    },
  ];
}

const revisionColumns: Column<NoticeRevision>[] = [
  { label: "판", cell: (revision) => noticeAdminCopy.history.number(revision.number) },
  { label: "제목", cell: (revision) => revision.title },
  {
    label: noticeAdminCopy.history.publishedAt,
    cell: (revision) => formatKoreanDateTime(revision.createdAt),
    cellClassName: styles.nowrap,
  },
  { label: noticeAdminCopy.history.publishedBy, cell: (revision) => revision.authorEmail ?? "—" },
];

const restoreAction = {
  label: noticeAdminCopy.columns.actions,
  cell: (revision: NoticeRevision) => (
    <Form method="post" className={styles.inlineForm}>
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="number" value={revision.number} />
      <button type="submit" className={`${styles.button} ${styles.small}`} title={noticeAdminCopy.history.restoreHint}>
        {noticeAdminCopy.history.restore}
      </button>
    </Form>
  ),
};

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
