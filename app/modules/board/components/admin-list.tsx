import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatKoreanDate, formatKoreanDateTime } from "#app/lib/korea-time.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable, Pager } from "#app/platform/admin-ui/blocks.tsx";
import { DeleteForm } from "#app/platform/admin-ui/delete-with-confirmation.tsx";
import { BOARD_KINDS, type BoardKind } from "../kinds.ts";
import { NOTICE_CATEGORIES, NOTICE_STATES } from "../notice-kinds.ts";
import type { AdminBoardList, AdminBoardRow } from "../view.ts";

type Column = {
  label: string | undefined;
  numeric?: boolean;
  className?: string;
  show: (row: AdminBoardRow, mayEdit: boolean) => ReactNode;
};

const kindOf = (name: BoardKind["name"]) => BOARD_KINDS.find((kind) => kind.name === name) as BoardKind;

function TitleCell({ kind, row, mayEdit }: { kind: BoardKind; row: AdminBoardRow; mayEdit: boolean }) {
  return (
    <>
      {mayEdit ? (
        <Link to={kind.adminItemPath(row.id)} className={styles.link}>
          {row.title}
        </Link>
      ) : (
        row.title
      )}
      {row.pinned && " 📌"}
    </>
  );
}

/** Edit (editors only), the public page (when it shows), delete (press, editors only). */
function RowActions({ kind, row, mayEdit }: { kind: BoardKind; row: AdminBoardRow; mayEdit: boolean }) {
  const small = `${styles.button} ${styles.small}`;
  return (
    <div className={styles.rowActions}>
      {mayEdit && (
        <Link to={kind.adminItemPath(row.id)} className={small}>
          {kind.adminCopy.edit}
        </Link>
      )}
      {row.publicPath && (
        <a href={row.publicPath} target="_blank" rel="noopener" className={small}>
          {kind.adminCopy.view}
        </a>
      )}
      {mayEdit && !kind.capabilities.drafts && (
        <DeleteForm action={kind.adminItemPath(row.id)} title={row.title} copy={kind.adminCopy} small />
      )}
    </div>
  );
}

function columnsOf(kind: BoardKind): Column[] {
  const copy = kind.adminCopy as { columns: Record<string, string>; unpublishedChanges?: string };
  const c = copy.columns;
  const title: Column = {
    label: c.title,
    show: (row, mayEdit) => <TitleCell kind={kind} row={row} mayEdit={mayEdit} />,
  };
  const actions: Column = {
    label: c.actions,
    show: (row, mayEdit) => <RowActions kind={kind} row={row} mayEdit={mayEdit} />,
  };
  if (!kind.capabilities.drafts) {
    return [
      title,
      { label: c.date, className: styles.nowrap, show: (row) => formatKoreanDate(row.createdAt ?? "") },
      { label: c.views, numeric: true, show: (row) => (row.views ?? 0).toLocaleString("ko-KR") },
      actions,
    ];
  }
  return [
    { label: c.category, show: (row) => (row.category ? NOTICE_CATEGORIES[row.category] : "") },
    title,
    {
      label: c.state,
      show: (row) => (
        <>
          <span className={styles.badge}>{row.state && NOTICE_STATES[row.state]}</span>
          {row.changed && row.state !== "draft" && <span className={styles.muted}> · {copy.unpublishedChanges}</span>}
        </>
      ),
    },
    {
      label: c.schedule,
      className: styles.nowrap,
      show: (row) =>
        `${row.publishAt ? formatKoreanDateTime(row.publishAt) : "—"}${row.hideAt ? ` ~ ${formatKoreanDateTime(row.hideAt)}` : ""}`,
    },
    actions,
  ];
}

/** A board's admin list: the create button for editors, the last change's message, the rows, the pager. */
export function BoardAdminList({ list, createPath }: { list: AdminBoardList; createPath: string }) {
  const kind = kindOf(list.kind);
  const copy = kind.adminCopy;
  const lead = "lead" in copy ? (list.mayEdit ? copy.lead : copy.readOnly) : null;
  const columns = columnsOf(kind);
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        {lead ? (
          <div>
            <h1 className={styles.pageTitle}>{copy.title}</h1>
            <p className={styles.pageLead}>{lead}</p>
          </div>
        ) : (
          <h1 className={styles.pageTitle}>{copy.title}</h1>
        )}
        {list.mayEdit && (
          <Link to={createPath} className={styles.buttonPrimary}>
            {copy.create}
          </Link>
        )}
      </div>
      {list.doneMessage && (
        <p className={styles.success} role="status">
          {list.doneMessage}
        </p>
      )}
      <DataTable
        caption={copy.title}
        columns={columns}
        rows={list.rows}
        rowKey={(row) => row.id}
        cells={(row) => columns.map((column) => column.show(row, list.mayEdit))}
        empty={copy.empty}
        emptyClassName={`${styles.card} ${styles.empty}`}
      />
      <Pager {...list.pager} />
    </div>
  );
}
