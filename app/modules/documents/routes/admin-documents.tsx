import { Link } from "react-router";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { adminDocumentsPage, documentsAction } from "#app/modules/documents/admin.server.ts";
import { adminDocumentsCopy as copy } from "#app/modules/documents/admin-copy.ts";
import { VersionForm } from "#app/modules/documents/components/version-form.tsx";
import { formatDocumentDate } from "#app/modules/documents/copy.ts";
import { documentEditorHref, documentHref } from "#app/modules/documents/fields.ts";
import { DOCUMENT_KEYS, documentLabels } from "#app/modules/documents/kinds.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import { DoneMessage, RevisionHistory } from "#app/platform/admin-ui/published-document.tsx";
import type { Route } from "./+types/admin-documents";

export const loader = ({ url, context }: Route.LoaderArgs) => adminDocumentsPage(requireStaff(context), url);
export const action = ({ request, context }: Route.ActionArgs) => documentsAction(requireStaff(context), request);

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminDocuments({ loaderData, actionData }: Route.ComponentProps) {
  const { key, draft, published, revision, publishedAt, updatedAt, changed, revisions, canWrite, done } = loaderData;
  const values = actionData?.values ?? {
    title: draft?.title ?? documentLabels[key],
    label: draft?.label ?? "",
    date: draft?.date ?? "",
  };
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageLead}>{canWrite ? copy.lead : copy.readOnly}</p>
        </div>
      </div>
      <nav aria-label={copy.tabs} className={styles.rowActions}>
        {DOCUMENT_KEYS.map((each) => (
          <Link
            key={each}
            to={documentEditorHref(each)}
            aria-current={each === key ? "page" : undefined}
            className={each === key ? `${styles.button} ${styles.buttonPrimary}` : styles.button}
          >
            {documentLabels[each]}
          </Link>
        ))}
      </nav>
      <DoneMessage messages={copy.done} done={done} />
      <section className={styles.card} aria-labelledby="document-state">
        <h2 id="document-state" className={styles.cardTitle}>
          {documentLabels[key]}
        </h2>
        <p className={styles.cardText} data-testid="document-state">
          {published && publishedAt
            ? copy.published(revision, published.label, formatKoreanDateTime(publishedAt))
            : key === "recruitment-notice"
              ? copy.neverPublishedRecruitment
              : copy.neverPublished}
          {changed && published && ` · ${copy.unpublishedChanges}`}
        </p>
        <p className={styles.cardText}>
          {copy.stableAddress}:{" "}
          <a className={styles.link} href={documentHref(key)} target="_blank" rel="noopener">
            <span className={styles.code}>{documentHref(key)}</span>
          </a>
        </p>
      </section>
      <VersionForm
        key={`${key}-${updatedAt ?? "new"}`}
        document={key}
        values={values}
        draft={draft}
        draftIsPublished={!changed}
        message={actionData?.message}
        readOnly={!canWrite}
      />
      <RevisionHistory
        id="document-revisions"
        testId="document-revisions"
        copy={copy}
        revisions={revisions}
        canWrite={canWrite}
        summary={(each) =>
          each.value && (
            <>
              <a className={styles.link} href={each.value.url} target="_blank" rel="noopener">
                {each.value.label}
              </a>
              {` · 공고일 ${formatDocumentDate(each.value.date)}`}
            </>
          )
        }
        restoreFields={{ document: key }}
        restorable={(each) => each.value !== null}
        small
      />
    </div>
  );
}
