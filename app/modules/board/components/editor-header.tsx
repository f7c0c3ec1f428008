import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DeleteConfirmation, DeleteForm } from "#app/platform/admin-ui/delete-with-confirmation.tsx";
import type { BoardKind } from "../kinds.ts";

type Props = {
  kind: BoardKind;
  item: { id: string; title: string };
  lead: ReactNode;
  /** The public page, when it shows. */
  publicPath: string | null;
  /** Actions before the public page's link (the revisions) and after it (taking down). */
  before?: ReactNode;
  after?: ReactNode;
  doneMessage?: string;
  /** The delete was posted without JavaScript: the confirmation step. */
  confirmingDelete: boolean;
};

/** An editor's heading: the title and state line, back, the public page, delete, the last change's message. */
export function EditorHeader({ kind, item, lead, publicPath, before, after, doneMessage, confirmingDelete }: Props) {
  const copy = kind.adminCopy;
  const self = kind.adminItemPath(item.id);
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.editTitle}</h1>
          <p className={styles.pageLead}>{lead}</p>
        </div>
        <div className={styles.rowActions}>
          <Link to={kind.adminListPath} className={styles.button}>
            {copy.back}
          </Link>
          {before}
          {publicPath && (
            <a href={publicPath} target="_blank" rel="noopener" className={styles.button}>
              {copy.view}
            </a>
          )}
          {after}
          <DeleteForm action={self} title={item.title} copy={copy} />
        </div>
      </div>
      {doneMessage && (
        <p className={styles.success} role="status">
          {doneMessage}
        </p>
      )}
      {confirmingDelete && <DeleteConfirmation action={self} title={item.title} copy={copy} />}
    </>
  );
}
