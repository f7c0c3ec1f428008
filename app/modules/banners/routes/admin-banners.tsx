import { data, Form, href, redirect } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { hasUnpublishedChanges } from "#app/models/published-documents.server.ts";
import styles from "#app/modules/admin/components/admin.module.css";
import { adminMeta } from "#app/modules/admin/meta.ts";
import { mayUse } from "#app/modules/admin/middleware.server.ts";
import { requireAdminAction, requireAdminPage } from "#app/modules/admin/session.server.ts";
import { adminBannersCopy as copy } from "#app/modules/banners/admin-copy.ts";
import { BannersForm } from "#app/modules/banners/components/banners-form.tsx";
import { type BannersFormValues, bannersFormValues, parseBannersForm } from "#app/modules/banners/form.ts";
import {
  adminBannersOf,
  bannersRevisionsOf,
  popupImagesOf,
  restore,
  submitBanners,
} from "#app/modules/banners/pages.server.ts";
import { EMPTY_BANNERS } from "#app/modules/banners/schema.ts";
import { ADMIN_ACCESS } from "#app/modules/index.ts";
import type { Route } from "./+types/admin-banners";

/** The editor (owner, manager, marketer) or the read-only view (counsellor; the admin layout checks the role). */
export async function loader({ request, url }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, url);
  const [document, revisions] = await Promise.all([adminBannersOf(), bannersRevisionsOf()]);
  const draft = document.draft ?? document.published ?? EMPTY_BANNERS;
  return {
    document: {
      revision: document.revision,
      published: document.published !== null,
      publishedAt: document.publishedAt,
      updatedAt: document.updatedAt,
    },
    values: bannersFormValues(draft),
    images: await popupImagesOf(draft.popups.map((popup) => popup.fileId)),
    changed: hasUnpublishedChanges(document),
    revisions: revisions.map((revision) => ({
      number: revision.number,
      createdAt: revision.createdAt,
      authorEmail: revision.authorEmail,
      popups: revision.value?.popups.map((popup) => popup.alt) ?? [],
      strip: revision.value?.strip ?? [],
    })),
    canWrite: mayUse(ADMIN_ACCESS, "/admin/banners", admin.role, "write"),
    done: url.searchParams.get("done"),
  };
}

type Refusal = { message: string; values: BannersFormValues | null; row?: number };
const refuse = (refusal: Refusal, status = 400) =>
  data<Refusal>(refusal, { status, headers: { "Cache-Control": "no-store" } });

/** save (the draft), preview (save, then the home page with the draft's pop-ups), publish (one transaction), restore (a revision becomes the draft). Multipart: the pictures. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const clientAddress = clientAddressOf(context);
  const self = href("/admin/banners");

  if (intent === "restore") {
    const number = Number(formData.get("number"));
    if (!Number.isInteger(number) || number < 1) return refuse({ message: copy.invalid, values: null });
    if (!(await restore(number, admin, clientAddress))) return refuse({ message: copy.invalid, values: null }, 404);
    return redirect(`${self}?done=restored`);
  }
  if (intent !== "save" && intent !== "preview" && intent !== "publish") {
    return refuse({ message: copy.invalid, values: null });
  }
  const parsed = parseBannersForm(formData);
  if (!parsed.ok) {
    const message = parsed.row === undefined ? parsed.message : copy.rowError(parsed.row + 1, parsed.message);
    return refuse({ message, values: parsed.values, row: parsed.row });
  }
  let result: Awaited<ReturnType<typeof submitBanners>>;
  try {
    result = await submitBanners(parsed, intent === "publish" ? "publish" : "save", admin, clientAddress);
  } catch (error) {
    if (error instanceof Error && error.message === "banners.publish_conflict") {
      return refuse({ message: copy.conflict, values: parsed.values }, 409);
    }
    throw error;
  }
  if (!result.ok) {
    const message = result.row === undefined ? result.message : copy.rowError(result.row + 1, result.message);
    return refuse({ message, values: parsed.values, row: result.row });
  }
  if (intent === "preview") return redirect(`${href("/")}?preview=1`);
  return redirect(`${self}?done=${intent === "publish" ? "published" : "saved"}`);
}

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminBanners({ loaderData, actionData }: Route.ComponentProps) {
  const { document, values, images, changed, revisions, canWrite, done } = loaderData;
  const doneMessage = done && Object.hasOwn(copy.done, done) ? copy.done[done as keyof typeof copy.done] : undefined;
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageLead}>{canWrite ? copy.lead : copy.readOnly}</p>
          <p className={styles.pageLead} data-testid="banners-state">
            {document.publishedAt
              ? copy.published(document.revision, formatKoreanDateTime(document.publishedAt))
              : copy.neverPublished}
            {changed && document.published && ` · ${copy.unpublishedChanges}`}
          </p>
        </div>
      </div>
      {doneMessage && (
        <p className={styles.success} role="status">
          {doneMessage}
        </p>
      )}
      <BannersForm
        key={document.updatedAt ?? "new"}
        values={actionData?.values ?? values}
        images={images}
        message={actionData?.message}
        errorRow={actionData?.row}
        readOnly={!canWrite}
      />
      <section className={styles.card} aria-labelledby="banners-revisions">
        <h2 id="banners-revisions" className={styles.cardTitle}>
          {copy.revisions}
        </h2>
        {revisions.length === 0 ? (
          <p className={styles.empty}>{copy.noRevisions}</p>
        ) : (
          <ul className={styles.plainList}>
            {revisions.map((revision) => (
              <li key={revision.number}>
                <details>
                  <summary>
                    {copy.revision(revision.number)} · {formatKoreanDateTime(revision.createdAt)} ·{" "}
                    {copy.summary(revision.popups.length, revision.strip.length)}
                    {revision.authorEmail && ` · ${revision.authorEmail}`}
                  </summary>
                  <ul>
                    {revision.popups.map((alt, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a revision never changes
                      <li key={`p${index}`}>{alt}</li>
                    ))}
                    {revision.strip.map((message, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a revision never changes
                      <li key={`s${index}`}>{message}</li>
                    ))}
                  </ul>
                </details>
                {canWrite && (
                  <Form method="post" className={styles.inlineForm}>
                    <input type="hidden" name="intent" value="restore" />
                    <input type="hidden" name="number" value={revision.number} />{" "}
                    <button type="submit" className={styles.button}>
                      {copy.restore}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
