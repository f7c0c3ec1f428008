import { data, href, Link, redirect } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { adminDocumentsCopy as copy } from "#app/modules/documents/admin-copy.ts";
import { VersionForm } from "#app/modules/documents/components/version-form.tsx";
import { formatDocumentDate } from "#app/modules/documents/copy.ts";
import { versionFileUrl } from "#app/modules/documents/documents.server.ts";
import { documentHref } from "#app/modules/documents/fields.ts";
import { DOCUMENT_KEYS, type DocumentKey, documentLabels, isDocumentKey } from "#app/modules/documents/kinds.ts";
import {
  adminVersionOf,
  publish,
  readVersionFile,
  restore,
  saveDraft,
  versionsOf,
} from "#app/modules/documents/pages.server.ts";
import { parseVersionFields, type VersionFormValues } from "#app/modules/documents/schema.ts";
import { ADMIN_ACCESS } from "#app/modules/index.ts";
import { mayUse } from "#app/platform/access/middleware.server.ts";
import { requireAdminAction, requireAdminPage } from "#app/platform/access/session.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import { DoneMessage, RevisionHistory } from "#app/platform/admin-ui/published-document.tsx";
import { PublishConflictError } from "#app/platform/publishing/published-documents.server.ts";
import { restorePostedRevision } from "#app/platform/publishing/revision-restore.server.ts";
import type { Route } from "./+types/admin-documents";

const keyOf = (value: unknown): DocumentKey => (isDocumentKey(value) ? value : "recruitment-notice");
const selfOf = (key: DocumentKey) =>
  key === "recruitment-notice" ? href("/admin/documents") : `${href("/admin/documents")}?document=${key}`;

/** One document's editor (owner, manager) or its read-only state and history (counsellor). */
export async function loader({ request, url }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, url);
  const key = keyOf(url.searchParams.get("document"));
  const [document, revisions] = await Promise.all([adminVersionOf(key), versionsOf(key)]);
  const withUrl = <T extends { sha256: string } | null>(version: T) =>
    version ? { ...version, url: versionFileUrl(version) } : null;
  return {
    key,
    draft: withUrl(document.draft),
    published: withUrl(document.published),
    revision: document.revision,
    publishedAt: document.publishedAt,
    updatedAt: document.updatedAt,
    changed: JSON.stringify(document.draft) !== JSON.stringify(document.published),
    revisions: revisions.map((revision) => ({ ...revision, value: withUrl(revision.value) })),
    canWrite: mayUse(ADMIN_ACCESS, "/admin/documents", admin.role, "write"),
    done: url.searchParams.get("done"),
  };
}

type ActionResult = { message: string; values: VersionFormValues | null };
const refuse = (message: string, values: VersionFormValues | null, status = 400) =>
  data<ActionResult>({ message, values }, { status, headers: { "Cache-Control": "no-store" } });

/**
 * The form is multipart (the PDF): save (the draft), publish (the file stored and the version
 * published in one transaction), restore (a kept version becomes the draft). The file is checked
 * before any transaction; a refusal keeps what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const documentField = formData.get("document");
  if (!isDocumentKey(documentField)) return refuse(copy.invalid, null);
  const key = documentField;
  const clientAddress = clientAddressOf(context);
  const self = selfOf(key);
  const done = (what: keyof typeof copy.done) => redirect(`${self}${self.includes("?") ? "&" : "?"}done=${what}`);

  if (intent === "restore") {
    const restored = await restorePostedRevision(formData, (number) => restore(key, number, admin, clientAddress));
    if (restored !== "restored") return refuse(copy.invalid, null, restored === "invalid" ? 400 : 404);
    return done("restored");
  }
  if (intent !== "save" && intent !== "publish") return refuse(copy.invalid, null);
  const parsed = parseVersionFields(formData);
  if (!parsed.ok) return refuse(parsed.message, parsed.values);
  const { draft } = await adminVersionOf(key);
  const file = await readVersionFile(key, formData, draft);
  if (!file.ok) return refuse(file.message, parsed.fields);
  if (intent === "save") {
    await saveDraft(key, parsed.fields, file.file, admin, clientAddress);
    return done("saved");
  }
  try {
    await publish(key, parsed.fields, file.file, admin, clientAddress);
  } catch (error) {
    if (error instanceof PublishConflictError) {
      return refuse(copy.conflict, parsed.fields, 409);
    }
    throw error;
  }
  return done("published");
}

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
            to={selfOf(each)}
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
